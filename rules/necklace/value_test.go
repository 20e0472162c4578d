package necklace

import (
	"math/bits"
	"math/rand/v2"
	"testing"
)

// mustCards is up to five cards as a necklace to value, NoCard after them.
func mustCards(t testing.TB, ids ...string) [NecklaceCards]Card {
	t.Helper()
	cs := [NecklaceCards]Card{NoCard, NoCard, NoCard, NoCard, NoCard}
	copy(cs[:], cards(t, ids...))
	return cs
}

// TestWorkedExample is the rulebook's example as ruled: B04, B18, B13, B01
// with common B11 is worth 26; swapping B01 for B15 makes it 32.
func TestWorkedExample(t *testing.T) {
	n := Evaluate(mustCards(t, "B04", "B18", "B13", "B01", "B11"))
	if n.Value != 26 || n.Wishes != 3 {
		t.Fatalf("worked example: value %d with %d wishes, want 26 with 3", n.Value, n.Wishes)
	}
	// 3 amethyst (B04), 3 diamond (B13), 3 emerald (common B11).
	if n.Fulfilled != 1<<0|1<<2|1<<4 {
		t.Fatalf("fulfilled %05b, want B04, B13 and B11", n.Fulfilled)
	}
	checkAssignment(t, n)
	n = Evaluate(mustCards(t, "B04", "B18", "B13", "B15", "B11"))
	if n.Value != 32 || n.Wishes != 4 {
		t.Fatalf("after swapping B01 for B15: value %d with %d wishes, want 32 with 4", n.Value, n.Wishes)
	}
	checkAssignment(t, n)
}

// TestRainbowValuation: a rainbow stone stands in for a missing base gem.
func TestRainbowValuation(t *testing.T) {
	// R02 wishes 4 diamond. B13, B11, B03 each have one diamond: three, plus
	// R02's rainbow makes four. Without the rainbow standing in, no.
	n := Evaluate(mustCards(t, "R02", "B13", "B11", "B03", "B06"))
	if !n.Fulfils(0) {
		t.Fatalf("R02's 4 diamond wish should be fulfilled with a rainbow: %+v", n)
	}
	rainbowUsed := false
	for j, g := range cardTable[n.Cards[0]].Gems {
		if g == Rainbow && n.Serves[0][j] >= 0 {
			rainbowUsed = true
			if n.As[0][j] == Rainbow || n.As[0][j] == Gold {
				t.Fatalf("rainbow counted as %v", n.As[0][j])
			}
		}
	}
	if !rainbowUsed {
		t.Fatal("rainbow stone not used")
	}
	checkAssignment(t, n)
	checkAgainstBrute(t, n.Cards)
}

// TestGoldValuation: gold comes only from court cards, never from a rainbow.
func TestGoldValuation(t *testing.T) {
	// G03 wishes 4 gold; four court cards have one each.
	n := Evaluate(mustCards(t, "G01", "G02", "G03", "G04", "B01"))
	if !n.Fulfils(2) {
		t.Fatalf("4 gold from four court cards should be fulfilled: %+v", n)
	}
	checkAssignment(t, n)
	checkAgainstBrute(t, n.Cards)
	// Three gold and two rainbows cannot make G03's 4 gold.
	n = Evaluate(mustCards(t, "G01", "G02", "G03", "R01", "R02"))
	if n.Fulfils(2) {
		t.Fatalf("a rainbow stood in for gold: %+v", n)
	}
	// Two gold wishes of 2 and 3 from three gold stones: only one fits.
	n = Evaluate(mustCards(t, "G01", "G02", "G04", "B02", "B16"))
	if got := n.Fulfilled & 0b111; got != 0b010 && got != 0b101 && got != 0b001 && got != 0b100 {
		t.Fatalf("gold over-used: fulfilled %05b", n.Fulfilled)
	}
	checkAgainstBrute(t, n.Cards)
}

