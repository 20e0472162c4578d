package dolcevita

import (
	"errors"
	"strconv"

	"salotto/art"
	"salotto/lang"
	"salotto/scenes"
)

var luxuryKinds = map[string]int{
	"house": art.House, "car": art.Car, "boat": art.Boat, "horse": art.Horse,
	"jewellery": art.Jewellery, "jewelry": art.Jewellery, "clock": art.Clock, "vacation": art.Vacation,
}

// picture reads the Dolce Vita cards a rules page or the title names:
// dolcevita:luxury:KIND:VALUE, dolcevita:money:VALUE,
// dolcevita:number:N[:SEAT] and dolcevita:back.
func picture(words *lang.Catalog, c scenes.CardSpec) (scenes.CardArt, error) {
	bad := func(why string) (scenes.CardArt, error) { return scenes.CardArt{}, errors.New(why) }
	arg := func(i int) string {
		if i < len(c.Args) {
			return c.Args[i]
		}
		return ""
	}
	num := func(i int) (int, bool) {
		n, err := strconv.Atoi(arg(i))
		return n, err == nil
	}
	switch c.Kind {
	case "luxury":
		kind, ok := luxuryKinds[arg(0)]
		v, okV := num(1)
		if !ok || !okV || len(c.Args) != 2 || v < 100000 || v > 700000 || v%100000 != 0 {
			return bad("want luxury:KIND:VALUE with KIND house, car, boat, horse, jewellery, clock or vacation and VALUE 100000..700000") //catalog:exempt a card-spec error for rules authors, caught by tests
		}
		return scenes.CardArt{Face: art.LuxuryFace(words, kind, v), Aspect: art.SmallAspect, Key: art.LuxuryKey(words, kind, v)}, nil
	case "money":
		v, ok := num(0)
		if !ok || len(c.Args) != 1 || (v != 100000 && v != 200000) {
			return bad("want money:100000 or money:200000") //catalog:exempt a card-spec error for rules authors, caught by tests
		}
		return scenes.CardArt{Face: art.MoneyFace(words, v), Aspect: art.SmallAspect, Key: art.MoneyKey(words, v)}, nil
	case "number":
		n, ok := num(0)
		seat := 0
		if len(c.Args) == 2 {
			s, okS := num(1)
			ok = ok && okS
			seat = s
		}
		if !ok || n < 1 || n > 6 || len(c.Args) > 2 {
			return bad("want number:N[:SEAT] with N 1..6") //catalog:exempt a card-spec error for rules authors, caught by tests
		}
		return scenes.CardArt{Face: art.NumberFace(n, seat), Aspect: art.PokerAspect, Key: art.NumberKey(n, seat)}, nil
	case "back":
		if len(c.Args) == 0 {
			return scenes.CardArt{Face: art.DolceVitaBack(), Aspect: art.SmallAspect, Key: backKey}, nil
		}
	}
	return bad("want luxury:KIND:VALUE, money:VALUE, number:N[:SEAT] or back") //catalog:exempt a card-spec error for rules authors, caught by tests
}
