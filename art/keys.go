package art

import "strconv"

// Card-art keys name a painted face in the sprites card cache, which keeps
// one image per key and size: two places showing the same card with the
// same key share its image, and with different keys paint it twice. So
// every place that shows a face (the tables, the rules pages, the title's
// fans) names it with the function beside its painter here.
//
// A key is "game/kind/arguments", the arguments being those of the face
// function, so equal keys mean equal paintings.

// BackKey names game's card back (DolceVitaBack, DoloresBack,
// NecklaceBack).
func BackKey(game string) string { return game + "/back" }

// LuxuryKey names LuxuryFace(kind, value).
func LuxuryKey(kind, value int) string {
	return "dolcevita/luxury/" + strconv.Itoa(kind) + "/" + strconv.Itoa(value)
}

// MoneyKey names MoneyFace(amount).
func MoneyKey(amount int) string { return "dolcevita/money/" + strconv.Itoa(amount) }

// NumberKey names NumberFace(n, seat).
func NumberKey(n, seat int) string {
	return "dolcevita/number/" + strconv.Itoa(n) + "/" + strconv.Itoa(seat)
}

// GoodsKey names GoodsFace(kind, value).
func GoodsKey(kind, value int) string {
	return "dolores/goods/" + strconv.Itoa(kind) + "/" + strconv.Itoa(value)
}

// BottleKey names BottleFace(card), card being one of BottleCards.
func BottleKey(card string) string { return "dolores/bottle/" + card }

// DawnKey names DawnFace().
func DawnKey() string { return "dolores/dawn" }

// GestureCardKey names the card a rules page shows for a gesture ("share",
// "fight", "dodge"): GestureIcon on parchment with the gesture's name.
func GestureCardKey(gesture string) string { return "dolores/gesture/" + gesture }

// NecklaceKey names the NecklaceFace of the card with id ("B07", "R01").
func NecklaceKey(id string) string { return "necklace/card/" + id }
