package necklace

import (
	"encoding/binary"
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

// TestRandomGames plays random games on every option combination through
// Apply, checking at every step that every card is in one place, that the
// player to act has legal moves whose text reads back, that an illegal move
// is refused with the state untouched, and that views hide what they must.
func TestRandomGames(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 20))
	g := Game{}
	for _, opts := range allOptions() {
		for seed := uint64(0); seed < 20; seed++ {
			s := setup(t, opts, seed)
			var buf []rules.Move
			for !s.Done() {
				checkConservation(t, s)
				checkViews(t, s)
				acts := s.ToAct(nil)
				if len(acts) != 1 || acts[0] >= s.Players() {
					t.Fatalf("to act %v", acts)
				}
				p := acts[0]
				buf = s.Legal(p, buf[:0])
				if len(buf) == 0 {
					t.Fatal("no legal move")
				}
				for _, m := range buf {
					back, err := g.ParseMove(g.FormatMove(m))
					if err != nil || back != m {
						t.Fatalf("%q does not read back: %v", g.FormatMove(m), err)
					}
				}
				if s.Players() == 2 && len(s.Legal(1-p, nil)) != 0 {
					t.Fatal("the waiting player has legal moves")
				}
				// An illegal move (a card not in the hand, another
				// phase's move, the wrong seat) is refused, state intact.
				h := s.Hash()
				for _, bad := range []struct {
					p int
					m rules.Move
				}{{p, rules.Move{Kind: 99}}, {1 - p, TakeDraw}, {p, DiscardMove(s.common)}, {p, rules.Move{Kind: KindTakeDraw, A: 3}},
					{p, rules.Move{Kind: KindDiscard, A: int16(s.hand[p][0]) + 256}}} {
					if _, err := s.Apply(bad.p, bad.m); err == nil {
						t.Fatalf("illegal %v by %d accepted", bad.m, bad.p)
					} else if _, ok := err.(*rules.IllegalMove); !ok {
						t.Fatalf("refusal is %T", err)
					}
					if s.Hash() != h {
						t.Fatal("a refused move changed the state")
					}
				}
				if _, err := s.Apply(p, buf[r.IntN(len(buf))]); err != nil {
					t.Fatal(err)
				}
			}
			checkConservation(t, s)
			if len(s.Winners()) == 0 && !s.solo {
				t.Fatal("no winner in a duel")
			}
		}
	}
}

// checkViews: a view hides the other hand (but for cards known from the
// discard pile), the draw pile and the cards set aside, keeps counts and the
// public piles, refuses moves, and determinizes into a state whose own view
// is the same view.
func checkViews(t *testing.T, s *State) {
	t.Helper()
	for viewer := -1; viewer < s.Players(); viewer++ {
		v := s.View(viewer).(*State)
		if !v.IsView() || v.DrawCount() != s.DrawCount() || v.discard != s.discard || v.common != s.common {
			t.Fatal("view lost public facts")
		}
		for q := 0; q < 2; q++ {
			if v.handN[q] != s.handN[q] {
				t.Fatal("view lost a hand size")
			}
			for i := 0; i < int(s.handN[q]); i++ {
				c := s.hand[q][i]
				shown := v.hand[q][i]
				switch {
				case q == viewer && shown != c:
					t.Fatal("view hides the viewer's own card")
				case q != viewer && !s.KnownInHand(q, c) && shown != NoCard:
					t.Fatalf("view of %d shows %v in hand %d", viewer, shown, q)
				case q != viewer && s.KnownInHand(q, c) && shown != c:
					t.Fatal("view hides a card known from the discard pile")
				}
			}
		}
		for i := 0; i < int(v.drawN); i++ {
			if v.draw[i] != NoCard {
				t.Fatal("view shows the draw pile")
			}
		}
		if v.removed != [Removed]Card{NoCard, NoCard, NoCard} {
			t.Fatal("view shows the cards set aside")
		}
		if !s.Done() {
			if _, err := v.Apply(s.ToMove(), TakeDraw); err == nil {
				t.Fatal("a view was played")
			}
		}
		d := v.Determinize(rand.New(rand.NewPCG(uint64(viewer+5), uint64(s.turns)))).(*State)
		if d.IsView() {
			t.Fatal("determinized state is a view")
		}
		checkConservation(t, d)
		if d.View(viewer).Hash() != v.Hash() {
			t.Fatal("determinization is not consistent with the view")
		}
	}
}

// TestRecordRoundTrip: options, seed and move texts replay to the same
// position, hash for hash.
func TestRecordRoundTrip(t *testing.T) {
	g := Game{}
	r := rand.New(rand.NewPCG(3, 3))
	for _, opts := range allOptions() {
		s := setup(t, opts, 99)
		var texts []string
		var hashes []uint64
		var buf []rules.Move
		for !s.Done() {
			p := s.ToAct(nil)[0]
			buf = s.Legal(p, buf[:0])
			m := buf[r.IntN(len(buf))]
			texts = append(texts, g.FormatMove(m))
			s.Apply(p, m)
			hashes = append(hashes, s.Hash())
		}
		re := setup(t, opts, 99)
		for i, text := range texts {
			m, err := g.ParseMove(text)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := re.Apply(re.ToAct(nil)[0], m); err != nil {
				t.Fatalf("replay of %q: %v", text, err)
			}
			if re.Hash() != hashes[i] {
				t.Fatalf("replay diverges at move %d", i)
			}
		}
		c := s.Clone().(*State)
		if c.Hash() != s.Hash() || !c.Done() {
			t.Fatal("clone differs")
		}
	}
}

// TestHashStable pins the hash of a fixed deal, so a change that would
// break recorded replays across versions shows up.
func TestHashStable(t *testing.T) {
	a := setup(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold", "start": "1"}}, 12345)
	b := setup(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold", "start": "1"}}, 12345)
	if a.Hash() != b.Hash() {
		t.Fatal("same deal, different hashes")
	}
	c := setup(t, rules.Options{Players: 2, Variant: map[string]string{"expansions": "rainbow+gold", "start": "1"}}, 12346)
	if a.Hash() == c.Hash() {
		t.Fatal("different deals, same hash")
	}
	if a.View(0).Hash() == a.Hash() {
		t.Fatal("a view hashes like the full state")
	}
}

// FuzzMoves drives a game with arbitrary moves, legal or not: nothing may
// panic, refusals leave the state intact, cards are conserved.
func FuzzMoves(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{7, 200, 1, 3, 1, 0, 3, 17, 3, 5, 4, 4, 4, 2, 2})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) < 9 {
			return
		}
		opts := allOptions()
		s := setup(t, opts[int(data[0])%len(opts)], binary.LittleEndian.Uint64(data[1:9]))
		data = data[9:]
		for i := 0; i+1 < len(data); i += 2 {
			if s.Done() {
				break
			}
			var m rules.Move
			if data[i]&0x80 != 0 {
				legal := s.Legal(s.ToMove(), nil)
				m = legal[int(data[i+1])%len(legal)]
			} else {
				m = rules.Move{Kind: data[i] % 6, A: int16(data[i+1]) - 10}
			}
			p := s.ToMove()
			if data[i]&0x40 != 0 {
				p = int(data[i+1]) % 3
			}
			h := s.Hash()
			if _, err := s.Apply(p, m); err != nil && s.Hash() != h {
				t.Fatal("refused move changed the state")
			}
			checkConservation(t, s)
		}
	})
}
