package kit

import (
	"salotto/rules"
	"salotto/rules/record"
	"salotto/scenes"
)

// UndoPlan says what undo would take back for seat, the person at the
// screen: keep is how many of the game's moves stay (the rest go: seat's
// last move and the bots' answers after it), or err says why nothing may
// go, as a *rules.IllegalMove for the table to word.
//
// The span is the kit's to find, since only the kit knows which seats are
// people: it ends at the game's last move and starts at seat's last one,
// and no other person may have moved inside it. Whether each move of the
// span may go is the rules' judgement (rules.Undoer), asked with the
// position before it, which the game replays from its record: a few
// hundred moves cost well under a millisecond, and the plan is only
// worked out again after a new move.
func (d *Driver) UndoPlan(seat int) (keep int, err error) {
	if d.local == nil {
		return 0, errRoomUndo
	}
	l := d.local
	g := l.state.Game()
	refuse := func(code rules.Reason, why string, seats ...int) (int, error) {
		return 0, &rules.IllegalMove{Game: g.Name(), Player: seat, Code: code, Reason: why, Seats: seats}
	}
	u, ok := g.(rules.Undoer)
	if !ok {
		return refuse(rules.ReasonUndoNotOffered, "this game allows no undo") //catalog:exempt the log's English; players read the code's words
	}
	if l.state.Done() {
		return refuse(rules.ReasonUndoGameOver, "the game is over") //catalog:exempt the log's English; players read the code's words
	}
	last := -1
	if seat >= 0 && seat < len(d.human) && d.human[seat] {
		for i := len(l.moves) - 1; i >= 0 && last < 0; i-- {
			if l.moves[i].Player == seat {
				last = i
			}
		}
	}
	if last < 0 {
		return refuse(rules.ReasonUndoNothing, "no move of this seat to take back") //catalog:exempt the log's English; players read the code's words
	}
	for _, e := range l.moves[last+1:] {
		if p := e.Player; p != seat && d.human[p] {
			return refuse(rules.ReasonUndoOtherHuman, "another person has moved since", p) //catalog:exempt the log's English; players read the code's words
		}
	}
	// the position before the span's first move: the deal itself when that
	// is the game's first move, else the replay below keeps it
	var before rules.State
	if last == 0 {
		if before, err = g.Setup(d.cfg.Options, d.cfg.Seed); err != nil {
			return 0, err
		}
	}
	var verdict error
	rec := record.New(g, d.cfg.Options, d.cfg.Seed, nil).With(l.moves)
	_, err = record.ReplayEach(g, rec, func(i int, s rules.State, m rules.Move, evs []rules.Event) {
		if verdict != nil {
			return
		}
		if i >= last {
			verdict = u.Undoable(rules.Step{Before: before, Player: l.moves[i].Player, Undoer: seat, Move: m, Events: evs})
		}
		if i >= last-1 {
			before = s.Clone()
		}
	})
	if err == nil {
		err = verdict
	}
	if err != nil {
		return 0, err
	}
	return last, nil
}

// undo takes back what UndoPlan finds for the person at the screen: the
// table is opened again (its Reopen) with the moves
// that stay, in this one's place; a refusal is shown by the undo button.
func (b *Base) undo() {
	keep, err := b.D.UndoPlan(b.D.Viewer())
	if err != nil {
		b.tools.refuse(b.Refusal(err))
		return
	}
	cfg := b.Cfg
	cfg.Moves = b.D.Moves()[:keep]
	if b.Reopen == nil {
		b.tools.refuse(b.Ctx.Words.T("refusals.undo.not-offered"))
		return
	}
	s, err := b.Reopen(b.Ctx, cfg)
	if err != nil {
		b.tools.refuse(b.Ctx.Words.T("undo.failed", err.Error()))
		return
	}
	b.Ctx.Play(scenes.SoundButton)
	b.Next = scenes.Replace(s)
}
