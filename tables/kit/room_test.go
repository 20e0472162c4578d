package kit

import (
	"math/rand/v2"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"salotto/online/proto"
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/save"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit/remotetest"
)

// newRoomBare opens a bare table on the room host follows, for a device
// holding seats.
func newRoomBare(t *testing.T, h *remotetest.Host, seats ...int) (*bareTable, *tabletest.Rig) {
	t.Helper()
	return openRoomBare(t, remotetest.Handover(t, h.Device(seats...)), nil)
}

func openRoomBare(t *testing.T, rem *tables.Remote, store *save.Store) (*bareTable, *tabletest.Rig) {
	t.Helper()
	cfg, err := tables.RoomConfig(rem)
	if err != nil {
		t.Fatal(err)
	}
	ctx, in := tabletest.NewContext(640, 360, 1)
	ctx.Settings.AnimationSpeed = 0
	ctx.Store = store
	bt := &bareTable{}
	b, err := NewBase(ctx, testLook(cfg.Game), cfg, func(rules.Event) sprites.Anim { return sprites.Delay(0.05) }, func() {})
	if err != nil {
		t.Fatal(err)
	}
	bt.Base = b
	b.Reopen = func(ctx *scenes.Context, cfg tables.Config) (scenes.Scene, error) {
		nb, err := NewBase(ctx, testLook(cfg.Game), cfg, func(rules.Event) sprites.Anim { return sprites.Delay(0.05) }, func() {})
		if err != nil {
			return nil, err
		}
		return &bareTable{Base: nb}, nil
	}
	return bt, tabletest.New(t, ctx, in, bt)
}

// duel is a necklace duel: Anita at seat 0, Marcello at seat 1, a bot of
// the room's unless person.
func duel(t *testing.T, person bool) *remotetest.Host {
	second := remotetest.Seat{Name: "Marcello", Level: "normal"}
	if person {
		second.Level = ""
	}
	return remotetest.NewHost(t, "necklace", rules.Options{Players: 2, Variant: map[string]string{"start": "0"}},
		[]remotetest.Seat{{Name: "Anita"}, second}, 5)
}

// barSays reports whether the room bar has a line containing s.
func barSays(b *Base, s string) bool {
	_, lines := b.RoomBar()
	return slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, s) })
}

// waitBar ticks until the room bar says s (real time passes: the room's
// frames come from other goroutines).
func waitBar(t *testing.T, r *tabletest.Rig, b *Base, s string) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); {
		if barSays(b, s) {
			return
		}
		r.Tick(1)
		time.Sleep(time.Millisecond)
	}
	_, lines := b.RoomBar()
	t.Fatalf("the room bar never said %q; it says %q", s, lines)
}

// findTarget is the target id among ts.
func findTarget(ts []scenes.Target, id string) (scenes.Target, bool) {
	for _, tg := range ts {
		if tg.ID == id {
			return tg, true
		}
	}
	return scenes.Target{}, false
}

// until ticks, letting real time pass, until cond holds.
func until(t *testing.T, r *tabletest.Rig, what string, cond func() bool) {
	t.Helper()
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end); {
		if cond() {
			return
		}
		r.Tick(1)
		time.Sleep(100 * time.Microsecond)
	}
	t.Fatalf("still waiting for %s", what)
}

