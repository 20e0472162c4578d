package necklace

import (
	"salotto/rules"
	nk "salotto/rules/necklace"
	"salotto/sprites"
	"salotto/tables/kit"
)

// When the rival jeweller opens a solo game, the rules play its first
// turn inside Setup, so no move brings its events: the table would open
// on a pile already short of a card and a discard nobody saw made. The
// table shows that turn as it shows every other turn of the rival's,
// from the events the rules keep for it (State.Opening): the board is set
// back to before it, and its draw and discard are animated.

// rivalThinks is the moment before the rival's opening turn, as long as a
// bot seems to think before its move (kit.BotPause); it also lets the
// table's first frames be painted before anything moves.
type rivalThinks struct{}

func (rivalThinks) String() string { return "the rival jeweller opens the game" } //catalog:exempt an event's log text, never shown

// setBackOpening sets the board back to before the rival's opening turn
// when the game starts with it (not when the configuration carries moves
// made since: that turn is then long past); startOpening then queues it.
func (t *Table) setBackOpening(movesMade int) {
	if t.view().Opening() == nil || movesMade > 0 || len(t.b.discard) != 1 {
		return
	}
	b := t.b
	b.discard[0].Detach()
	b.discard = b.discard[:0]
	b.mod.Pile++
	b.placePile()
	t.opening, t.openingDue = true, true
}

// startOpening queues the rival's opening turn at the table's first
// Update: queued when the table is built, the layouts before the first
// frame (each finishes what runs) would play it unseen.
func (t *Table) startOpening() {
	if t.openingDue {
		t.openingDue = false
		t.Q.Push(append([]rules.Event{rivalThinks{}}, t.view().Opening()...))
	}
}

// pause is the rival's thinking before its opening, at the animation
// speed (nil, nothing to wait for, at speed 0).
func (t *Table) pause() sprites.Anim {
	sp := t.Ctx.Settings.AnimationSpeed
	if sp <= 0 {
		return nil
	}
	return sprites.Delay(float64(kit.BotPause) / 60 / sp)
}

// shownToMove is the seat whose turn the screen shows: the rival's while
// its opening turn plays, though the view is already past it.
func (t *Table) shownToMove(v *nk.State) int {
	if t.opening {
		return nk.Rival
	}
	return v.ToMove()
}
