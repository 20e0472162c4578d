package lobby

import (
	"bytes"
	"strings"
	"testing"

	"salotto/online/proto"
	"salotto/save"
)

// TestChosenDealIsDealtAndSaid: a run given a seed (-seed, ?seed=) makes
// rooms that deal it, as the setup screen deals its seed offline: two
// rooms made so deal the same cards, each device in them is told the
// deal was chosen and its lobby says so; a run without one makes a room
// whose deal the server draws, and says nothing.
func TestChosenDealIsDealtAndSaid(t *testing.T) {
	srv := startServer(t)
	seed := uint64(42)
	deal := func(chosen bool) (*proto.Welcome, []byte, string) {
		t.Helper()
		d := newDevice(t, srv.URL(), "en", 1280, 720, save.Memory(), nil)
		if chosen {
			d.on.opts.Deal = &seed
		}
		makeRoom(t, d, "Anita", "necklace", "seat:2:bot")
		waitFor(t, "the room's welcome", func() bool { return d.room().welc != nil }, d)
		r := d.room()
		welc, heading := r.welc, r.w.heading.Text()
		waitFor(t, "Start", func() bool { return r.canStart() }, d)
		d.click("button:start")
		waitFor(t, "the table", func() bool { return len(d.handed) == 1 }, d)
		for _, f := range d.handed[0].Backlog {
			if v, ok := f.(*proto.View); ok && v.Viewer == 0 && v.Seq == 0 {
				return welc, v.View, heading
			}
		}
		t.Fatalf("no view of the deal in %v", d.handed[0].Backlog)
		return nil, nil, ""
	}
	w1, view1, heading1 := deal(true)
	w2, view2, _ := deal(true)
	w3, view3, heading3 := deal(false)
	if !w1.Fixed || !w2.Fixed || w3.Fixed {
		t.Errorf("welcomes say fixed %v, %v (chosen) and %v (drawn)", w1.Fixed, w2.Fixed, w3.Fixed)
	}
	if !bytes.Equal(view1, view2) {
		t.Error("two rooms made with seed 42 dealt differently")
	}
	if bytes.Equal(view1, view3) {
		t.Error("a room without a chosen seed dealt seed 42's cards")
	}
	if !strings.Contains(heading1, "a chosen deal") || strings.Contains(heading3, "chosen") {
		t.Errorf("the lobby's heading reads %q (chosen) and %q (drawn)", heading1, heading3)
	}
}