// checkAssignment verifies that Serves/As supply exactly each fulfilled
// wish, one stone per wish at most, rainbow never as gold.
func checkAssignment(t testing.TB, n Necklace) {
	t.Helper()
	var got [NecklaceCards]int
	for i := range n.Cards {
		if n.Cards[i] >= NumCards {
			continue
		}
		for j, printed := range cardTable[n.Cards[i]].Gems {
			w := n.Serves[i][j]
			if w < 0 {
				continue
			}
			if n.Fulfilled&(1<<w) == 0 {
				t.Fatalf("stone %d/%d serves unfulfilled wish %d", i, j, w)
			}
			want := cardTable[n.Cards[w]].WishGem
			if n.As[i][j] != want {
				t.Fatalf("stone %d/%d counts as %v for a %v wish", i, j, n.As[i][j], want)
			}
			if printed != want && !(printed == Rainbow && want < NumBaseGems) {
				t.Fatalf("stone %d/%d printed %v cannot serve a %v wish", i, j, printed, want)
			}
			got[w]++
		}
	}
	v, w := 0, 0
	for i := range n.Cards {
		if n.Fulfilled&(1<<i) != 0 {
			if got[i] != cardTable[n.Cards[i]].Count {
				t.Fatalf("wish %d got %d stones, wants %d", i, got[i], cardTable[n.Cards[i]].Count)
			}
			v += cardTable[n.Cards[i]].Florins
			w++
		} else if got[i] != 0 {
			t.Fatalf("unfulfilled wish %d got stones", i)
		}
	}
	if v != n.Value || w != n.Wishes {
		t.Fatalf("value %d/%d wishes, assignment says %d/%d", n.Value, n.Wishes, v, w)
	}
}

// bruteValue is an independent reference: every choice of gem for every
// rainbow stone, every set of wishes, exact per-gem counting.
func bruteValue(cards [NecklaceCards]Card) (value, wishes int) {
	var base [NumGems]int
	rainbows := 0
	for _, c := range cards {
		if c >= NumCards {
			continue
		}
		for _, g := range cardTable[c].Gems {
			if g == Rainbow {
				rainbows++
			} else {
				base[g]++
			}
		}
	}
	choices := 1
	for i := 0; i < rainbows; i++ {
		choices *= NumBaseGems
	}
	value, wishes = -1, 0
	for ch := 0; ch < choices; ch++ {
		have := base
		x := ch
		for i := 0; i < rainbows; i++ {
			have[x%NumBaseGems]++
			x /= NumBaseGems
		}
		for m := 0; m < 1<<NecklaceCards; m++ {
			var need [NumGems]int
			v, w, ok := 0, 0, true
			for i, c := range cards {
				if m&(1<<i) == 0 {
					continue
				}
				if c >= NumCards {
					ok = false
					break
				}
				need[cardTable[c].WishGem] += cardTable[c].Count
				v += cardTable[c].Florins
				w++
			}
			for g := range need {
				if need[g] > have[g] {
					ok = false
				}
			}
			if ok && (v > value || v == value && w > wishes) {
				value, wishes = v, w
			}
		}
	}
	return value, wishes
}

func checkAgainstBrute(t testing.TB, cards [NecklaceCards]Card) {
	t.Helper()
	v, w := bruteValue(cards)
	n := Evaluate(cards)
	if n.Value != v || n.Wishes != w {
		t.Fatalf("%v: value %d/%d wishes, brute force says %d/%d", cards, n.Value, n.Wishes, v, w)
	}
	checkAssignment(t, n)
}

// TestValueMatchesBruteForce compares the valuation with the brute-force
// reference on many random hands from the full deck, including short hands.
func TestValueMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := 0; iter < 20000; iter++ {
		perm := r.Perm(NumCards)
		var cs [NecklaceCards]Card
		for i := range cs {
			cs[i] = Card(perm[i])
		}
		if iter%10 == 0 {
			cs[r.IntN(NecklaceCards)] = NoCard
		}
		checkAgainstBrute(t, cs)
	}
}