// TestRoomGamePlaysToTheEnd: a device's person plays a necklace duel
// against the room's bot through the driver alone; every move is shown
// only once the room sends it back, and the game ends on the screen as in
// the room.
func TestRoomGamePlaysToTheEnd(t *testing.T) {
	h := duel(t, false)
	bt, r := newRoomBare(t, h, 0)
	if bt.D.Live() != nil {
		t.Fatal("a room's table holds a live state")
	}
	moves := 0
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end) && !bt.D.Shown().Done(); {
		r.Tick(1)
		if !bt.D.CanAct(0) {
			time.Sleep(100 * time.Microsecond)
			continue
		}
		v := bt.D.Shown()
		legal := v.Legal(0, nil)
		m := legal[len(legal)-1] // never the early end
		before := bt.D.Made()
		if err := bt.D.Apply(0, m); err != nil {
			t.Fatalf("move %d refused: %v", moves, err)
		}
		moves++
		if bt.D.Made() != before || bt.D.Shown() != v {
			t.Fatal("a move was shown before the room sent it back")
		}
		if bt.D.CanAct(0) {
			t.Fatal("the seat may act again before the room answered")
		}
		if err := bt.D.Check(0, m); !strings.Contains(bt.Refusal(err), "on its way") {
			t.Fatalf("a second move meanwhile is refused with %q", bt.Refusal(err))
		}
	}
	if !bt.D.Shown().Done() || !h.State().Done() {
		t.Fatalf("the game did not end on screen and in the room after %d moves", moves)
	}
	if moves < 8 {
		t.Errorf("the person made %d moves", moves)
	}

	if n := len(bt.D.LogEvents()); n < 2*moves {
		t.Errorf("the move log holds %d events of %d moves", n, bt.D.Made())
	}
	if err := bt.D.room.link.check(bt.D.src.Game()); err != nil || bt.D.Record() == nil {
		t.Errorf("at the end: check %v, record %v", err, bt.D.Record())
	}
}

// TestRoomBarTargetSaysWhoIsToMove: once the person here has taken and
// discarded, the room waits for Marcello (a person on another device,
// who does not move): the bar's target says so in words, as its
// hourglass does.
func TestRoomBarTargetSaysWhoIsToMove(t *testing.T) {
	h := duel(t, true)
	bt, r := newRoomBare(t, h, 0)
	for _, name := range []string{"take", "discard"} {
		until(t, r, "the person's turn to "+name, func() bool { return bt.D.CanAct(0) })
		legal := bt.D.Shown().Legal(0, nil)
		if err := bt.D.Apply(0, legal[len(legal)-1]); err != nil {
			t.Fatal(err)
		}
	}
	until(t, r, "the room to wait for Marcello", func() bool {
		tg, _ := findTarget(bt.Targets(nil), RoomBarID)
		return strings.Contains(tg.Label, "Marcello") && strings.Contains(tg.Label, " · to move")
	})
	if waits, _ := bt.RoomBarMarks(); !slices.Equal(waits, []int{1}) {
		t.Errorf("the bar's hourglass is beside seats %v", waits)
	}
}

// TestRoomRefusalLeavesTheViewUntouched: a move the room refuses is shown
// refused on the bar, in the rules' words, and nothing else changes; the
// seat may then move again.
func TestRoomRefusalLeavesTheViewUntouched(t *testing.T) {
	h := duel(t, false)
	refusal := &rules.IllegalMove{Game: "necklace", Code: rules.ReasonNotYourTurn, Seats: []int{1}, Reason: "not your turn"}
	var refuse atomic.Bool
	refuse.Store(true)
	h.Refuse = func(int, string) error {
		if refuse.Load() {
			return refusal
		}
		return nil
	}
	bt, r := newRoomBare(t, h, 0)
	until(t, r, "the person's turn", func() bool { return bt.D.CanAct(0) })
	v, made := bt.D.Shown(), bt.D.Made()
	if err := bt.D.Apply(0, nk.TakeDraw); err != nil {
		t.Fatal(err)
	}
	want := bt.Refusal(refusal)
	waitBar(t, r, bt.Base, want)
	if !strings.Contains(want, "Marcello") {
		t.Errorf("the refusal %q does not name the seat to move", want)
	}
	if bt.D.Shown() != v || bt.D.Made() != made {
		t.Error("a refused move changed the view")
	}
	until(t, r, "the seat free to move again", func() bool { return bt.D.CanAct(0) })
	refuse.Store(false)
	if err := bt.D.Apply(0, nk.TakeDraw); err != nil {
		t.Fatal(err)
	}
	until(t, r, "the move shown", func() bool { return bt.D.Made() == made+1 })
	r.Tick(refusalShow + 1)
	if barSays(bt.Base, want) {
		t.Error("the refusal stays on the bar")
	}
}

