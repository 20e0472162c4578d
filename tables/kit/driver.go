package kit

import (
	"fmt"
	"slices"
	"time"

	"salotto/rules"
	"salotto/rules/record"
	"salotto/scenes"
	"salotto/tables"
)

// Driver plays one game: it holds the live state (which only it
// changes), the bots, the queue of events still to show, the views the
// screen may show, and whose turn the screen shows.
//
// It is generic over the rules contract: who acts comes from ToAct (one
// seat or several at once); nothing in it knows a game.
type Driver struct {
	ctx    *scenes.Context
	cfg    tables.Config
	state  rules.State
	human  []bool
	humans int
	agents []rules.Agent
	// Queue shows the events of the moves applied.
	Queue *Queue

	// Private reports whether seat has something on screen that the other
	// players must not see now (a hand, a secret gesture). Nil: nothing is
	// ever private, as in Dolce Vita; the screen is then never handed over,
	// only locked for a moment between two humans.
	Private func(seat int) bool
	// Redact is what viewer may see of an event (a card drawn by another
	// seat shows face down): the game's own rules.RedactFor unless a test
	// sets another. Nil: every event is public.
	Redact func(ev rules.Event, viewer int) rules.Event
	// ThinkSlice is how long a bot may think per frame.
	ThinkSlice time.Duration
	// BotPause is the least ticks a bot seems to think before each move
	// (the constant BotPause unless the table sets it).
	BotPause int

	toAct []int

	// moves are every move made so far, cfg.Moves first; observers run
	// after each new one (AfterApply).
	moves     []record.Entry
	observers []func(seat int, m rules.Move, evs []rules.Event)

	// shown is what each viewer (index viewer+1) may see of the position
	// the screen shows; later holds the views after moves whose events are
	// still being animated, each with the queue count that ends them.
	shown []rules.State
	later []views

	holder   int // the human whose things are on screen, or -1
	handover int // the human the screen is to be passed to, or -1
	lock     int // ticks left of the pause after a change of human
	moved    bool

	thinking   int // the bot seat thinking, or -1
	decided    bool
	thinkTicks int
	// listening are the bots whose choice waits for a person choosing
	// with them to speak (rules.Talk; listen.go), by seat
	listening []bool

	replay bool // a replay: no seat acts by itself (replay_mode.go)
}

type views struct {
	mark int
	view []rules.State
}

// Durations of the driver's pauses, in ticks (60 a second).
const (
	// BotPause is the least time a bot seems to think before its move is
	// shown, at normal animation speed, so a player can follow the table.
	BotPause = 30
	// LockTicks is how long input stays locked once the next human's turn
	// is shown after another human's move.
	LockTicks = 36
)

// thinkBudget is the work units per Think call: small, so one call stays
// well under a millisecond even for a hard bot's search.
const thinkBudget = 16

// NewDriver deals cfg's game of g and seats its bots. The configuration
// is checked first; a bad one is reported and nothing is dealt.
func NewDriver(ctx *scenes.Context, g rules.Game, cfg tables.Config) (*Driver, error) {
	if err := cfg.Validate(g); err != nil {
		return nil, err
	}
	st, err := g.Setup(cfg.Options, cfg.Seed)
	if err != nil {
		return nil, err
	}
	if len(cfg.Moves) > 0 {
		// the moves already made are replayed through Apply, so a save or
		// record can never reach a position the rules forbid
		if st, err = record.ReplayGame(g, record.New(g, cfg.Options, cfg.Seed, nil).With(cfg.Moves)); err != nil {
			return nil, err
		}
	}
	d := &Driver{ctx: ctx, cfg: cfg, state: st, moves: slices.Clone(cfg.Moves), holder: -1, handover: -1, thinking: -1, ThinkSlice: 4 * time.Millisecond, BotPause: BotPause}
	d.Redact = func(ev rules.Event, viewer int) rules.Event { return rules.RedactFor(g, ev, viewer) }
	for i, s := range cfg.Seats {
		d.human = append(d.human, s.IsHuman())
		var a rules.Agent
		if s.IsHuman() {
			d.humans++
		} else if a, err = g.NewBot(s.Level, cfg.Seed^(uint64(i+1)*0x9e3779b97f4a7c15)); err != nil {
			return nil, fmt.Errorf("seat %d (%s): %w", i+1, s.Name, err)
		}
		d.agents = append(d.agents, a)
	}
	if d.humans == 1 {
		d.holder = slices.Index(d.human, true)
	}
	d.listening = make([]bool, len(d.human))
	d.shown = d.viewsNow()
	return d, nil
}

