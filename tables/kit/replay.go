package kit

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	"salotto/rules/record"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// ReplayName is the scene name a replay reports.
const ReplayName = "replay"

// The replay's target ids.
const (
	ReplayBackID      = "button:replay:back"
	ReplayForwardID   = "button:replay:forward"
	ReplayPlayID      = "button:replay:play"
	ReplayRoundBackID = "button:replay:round_back"
	ReplayRoundNextID = "button:replay:round_next"
	ReplaySpeedID     = "button:replay:speed"
	ReplayLeaveID     = "button:replay:leave"
	ReplayLogID       = "button:replay:log"
)

// replaySpeeds are the playing speeds, as factors of the player's
// animation speed; playMoveTicks is the pause between two moves at 1×.
var replaySpeeds = [...]float64{1, 2, 4}

const playMoveTicks = 40

// Replay shows a game record on the game's own table: the table opened
// with the first k moves shows that position; a step forward applies the
// next move through the driver, animated as in a live game; a step back
// (or a jump to a round) opens the table again at the position wanted. No
// seat acts by itself (the driver's replay mode).
type Replay struct {
	ctx    *scenes.Context
	open   Open
	rec    *record.Record
	cfg    tables.Config
	rounds []int // the round at each position

	table *hostedTable
	old   *hostedTable // shown until table has painted its first frame
	k     int          // moves applied on the table

	playing bool
	speed   int // index into replaySpeeds
	wait    int // ticks before the next move while playing

	bar          *controlBar
	play, speedB *sprites.Button
	next         scenes.Change
	err          error
}

// NewReplay opens record data on its game's table from ts, at the first
// position. A record that is damaged, of a game or rules version this
// program does not have, or with a move the rules refuse is refused with
// the reason (ReplayRefusal words it) and nothing opens.
func NewReplay(ctx *scenes.Context, ts []Table, data []byte) (*Replay, error) {
	if err := checkRecordVersion(data); err != nil {
		return nil, err
	}
	rec, err := record.Unmarshal(data)
	if err != nil {
		return nil, err
	}
	var open Open
	var g rules.Game
	for _, t := range ts {
		if t.ID() == rec.Game {
			open, g = t.Open, t.Rules
		}
	}
	if open == nil {
		return nil, &unknownGame{rec.Game}
	}
	if rec.RulesVersion != g.RulesVersion() {
		return nil, &otherRules{rec.Game, rec.RulesVersion, g.RulesVersion()}
	}
	rounds, err := replayRounds(g, rec)
	if err != nil {
		return nil, err
	}
	cfg := tables.Config{Game: rec.Game, Options: rec.Options, Seed: rec.Seed}
	for i := 0; i < rec.Options.Players; i++ {
		name := tables.BotName(i)
		if i < len(rec.Seats) && rec.Seats[i] != "" && rec.Seats[i] != tables.Human && !slices.Contains(g.BotLevels(), rec.Seats[i]) {
			// a record names its seats, or only says who played them
			name = rec.Seats[i]
		}
		cfg.Seats = append(cfg.Seats, tables.Seat{Name: name, Level: "random", Color: i})
	}
	r := &Replay{ctx: ctx, open: open, rec: rec, cfg: cfg, rounds: rounds}
	r.buildBar()
	if err := r.reopen(0); err != nil {
		return nil, err
	}
	r.old = nil
	r.refresh()
	return r, nil
}

// unknownGame: the record is of a game this program has no table for.
type unknownGame struct{ game string }

func (e *unknownGame) Error() string { return "no table for the game " + e.game }

// reopen opens the table again at position k (the first k moves made).
func (r *Replay) reopen(k int) error {
	cfg := r.cfg
	cfg.Moves = r.rec.Moves[:k]
	h, err := hostTable(r.ctx, r.open, cfg, r.tableSpeed, r.bar)
	if err != nil {
		return err
	}
	h.base.D.SetReplay()
	if r.table != nil && (r.old == nil || r.table.opened()) {
		r.old = r.table
	}
	r.table, r.k, r.wait = h, k, 0
	return nil
}

// tableSpeed is the animation speed the table plays at: the player's,
// times the replay's speed (0, no animation, stays 0).
func (r *Replay) tableSpeed() float64 {
	return r.ctx.Settings.AnimationSpeed * replaySpeeds[r.speed]
}

// Position is the number of moves the table shows (or is animating to).
func (r *Replay) Position() int { return r.k }

// Moves is the number of moves in the record.
func (r *Replay) Moves() int { return len(r.rec.Moves) }

// Round is the round at the position shown, from 1, and the rounds in
// the record.
func (r *Replay) Round() (n, of int) { return r.rounds[r.k], r.rounds[len(r.rounds)-1] }

// Playing reports whether the replay plays on by itself.
func (r *Replay) Playing() bool { return r.playing }

// Err is the error that stopped the replay, if any (a table that failed
// to open again).
func (r *Replay) Err() error { return r.err }

// Hash is the hash of the live position on the table (tests compare it
// with the record's own replay).
func (r *Replay) Hash() uint64 { return r.table.base.D.Live().Hash() }

