package necklace

import (
	"math/rand/v2"
	"testing"

	"salotto/lang"
	"salotto/rules"
	nk "salotto/rules/necklace"
)

func cards(t testing.TB, ids ...string) []nk.Card {
	t.Helper()
	out := make([]nk.Card, len(ids))
	for i, id := range ids {
		c, err := nk.ParseCard(id)
		if err != nil {
			t.Fatal(err)
		}
		out[i] = c
	}
	return out
}

// TestLiveWorkedExample is the worked example of
// docs/rules/necklace.md: B04, B18, B13, B01 with
// the common B11 is worth 26 (3 amethyst, 3 diamond, 3 emerald); taking
// B15 and discarding B01 makes it 32, and the panel says "+6 (3 × jet)".
func TestLiveWorkedExample(t *testing.T) {
	w := lang.English()
	hand := cards(t, "B04", "B18", "B13", "B01")
	common := cards(t, "B11")[0]
	l := NewAppraisal(hand, common, nk.NoCard)
	if l.Necklace.Value != 26 || l.Necklace.Wishes != 3 {
		t.Fatalf("value %d wishes %d, want 26 and 3", l.Necklace.Value, l.Necklace.Wishes)
	}
	var got []string
	for _, line := range l.Lines() {
		if line.Fulfilled {
			got = append(got, line.Card.String())
		}
	}
	if want := []string{"B13", "B11", "B04"}; len(got) != 3 || got[0] != want[0] || got[1] != want[1] || got[2] != want[2] {
		t.Errorf("fulfilled lines %v, want %v (largest florins first)", got, want)
	}
	p := l.PreviewTake(cards(t, "B15")[0])
	if p.Value != 32 || p.Delta != 6 || p.Then.String() != "B01" {
		t.Fatalf("take B15: value %d delta %d then %s, want 32, +6, B01", p.Value, p.Delta, p.Then)
	}
	if s := p.Text(w); s != "+6 (3 × jet)" {
		t.Errorf("take B15 reads %q", s)
	}
	d := l.PreviewDiscard(cards(t, "B13")[0])
	if d.Delta >= 0 || d.LostN == 0 {
		t.Errorf("discarding B13 (its 3 diamonds wish and stones): delta %d lost %d", d.Delta, d.LostN)
	}
	if s := d.Text(w); s != w.T("necklace.preview.loss", -d.Delta) || s[0] == '+' {
		t.Errorf("discard B13 reads %q", s)
	}
}

// TestLiveStonesServeTheirWish: every fulfilled line lists exactly its
// count of stones, each counting as the wished gem, no stone used twice,
// and unfulfilled lines list none; rainbow and gold included.
func TestLiveStonesServeTheirWish(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	deck := nk.RainbowStones | nk.CourtGold
	all := deck.Deck(nil)
	rainbowServed := false
	for trial := 0; trial < 3000; trial++ {
		r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		l := NewAppraisal(all[:4], all[4], nk.NoCard)
		used := map[[2]int]bool{}
		sum := 0
		for _, line := range l.Lines() {
			if !line.Fulfilled {
				if line.StonesN != 0 {
					t.Fatalf("%v: unfulfilled %s lists stones", all[:5], line.Card)
				}
				continue
			}
			sum += line.Florins
			if line.StonesN != line.Count {
				t.Fatalf("%v: %s wishes %d stones, %d listed", all[:5], line.Card, line.Count, line.StonesN)
			}
			for _, s := range line.Stones[:line.StonesN] {
				if s.As != line.Gem {
					t.Fatalf("%v: a stone of %s counts as %s for a %s wish", all[:5], s.From, s.As, line.Gem)
				}
				if s.Printed != s.As && s.Printed != nk.Rainbow {
					t.Fatalf("%v: printed %s counts as %s", all[:5], s.Printed, s.As)
				}
				if s.Printed == nk.Rainbow {
					rainbowServed = true
				}
				if s.From.Info().Gems[s.Slot] != s.Printed {
					t.Fatalf("%v: stone %d of %s is not %s", all[:5], s.Slot, s.From, s.Printed)
				}
				k := [2]int{int(s.From), s.Slot}
				if used[k] {
					t.Fatalf("%v: stone %d of %s serves twice", all[:5], s.Slot, s.From)
				}
				used[k] = true
			}
		}
		if sum != l.Necklace.Value {
			t.Fatalf("%v: lines sum to %d, value %d", all[:5], sum, l.Necklace.Value)
		}
	}
	if !rainbowServed {
		t.Error("no rainbow stone served a wish in 3000 hands")
	}
}

