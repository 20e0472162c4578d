package kit

import (
	"salotto/scenes"
)

// buildBar makes the replay's buttons: a round back, a move back,
// play/pause, a move forward, a round on, the speed, and leave.
func (r *Replay) buildBar() {
	w := r.ctx.Words
	r.bar = newControlBar(r.ctx)
	click := func(do func()) func() { return func() { r.ctx.Play(scenes.SoundButton); do() } }
	r.bar.button(ReplayRoundBackID, w.T("replay.round_back"), click(r.RoundBack))
	r.bar.button(ReplayBackID, w.T("replay.back"), click(func() { r.playing = false; r.Back() }))
	r.play = r.bar.button(ReplayPlayID, w.T("replay.play"), click(r.TogglePlay))
	r.bar.button(ReplayForwardID, w.T("replay.forward"), click(func() { r.playing = false; r.Forward() }))
	r.bar.button(ReplayRoundNextID, w.T("replay.round_next"), click(r.RoundNext))
	r.speedB = r.bar.button(ReplaySpeedID, r.speedLabel(), click(r.CycleSpeed))
	r.bar.button(ReplayLogID, w.T("replay.log"), click(r.openLog))
	r.bar.button(ReplayLeaveID, w.T("replay.leave"), r.leave)
	r.refresh()
}

func (r *Replay) speedLabel() string {
	return r.ctx.Words.T("replay.speed", int(replaySpeeds[r.speed]))
}

// refresh writes the caption (move and round) and the labels that follow
// the state, and greys out the steps that lead nowhere.
func (r *Replay) refresh() {
	if r.bar == nil || r.table == nil {
		return
	}
	w := r.ctx.Words
	round, rounds := r.Round()
	r.bar.say(w.T("replay.caption", r.k, len(r.rec.Moves), round, rounds))
	label := w.T("replay.play")
	if r.playing {
		label = w.T("replay.pause")
	}
	if r.play.Label().Text() != label {
		r.play.SetLabel(label)
		r.bar.st.Invalidate()
	}
	if s := r.speedLabel(); r.speedB.Label().Text() != s {
		r.speedB.SetLabel(s)
		r.bar.st.Invalidate()
	}
	atStart, atEnd := r.k == 0, r.k >= len(r.rec.Moves)
	for _, b := range r.bar.buttons {
		switch b.Name {
		case ReplayBackID, ReplayRoundBackID:
			b.SetDisabled(atStart)
		case ReplayForwardID, ReplayRoundNextID:
			b.SetDisabled(atEnd)
		}
	}
}

// openLog opens the move log over the replay: the moves up to the one
// shown, as the table's viewer may see them (it follows the replay: after a
// step or a jump it is opened on the new position).
func (r *Replay) openLog() {
	r.playing = false
	if log := r.table.moveLog(); log != nil {
		r.next = scenes.Push(log)
	}
}
