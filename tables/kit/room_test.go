package kit

import (
	"testing"

	"salotto/rules"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit/remotetest"
)

// newRoomBare opens a bare table on the room host follows, for a device
// holding seats.
func newRoomBare(t *testing.T, h *remotetest.Host, seats ...int) (*bareTable, *tabletest.Rig) {
	t.Helper()
	cfg, err := tables.RoomConfig(remotetest.Handover(t, h.Device(seats...)))
	if err != nil {
		t.Fatal(err)
	}
	ctx, in := tabletest.NewContext(640, 360, 1)
	ctx.Settings.AnimationSpeed = 0
	bt := &bareTable{}
	b, err := NewBase(ctx, testLook(cfg.Game), cfg, func(rules.Event) sprites.Anim { return sprites.Delay(0.05) }, func() {})
	if err != nil {
		t.Fatal(err)
	}
	bt.Base = b
	return bt, tabletest.New(t, ctx, in, bt)
}

// TestRoomGamePlaysToTheEnd: a device's person plays a necklace duel
// against the room's bot through the driver alone; every move is shown
// only once the room sends it back, and the game ends on the screen as in
// the room.
func TestRoomGamePlaysToTheEnd(t *testing.T) {
	h := remotetest.NewHost(t, "necklace", rules.Options{Players: 2}, []remotetest.Seat{{Name: "Anita"}, {Name: "Marcello", Level: "normal"}}, 5)
	bt, r := newRoomBare(t, h, 0)
	if bt.D.Live() != nil {
		t.Fatal("a room's table holds a live state")
	}
	moves := 0
	for i := 0; i < 20000 && !bt.D.Shown().Done(); i++ {
		r.Tick(1)
		if !bt.D.CanAct(0) {
			continue
		}
		v := bt.D.Shown()
		m := v.Legal(0, nil)[0]
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
	}
	if !bt.D.Shown().Done() {
		t.Fatalf("the game did not end on screen after %d moves", moves)
	}
	if !h.State().Done() {
		t.Error("the screen shows the end, the room does not")
	}
	t.Logf("%d moves by the person, %d in all", moves, bt.D.Made())
	if moves < 5 {
		t.Errorf("the person made %d moves", moves)
	}
}
