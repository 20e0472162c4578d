package setup

import (
	"slices"

	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
)

// Online makes the setup screen Play online's New room: the game's own
// screen, players and options as offline, where each seat is a Friend
// (who joins with the room's code), a person Here (hot-seat inside the
// online game) or a bot the server plays, at a level. The server draws
// the deal, so there is no seed; Create room hands the seating to Create,
// and the offline screen, its saved seats and its autosave are left as
// they are.
type Online struct {
	// Name is the player's name in Play online: the one person here is
	// called so.
	Name string
	// Create makes the room for c, whose seats' Level is Friend,
	// tables.Human (a person here) or a bot level, and returns the screen
	// that follows (the room's lobby), or why it cannot.
	Create func(c tables.Config) (scenes.Scene, error)
}

// Friend is a seat a friend takes with the room's code.
const Friend = "friend"

// Bot is the online seat kind a bot of any level is: its button names
// the level, and a click on it when chosen picks the next.
const Bot = "bot"

// onlineKinds are an online seat's kinds, one button each.
var onlineKinds = []string{Friend, tables.Human, Bot}

// NewOnline builds the New room screen of the game d describes.
func NewOnline(ctx *scenes.Context, d tables.Descriptor, on Online) (scenes.Scene, error) {
	return newSetup(ctx, &d, &on)
}

// onlineName is the scene name of a game's New room.
const onlineName = "online-setup:"

// buildOnline turns the built screen into New room: its title says so,
// there is no seed (the server draws the deal), the seats keep the
// colours of their places (as every device in the room shows them), and
// the hints speak of the seats' kinds and of the deal.
func (s *Setup) buildOnline() {
	w, words := &s.w, s.ctx.Words
	for _, n := range []*sprites.Node{w.seedLabel.Node, w.seed.Node, w.newSeed.Node} {
		n.SetVisible(false)
	}
	// a room colours its seats by their place, on every device
	for i, r := range w.rows {
		r.swatch.OnActivate = nil
		s.seats[i].Color = i
		r.swPic.Repaint()
	}
	title := words.T("lobby.setup.title", scenes.GameTitle(words, s.game))
	w.title.SetText(title)
	w.titleShadow.SetText(title)
	w.seatHint.SetText(words.T("lobby.setup.seat_hint"))
	w.seedHint.SetText(words.T("lobby.setup.deal_hint"))
}

// seatOnline seats the room's default: the player here, a friend in
// every other seat; the options and seats of the last room this game had
// follow (restoreLast).
func (s *Setup) seatOnline() {
	s.kinds = onlineKinds
	for i := range s.seats {
		s.seats[i].Level, s.seats[i].custom = Friend, false
	}
	s.seats[0].Level = tables.Human
	s.renameDefaults()
}

// kindOf is the button a seat's level lights: a bot level is Bot online.
func (s *Setup) kindOf(level string) string {
	if s.online != nil && level != Friend && level != tables.Human {
		return Bot
	}
	return level
}

// offers reports whether the screen can show a seat of level.
func (s *Setup) offers(level string) bool {
	if s.online != nil {
		return level == Friend || level == tables.Human || slices.Contains(s.botLevels(), level)
	}
	return slices.Contains(levels, level)
}

// kindWord is the label of kind's button; the online bot's names level.
func (s *Setup) kindWord(kind, level string) string {
	w := s.ctx.Words
	switch {
	case s.online == nil:
		return w.T("setup.level." + kind)
	case kind == Friend:
		return w.T("lobby.setup.friend")
	case kind == tables.Human:
		return w.T("lobby.setup.here")
	}
	return w.T("lobby.setup.bot", w.T("setup.level."+level))
}

// labelKind shows on b, kind's button, the level of a seat at level: the
// online bot's button names the seat's level, or normal.
func (s *Setup) labelKind(b *sprites.Button, kind, level string) {
	if s.online == nil || kind != Bot {
		return
	}
	if s.kindOf(level) != Bot {
		level = "normal"
	}
	b.SetLabel(s.kindWord(Bot, level))
}

// pickKind is a click on seat i's kind button: offline a level, online a
// friend, a person here, or a bot (again: the next level).
func (s *Setup) pickKind(i int, kind string) {
	if s.online == nil || kind != Bot {
		s.setLevel(i, kind)
		return
	}
	levels := s.botLevels()
	level := "normal"
	if k := slices.Index(levels, s.seats[i].Level); k >= 0 {
		level = levels[(k+1)%len(levels)]
	} else if !slices.Contains(levels, level) {
		level = levels[len(levels)-1]
	}
	s.setLevel(i, level)
}

// onlineBotName is bot seat i's name in a room: its seat's usual name,
// unless a person in the room has it (the player is often Anita or
// Marcello too), then the next free one.
func (s *Setup) onlineBotName(i int) string {
	taken := func(name string) bool {
		if name == s.online.Name {
			return true
		}
		for j := 0; j < s.n; j++ {
			if j != i && (s.seats[j].IsHuman() || s.seats[j].custom) && s.seats[j].Name == name {
				return true
			}
		}
		return false
	}
	for k := range 5 {
		if name := tables.BotName(i + k); !taken(name) {
			return name
		}
	}
	return tables.BotName(i)
}

// botLevels are the levels an online bot seat cycles through: those the
// offline screen offers that the game has.
func (s *Setup) botLevels() []string {
	var out []string
	for _, lv := range levels[1:] {
		if slices.Contains(s.g.BotLevels(), lv) {
			out = append(out, lv)
		}
	}
	return out
}

// validate is Config.Validate; online, a friend's seat counts as a
// person's.
func (s *Setup) validate(c tables.Config) error {
	if s.online != nil {
		c.Seats = slices.Clone(c.Seats)
		for i := range c.Seats {
			if c.Seats[i].Level == Friend {
				c.Seats[i].Level = tables.Human
			}
		}
	}
	return c.Validate(s.g)
}

// checkOnline is check for a room: a person here in at least one seat
// (the room is this device's to start), and a name of its own for every
// seat this device names.
func (s *Setup) checkOnline(c tables.Config) string {
	w := s.ctx.Words
	if err := s.validate(c); err != nil {
		return w.T("setup.cannot_start", err)
	}
	here, seen := false, map[string]int{}
	for i, st := range c.Seats {
		if st.Level == Friend {
			continue
		}
		here = here || st.IsHuman()
		if st.Name == "" {
			return w.T("setup.no_name", i+1)
		}
		if j, ok := seen[st.Name]; ok {
			return w.T("setup.same_name", j+1, i+1, st.Name)
		}
		seen[st.Name] = i
	}
	if !here {
		return w.T("lobby.setup.need_here")
	}
	return ""
}

// create hands the seating to Play online, which makes the room.
func (s *Setup) create(c tables.Config) {
	c.Seed = 0 // the server draws the deal, seen by nobody until the end
	sc, err := s.online.Create(c)
	if err != nil {
		s.fail(err.Error())
		return
	}
	s.rememberSeats(c)
	s.ctx.Play(scenes.SoundButton)
	s.next = scenes.Replace(sc)
}
