package art

import (
	"strconv"

	"salotto/lang"
)

// Card-art keys name a painted face in the sprites card cache, which keeps
// one image per key and size: two places showing the same card with the
// same key share its image, and with different keys paint it twice. So
// every place that shows a face (the tables, the rules pages, the title's
// fans) names it with the function beside its painter here.
//
// A key is "game/kind/arguments", the arguments being those of the face
// function, so equal keys mean equal paintings. A face that writes words
// on itself takes the catalog it writes them from, and its key carries the
// catalog's language ("dolcevita/luxury/es/0/300000"), so a face painted in
// English is never reused for a Spanish player.

// BackKey names game's card back (DolceVitaBack, DoloresBack,
// NecklaceBack).
func BackKey(game string) string { return game + "/back" }

// LuxuryKey names LuxuryFace(words, kind, value).
func LuxuryKey(words *lang.Catalog, kind, value int) string {
	return "dolcevita/luxury/" + words.Tag() + "/" + strconv.Itoa(kind) + "/" + strconv.Itoa(value)
}

// MoneyKey names MoneyFace(words, amount).
func MoneyKey(words *lang.Catalog, amount int) string {
	return "dolcevita/money/" + words.Tag() + "/" + strconv.Itoa(amount)
}

// NumberKey names NumberFace(n, seat).
func NumberKey(n, seat int) string {
	return "dolcevita/number/" + strconv.Itoa(n) + "/" + strconv.Itoa(seat)
}

// GoodsKey names GoodsFace(words, kind, value).
func GoodsKey(words *lang.Catalog, kind, value int) string {
	return "dolores/goods/" + words.Tag() + "/" + strconv.Itoa(kind) + "/" + strconv.Itoa(value)
}

// BottleKey names BottleFace(words, card), card being one of BottleCards.
func BottleKey(words *lang.Catalog, card string) string {
	return "dolores/bottle/" + words.Tag() + "/" + card
}

// DawnKey names DawnFace(words).
func DawnKey(words *lang.Catalog) string { return "dolores/dawn/" + words.Tag() }

// GestureCardKey names the card a rules page shows for a gesture ("share",
// "fight", "dodge"): GestureIcon on parchment with the gesture's name in
// words' language.
func GestureCardKey(words *lang.Catalog, gesture string) string {
	return "dolores/gesture/" + words.Tag() + "/" + gesture
}

// NecklaceKey names the NecklaceFace of the card with id ("B07", "R01").
func NecklaceKey(id string) string { return "necklace/card/" + id }
