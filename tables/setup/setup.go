package setup

import (
	"math/rand/v2"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// Register adds "setup:GAME" to reg for every game described. Start opens
// the game's table (Descriptor.Open) with the chosen configuration.
func Register(reg *scenes.Registry, ds ...tables.Descriptor) {
	ids := make([]string, len(ds))
	byID := make(map[string]*tables.Descriptor, len(ds))
	for i := range ds {
		ids[i], byID[ds[i].ID()] = ds[i].ID(), &ds[i]
	}
	reg.Add("setup", ids, func(ctx *scenes.Context, game string) (scenes.Scene, error) {
		return newSetup(ctx, byID[game], nil)
	})
}

// seat is one chair as the screen edits it. custom is set once the player
// typed a name, so the default names no longer follow the seat's kind.
type seat struct {
	tables.Seat
	custom bool
}

// Setup is the setup screen of one game.
type Setup struct {
	ctx  *scenes.Context
	d    *tables.Descriptor
	game string // d's id
	g    rules.Game
	pal  art.Colors
	st   *sprites.Stage

	lo, hi int
	seats  []seat   // every possible seat; the first n play
	kinds  []string // what a seat may be, one button each (levels; online.go)
	n      int
	opts   []rules.Option
	optVal []int // chosen index into each option's Choices
	seed   uint64
	rng    *rand.Rand

	w widgets

	edit  editor
	keys  keyGate
	chars func([]rune) []rune // typed characters this tick (ebiten.AppendInputChars)
	cbuf  []rune

	countBox sprites.Rect // where the player count is centred
	rowH     float64
	hintBox  sprites.Rect // the seats panel below the first row: the hint goes under the last

	next    scenes.Change
	targets scenes.TargetList
	err     string
	// replaceAsked: Start said it replaces the saved game of this kind
	// (confirmReplace); the next Start goes ahead.
	replaceAsked bool
	// online, when set, makes the screen Play online's New room
	// (online.go).
	online *Online
}

// New builds the setup screen of the game d describes; Start opens its
// table. A descriptor without a table (no Open) says so on Start.
func New(ctx *scenes.Context, d tables.Descriptor) (scenes.Scene, error) {
	return newSetup(ctx, &d, nil)
}

func newSetup(ctx *scenes.Context, d *tables.Descriptor, on *Online) (*Setup, error) {
	g := d.Rules
	s := &Setup{ctx: ctx, d: d, game: d.ID(), g: g, pal: d.Colors, st: ctx.NewStage(),
		rng: rand.New(rand.NewPCG(ctx.Seed, 0x5e7a9)), chars: ebiten.AppendInputChars, kinds: levels, online: on}
	s.lo, s.hi = g.PlayerRange()
	// The first deal is the context's seed, the one the player gave with
	// -seed or ?seed= (or main drew); New seed draws others from it.
	s.seed = ctx.Seed
	def := tables.DefaultConfig(ctx.Words, g, s.seed)
	s.n = len(def.Seats)
	for i := 0; i < max(s.hi, s.n); i++ {
		if i < len(def.Seats) {
			s.seats = append(s.seats, seat{Seat: def.Seats[i]})
			continue
		}
		s.seats = append(s.seats, seat{Seat: tables.Seat{Level: "normal", Color: -1}})
	}
	for i := s.n; i < len(s.seats); i++ {
		s.seats[i].Color = s.freeColor(i)
		s.seats[i].Name = s.defaultName(i)
	}
	if on != nil {
		s.seatOnline()
	}
	s.opts = rules.SpecOf(g).Options
	s.optVal = make([]int, len(s.opts))
	for i, o := range s.opts {
		s.optVal[i] = max(0, slices.Index(o.Choices, o.Default))
	}
	s.restoreLast()
	s.keys.src = ctx.Input
	s.st.SetInput(ctx.Input, &s.keys)
	s.edit.field = noField
	s.build()
	s.buildStats()
	s.refresh()
	s.Layout(ctx, max(ctx.Width, 1), max(ctx.Height, 1))
	return s, nil
}

// drawSeed picks a fresh seed of nine digits: as good as any for a deal,
// short enough to read out to a friend.
func (s *Setup) drawSeed() uint64 { return s.rng.Uint64N(1_000_000_000) }

// Config is the configuration Start would hand to the table.
func (s *Setup) Config() tables.Config {
	c := tables.Config{Game: s.game, Seed: s.seed, Options: rules.Options{Players: s.n}}
	for i := 0; i < s.n; i++ {
		c.Seats = append(c.Seats, s.seats[i].Seat)
	}
	for i, o := range s.opts {
		if v := o.Choices[s.optVal[i]]; v != "" {
			if c.Options.Variant == nil {
				c.Options.Variant = map[string]string{}
			}
			c.Options.Variant[o.Key] = v
		}
	}
	return c
}

// check is Config.Validate plus what a table would stumble over: every
// seat needs its own name, and a solo game needs a person in the chair. It
// returns the reason in the player's words, "" when the seating can start.
func (s *Setup) check(c tables.Config) string {
	w := s.ctx.Words
	if s.online != nil {
		return s.checkOnline(c)
	}
	if err := c.Validate(s.g); err != nil {
		return w.T("setup.cannot_start", err)
	}
	seen := map[string]int{}
	for i, st := range c.Seats {
		if st.Name == "" {
			return w.T("setup.no_name", i+1)
		}
		if j, ok := seen[st.Name]; ok {
			return w.T("setup.same_name", j+1, i+1, st.Name)
		}
		seen[st.Name] = i
	}
	if c.Options.Players == 1 && !c.Seats[0].IsHuman() {
		return w.T("setup.solo_person")
	}
	return ""
}

// start opens the table, or says in plain words why it cannot.
func (s *Setup) start() {
	s.edit.commit(s)
	c := s.Config()
	if why := s.check(c); why != "" {
		s.fail(why)
		return
	}
	if s.online != nil {
		s.create(c)
		return
	}
	if s.d.Open == nil {
		s.fail(s.ctx.Words.T("setup.not_playable", scenes.GameTitle(s.ctx.Words, s.game)))
		return
	}
	if !s.confirmReplace(c) {
		return
	}
	sc, err := s.d.Open(s.ctx, c)
	if err != nil {
		s.fail(s.ctx.Words.T("setup.cannot_start", err))
		return
	}
	s.rememberSeats(c)
	s.ctx.Play(scenes.SoundButton)
	s.next = scenes.Replace(sc)
}

// fail shows why Start was refused.
func (s *Setup) fail(msg string) {
	s.err = msg
	s.ctx.Play(scenes.SoundRefused)
	s.refresh()
}

// Error is the reason shown for the last refused Start ("" if none).
func (s *Setup) Error() string { return s.err }

// setPlayers changes the number of seats within the game's range.
func (s *Setup) setPlayers(n int) {
	n = max(s.lo, min(s.hi, n))
	if n == s.n {
		return
	}
	s.edit.commit(s)
	s.n = n
	// A seat coming back to the table must not share a colour.
	for i := 0; i < s.n; i++ {
		for j := 0; j < i; j++ {
			if s.seats[j].Color == s.seats[i].Color {
				s.seats[i].Color = s.freeColor(i)
			}
		}
	}
	s.renameDefaults()
	s.changed()
}

// setLevel makes seat i a person or a bot of level.
func (s *Setup) setLevel(i int, level string) {
	s.edit.commit(s)
	s.seats[i].Level = level
	s.renameDefaults()
	s.changed()
}

// cycleColor gives seat i the next colour no other seat has; when every
// colour is taken it swaps with the seat holding the next one.
func (s *Setup) cycleColor(i int) {
	s.edit.commit(s)
	cur := s.seats[i].Color
	for k := 1; k < art.SeatCount; k++ {
		c := (cur + k) % art.SeatCount
		if owner := s.colorOwner(c, i); owner < 0 {
			s.seats[i].Color = c
			s.changed()
			return
		}
	}
	c := (cur + 1) % art.SeatCount
	if owner := s.colorOwner(c, i); owner >= 0 {
		s.seats[owner].Color = cur
	}
	s.seats[i].Color = c
	s.changed()
}

// colorOwner is the playing seat other than skip with colour c, or -1.
func (s *Setup) colorOwner(c, skip int) int {
	for j := 0; j < s.n; j++ {
		if j != skip && s.seats[j].Color == c {
			return j
		}
	}
	return -1
}

// freeColor is the first colour no playing seat before or after i uses.
func (s *Setup) freeColor(i int) int {
	for c := 0; c < art.SeatCount; c++ {
		if s.colorOwner(c, i) < 0 {
			return c
		}
	}
	return i % art.SeatCount
}

// defaultName is seat i's name until the player types one: "You" for the
// only person at the screen, "Player N" when several take turns, the
// bots' names otherwise.
func (s *Setup) defaultName(i int) string {
	if s.seats[i].Level == Friend {
		return "" // the friend's own, typed when joining
	}
	if !s.seats[i].IsHuman() {
		if s.online != nil {
			return s.onlineBotName(i)
		}
		return tables.BotName(i)
	}
	if s.humans() <= 1 {
		if s.online != nil && s.online.Name != "" {
			return s.online.Name
		}
		return s.ctx.Words.T("setup.you")
	}
	return s.ctx.Words.T("common.player_n", i+1)
}

func (s *Setup) humans() int {
	k := 0
	for i := 0; i < s.n; i++ {
		if s.seats[i].IsHuman() {
			k++
		}
	}
	return k
}

// renameDefaults refreshes every name the player has not typed.
func (s *Setup) renameDefaults() {
	for i := range s.seats {
		if !s.seats[i].custom {
			s.seats[i].Name = s.defaultName(i)
		}
	}
}

// newSeed draws another seed.
func (s *Setup) newSeed() {
	s.edit.commit(s)
	s.seed = s.drawSeed()
	s.changed()
}

// changed refreshes the widgets after a choice and clears an old refusal.
func (s *Setup) changed() {
	s.err = ""
	s.ctx.Play(scenes.SoundButton)
	s.refresh()
}

// back returns to the previous screen (the title).
func (s *Setup) back() {
	s.edit.cancel(s)
	s.ctx.Play(scenes.SoundButton)
	s.next = scenes.Pop()
}
