package art_test

import (
	"testing"

	"salotto/art"
	"salotto/lang"
)

// TestCardKeysNameOneFaceEach: every face a game has, in every language,
// gets its own key, so two different cards (or one card painted in two
// languages) never share a cached image.
func TestCardKeysNameOneFaceEach(t *testing.T) {
	seen := map[string]string{}
	add := func(key, face string) {
		if key == "" {
			t.Errorf("%s has an empty key", face)
		}
		if other, dup := seen[key]; dup {
			t.Errorf("%s and %s share the key %q", face, other, key)
		}
		seen[key] = face
	}
	for _, g := range []string{"dolcevita", "dolores", "necklace"} {
		add(art.BackKey(g), g+" back")
	}
	for n := 1; n <= 6; n++ {
		for seat := 0; seat < 5; seat++ {
			add(art.NumberKey(n, seat), "number")
		}
	}
	for _, tag := range lang.Tags() {
		w, _ := lang.New(tag)
		for kind := art.House; kind <= art.Vacation; kind++ {
			for v := 100000; v <= 700000; v += 100000 {
				add(art.LuxuryKey(w, kind, v), "luxury")
			}
		}
		add(art.MoneyKey(w, 100000), "money 100k")
		add(art.MoneyKey(w, 200000), "money 200k")
		for kind := art.Weapons; kind <= art.GoldIngots; kind++ {
			for v := 1; v <= 3; v++ {
				add(art.GoodsKey(w, kind, v), "goods")
			}
		}
		for _, id := range art.BottleCards {
			add(art.BottleKey(w, id), "bottle "+id)
		}
		add(art.DawnKey(w), "dawn")
		for _, g := range []string{"share", "fight", "dodge"} {
			add(art.GestureCardKey(w, g), "gesture "+g)
		}
	}
	for _, id := range []string{"B01", "B18", "R01", "G04"} {
		add(art.NecklaceKey(id), "necklace "+id)
	}
}

// TestCardKeysAreStable: a key depends only on the face's arguments.
func TestCardKeysAreStable(t *testing.T) {
	if art.LuxuryKey(lang.English(), art.Car, 400000) != art.LuxuryKey(lang.English(), art.Car, 400000) || art.LuxuryKey(lang.English(), art.Car, 400000) != "dolcevita/luxury/en/1/400000" {
		t.Errorf("car 400,000 is %q", art.LuxuryKey(lang.English(), art.Car, 400000))
	}
}

// TestFacesWriteThePlayersLanguage: the words a face paints are its
// catalog's, and the banknote groups its thousands as that language does.
func TestFacesWriteThePlayersLanguage(t *testing.T) {
	es, _ := lang.New("es")
	it, _ := lang.New("it")
	for _, c := range []struct{ got, want string }{
		{art.LuxuryName(es, art.House), "Casa"},
		{art.LuxuryName(it, art.Car), "Auto"},
		{art.GoodsName(es, art.Lace), "Encaje"},
		{art.BottleName(it, "wager"), "Scommessa"},
		{art.LuxuryName(lang.English(), art.Boat), "Boat"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
	if k := art.MoneyKey(es, 200000); k == art.MoneyKey(lang.English(), 200000) {
		t.Errorf("the Spanish banknote shares the English one's key %q", k)
	}
}