// TestRoomPresenceAndStandIn: the bar follows the other person's presence,
// and a stand-in plays their seat until they return.
func TestRoomPresenceAndStandIn(t *testing.T) {
	h := duel(t, true)
	bt, r := newRoomBare(t, h, 0)
	waitBar(t, r, bt.Base, "Marcello · away")
	h.SetHere(1, true)
	until(t, r, "Marcello back online", func() bool { return barSays(bt.Base, "Marcello") && !barSays(bt.Base, "away") })
	h.StandIn(1, true)
	waitBar(t, r, bt.Base, "A bot plays for Marcello until they return.")
	// the stand-in answers the person's move
	until(t, r, "the person's turn", func() bool { return bt.D.CanAct(0) })
	made := bt.D.Made()
	if err := bt.D.Apply(0, nk.TakeDraw); err != nil {
		t.Fatal(err)
	}
	until(t, r, "the person's turn again", func() bool { return bt.D.CanAct(0) && bt.D.Made() > made })
	v := bt.D.Shown().(*nk.State)
	if err := bt.D.Apply(0, nk.DiscardMove(v.Hand(0)[0])); err != nil {
		t.Fatal(err)
	}
	until(t, r, "the stand-in's move", func() bool { return bt.D.Made() >= made+4 })
	h.StandIn(1, false)
	until(t, r, "Marcello back online", func() bool { return barSays(bt.Base, "Marcello") && !barSays(bt.Base, "away") })
	if barSays(bt.Base, "A bot plays") {
		t.Error("the stand-in is still told after Marcello returned")
	}
}

// TestRoomReconnectingCountsDown: a lost connection shows "Reconnecting…
// N s" counting down, keeps the app ticking meanwhile, and the table
// carries on once the session is back: a move made while away goes
// through.
func TestRoomReconnectingCountsDown(t *testing.T) {
	h := duel(t, false)
	h.Backoff = 3 * time.Second
	bt, r := newRoomBare(t, h, 0)
	until(t, r, "the person's turn", func() bool { return bt.D.CanAct(0) })
	made := bt.D.Made()
	h.Drop()
	waitBar(t, r, bt.Base, "Reconnecting… ")
	// the bar is a target, read out as it reads (the browser tests too)
	if tg, ok := findTarget(bt.Targets(nil), RoomBarID); !ok || !strings.Contains(tg.Label, "Reconnecting… ") {
		t.Errorf("the room bar's target is %+v (listed %v) while it says Reconnecting", tg, ok)
	}
	if bt.Settled() {
		t.Error("the table lets the app sleep while the countdown runs")
	}
	seen := map[string]bool{}
	if err := bt.D.Apply(0, nk.TakeDraw); err != nil {
		t.Fatal(err)
	}
	for end := time.Now().Add(20 * time.Second); time.Now().Before(end) && bt.D.Made() == made; {
		_, lines := bt.RoomBar()
		for _, l := range lines {
			if strings.HasPrefix(l, "Reconnecting") {
				seen[l] = true
			}
		}
		r.Tick(1)
		time.Sleep(time.Millisecond)
	}
	if bt.D.Made() != made+1 {
		t.Fatalf("the move made while away was not shown after the reconnection (%v)", seen)
	}
	if len(seen) < 2 {
		t.Errorf("the countdown did not count: %v", seen)
	}
	until(t, r, "the bar to forget the trouble", func() bool { return !barSays(bt.Base, "Reconnecting") })
}

// TestRoomBarKnowsNoPresenceWhileReconnecting: while this device
// reconnects, the bar does not show the other person as the room last
// said (they may have gone meanwhile): their seat reads "no news" until
// the room answers again.
func TestRoomBarKnowsNoPresenceWhileReconnecting(t *testing.T) {
	h := duel(t, true)
	h.Backoff = 3 * time.Second
	bt, r := newRoomBare(t, h, 0)
	waitBar(t, r, bt.Base, "Marcello")
	h.Drop()
	waitBar(t, r, bt.Base, "Reconnecting… ")
	if !barSays(bt.Base, "Marcello · no news") {
		_, lines := bt.RoomBar()
		t.Errorf("while reconnecting the bar says %q", lines)
	}
	until(t, r, "the bar to forget the trouble", func() bool { return !barSays(bt.Base, "Reconnecting") })
	if barSays(bt.Base, "no news") {
		_, lines := bt.RoomBar()
		t.Errorf("back in the room the bar says %q", lines)
	}
}

