package kit

import "errors"

// errMoving refuses a move while events are still being shown.
var errMoving = errors.New("the table is still moving")

// errSent refuses a move while this seat's last one is on its way to the
// room and not yet answered.
var errSent = errors.New("the last move is on its way to the room")

// errRoomUndo refuses undo at a room's table: the room's log only grows,
// and the protocol has no take-back.
var errRoomUndo = errors.New("an online room's moves cannot be taken back")

// errRoomGone refuses a move at the table of a room that is gone.
var errRoomGone = errors.New("the room is gone")

// waitFor refuses a move while the screen belongs to, or waits to be
// passed to, another seat.
type waitFor struct {
	seat     int
	handover bool
}

func (w waitFor) Error() string { return "wait for the screen to change hands" }

// SeatName is seat p's name as players see it.
func (b *Base) SeatName(p int) string {
	if p >= 0 && p < len(b.Cfg.Seats) && b.Cfg.Seats[p].Name != "" {
		return b.Cfg.Seats[p].Name
	}
	return b.Ctx.Words.T("common.player_n", p+1)
}

// SeatColor is seat p's colour (an index into art.SeatColor).
func (b *Base) SeatColor(p int) int { return b.Cfg.Seats[p].Color }

// Refusal words a refused move for the player: the kit's own refusals
// (the table still moving, the screen not yet taken) here, the rules'
// through the catalog from their typed reasons, seats named by their
// players' names. Nothing parses the rules' English.
func (b *Base) Refusal(err error) string {
	w := b.Ctx.Words
	var wf waitFor
	switch {
	case errors.Is(err, errMoving):
		return w.T("kit.wait_moving")
	case errors.Is(err, errSent):
		return w.T("room.wait_sent")
	case errors.Is(err, errRoomUndo):
		return w.T("room.undo")
	case errors.Is(err, errRoomGone):
		return w.T("room.bar.gone")
	case errors.As(err, &wf) && wf.handover:
		return w.T("kit.wait_handover", b.SeatName(wf.seat))
	case errors.As(err, &wf) && wf.seat >= 0:
		return w.T("kit.wait_turn", b.SeatName(wf.seat))
	}
	return w.Refusal(err, b.SeatName)
}

// TurnLine is the banner's line for the seats to act: whose turn it is
// (with what to do, the game's own words in doWhat, when a human here is
// to act) or who is thinking.
func (b *Base) TurnLine(doWhat string) string {
	w := b.Ctx.Words
	if h := b.D.handover; h >= 0 {
		return w.T("kit.pass_screen", b.SeatName(h))
	}
	act := b.D.ToAct()
	if len(act) == 0 {
		return ""
	}
	if p := b.D.holder; p >= 0 && b.D.human[p] && contains(act, p) {
		if b.D.humans > 1 {
			return w.T("kit.your_turn_named", b.SeatName(p), doWhat)
		}
		return w.T("kit.your_turn", doWhat)
	}
	if b.D.replay {
		return w.T("replay.to_move", b.SeatName(act[0]))
	}
	for _, p := range act {
		if b.D.bot(p) {
			return w.T("kit.thinking", b.SeatName(p))
		}
	}
	return w.T("kit.waiting_for", b.SeatName(act[0]))
}

// HandLabel names whose cards the hand along the bottom shows.
func (b *Base) HandLabel() string {
	p := b.D.holder
	switch {
	case p < 0:
		return ""
	case b.D.humans > 1:
		return b.Ctx.Words.T("kit.hand_of", b.SeatName(p))
	}
	return b.Ctx.Words.T("kit.hand_yours")
}

func contains(s []int, v int) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}
