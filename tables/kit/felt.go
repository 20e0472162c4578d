package kit

import (
	"salotto/scenes"
	"salotto/sprites"
)

// Acting reports whether seat is to act on screen (never while events
// are being shown or after the game): a seat panel lights by it.
func (b *Base) Acting(seat int) bool { return contains(b.D.ToAct(), seat) }

// addFelt lays the table's cloth, the game's own, under everything.
func (b *Base) addFelt() {
	b.felt = scenes.Felt(b.St, b.Look)
	n := sprites.NewPainted(b.felt)
	n.SetZ(-100)
	b.St.Root.Add(n)
}
