package sprites

import (
	"math/rand/v2"

	"github.com/hajimehoshi/ebiten/v2"
	"testing"

	"salotto/gfx"
)

// TestRandomInputKeepsInvariants drives a table with random pointer and
// key input, resizes and tree edits, and checks after every tick that the
// resolv space mirrors the interactive nodes exactly, and at the end that
// every card has come to rest outside the overlay, unlifted.
func TestRandomInputKeepsInvariants(t *testing.T) {
	var picks, drops, refusals int
	for seed := uint64(1); seed <= 6; seed++ {
		rng := rand.New(rand.NewPCG(seed, 99))
		st := NewStage(1280, 720)
		st.OnPickUp = func(*Node) { picks++ }
		st.OnDrop = func(_, _ *Node) { drops++ }
		st.OnRefuse = func(_, _ *Node, _ string) { refusals++ }
		in := NewSyntheticInput()
		st.SetInput(in, in)
		hand := NewNode()
		st.Root.Add(hand)
		var cards []*Card
		for i := range 8 {
			c := NewCard("r", DefaultFace("R", "", gfx.Blue), "rb", DefaultBack(gfx.Blue), 90, 126)
			c.Draggable = true
			c.Payload = i
			c.SetPos(150+float64(i)*60, 560)
			c.SetRotation(rng.Float64()*0.4 - 0.2)
			hand.Add(c.Node)
			cards = append(cards, c)
		}
		for i := range 5 {
			tg := NewNode()
			tg.SetSize(110, 150)
			tg.SetAnchor(0.5, 0.5)
			tg.SetPos(200+float64(i)*200, 200)
			tg.Target = TargetFuncs{
				AcceptsFunc: func(p any) (bool, string) {
					if p.(int)%2 == i%2 {
						return true, ""
					}
					return false, "no"
				},
				DropFunc: func(p any, n *Node) {
					n.Reparent(tg)
					w, h := tg.Size()
					st.Play(MoveTo(n, w/2, h/2, 0.1, CubicInOut))
				},
			}
			st.Root.Add(tg)
		}
		for tick := range 900 {
			switch r := rng.IntN(100); {
			case r < 40:
				in.Move(in.state.X+rng.Float64()*60-30, in.state.Y+rng.Float64()*60-30)
			case r < 45:
				// jump onto a card or a target half the time
				if rng.IntN(2) == 0 {
					x, y := cards[rng.IntN(len(cards))].WorldCenter()
					in.Move(x, y)
				} else {
					in.Move(200+float64(rng.IntN(5))*200, 200)
				}
			case r < 52:
				if in.state.Down {
					in.Release()
				} else {
					in.Press()
				}
			case r < 56:
				in.Key([]ebiten.Key{keyTab, keyEnter, keyEscape, keyLeft, keyRight, keyUp, keyDown}[rng.IntN(7)])
			case r < 57:
				w := 844 + rng.Float64()*436
				st.SetSize(w, w*9/16)
			case r < 58:
				c := cards[rng.IntN(len(cards))]
				if c.Parent() == hand {
					c.SetVisible(!c.Visible())
				}
			case r < 59:
				st.SkipAnimations()
			}
			st.Step(1.0 / 60)
			checkSpace(t, st, seed, tick)
		}
		in.Release()
		in.Key(keyEscape)
		for range 240 {
			st.Step(1.0 / 60)
		}
		checkSpace(t, st, seed, -1)
		if seed == 6 && (picks == 0 || drops == 0 || refusals == 0) {
			t.Fatalf("the random input never exercised drag and drop: %d pick-ups, %d drops, %d refusals", picks, drops, refusals)
		}
		if seed == 6 {
			t.Logf("%d pick-ups, %d drops, %d refusals", picks, drops, refusals)
		}
		for i, c := range cards {
			if isWithin(c.Node, st.Overlay()) {
				t.Fatalf("seed %d: card %d left in the overlay", seed, i)
			}
			if c.Lift() != 0 && !c.Hovered() {
				t.Fatalf("seed %d: card %d still lifted (%v)", seed, i, c.Lift())
			}
			if c.Parent() == nil {
				t.Fatalf("seed %d: card %d lost from the tree", seed, i)
			}
		}
	}
}

func checkSpace(t *testing.T, st *Stage, seed uint64, tick int) {
	t.Helper()
	in := 0
	for _, n := range st.interactive {
		if n.interact.shape.inSpace {
			in++
		}
	}
	if got := len(st.hits.space.Shapes()); got != in {
		t.Fatalf("seed %d tick %d: %d shapes in the space for %d live interactive shapes", seed, tick, got, in)
	}
}
