package art_test

import (
	"testing"

	"salotto/art"
)

// TestCardKeysNameOneFaceEach: every face a game has gets its own key, so
// two different cards never share a cached image.
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
	for kind := art.House; kind <= art.Vacation; kind++ {
		for v := 100000; v <= 700000; v += 100000 {
			add(art.LuxuryKey(kind, v), "luxury")
		}
	}
	add(art.MoneyKey(100000), "money 100k")
	add(art.MoneyKey(200000), "money 200k")
	for n := 1; n <= 6; n++ {
		for seat := 0; seat < 5; seat++ {
			add(art.NumberKey(n, seat), "number")
		}
	}
	for kind := art.Weapons; kind <= art.GoldIngots; kind++ {
		for v := 1; v <= 3; v++ {
			add(art.GoodsKey(kind, v), "goods")
		}
	}
	for _, id := range art.BottleCards {
		add(art.BottleKey(id), "bottle "+id)
	}
	add(art.DawnKey(), "dawn")
	for _, g := range []string{"share", "fight", "dodge"} {
		add(art.GestureCardKey(g), "gesture "+g)
	}
	for _, id := range []string{"B01", "B18", "R01", "G04"} {
		add(art.NecklaceKey(id), "necklace "+id)
	}
}

// TestCardKeysAreStable: a key depends only on the face's arguments.
func TestCardKeysAreStable(t *testing.T) {
	if art.LuxuryKey(art.Car, 400000) != art.LuxuryKey(art.Car, 400000) || art.LuxuryKey(art.Car, 400000) != "dolcevita/luxury/1/400000" {
		t.Errorf("car 400,000 is %q", art.LuxuryKey(art.Car, 400000))
	}
}