// benchHands are 1024 random five-card sets, the same for every benchmark.
func benchHands() [][NecklaceCards]Card {
	r := rand.New(rand.NewPCG(3, 4))
	hands := make([][NecklaceCards]Card, 1024)
	for h := range hands {
		perm := r.Perm(NumCards)
		for i := range hands[h] {
			hands[h][i] = Card(perm[i])
		}
	}
	return hands
}

func BenchmarkEvaluate(b *testing.B) {
	hands := benchHands()
	b.ReportAllocs()
	cpu0 := cpuTime()
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		n := Evaluate(hands[i&1023])
		sum += n.Value
	}
	_ = sum
	b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

func BenchmarkValue(b *testing.B) {
	hands := benchHands()
	b.ReportAllocs()
	cpu0 := cpuTime()
	b.ResetTimer()
	sum := 0
	for i := 0; i < b.N; i++ {
		v, _, _ := Value(hands[i&1023])
		sum += v
	}
	_ = sum
	b.ReportMetric(float64((cpuTime()-cpu0).Nanoseconds())/float64(b.N), "cpu-ns/op")
}

// TestValueTable: the search's lookup table agrees with Value on every
// five-card set.
func TestValueTable(t *testing.T) {
	buildValueTable()
	tab := valueTable.Load()
	var cs [NecklaceCards]Card
	n := 0
	var rec func(start Card, k int)
	rec = func(start Card, k int) {
		if k == NecklaceCards {
			v, w, _ := Value(cs)
			got := quickValue(cs)
			var mask uint32
			for _, c := range cs {
				mask |= 1 << c
			}
			if got != v || int(tab[setRank(mask)]>>8) != w {
				t.Fatalf("%v: table %d, Value %d/%d", cs, got, v, w)
			}
			n++
			return
		}
		for c := start; c < NumCards; c++ {
			cs[k] = c
			rec(c+1, k+1)
		}
	}
	rec(0, 0)
	if n != numSets {
		t.Fatalf("%d sets, want %d", n, numSets)
	}
}

// TestPotentialRows: potential read from the table of rows is what
// swapping each card of the hand for each unseen card and valuing the
// result with Value gives, on random hands of the full deck.
func TestPotentialRows(t *testing.T) {
	buildValueTable()
	r := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < 2000; i++ {
		perm := r.Perm(NumCards)
		var h [HandSize]Card
		for j := range h {
			h[j] = Card(perm[j])
		}
		common := Card(perm[HandSize])
		var unseen []Card
		for _, c := range perm[NecklaceCards : NecklaceCards+r.IntN(15)] {
			unseen = append(unseen, Card(c))
		}
		want := 0.0
		if len(unseen) > 0 {
			cur, _, _ := Value([NecklaceCards]Card{h[0], h[1], h[2], h[3], common})
			sum := 0
			for _, u := range unseen {
				best := cur
				for d := range h {
					x := h
					x[d] = u
					v, _, _ := Value([NecklaceCards]Card{x[0], x[1], x[2], x[3], common})
					best = max(best, v)
				}
				sum += best - cur
			}
			want = float64(sum) / float64(len(unseen))
		}
		if got := potential(h, common, unseen); got != want {
			t.Fatalf("hand %v common %v unseen %v: potential %v, want %v", h, common, unseen, got, want)
		}
	}
}

// TestSetRank: the two-lookup rank is the combinatorial rank of every set
// of up to five cards of the full deck.
func TestSetRank(t *testing.T) {
	n := 0
	for m := uint32(0); m < 1<<NumCards; m++ {
		if bits.OnesCount32(m) > NecklaceCards {
			continue
		}
		if got, want := setRank(m), setRankSlow(m); got != want {
			t.Fatalf("set %#x: rank %d, want %d", m, got, want)
		}
		n++
	}
	if n != 1+24+276+2024+10626+numSets {
		t.Fatalf("%d sets ranked", n)
	}
}

// setRankSlow is setRank by its definition.
func setRankSlow(mask uint32) uint32 {
	r := uint32(0)
	for k := 1; mask != 0; k++ {
		r += binom[bits.TrailingZeros32(mask)][k]
		mask &= mask - 1
	}
	return r
}
