package necklace

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"salotto/art"
	"salotto/lang"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/sprites"
	"salotto/tables/necklace/model"
)

// lastTurn plays a game (both expansions, or solo) until the draw pile is
// empty and returns it with the player to move about to decline.
func lastTurn(t testing.TB, players int, seed uint64) *nk.State {
	t.Helper()
	st, err := nk.Game{}.Setup(rules.Options{Players: players, Variant: map[string]string{"expansions": "rainbow+gold", "start": "0"}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	s := st.(*nk.State)
	for s.DrawCount() > 0 {
		play(t, s, "take draw")
		hand := s.Hand(s.ToMove())
		play(t, s, "discard "+hand[0].String())
	}
	if s.Done() {
		t.Fatal("the game ended with the pile")
	}
	return s
}

// endOf declines and returns the GameEnded event as seat 0 sees it.
func endOf(t testing.TB, s *nk.State) nk.GameEnded {
	t.Helper()
	for _, e := range play(t, s, "decline") {
		if ge, ok := nk.Redact(e, 0).(nk.GameEnded); ok {
			return ge
		}
	}
	t.Fatal("no GameEnded")
	return nk.GameEnded{}
}

// TestEndStringsEachNecklace: before the end no node of the opponent's
// hand holds a card but those seen taken from the discard pile; after the end timeline (skipped) their hand is face
// up with the cards the rules reveal, and each necklace has one stone per
// stone wished for by its fulfilled wishes, each on its chain slot,
// counting as the gem its wish asks for; captions give each value.
func TestEndStringsEachNecklace(t *testing.T) {
	w := lang.English()
	for _, players := range []int{2, 1} {
		t.Run(fmt.Sprint(players, " players"), func(t *testing.T) {
			s := lastTurn(t, players, 21)
			st := sprites.NewStage(1280, 720)
			v := s.View(0).(*nk.State)
			m := model.New(v, 0, 0, nk.NoCard)
			b := newBoard(st, w, v, &m, "Vittoria")
			for _, n := range b.opp {
				// only a card everyone saw taken from the discard pile shows
				if known := s.KnownInHand(1, n.card); n.card.Valid() != known || n.FaceUp() != known || (n.FaceKey() == art.NecklaceBackKey(w)) == known {
					t.Fatalf("before the end the opponent's hand shows %v", n.card)
				}
			}
			e := endOf(t, s)
			anim, strung := b.endTimeline(e, [2]string{"Ada", "Vittoria"})
			st.Play(anim).Skip()
			var opp []nk.Card
			for _, n := range b.opp {
				if !n.FaceUp() {
					t.Errorf("a card of the opponent's hand is still face down")
				}
				opp = append(opp, n.card)
			}
			want := append([]nk.Card(nil), e.Necklaces[1].Cards[:4]...)
			slices.Sort(opp)
			slices.Sort(want)
			if !slices.Equal(opp, want) {
				t.Errorf("opponent shows %v, rules reveal %v", opp, want)
			}
			if b.panel.node.Visible() {
				t.Errorf("the panel stays over the strung necklaces")
			}
			for seat, sg := range strung {
				n := e.Necklaces[seat]
				stones := 0
				for i, c := range n.Cards {
					if n.Fulfils(i) {
						stones += c.Info().Count
					}
				}
				if len(sg.stones) != stones || len(sg.slots) != stones {
					t.Fatalf("seat %d: %d stones, %d slots, the wishes need %d", seat, len(sg.stones), len(sg.slots), stones)
				}
				for i, node := range sg.stones {
					if !node.Visible() || math.Abs(node.X()-sg.slots[i][0]) > 0.01 || math.Abs(node.Y()-sg.slots[i][1]) > 0.01 || node.ScaleX() != 1 {
						t.Errorf("seat %d stone %d at %v,%v ×%v, slot %v", seat, i, node.X(), node.Y(), node.ScaleX(), sg.slots[i])
					}
					if !sg.area.Contains(node.X(), node.Y()) {
						t.Errorf("seat %d stone %d outside its area", seat, i)
					}
				}
				if got, want := sg.caption.Text(), w.T("necklace.strung", [2]string{"Ada", "Vittoria"}[seat], n.Value); got != want || sg.caption.Alpha() != 1 {
					t.Errorf("seat %d caption %q (alpha %v), want %q", seat, got, sg.caption.Alpha(), want)
				}
			}
			if !strung[0].area.Contains(b.g.panel.X+1, b.g.h-b.g.margin-1) {
				t.Errorf("the viewer's necklace is not beside their hand at the bottom")
			}
		})
	}
}

// TestShotsEnd writes the end at both sizes, midway and strung.
func TestShotsEnd(t *testing.T) {
	w := lang.English()
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		t.Run(fmt.Sprintf("%dx%d", sz[0], sz[1]), func(t *testing.T) {
			s := lastTurn(t, 2, 21)
			st := sprites.NewStage(float64(sz[0]), float64(sz[1]))
			v := s.View(0).(*nk.State)
			m := model.New(v, 0, 0, nk.NoCard)
			b := newBoard(st, w, v, &m, "Vittoria")
			anim, _ := b.endTimeline(endOf(t, s), [2]string{"Ada", "Vittoria"})
			tl := st.Play(anim)
			for i := 0; i < 60; i++ {
				st.Step(1.0 / 60)
			}
			shot(t, st, sz[0], sz[1], fmt.Sprintf("%dx%d-end-stringing", sz[0], sz[1]))
			tl.Skip()
			shot(t, st, sz[0], sz[1], fmt.Sprintf("%dx%d-end", sz[0], sz[1]))
		})
	}
}

// TestEndTurnsTheOpponentFirst: on a screen that shows neither hand (a
// hot-seat game waiting to be passed), the end turns the opponent's hand
// over before the bottom one, every time (the hands were once taken from a
// map, in Go's random order).
func TestEndTurnsTheOpponentFirst(t *testing.T) {
	w := lang.English()
	for try := 0; try < 12; try++ {
		s := lastTurn(t, 2, 21)
		st := sprites.NewStage(1280, 720)
		b := testBoard(st, w, s.View(-1).(*nk.State), 0, -1)
		anim, _ := b.endTimeline(endOf(t, s), [2]string{"Ada", "Vittoria"})
		st.Play(anim)
		faceDown := func(hand []*cardNode) bool {
			return slices.ContainsFunc(hand, func(n *cardNode) bool { return !n.FaceUp() })
		}
		if !faceDown(b.hand) || !faceDown(b.opp) {
			t.Fatal("the test needs both hands face down before the end")
		}
		for i := 0; i < 120 && faceDown(b.hand); i++ {
			st.Step(1.0 / 120)
			if faceDown(b.opp) && slices.ContainsFunc(b.hand, func(n *cardNode) bool { return n.FaceUp() }) {
				t.Fatalf("try %d: a card of the bottom hand turned before the opponent's hand had", try+1)
			}
		}
		if faceDown(b.hand) || faceDown(b.opp) {
			t.Fatalf("try %d: a hand is still face down after the flips", try+1)
		}
	}
}