// TestRoomGoneSaysSo: a room the server no longer has ends the session;
// the table says so, stays as it was, and refuses moves in those words.
func TestRoomGoneSaysSo(t *testing.T) {
	h := duel(t, false)
	bt, r := newRoomBare(t, h, 0)
	until(t, r, "the person's turn", func() bool { return bt.D.CanAct(0) })
	v := bt.D.Shown()
	h.Vanish()
	waitBar(t, r, bt.Base, "The room is gone")
	r.Tick(5)
	if barSays(bt.Base, "did not take") {
		t.Error("the room gone is told as a refused move")
	}
	if bt.D.Shown() != v || bt.D.CanAct(0) {
		t.Error("the table of a gone room changed, or still takes moves")
	}
	if got := bt.Refusal(bt.D.Check(0, nk.TakeDraw)); !strings.Contains(got, "The room is gone") {
		t.Errorf("a move at a gone room's table is refused with %q", got)
	}
}

// TestRoomFramesWakeTheApp: a move made on another device while the screen
// is still asks the sleeping app for a frame.
func TestRoomFramesWakeTheApp(t *testing.T) {
	var woken atomic.Int32
	was := wake
	wake = func() { woken.Add(1) }
	defer func() { wake = was }()
	h := duel(t, true)
	h.SetHere(1, true)
	bt, r := newRoomBare(t, h, 1)
	until(t, r, "a still table", bt.Settled)
	n := woken.Load()
	if err := h.Play(0, "take draw"); err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 1000 && woken.Load() == n; i++ {
		time.Sleep(time.Millisecond)
	}
	if woken.Load() == n {
		t.Fatal("the move made elsewhere did not wake the app")
	}
	until(t, r, "the move shown", func() bool { return bt.D.Made() == 1 })
}

// TestLeavingTheRoomClosesTheSession: the menu's Leave warns that the game
// goes on, and closes the session.
func TestLeavingTheRoomClosesTheSession(t *testing.T) {
	h := duel(t, false)
	rem := remotetest.Handover(t, h.Device(0))
	bt, r := openRoomBare(t, rem, nil)
	r.Tick(2)
	m := bt.Menu()
	if !strings.Contains(m.body.Text(), "goes on without you") {
		t.Errorf("the menu's warning reads %q", m.body.Text())
	}
	if why := bt.UndoRefusal(); !strings.Contains(why, "cannot be taken back") {
		t.Errorf("undo at a room's table is refused with %q", why)
	}
	m.leave()
	for i := 0; i < 1000; i++ {
		select {
		case _, ok := <-rem.Session.Events():
			if !ok {
				return
			}
		default:
			time.Sleep(2 * time.Millisecond)
		}
	}
	t.Fatal("the session is still open after Leave")
}

// TestRoomGameIsNotSaved: a room's game is neither autosaved nor counted in
// the statistics of games against bots.
func TestRoomGameIsNotSaved(t *testing.T) {
	h := duel(t, false)
	store := dirStore(t, t.TempDir())
	bt, r := openRoomBare(t, remotetest.Handover(t, h.Device(0)), store)
	for end := time.Now().Add(60 * time.Second); time.Now().Before(end) && !bt.D.Shown().Done(); {
		r.Tick(1)
		if bt.D.CanAct(0) {
			legal := bt.D.Shown().Legal(0, nil)
			_ = bt.D.Apply(0, legal[len(legal)-1])
		}
		time.Sleep(100 * time.Microsecond)
	}
	store.Flush()
	if store.Has(save.AutosaveName("necklace")) {
		t.Error("a room's game was autosaved")
	}
	if st := store.Stats(); len(st.Games) > 0 {
		t.Errorf("a room's game was counted: %+v", st)
	}
}

