package kit

import (
	"salotto/rules"
	"salotto/rules/record"
)

// LogEvents is the game so far as the move log shows it to the viewer: a
// turn Setup played itself (rules.Opener), then every move's events,
// replayed from the game's record (so a resumed or undone game logs its
// earlier moves too), each as the viewer may see it (the driver's Redact),
// up to the last move whose events the screen has shown (the live state
// runs ahead of the animation, and the log must not tell what the table
// has not shown yet).
func (d *Driver) LogEvents() []rules.Event {
	return d.src.logEvents(d.Viewer(), d.src.Made()-len(d.later))
}

// logEvents replays the record's first shown moves.
func (l *localGame) logEvents(viewer, shown int) []rules.Event {
	d := l.d
	g := l.state.Game()
	var out []rules.Event
	add := func(evs []rules.Event) {
		for _, ev := range evs {
			if d.Redact != nil {
				ev = d.Redact(ev, viewer)
			}
			out = append(out, ev)
		}
	}
	// the game was set up once already, so Setup and the replay cannot fail
	if st, err := g.Setup(d.cfg.Options, d.cfg.Seed); err == nil {
		if o, ok := st.(rules.Opener); ok {
			add(o.Opening())
		}
	}
	rec := record.New(g, d.cfg.Options, d.cfg.Seed, nil).With(l.moves[:shown])
	_, _ = record.ReplayEach(g, rec, func(_ int, _ rules.State, _ rules.Move, evs []rules.Event) { add(evs) })
	return out
}
