package dolcevita

import (
	dv "salotto/rules/dolcevita"
	"salotto/sprites"
)

// Card faces are painted into the sprites art cache the first time a
// card is drawn at a size, which costs several milliseconds a face: a
// resolution that sends five luxuries to the seat panels would paint
// five faces in one frame and stutter. So after each layout the table
// paints, one per tick while it waits, every face at the sizes it will
// need later (the panel slots, the number cards under the columns).
type warmer struct {
	cards []*sprites.Card
	pics  []*picture // looks not shown yet (a lit panel, a lit zone)
	wait  int        // ticks to let a resize's cache prune pass first
}

// plan lists the faces to paint for the current layout.
func (t *Table) planWarm() {
	w := &t.warm
	w.cards = w.cards[:0]
	w.pics = w.pics[:0]
	w.wait = 10
	for _, z := range t.zoneLook {
		w.pics = append(w.pics, z.lit, z.rest)
	}
	for _, sp := range t.seats {
		w.pics = append(w.pics, sp.look.lit, sp.look.rest)
	}
	if len(t.seats) == 0 {
		return
	}
	sl := t.seats[0].lay.slots[0]
	seen := map[dv.Card]bool{}
	add := func(c dv.Card) {
		if c == dv.NoCard || seen[c] {
			return
		}
		seen[c] = true
		w.cards = append(w.cards, newGridCard(c, sl.W, sl.H).Card)
	}
	for l := dv.Luxury(0); l < dv.NumLuxuries; l++ {
		for v := 1; v <= dv.MaxValue; v++ {
			add(dv.LuxuryCard(l, v))
		}
	}
	add(dv.Money100)
	add(dv.Money200)
	pw, ph := t.g.placedSize(t.n)
	for p := 0; p < t.n; p++ {
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			w.cards = append(w.cards, newNumCard(p, t.colors[p], n, pw, ph).Card)
		}
	}
}

// warmStep paints the next face, if any.
func (t *Table) warmStep() {
	w := &t.warm
	if len(w.cards) == 0 && len(w.pics) == 0 {
		return
	}
	if w.wait > 0 {
		w.wait--
		return
	}
	if k := len(w.pics); k > 0 {
		w.pics[k-1].Prepare()
		w.pics = w.pics[:k-1]
		return
	}
	c := w.cards[len(w.cards)-1]
	w.cards[len(w.cards)-1] = nil
	w.cards = w.cards[:len(w.cards)-1]
	t.st.Prepare(c)
}

// Warmed reports that every face the table will need is painted.
func (t *Table) Warmed() bool { return len(t.warm.cards) == 0 && len(t.warm.pics) == 0 }