// TestHotSeatInsideARoom: a device holding both seats of a duel hands the
// screen over between them, showing the public view meanwhile, as at one
// table offline.
func TestHotSeatInsideARoom(t *testing.T) {
	h := duel(t, true)
	bt, r := newRoomBare(t, h, 0, 1)
	bt.D.Private = func(int) bool { return true }
	until(t, r, "the screen passed to seat 0", func() bool { return bt.D.HandingOver() == 0 })
	bt.D.Acknowledge()
	until(t, r, "seat 0's turn", func() bool { return bt.D.CanAct(0) })
	if err := bt.D.Apply(0, nk.TakeDraw); err != nil {
		t.Fatal(err)
	}
	until(t, r, "seat 0's discard", func() bool { return bt.D.CanAct(0) })
	if err := bt.D.Apply(0, nk.DiscardMove(bt.D.Shown().(*nk.State).Hand(0)[0])); err != nil {
		t.Fatal(err)
	}
	until(t, r, "the hand-over to seat 1", func() bool { return bt.D.HandingOver() == 1 && !bt.Q.Busy() })
	if v := bt.D.Shown().(*nk.State).Viewer(); v != -1 || bt.D.Viewer() != -1 {
		t.Fatalf("while the screen is passed it shows viewer %d's view", v)
	}
	bt.D.Acknowledge()
	r.Tick(1)
	if v := bt.D.Shown().(*nk.State).Viewer(); v != 1 || !bt.D.CanAct(1) {
		t.Fatalf("after the hand-over the screen shows viewer %d's view, seat 1 may act %v", v, bt.D.CanAct(1))
	}
}

// TestSpectatorWatchesThePublicView: a device with no seat shows the
// public view, says it is watching, and follows the game.
func TestSpectatorWatchesThePublicView(t *testing.T) {
	h := duel(t, true)
	h.SetHere(0, true)
	h.SetHere(1, true)
	bt, r := newRoomBare(t, h)
	if bt.D.Humans() != 0 || bt.D.Viewer() != -1 || bt.D.Shown().(*nk.State).Viewer() != -1 {
		t.Fatal("a spectator's table shows a seat's view")
	}
	waitBar(t, r, bt.Base, "You are watching this room.")
	if err := h.Play(0, "take draw"); err != nil {
		t.Fatal(err)
	}
	until(t, r, "the move shown", func() bool { return bt.D.Made() == 1 && !bt.Q.Busy() })
}

// TestRoomTableReopensOnItsRoom: a room's table opened again (another
// language) takes the room over where it was, and plays on.
func TestRoomTableReopensOnItsRoom(t *testing.T) {
	h := duel(t, false)
	bt, r := newRoomBare(t, h, 0)
	until(t, r, "the person's turn", func() bool { return bt.D.CanAct(0) })
	if err := bt.D.Apply(0, nk.TakeDraw); err != nil {
		t.Fatal(err)
	}
	until(t, r, "the draw shown", func() bool { return bt.D.Made() == 1 && !bt.Q.Busy() })
	sc, err := bt.Rebuild(bt.Ctx)
	if err != nil {
		t.Fatal(err)
	}
	nb := sc.(*bareTable)
	if nb.D.Made() != 1 || nb.D.room.link != bt.D.room.link {
		t.Fatalf("the reopened table is at move %d, on its own link %v", nb.D.Made(), nb.D.room.link != bt.D.room.link)
	}
	r2 := tabletest.New(t, nb.Ctx, scenes.NewScript(), nb)
	until(t, r2, "the person's discard", func() bool { return nb.D.CanAct(0) })
	if err := nb.D.Apply(0, nk.DiscardMove(nb.D.Shown().(*nk.State).Hand(0)[0])); err != nil {
		t.Fatal(err)
	}
	until(t, r2, "the discard shown", func() bool { return nb.D.Made() >= 2 })
}

