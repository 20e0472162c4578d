package kit

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// WatchName is the scene name of watch mode (the title's "Watch the bots
// play", -autoplay).
const WatchName = "watch"

// WatchLeaveID is watch mode's leave button.
const WatchLeaveID = "button:watch:leave"

// resultsTicks is how long watch mode shows a game's results before the
// next game (at normal speed; no time at all at speed 0).
const resultsTicks = 240

// Watch is watch mode: every seat a bot, the games chained one after
// another (each game in turn, a new seed each time) until the player
// leaves with Escape or the button. It is also the soak test: it runs for
// hours on end (scripts/soak.sh).
type Watch struct {
	ctx   *scenes.Context
	ts    []Table
	level string

	table   *hostedTable
	results *Results
	left    int // ticks the results stay up
	played  int // games finished
	seed    uint64

	bar  *controlBar
	next scenes.Change
	soak *soakLog
}

// NewWatch starts watch mode with the first of ts, bots at normal.
func NewWatch(ctx *scenes.Context, ts []Table) (*Watch, error) {
	return NewWatchAt(ctx, ts, "normal")
}

// NewWatchAt starts watch mode with bots of the given level (where a game
// has it; its middle level where it does not).
func NewWatchAt(ctx *scenes.Context, ts []Table, level string) (*Watch, error) {
	w := &Watch{ctx: ctx, ts: ts, level: level, seed: ctx.Seed, soak: newSoakLog(ctx)}
	w.bar = newControlBar(ctx)
	w.bar.button(WatchLeaveID, ctx.Words.T("replay.watch.leave"), w.leave)
	if err := w.deal(); err != nil {
		return nil, err
	}
	return w, nil
}

// RegisterWatch adds watch mode to reg as "watch".
func RegisterWatch(reg *scenes.Registry, ts ...Table) {
	reg.Add(WatchName, nil, func(ctx *scenes.Context, _ string) (scenes.Scene, error) { return NewWatch(ctx, ts) })
}

// Played is how many games watch mode has finished.
func (w *Watch) Played() int { return w.played }

// Game is the game on the table now.
func (w *Watch) Game() string { return w.ts[w.played%len(w.ts)].ID() }

// deal opens the next game's table, every seat a bot.
func (w *Watch) deal() error {
	t := w.ts[w.played%len(w.ts)]
	g := t.Rules
	// a new seed each game, from the first one: the same -seed watches the
	// same games
	w.seed = NextSeed(w.seed)
	cfg := tables.DefaultConfig(w.ctx.Words, g, w.seed%1_000_000_000)
	level := w.level
	if levels := g.BotLevels(); !slices.Contains(levels, level) {
		level = levels[len(levels)/2]
	}
	for i := range cfg.Seats {
		cfg.Seats[i] = tables.Seat{Name: tables.BotName(i), Level: level, Color: i}
	}
	h, err := hostTable(w.ctx, t.Open, cfg, w.soak.speed(w.ctx), w.bar)
	if err != nil {
		return err
	}
	h.base.D.BotPause /= w.soak.pace()
	w.table, w.results = h, nil
	w.bar.say(w.ctx.Words.T("replay.watch.caption", scenes.GameTitle(w.ctx.Words, t.ID()), w.played+1))
	return nil
}

// Name implements scenes.Scene.
func (w *Watch) Name() string { return WatchName }

// Layout implements scenes.Scene.
func (w *Watch) Layout(ctx *scenes.Context, width, height int) {
	w.bar.layout(ctx, width, height)
	th := int(w.bar.top)
	if w.table != nil {
		w.table.scene.Layout(ctx, width, th)
	}
	if w.results != nil {
		w.results.Layout(ctx, width, th)
	}
}

// Update implements scenes.Scene: the table plays itself; when it asks
// for its results they are shown for a while, then the next game is
// dealt.
func (w *Watch) Update(ctx *scenes.Context) scenes.Change {
	moves := 0
	if w.table != nil {
		moves = w.table.base.D.src.Made()
	}
	w.soak.tick(moves, w.Game(), w.phase())
	w.bar.st.Update()
	if ctx.Input.Action(sprites.ActBack) {
		w.leave()
	}
	if w.results != nil {
		w.results.Update(ctx)
		if w.left--; w.left <= 0 && !w.soak.reported(w.played+1, len(w.ts), w.Game()) {
			w.played++
			if err := w.deal(); err != nil {
				w.next = scenes.Reset(scenes.NewTitle(ctx))
			}
			w.Layout(ctx, ctx.Width, ctx.Height)
		}
	} else if ch := w.table.update(ctx); ch.Scene() != nil {
		if res, ok := ch.Scene().(*Results); ok {
			w.showResults(res)
		}
	}
	ch := w.next
	w.next = scenes.None
	return ch
}

// showResults puts a finished game's results up, for watching only: its
// buttons (Save this game too, where the frame has it) are hidden, since
// it reads no input.
func (w *Watch) showResults(res *Results) {
	res.st.SetInput(nil, nil)
	for _, b := range res.rowButtons() {
		b.SetVisible(false)
	}
	w.results = res
	w.left = 0
	if sp := w.ctx.Settings.AnimationSpeed; sp > 0 {
		w.left = int(resultsTicks / sp / float64(w.soak.pace()))
	}
	w.table = nil
	w.Layout(w.ctx, w.ctx.Width, w.ctx.Height)
}

func (w *Watch) leave() { w.next = leaveForTitle(w.ctx) }

// phase names what watch mode shows, for the soak's report: "opening"
// while a table paints its first frame over several ticks, "play", then
// "results".
func (w *Watch) phase() string {
	switch {
	case w.results != nil:
		return "results"
	case !w.table.base.open.done:
		return "opening"
	}
	return "play"
}

// shown is the scene under the bar: the results, else the table.
func (w *Watch) shown() scenes.Scene {
	if w.results != nil {
		return w.results
	}
	return w.table.scene
}

// Draw implements scenes.Scene.
func (w *Watch) Draw(dst *ebiten.Image) {
	w.shown().Draw(dst)
	w.bar.st.Draw(dst)
}

// NeedsRedraw implements scenes.Scene.
func (w *Watch) NeedsRedraw() bool { return w.shown().NeedsRedraw() || w.bar.st.NeedsRedraw() }

// Settled implements scenes.Scene: watch mode never waits for anyone.
func (w *Watch) Settled() bool { return false }

// Targets implements scenes.Scene: the leave button.
func (w *Watch) Targets(dst []scenes.Target) []scenes.Target { return w.bar.tl.AppendTo(dst) }

// Table is the table being watched (nil while results show), for tests.
func (w *Watch) Table() scenes.Scene {
	if w.table == nil {
		return nil
	}
	return w.table.scene
}