// TestPreviewAgreesWithRules: a take preview is the best four of five as
// the rules value hands (never a loss), a discard preview the value of the
// cards kept, over random hands with both expansions.
func TestPreviewAgreesWithRules(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	all := (nk.RainbowStones | nk.CourtGold).Deck(nil)
	for trial := 0; trial < 2000; trial++ {
		r.Shuffle(len(all), func(i, j int) { all[i], all[j] = all[j], all[i] })
		hand, common, top := all[:4], all[4], all[5]
		l := NewAppraisal(hand, common, nk.NoCard)
		if l.Necklace.Value != nk.HandValue([4]nk.Card(hand), common) {
			t.Fatalf("%v+%s: live %d, rules %d", hand, common, l.Necklace.Value, nk.HandValue([4]nk.Card(hand), common))
		}
		best := l.Necklace.Value
		five := append(append([]nk.Card(nil), hand...), top)
		for d := range five {
			var keep [4]nk.Card
			k := 0
			for i, c := range five {
				if i != d {
					keep[k] = c
					k++
				}
			}
			best = max(best, nk.HandValue(keep, common))
		}
		p := l.PreviewTake(top)
		if p.Kind != PreviewTake || p.Value != best || p.Delta != best-l.Necklace.Value || p.Delta < 0 {
			t.Fatalf("%v+%s take %s: preview %d (%+d), best %d", hand, common, top, p.Value, p.Delta, best)
		}
		for _, c := range hand {
			d := l.PreviewDiscard(c)
			var cs [5]nk.Card
			k := 0
			for _, x := range hand {
				if x != c {
					cs[k] = x
					k++
				}
			}
			cs[3], cs[4] = nk.NoCard, common
			v, _, _ := nk.Value(cs)
			if d.Kind != PreviewDiscard || d.Value != v || d.Delta != v-l.Necklace.Value {
				t.Fatalf("%v+%s discard %s: preview %d, rules %d", hand, common, c, d.Value, v)
			}
		}
	}
}

// TestLiveWhileDiscarding: holding five, the necklace now is the hand
// before the take, so discarding the card just taken changes nothing and
// the preview says ±0; without a known take it is the best four.
func TestLiveWhileDiscarding(t *testing.T) {
	w := lang.English()
	five := cards(t, "B04", "B18", "B13", "B01", "B15")
	common := cards(t, "B11")[0]
	l := NewAppraisal(five, common, five[4])
	if l.Necklace.Value != 26 {
		t.Fatalf("now %d, want the 26 held before taking B15", l.Necklace.Value)
	}
	if p := l.PreviewDiscard(five[4]); p.Delta != 0 || p.Text(w) != "±0" {
		t.Errorf("discarding the card just taken: %+d %q", p.Delta, p.Text(w))
	}
	if p := l.PreviewDiscard(five[3]); p.Delta != 6 || p.Text(w) != "+6 (3 × jet)" {
		t.Errorf("discarding B01: %+d %q", p.Delta, p.Text(w))
	}
	if p := l.PreviewTake(five[0]); p.Kind != NoPreview {
		t.Errorf("a take previewed while discarding: %+v", p.Kind)
	}
	best := NewAppraisal(five, common, nk.NoCard)
	if best.Necklace.Value != 32 {
		t.Errorf("unknown take: now %d, want the best four (32)", best.Necklace.Value)
	}
}

// TestLiveFromViewSeesOnlyTheView: the model is built from the seat's
// View, whose other hand is hidden, and equals the model of the same hand
// and common card.
func TestLiveFromViewSeesOnlyTheView(t *testing.T) {
	st, err := nk.Game{}.Setup(rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold"}}, 5)
	if err != nil {
		t.Fatal(err)
	}
	full := st.(*nk.State)
	view := full.View(0).(*nk.State)
	for _, c := range view.Hand(1) {
		if c.Valid() {
			t.Fatalf("the view shows the other hand: %v", view.Hand(1))
		}
	}
	l := AppraisalFromView(view, 0, nk.NoCard)
	m := NewAppraisal(full.Hand(0), full.Common(), nk.NoCard)
	if l.Necklace != m.Necklace || len(l.Hand()) != 4 {
		t.Errorf("from the view %+v, from the hand %+v", l.Necklace, m.Necklace)
	}
}

func BenchmarkPreviewTake(b *testing.B) {
	hand := cards(b, "B04", "B18", "B13", "B01")
	common, top := cards(b, "B11")[0], cards(b, "B15")[0]
	l := NewAppraisal(hand, common, nk.NoCard)
	b.ReportAllocs()
	for b.Loop() {
		_ = l.PreviewTake(top)
	}
}

// TestRowsInPlace: previewing B15 in the worked example lists the
// necklace it would give: its three wishes kept, 3 × jet marked new, B01
// (open, and discarded) gone; previewing the loss of B13 lists 3 × diamond
// as lost with the stones serving it now.
func TestRowsInPlace(t *testing.T) {
	l := NewAppraisal(cards(t, "B04", "B18", "B13", "B01"), cards(t, "B11")[0], nk.NoCard)
	var rows [maxRows]Row
	n := l.Rows(nil, &rows)
	if n != 5 || rows[0].State != RowKept || rows[4].State != RowOpen {
		t.Fatalf("now: %d rows %+v", n, rows[:n])
	}
	p := l.PreviewTake(cards(t, "B15")[0])
	n = l.Rows(&p, &rows)
	gained, open := 0, 0
	for _, r := range rows[:n] {
		switch r.State {
		case RowGained:
			gained++
			if r.Card.String() != "B15" || r.StonesN != 3 {
				t.Errorf("gained %s with %d stones", r.Card, r.StonesN)
			}
		case RowLost:
			t.Errorf("taking B15 loses %s", r.Card)
		case RowOpen:
			open++
			if r.Card.String() == "B01" {
				t.Errorf("B01 is discarded, yet listed")
			}
		}
	}
	if gained != 1 || n != 5 {
		t.Errorf("take B15: %d rows, %d gained: %+v", n, gained, rows[:n])
	}
	d := l.PreviewDiscard(cards(t, "B13")[0])
	n = l.Rows(&d, &rows)
	lost := 0
	for _, r := range rows[:n] {
		if r.State == RowLost {
			lost++
			if r.StonesN != r.Count {
				t.Errorf("lost %s shows %d stones", r.Card, r.StonesN)
			}
		}
	}
	if lost == 0 {
		t.Errorf("discarding B13 loses nothing: %+v", rows[:n])
	}
}