// TestTamperedRoomIsNamed: a room that shows a device one view that is not
// the rules' (or reveals another seed than it promised) is named false by
// the check at the end.
func TestTamperedRoomIsNamed(t *testing.T) {
	for _, c := range []struct {
		name, want string
		tamper     func(f any) any
	}{
		{"seed", "not the one it promised", func(f any) any {
			if e, ok := f.(*proto.End); ok {
				e2 := *e
				e2.Seed++
				return &e2
			}
			return f
		}},
		{"view", "Move 3: what you were shown", func() func(f any) any {
			var prev *proto.MoveMade
			return func(f any) any {
				if m, ok := f.(*proto.MoveMade); ok && m.Viewer == 0 {
					defer func() { prev = m }()
					if m.Seq == 3 && prev != nil {
						m2 := *m
						m2.View = prev.View // the position before, shown as after
						return &m2
					}
				}
				return f
			}
		}()},
		{"true", "Every card you were shown was true.", nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			h := duel(t, false)
			h.Tamper = c.tamper
			bt, r := newRoomBare(t, h, 0)
			for end := time.Now().Add(60 * time.Second); time.Now().Before(end) && bt.D.room.link.end == nil; {
				r.Tick(1)
				if bt.D.CanAct(0) {
					legal := bt.D.Shown().Legal(0, nil)
					_ = bt.D.Apply(0, legal[len(legal)-1])
				}
				time.Sleep(100 * time.Microsecond)
			}
			if got := checkWords(bt.Ctx, bt.D.room); !strings.Contains(got, c.want) {
				t.Errorf("the check says %q, want %q", got, c.want)
			}
		})
	}
}

// TestRoomOverOpensOnTheEnd: a table opened on a room whose game is over
// (a device back after the end) shows the last position, says the game
// is over, and checks what it was shown.
func TestRoomOverOpensOnTheEnd(t *testing.T) {
	h := duel(t, false)
	h.Advance(1000, rand.New(rand.NewPCG(1, 1)))
	bt, r := newRoomBare(t, h, 0)
	if !bt.D.Shown().Done() {
		t.Fatal("the table does not show the game's end")
	}
	waitBar(t, r, bt.Base, "The game is over.")
	waitBar(t, r, bt.Base, "Every card you were shown was true.")
	if bt.D.Record() == nil {
		t.Error("no record from the room's end")
	}
}

// TestRoomTableOpensAgainOnAWholeView: a device away for longer than the
// room replays move by move is sent a whole view when it is back; the
// table opens again on it, with the same room, and plays on.
func TestRoomTableOpensAgainOnAWholeView(t *testing.T) {
	h := remotetest.NewHost(t, "dolores", rules.Options{Players: 3},
		[]remotetest.Seat{{Name: "Anita"}, {Name: "Marcello"}, {Name: "Sofia"}}, 11)
	h.Backoff = time.Second
	bt, r := newRoomBare(t, h, 0)
	for i := 0; i < 3; i++ {
		st := h.State()
		p := st.ToAct(nil)[0]
		if err := h.Play(p, st.Game().FormatMove(st.Legal(p, nil)[0])); err != nil {
			t.Fatal(err)
		}
	}
	until(t, r, "three moves shown", func() bool { return bt.D.Made() == 3 && bt.Settled() })
	logged := len(bt.D.LogEvents())
	h.Drop()
	h.Advance(70, rand.New(rand.NewPCG(4, 4)))
	if h.State().Done() {
		t.Fatal("the game ended while the device was away: pick another deal")
	}
	until(t, r, "the table opened again", func() bool { return r.App.Top() != bt })
	nb := r.App.Top().(*bareTable)
	until(t, r, "the whole view shown", func() bool { return nb.D.Made() == h.Room.Seq() })
	if nb.D.room.link != bt.D.room.link {
		t.Error("the table opened again on a link of its own")
	}
	if got := len(nb.D.LogEvents()); got < logged || logged == 0 {
		t.Errorf("the move log holds %d events after, %d before", got, logged)
	}
}

// TestSoloRoomTableSleeps: a device alone in its room (a solo game) has
// nothing on its room bar, and its still table lets the app sleep.
func TestSoloRoomTableSleeps(t *testing.T) {
	h := remotetest.NewHost(t, "necklace", rules.Options{Players: 1}, []remotetest.Seat{{Name: "Anita"}}, 5)
	bt, r := newRoomBare(t, h, 0)
	r.DrawEvery = true
	until(t, r, "a still table", bt.Settled)
	r.Tick(3)
	if _, lines := bt.RoomBar(); len(lines) != 0 {
		t.Errorf("the bar of a solo room says %q", lines)
	}
	if err := r.App.Update(); err != nil { // a tick, not drawn yet
		t.Fatal(err)
	}
	if bt.St.NeedsRedraw() {
		t.Error("a still solo room's table asks to be drawn every tick")
	}
}