// Forward shows the next move, animated; the one being shown is finished
// first.
func (r *Replay) Forward() {
	if r.k >= len(r.rec.Moves) {
		r.playing = false
		return
	}
	q := r.table.base.Q
	if q.Busy() {
		q.Skip()
		q.Pump()
	}
	if err := r.table.base.D.ApplyEntry(r.k, r.rec.Moves[r.k]); err != nil {
		// the record was replayed whole when it opened: this is a bug
		r.err, r.playing = err, false
		return
	}
	r.k++
}

// Back shows the position one move earlier.
func (r *Replay) Back() { r.seek(r.k - 1) }

// RoundBack jumps to the start of this round, or of the one before when
// already there.
func (r *Replay) RoundBack() {
	n := r.rounds[r.k]
	if start := roundStart(r.rounds, n); start < r.k {
		r.seek(start)
		return
	}
	r.seek(roundStart(r.rounds, n-1))
}

// RoundNext jumps to the start of the next round (the end of the record
// in the last).
func (r *Replay) RoundNext() {
	n := r.rounds[r.k]
	if n >= r.rounds[len(r.rounds)-1] {
		r.seek(len(r.rec.Moves))
		return
	}
	r.seek(roundStart(r.rounds, n+1))
}

// JumpToRound shows the first position of round n.
func (r *Replay) JumpToRound(n int) { r.seek(roundStart(r.rounds, n)) }

// seek opens the table at position k, without animating the moves.
func (r *Replay) seek(k int) {
	k = max(0, min(k, len(r.rec.Moves)))
	if k == r.k {
		return
	}
	if err := r.reopen(k); err != nil {
		r.err, r.playing = err, false
	}
	r.refresh()
}

// TogglePlay starts or pauses playing; at the end it starts again from
// the beginning.
func (r *Replay) TogglePlay() {
	r.playing = !r.playing
	if r.playing && r.k >= len(r.rec.Moves) {
		r.seek(0)
	}
	r.wait = 0
	r.refresh()
}

// CycleSpeed moves to the next playing speed.
func (r *Replay) CycleSpeed() {
	r.speed = (r.speed + 1) % len(replaySpeeds)
	r.refresh()
}

// Name implements scenes.Scene.
func (r *Replay) Name() string { return ReplayName }

// Layout implements scenes.Scene.
func (r *Replay) Layout(ctx *scenes.Context, w, h int) {
	r.bar.layout(ctx, w, h)
	th := int(r.bar.top)
	r.table.scene.Layout(ctx, w, th)
	if r.old != nil {
		r.old.scene.Layout(ctx, w, th)
	}
}

// Update implements scenes.Scene: the bar reads the input (buttons and
// keys), the table shows what it was given, and while playing the next
// move follows once the table is still.
func (r *Replay) Update(ctx *scenes.Context) scenes.Change {
	r.bar.st.Update()
	r.keys(ctx.Input)
	r.table.update(ctx) // a table's own changes (its results) are not followed
	if r.old != nil && r.table.opened() {
		r.old = nil
	}
	if r.playing && !r.table.base.Q.Busy() && !r.table.base.St.Animating() && r.table.opened() {
		if r.wait++; float64(r.wait)*replaySpeeds[r.speed]*max(r.ctx.Settings.AnimationSpeed, 0.25) >= playMoveTicks || r.ctx.Settings.AnimationSpeed == 0 {
			r.wait = 0
			r.Forward()
		}
	}
	r.refresh()
	ch := r.next
	r.next = scenes.None
	return ch
}

// keys: Left and Right step, Page Up and Page Down (or Up and Down) jump
// by rounds, Home and End go to either end, Space plays or pauses, Escape
// leaves.
func (r *Replay) keys(in *scenes.Input) {
	switch {
	case in.Action(sprites.ActRight):
		r.playing = false
		r.Forward()
	case in.Action(sprites.ActLeft):
		r.playing = false
		r.Back()
	case in.Action(sprites.ActPageDown | sprites.ActDown):
		r.RoundNext()
	case in.Action(sprites.ActPageUp | sprites.ActUp):
		r.RoundBack()
	case in.Action(sprites.ActHome):
		r.seek(0)
	case in.Action(sprites.ActEnd):
		r.seek(len(r.rec.Moves))
	case in.Action(sprites.ActPlay):
		r.TogglePlay()
	case in.Action(sprites.ActBack):
		r.leave()
	}
}

// leave goes back to the title.
func (r *Replay) leave() { r.next = leaveForTitle(r.ctx) }

// Draw implements scenes.Scene: the table (the one it replaces while the
// new one opens), then the bar.
func (r *Replay) Draw(dst *ebiten.Image) {
	if r.old != nil {
		r.old.draw(dst)
	} else {
		r.table.draw(dst)
	}
	r.bar.st.Draw(dst)
}

// NeedsRedraw implements scenes.Scene.
func (r *Replay) NeedsRedraw() bool {
	return r.table.scene.NeedsRedraw() || r.bar.st.NeedsRedraw() || (r.old != nil && r.old.scene.NeedsRedraw())
}

// Settled implements scenes.Scene: paused, and the table still.
func (r *Replay) Settled() bool {
	return !r.playing && r.old == nil && r.table.scene.Settled() && !r.bar.st.Animating()
}

// Targets implements scenes.Scene: the bar's buttons.
func (r *Replay) Targets(dst []scenes.Target) []scenes.Target { return r.bar.tl.AppendTo(dst) }

// Table is the scene of the table shown, for tests.
func (r *Replay) Table() scenes.Scene { return r.table.scene }