// Start gives the driver the queue that shows its events.
func (d *Driver) Start(q *Queue) {
	d.Queue = q
	q.redact = func(ev rules.Event) rules.Event {
		if d.Redact == nil {
			return ev
		}
		return d.Redact(ev, d.Viewer())
	}
}

// Config is the configuration the game was dealt from.
func (d *Driver) Config() tables.Config { return d.cfg }

// Live is the live state, ahead of the screen: for the rules' own checks
// (and tests), never for drawing.
func (d *Driver) Live() rules.State { return d.state }

// Human reports whether a person plays seat p.
func (d *Driver) Human(p int) bool { return d.human[p] }

// Humans counts the seats played at this screen.
func (d *Driver) Humans() int { return d.humans }

// Viewer is the seat whose View the screen shows, and whose things (the
// hand along the bottom) are on it: the one human, the human holding the
// screen in hot-seat, else -1 (the public view): none yet, a bot-only
// game, or while the screen waits to be handed over.
func (d *Driver) Viewer() int { return d.holder }

// Shown is what the viewer may know of the position on screen: the View
// after the last move whose events have all been animated.
func (d *Driver) Shown() rules.State { return d.shown[d.Viewer()+1] }

// HandingOver is the human the screen is to be passed to, or -1.
func (d *Driver) HandingOver() int { return d.handover }

// Locked reports whether the screen refuses input now: events are being
// shown, the screen waits to be handed over, or the pause after a change
// of human runs.
func (d *Driver) Locked() bool { return d.Queue.Busy() || d.handover >= 0 || d.lock > 0 }

// Thinking reports whether a bot is deciding now (a table says so in its
// prompt while the player waits).
func (d *Driver) Thinking() bool { return d.thinking >= 0 }

// ToAct is the seats to act on screen (empty while events are shown).
func (d *Driver) ToAct() []int {
	if d.Queue.Busy() {
		return nil
	}
	return d.toAct
}

// Next is the first seat to act on screen, or -1 while events are shown
// and after the game.
func (d *Driver) Next() int {
	if act := d.ToAct(); len(act) > 0 {
		return act[0]
	}
	return -1
}

// Waiting reports whether the table waits for a human at this screen:
// to act, or to take the screen (nothing else will happen until then).
func (d *Driver) Waiting() bool {
	if d.Queue.Busy() || d.lock > 0 {
		return false
	}
	if d.handover >= 0 || d.state.Done() || d.replay {
		return true
	}
	for _, p := range d.toAct {
		if !d.human[p] && !d.listening[p] {
			return false
		}
	}
	return len(d.toAct) > 0
}

// Acknowledge is the player taking the screen after a hand-over.
func (d *Driver) Acknowledge() {
	if d.handover >= 0 {
		d.holder, d.handover = d.handover, -1
		d.Queue.settle()
	}
}

// CanAct reports whether the human in seat p may make a move now.
func (d *Driver) CanAct(p int) bool {
	return !d.Locked() && p == d.holder && slices.Contains(d.toAct, p)
}

// Apply makes seat p's move: the one path every move takes, a human's
// or a bot's. On success its events are queued for showing and the
// viewers' views after it are kept until they have been shown.
func (d *Driver) Apply(p int, m rules.Move) error {
	evs, err := d.state.Apply(p, m)
	if err != nil {
		return err
	}
	d.Queue.Push(evs)
	d.later = append(d.later, views{mark: d.Queue.pushed, view: d.viewsNow()})
	if d.human[p] {
		d.moved = true
	}
	d.moves = append(d.moves, record.Entry{Player: p, Move: d.state.Game().FormatMove(m)})
	d.heard(p)
	for _, f := range d.observers {
		f(p, m, evs)
	}
	return nil
}

// AfterApply adds f to what runs after every move that reached the game,
// a human's or a bot's, with its events unredacted (autosave, undo and the
// move log hook in here; a move log redacts for its viewer itself). The
// moves replayed at NewDriver do not call it.
func (d *Driver) AfterApply(f func(seat int, m rules.Move, evs []rules.Event)) {
	d.observers = append(d.observers, f)
}

