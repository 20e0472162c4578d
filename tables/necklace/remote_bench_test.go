package necklace

import (
	"testing"

	"salotto/rules"
	"salotto/tables/kit/remotetest"
)

// BenchmarkRoomTableTick is one tick of a room's table standing still,
// the person to move: what a table pays every frame while a friend
// thinks (the room bar included).
func BenchmarkRoomTableTick(b *testing.B) {
	c := remotetest.Server(b)
	rem := remotetest.Create(b, c, "necklace", rules.Options{Players: 2, Variant: map[string]string{"start": "0"}},
		[]remotetest.Seat{{Name: "Anita"}, {Name: "Marcello", Level: "normal"}}, 1)
	r, sc := remotetest.Open(b, 1280, 720, 1, New, rem)
	tb := sc.(*Table)
	r.Until(3000, "the table to settle", tb.Settled)
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		r.Tick(1)
	}
}
