package dolcevita

import (
	dv "salotto/rules/dolcevita"
)

// planWarm lists, after each layout, the faces the table will need later
// at the sizes it will need them (the panel slots, the number cards under
// the columns, the lit looks), so that the kit's warmer paints them one a
// tick while a player decides: a resolution that sends five luxuries to
// the seat panels would otherwise paint five faces in one frame.
func (t *Table) planWarm() {
	w := &t.Warm
	w.Reset()
	w.Looks(t.zoneLook[:]...)
	for _, sp := range t.seats {
		w.Looks(sp.Look)
	}
	if len(t.seats) == 0 {
		return
	}
	sl := t.seats[0].lay.slots[0]
	for l := dv.Luxury(0); l < dv.NumLuxuries; l++ {
		for v := 1; v <= dv.MaxValue; v++ {
			w.Card(newGridCard(t.Ctx.Words, dv.LuxuryCard(l, v), sl.W, sl.H).Card)
		}
	}
	w.Card(newGridCard(t.Ctx.Words, dv.Money100, sl.W, sl.H).Card)
	w.Card(newGridCard(t.Ctx.Words, dv.Money200, sl.W, sl.H).Card)
	pw, ph := t.g.placedSize(t.n)
	for p := 0; p < t.n; p++ {
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			w.Card(newNumCard(p, t.SeatColor(p), n, pw, ph).Card)
		}
	}
}