// Moves are the moves made so far, the configuration's first (a copy).
func (d *Driver) Moves() []record.Entry { return slices.Clone(d.moves) }

// Record is the game so far as a game record (the save, the replay, the
// bug report): its configuration and every move.
func (d *Driver) Record() *record.Record {
	seats := make([]string, len(d.cfg.Seats))
	for i, s := range d.cfg.Seats {
		seats[i] = s.Name
	}
	return record.New(d.state.Game(), d.cfg.Options, d.cfg.Seed, seats).With(d.moves)
}

// Check says why seat p's move would be refused now (nil when it would
// be made), without making it.
func (d *Driver) Check(p int, m rules.Move) error {
	switch {
	case d.Queue.Busy():
		return errMoving
	case d.handover >= 0:
		return waitFor{d.handover, true}
	case d.lock > 0 || p != d.holder:
		return waitFor{d.holder, false}
	}
	_, err := d.state.Clone().Apply(p, m)
	return err
}

// viewsNow is every viewer's View of the live state: the public one and
// each human's.
func (d *Driver) viewsNow() []rules.State {
	v := make([]rules.State, len(d.human)+1)
	v[0] = d.state.View(-1)
	for p, h := range d.human {
		if h {
			v[p+1] = d.state.View(p)
		}
	}
	return v
}

// Update runs once a tick, after the stage read its input: it shows the
// next events, moves the shown view on, and when nothing is being shown
// lets the next seat act (a human through the table, a bot in slices).
func (d *Driver) Update(skip bool) {
	holder := d.holder
	if d.step(skip) || d.holder != holder {
		// what the screen may show changed: the table puts its nodes
		// where its model and the new view say
		d.Queue.settle()
	}
}

// step is Update's work; it reports whether the shown view moved on.
func (d *Driver) step(skip bool) (moved bool) {
	if skip {
		d.Queue.Skip()
	}
	d.Queue.Pump()
	for len(d.later) > 0 && d.Queue.Shown() >= d.later[0].mark {
		d.shown = d.later[0].view
		d.later = d.later[:copy(d.later, d.later[1:])]
		moved = true
	}
	if d.Queue.Busy() {
		return moved
	}
	d.toAct = d.state.ToAct(d.toAct[:0])
	for _, p := range d.toAct {
		if d.human[p] {
			d.present(p)
			break
		}
	}
	if d.lock > 0 {
		d.lock--
	}
	if d.replay {
		return moved
	}
	for _, p := range d.toAct {
		if !d.human[p] && !d.listening[p] {
			d.botStep(p)
			break
		}
	}
	return moved
}

// present puts human p's turn on screen: at once if p already holds the
// screen, after a hand-over if another human held it and p has something
// private, else after a short lock.
func (d *Driver) present(p int) {
	if p == d.holder || p == d.handover {
		return
	}
	if d.humans > 1 && d.Private != nil && d.Private(p) {
		d.holder, d.handover = -1, p
		return
	}
	if d.moved {
		d.lock = LockTicks
	}
	d.holder = p
}

// botStep lets the bot in seat p think for a slice of this frame, so the
// table keeps drawing and answering clicks however long it thinks; its
// decision goes through Apply like a human's move.
func (d *Driver) botStep(p int) {
	a := d.agents[p]
	if d.thinking != p {
		a.Begin(d.state.View(p), p)
		d.thinking, d.thinkTicks, d.decided = p, 0, false
	}
	d.thinkTicks++
	for start := time.Now(); !d.decided && time.Since(start) < d.ThinkSlice; {
		d.decided = a.Think(thinkBudget)
	}
	if !d.decided {
		return
	}
	if sp := d.ctx.Settings.AnimationSpeed; sp > 0 && float64(d.thinkTicks)*sp < float64(d.BotPause) {
		return
	}
	d.thinking = -1
	m := a.Decide()
	if d.mustListen(p, m) {
		return
	}
	if err := d.Apply(p, m); err != nil {
		// an agent's move is legal by contract; a bug must not freeze
		// the table, so the seat plays its first legal move instead
		if legal := d.state.Legal(p, nil); len(legal) > 0 {
			_ = d.Apply(p, legal[0])
		}
	}
}
