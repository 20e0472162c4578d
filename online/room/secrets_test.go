package room

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/online/proto"
)

// twin is a copy of the room whose game differs from r's only in what
// viewer may not see (-1: a spectator, whose own game is twinned too).
func (r *Room) twin(viewer int, rng *rand.Rand) *Room {
	b := *r
	b.Seats = slices.Clone(r.Seats)
	b.Moves = slices.Clone(r.Moves)
	b.State = r.State.View(viewer).Determinize(rng)
	if r.spec.state != nil {
		b.spec.state = r.spec.state.View(-1).Determinize(rng)
	}
	return &b
}

func encode(t *testing.T, f any) []byte {
	t.Helper()
	b, err := proto.Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestNonInterference plays games in rooms and, before every move, makes
// for each viewer (each seat, and a spectator) a twin room whose game
// differs only in what that viewer may not see: the other hands, the
// order of the piles, a secret choice not yet revealed. The same move is
// made in both. Every frame the viewer is sent (its view, the move's
// redacted events, the receipt, the spectators' delayed frames, the seats
// and the welcome) must then be byte-identical in both rooms, whenever the
// viewer's view after the move is: what a viewer cannot tell apart, the
// room must not tell apart in what it sends.
func TestNonInterference(t *testing.T) {
	for _, tb := range tables {
		t.Run(fmt.Sprintf("%s-%d", tb.game, tb.players), func(t *testing.T) { nonInterference(t, tb.game, tb.players, tb.variant) })
	}
}

func nonInterference(t *testing.T, game string, players int, variant map[string]string) {
	{
		tb := struct {
			game    string
			players int
			variant map[string]string
		}{game, players, variant}
		var compared, differing, spectator int
		// at least three games, more where games are short (a solo necklace)
		for game := uint64(1); game <= 3 || game <= 20 && (compared < 100 || spectator < 20); game++ {
			for viewer := -1; viewer < tb.players; viewer++ {
				a := hereRoom(t, tb.game, tb.players, tb.variant, game*31)
				a.Delay = 2
				mustApply(t, a, Entry{T: EStart})
				rng := rand.New(rand.NewPCG(game, uint64(viewer+5)))
				for step := 0; !a.State.Done() && step < 400; step++ {
					b := a.twin(viewer, rng)
					c, d, s := compareStep(t, a, b, viewer, rng)
					compared += c
					differing += d
					spectator += s
					if t.Failed() {
						t.Fatalf("%s %d players, game %d, viewer %d, move %d", tb.game, tb.players, game, viewer, a.Seq())
					}
				}
			}
		}
		// Dolce Vita hides nothing once dealt: its twins are the same game.
		minDiffering := 30
		if tb.game == "dolcevita" {
			minDiffering = 0
		}
		if compared < 100 || differing < minDiffering || spectator < 20 {
			t.Errorf("%s %d players: %d moves compared, %d with a differing twin, %d spectator frames: too few for the check to mean anything",
				tb.game, tb.players, compared, differing, spectator)
		}
	}
}

// compareStep makes one random move in a and its twin b and compares what
// viewer is sent. It reports whether the move's frames were compared,
// whether the twins' games truly differed, and how many spectator frames
// were compared.
func compareStep(t *testing.T, a, b *Room, viewer int, rng *rand.Rand) (compared, differing, spectator int) {
	connected := func(int) bool { return true }
	same(t, "welcome", a.Welcome([]int{0}, true, connected), b.Welcome([]int{0}, true, connected))
	same(t, "seats", a.SeatsFrame(connected), b.SeatsFrame(connected))
	if viewer >= 0 {
		va, _ := a.ViewFrame(viewer)
		vb, _ := b.ViewFrame(viewer)
		same(t, "view", va, vb)
	}
	sa, _ := a.SpectatorView()
	sb, _ := b.SpectatorView()
	same(t, "spectator view", sa, sb)

	e := randomMove(a, rng)
	sta, err := a.Prepare(e)
	if err != nil {
		t.Fatalf("a random legal move refused: %v", err)
	}
	stb, err := b.Prepare(e)
	if err != nil {
		a.Commit(sta) // the move tells the twins apart: go on with a alone
		a.SpectatorFrames()
		return 0, 0, 0
	}
	if a.State.Hash() != b.State.Hash() {
		differing = 1
	}
	fa, fb := a.Commit(sta), b.Commit(stb)
	if viewer >= 0 && sameView(t, a, b, viewer) {
		ma, _ := a.MoveFrame(viewer, fa)
		mb, _ := b.MoveFrame(viewer, fb)
		same(t, "move", ma, mb)
		compared = 1
	} else if viewer < 0 {
		compared = 1
	}
	if viewer < 0 {
		xa, _ := a.SpectatorFrames()
		xb, err := b.SpectatorFrames()
		if a.Phase != b.Phase || err != nil {
			// one twin's game ended, which everyone sees, or the moves
			// since the spectators' position tell the twins apart
			return compared, differing, 0
		}
		if len(xa) != len(xb) {
			t.Errorf("%d spectator frames against %d", len(xa), len(xb))
		}
		for i := range min(len(xa), len(xb)) {
			if bytes.Equal(encode(t, xa[i].View), encode(t, xb[i].View)) {
				same(t, "spectator move", xa[i], xb[i])
				spectator++
			}
		}
	}
	return compared, differing, spectator
}

func sameView(t *testing.T, a, b *Room, viewer int) bool {
	va, _ := a.ViewFrame(viewer)
	vb, _ := b.ViewFrame(viewer)
	return bytes.Equal(encode(t, va), encode(t, vb))
}

func same(t *testing.T, what string, x, y any) {
	t.Helper()
	if bx, by := encode(t, x), encode(t, y); !bytes.Equal(bx, by) {
		t.Errorf("%s frames differ between twins:\n%s\n%s", what, bx, by)
	}
}

// TestCatchUpSendsWhatWasSentLive checks that a client that missed moves
// gets exactly the frames it would have had live, and a fresh view when it
// missed too many.
func TestCatchUpSendsWhatWasSentLive(t *testing.T) {
	for _, tb := range tables {
		r := hereRoom(t, tb.game, tb.players, tb.variant, 4)
		mustApply(t, r, Entry{T: EStart})
		rng := rand.New(rand.NewPCG(9, 9))
		live := map[int][]byte{}
		viewer := tb.players - 1
		for !r.State.Done() && r.Seq() < 40 {
			fx := mustApply(t, r, randomMove(r, rng))
			f, err := r.MoveFrame(viewer, fx)
			if err != nil {
				t.Fatal(err)
			}
			live[fx.Seq] = encode(t, f)
		}
		for _, last := range []int{0, 5, r.Seq() - 1} {
			frames, err := r.Since(viewer, last, false)
			if err != nil {
				t.Fatal(err)
			}
			if len(frames) != r.Seq()-last {
				t.Fatalf("%s: %d frames after %d, want %d", tb.game, len(frames), last, r.Seq()-last)
			}
			for i, f := range frames {
				if got := encode(t, f); !bytes.Equal(got, live[last+1+i]) {
					t.Errorf("%s: caught-up frame %d differs from the live one", tb.game, last+1+i)
				}
			}
		}
		frames, _ := r.Since(viewer, -1, false)
		if len(frames) != 1 {
			t.Fatalf("%s: from the start: %d frames, want one fresh view", tb.game, len(frames))
		}
		if v, ok := frames[0].(*proto.View); !ok || v.Seq != r.Seq() {
			t.Errorf("%s: from the start: %T, want the view now", tb.game, frames[0])
		}
	}
}

func TestSpectatorsAreDelayMovesBehindUntilTheEnd(t *testing.T) {
	r := hereRoom(t, "dolores", 3, nil, 12)
	mustApply(t, r, Entry{T: EStart})
	rng := rand.New(rand.NewPCG(2, 2))
	shown := 0
	for !r.State.Done() {
		mustApply(t, r, randomMove(r, rng))
		frames, err := r.SpectatorFrames()
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range frames {
			if f.Viewer != -1 || f.Seq != shown+1 {
				t.Fatalf("spectator frame for viewer %d, move %d; want -1, move %d", f.Viewer, f.Seq, shown+1)
			}
			shown = f.Seq
		}
		if !r.State.Done() && shown != max(0, r.Seq()-r.Delay) {
			t.Fatalf("after move %d spectators saw %d, want %d behind", r.Seq(), shown, r.Delay)
		}
	}
	if shown != r.Seq() {
		t.Errorf("at the end spectators saw %d of %d moves", shown, r.Seq())
	}
}
