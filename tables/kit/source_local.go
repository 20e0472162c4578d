package kit

import (
	"fmt"
	"time"

	"salotto/rules"
	"salotto/rules/record"
	"salotto/tables"
)

// localGame is the Source of a game dealt on this device: the live state
// (which only it changes), the bots, and every move made.
type localGame struct {
	d      *Driver
	state  rules.State
	agents []rules.Agent
	// moves are every move made so far, the configuration's first.
	moves []record.Entry

	thinking   int // the bot seat thinking, or -1
	decided    bool
	thinkTicks int
	// listening are the bots whose choice waits for a person choosing
	// with them to speak (rules.Talk; listen.go), by seat
	listening []bool
}

// newLocalGame deals cfg's game of g, replays the moves it carries and
// seats its bots.
func newLocalGame(d *Driver, g rules.Game, cfg tables.Config) (*localGame, error) {
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
	l := &localGame{d: d, state: st, moves: append([]record.Entry(nil), cfg.Moves...), thinking: -1}
	for i, s := range cfg.Seats {
		var a rules.Agent
		if !s.IsHuman() {
			if a, err = g.NewBot(s.Level, cfg.Seed^(uint64(i+1)*0x9e3779b97f4a7c15)); err != nil {
				return nil, fmt.Errorf("seat %d (%s): %w", i+1, s.Name, err)
			}
		}
		l.agents = append(l.agents, a)
	}
	l.listening = make([]bool, len(cfg.Seats))
	return l, nil
}

func (l *localGame) Game() rules.Game      { return l.state.Game() }
func (l *localGame) Done() bool            { return l.state.Done() }
func (l *localGame) ToAct(dst []int) []int { return l.state.ToAct(dst) }
func (l *localGame) Made() int             { return len(l.moves) }
func (l *localGame) pending(int) bool      { return false }
func (l *localGame) step()                 {}
func (l *localGame) check(p int, m rules.Move) error {
	_, err := l.state.Clone().Apply(p, m)
	return err
}

// views is every viewer's View of the live state: the public one and each
// human's.
func (l *localGame) views() []rules.State {
	v := make([]rules.State, len(l.d.human)+1)
	v[0] = l.state.View(-1)
	for p, h := range l.d.human {
		if h {
			v[p+1] = l.state.View(p)
		}
	}
	return v
}

// apply makes the move on the live state and queues its events.
func (l *localGame) apply(p int, m rules.Move) error {
	d := l.d
	evs, err := l.state.Apply(p, m)
	if err != nil {
		return err
	}
	d.push(evs, l.views())
	l.moves = append(l.moves, record.Entry{Player: p, Move: l.state.Game().FormatMove(m)})
	l.heard(p)
	for _, f := range d.observers {
		f(p, m, evs)
	}
	return nil
}

// shownEvent redacts ev for viewer (Driver.Redact).
func (l *localGame) shownEvent(ev rules.Event, viewer int) rules.Event {
	if l.d.Redact == nil {
		return ev
	}
	return l.d.Redact(ev, viewer)
}

func (l *localGame) record() *record.Record {
	cfg := l.d.cfg
	seats := make([]string, len(cfg.Seats))
	for i, s := range cfg.Seats {
		seats[i] = s.Name
	}
	return record.New(l.state.Game(), cfg.Options, cfg.Seed, seats).With(l.moves)
}

// act lets the first bot to act that is not listening think.
func (l *localGame) act() {
	for _, p := range l.d.toAct {
		if !l.d.human[p] && !l.listening[p] {
			l.botStep(p)
			return
		}
	}
}

// botStep lets the bot in seat p think for a slice of this frame, so the
// table keeps drawing and answering clicks however long it thinks; its
// decision goes through Apply like a human's move.
func (l *localGame) botStep(p int) {
	d := l.d
	a := l.agents[p]
	if l.thinking != p {
		a.Begin(l.state.View(p), p)
		l.thinking, l.thinkTicks, l.decided = p, 0, false
	}
	l.thinkTicks++
	for start := time.Now(); !l.decided && time.Since(start) < d.ThinkSlice; {
		l.decided = a.Think(thinkBudget)
	}
	if !l.decided {
		return
	}
	if sp := d.ctx.Settings.AnimationSpeed; sp > 0 && float64(l.thinkTicks)*sp < float64(d.BotPause) {
		return
	}
	l.thinking = -1
	m := a.Decide()
	if l.mustListen(p, m) {
		return
	}
	if err := d.Apply(p, m); err != nil {
		// an agent's move is legal by contract; a bug must not freeze
		// the table, so the seat plays its first legal move instead
		if legal := l.state.Legal(p, nil); len(legal) > 0 {
			_ = d.Apply(p, legal[0])
		}
	}
}
