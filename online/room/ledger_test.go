package room

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"salotto/online/proto"
)

// TestLedgerChecksEveryViewAndReceipt plays a room to its end, keeps a
// seat's ledger of the frames it was sent, and checks it against the
// revealed seed: true frames pass, and a view, a receipt or a seed that
// was not the game's is named at its move.
func TestLedgerChecksEveryViewAndReceipt(t *testing.T) {
	for _, tb := range tables {
		r := hereRoom(t, tb.game, tb.players, tb.variant, 21)
		mustApply(t, r, Entry{T: EStart})
		viewer := 0
		l := proto.NewLedger(r.Code, proto.SeedHash(r.Seed, r.Salt), viewer)
		v, _ := r.ViewFrame(viewer)
		l.Saw(v)
		rng := rand.New(rand.NewPCG(5, 6))
		for !r.State.Done() {
			fx := mustApply(t, r, randomMove(r, rng))
			f, err := r.MoveFrame(viewer, fx)
			if err != nil {
				t.Fatal(err)
			}
			l.SawMove(f)
		}
		end, err := r.EndFrame()
		if err != nil {
			t.Fatal(err)
		}
		if err := l.Check(r.Game, end); err != nil {
			t.Fatalf("%s: a true game fails its check: %v", tb.game, err)
		}
		mid := r.Seq() / 2
		for _, tc := range []struct {
			name   string
			tamper func(l *proto.Ledger, e *proto.End)
			seq    int
		}{
			{"a false view", func(l *proto.Ledger, e *proto.End) { l.Views[mid] = proto.Digest([]byte("{}")) }, mid},
			{"a false receipt", func(l *proto.Ledger, e *proto.End) { l.Receipts[mid] = strings.Repeat("0", 64) }, mid},
			{"another seed", func(l *proto.Ledger, e *proto.End) { e.Seed++ }, 0},
			{"another deal committed to", func(l *proto.Ledger, e *proto.End) { l.SeedHash = proto.SeedHash(r.Seed+1, r.Salt) }, 0},
		} {
			lc := *l
			lc.Views, lc.Receipts = clone(l.Views), clone(l.Receipts)
			ec := *end
			tc.tamper(&lc, &ec)
			var m *proto.Mismatch
			if err := lc.Check(r.Game, &ec); !errors.As(err, &m) || m.Seq != tc.seq {
				t.Errorf("%s, %s: got %v, want a mismatch at move %d", tb.game, tc.name, err, tc.seq)
			}
		}
	}
}

func clone(m map[int]string) map[int]string {
	c := make(map[int]string, len(m))
	for k, v := range m {
		c[k] = v
	}
	return c
}
