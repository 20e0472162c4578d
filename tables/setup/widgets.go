package setup

import (
	"image/color"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// widgets are the screen's nodes.
type widgets struct {
	bg             *sprites.SharedPicture
	panelL, panelR *sprites.Picture
	bgN, panelLN   *sprites.Node
	panelRN        *sprites.Node

	title, titleShadow *sprites.Text
	seatsHead, gameH   *sprites.Text
	playersLabel       *sprites.Text
	playersCount       *sprites.Text
	minus, plus        *sprites.Button
	rows               []*seatRow
	optLabels          []*sprites.Text
	optButtons         [][]*sprites.Button
	seedLabel          *sprites.Text
	seed               *sprites.Button
	newSeed            *sprites.Button
	msg                *sprites.Text
	seatHint, seedHint *sprites.Text
	back, start        *sprites.Button
	stats              *sprites.Text // the game's statistics (stats.go)
}

// seatRow is one seat's controls: colour, name, and kind.
type seatRow struct {
	num     *sprites.Text
	swatch  *sprites.Node
	swPic   *sprites.Picture
	swColor int // the colour the swatch was last asked to show
	name    *sprites.Button
	levels  []*sprites.Button
}

// Button looks: ivory for a choice not taken, the game's accent for the
// one taken, white with a coloured edge for a field being typed into, and
// that field tinted with the accent while its whole text is selected.
func (s *Setup) styles() (plain, chosen, field, typing, selected sprites.ButtonStyle) {
	plain = sprites.DefaultButtonStyle
	a := s.pal.Accent
	chosen = sprites.ButtonStyle{Fill: a, Hover: gfx.Mix(a, gfx.Hex("#ffffff"), 0.15), Pressed: gfx.Mix(a, gfx.Hex("#000000"), 0.15),
		Text: inkOn(a), Border: gfx.Mix(a, gfx.Hex("#000000"), 0.45)}
	field = sprites.ButtonStyle{Fill: gfx.Hex("#ffffff"), Hover: gfx.Hex("#fffdf6"), Pressed: gfx.Hex("#f1ebdd"),
		Text: gfx.Hex("#1a1a1a"), Border: gfx.Hex("#8a8276")}
	typing = field
	typing.Border = gfx.Mix(a, gfx.Hex("#000000"), 0.2)
	typing.Fill, typing.Hover = gfx.Hex("#fffbe8"), gfx.Hex("#fffbe8")
	selected = typing
	selected.Fill = gfx.Mix(a, gfx.Hex("#ffffff"), 0.72)
	selected.Hover, selected.Pressed = selected.Fill, selected.Fill
	return
}

// inkOn is dark or light text, whichever reads on c.
func inkOn(c color.RGBA) color.RGBA {
	l := 0.2126*float64(c.R) + 0.7152*float64(c.G) + 0.0722*float64(c.B)
	if l > 150 {
		return gfx.Hex("#1a1a1a")
	}
	return gfx.Hex("#ffffff")
}

// build makes every node once; refresh and Layout only change them.
func (s *Setup) build() {
	w := &s.w
	root := s.st.Root
	w.bg = scenes.Felt(s.st, &s.d.Game)
	w.bgN = sprites.NewPainted(w.bg)
	w.bgN.SetZ(-10)
	w.panelL = sprites.NewPicture(1, 1, s.paintPanel)
	w.panelR = sprites.NewPicture(1, 1, s.paintPanel)
	w.panelLN, w.panelRN = sprites.NewPainted(w.panelL), sprites.NewPainted(w.panelR)
	w.panelLN.SetZ(-5)
	w.panelRN.SetZ(-5)
	root.Add(w.bgN, w.panelLN, w.panelRN)

	ink := s.pal.PanelText
	words := s.ctx.Words
	title := scenes.GameTitle(words, s.game)
	w.titleShadow = sprites.NewText(title, gfx.Bold, 44, gfx.WithAlpha(gfx.Hex("#000000"), 0.35))
	w.title = sprites.NewText(title, gfx.Bold, 44, s.pal.Text)
	w.seatsHead = sprites.NewText(words.T("setup.seats"), gfx.Bold, 22, ink)
	w.gameH = sprites.NewText(words.T("setup.game"), gfx.Bold, 22, ink)
	w.playersLabel = sprites.NewText(words.T("setup.players", s.lo, s.hi), gfx.Regular, 18, ink)
	w.playersCount = sprites.NewText("3", gfx.Bold, 26, ink)
	w.playersCount.SetAlign(sprites.AlignCenter)
	root.Add(w.titleShadow.Node, w.title.Node, w.seatsHead.Node, w.gameH.Node, w.playersLabel.Node, w.playersCount.Node)

	w.minus = s.button("players:minus", "−", words.T("setup.fewer"), func() { s.setPlayers(s.n - 1) })
	w.plus = s.button("players:plus", "+", words.T("setup.more"), func() { s.setPlayers(s.n + 1) })

	for i := range s.seats {
		s.buildRow(i)
	}

	for oi, o := range s.opts {
		optLabel := words.T("setup.option." + o.Key)
		l := sprites.NewText(optLabel, gfx.Regular, 18, ink)
		root.Add(l.Node)
		w.optLabels = append(w.optLabels, l)
		var bs []*sprites.Button
		for ci, c := range o.Choices {
			v := choiceID(c)
			label := words.T("setup.choice." + o.Key + "." + v)
			bs = append(bs, s.button("option:"+o.Key+":"+v, label, words.T("setup.option", optLabel, label), func() {
				s.edit.commit(s)
				s.optVal[oi] = ci
				s.changed()
			}))
		}
		w.optButtons = append(w.optButtons, bs)
	}

	w.seedLabel = sprites.NewText(words.T("setup.seed"), gfx.Regular, 18, ink)
	root.Add(w.seedLabel.Node)
	w.seed = s.button("seed", "0", words.T("setup.seed_label"), func() { s.edit.begin(s, seedField) })
	w.newSeed = s.button("button:newseed", words.T("setup.new_seed"), words.T("setup.new_seed_label"), s.newSeed)

	w.msg = sprites.NewText("", gfx.Bold, 17, s.pal.Warning)
	hint := gfx.Mix(ink, s.pal.Panel, 0.25)
	w.seatHint = sprites.NewText(words.T("setup.seat_hint"), gfx.Regular, 16, hint)
	w.seedHint = sprites.NewText(words.T("setup.seed_hint"), gfx.Regular, 16, hint)
	root.Add(w.msg.Node, w.seatHint.Node, w.seedHint.Node)
	backLabel, start, startLabel := "setup.back_label", "setup.start", "setup.start_label"
	if s.online != nil {
		backLabel, start, startLabel = "lobby.setup.back_label", "lobby.setup.create", "lobby.setup.create_label"
	}
	w.back = s.button("button:back", words.T("setup.back"), words.T(backLabel), s.back)
	w.start = s.button("button:start", words.T(start), words.T(startLabel), s.start)
	if s.online != nil {
		s.buildOnline()
	}
}

// buildRow makes seat i's controls.
func (s *Setup) buildRow(i int) {
	r := &seatRow{swColor: -1}
	r.num = sprites.NewText(strconv.Itoa(i+1), gfx.Bold, 20, s.pal.PanelText)
	r.num.SetAlign(sprites.AlignCenter)
	r.swPic = sprites.NewPicture(1, 1, func(dst *ebiten.Image, w, h float64) { s.paintSwatch(dst, w, h, i) })
	r.swatch = sprites.NewPainted(r.swPic)
	r.swatch.OnActivate = func() { s.cycleColor(i) }
	s.st.Root.Add(r.num.Node, r.swatch)
	n, words := strconv.Itoa(i+1), s.ctx.Words
	s.targets.Add("seat:"+n+":color", words.T("setup.seat_colour", i+1), r.swatch)
	r.name = s.button("seat:"+n+":name", "", words.T("setup.seat_name", i+1), func() {
		if s.seats[i].Level != Friend { // a friend types their own name
			s.edit.begin(s, i)
		}
	})
	for _, kind := range s.kinds {
		label := s.kindWord(kind, "normal")
		r.levels = append(r.levels, s.button("seat:"+n+":"+kind, label, words.T("setup.seat_level", i+1, label), func() { s.pickKind(i, kind) }))
	}
	s.w.rows = append(s.w.rows, r)
}

// button makes a button, adds it to the stage and lists it as a target.
func (s *Setup) button(id, text, label string, do func()) *sprites.Button {
	b := sprites.NewButton(text, 100, 40, do)
	b.Name = id
	b.SetAnchor(0, 0)
	s.st.Root.Add(b.Node)
	s.targets.Add(id, label, b.Node)
	return b
}

// paintPanel is a soft rounded card of the game's panel colour.
func (s *Setup) paintPanel(dst *ebiten.Image, pw, ph float64) {
	w, h := float32(pw), float32(ph)
	r := min(w, h) * 0.04
	gfx.FillRoundRect(dst, 2, 5, w-4, h-5, r, gfx.WithAlpha(gfx.Hex("#000000"), 0.22), true)
	gfx.FillRoundRect(dst, 0, 0, w-2, h-4, r, gfx.WithAlpha(s.pal.Panel, 0.96), true)
	gfx.StrokeRoundRect(dst, 1, 1, w-4, h-6, r, 1.5, gfx.WithAlpha(s.pal.Accent, 0.6), true)
}

// paintSwatch is seat i's colour and symbol on a white tile.
func (s *Setup) paintSwatch(dst *ebiten.Image, pw, ph float64, i int) {
	w, h := float32(pw), float32(ph)
	c := s.seats[i].Color
	r := min(w, h) * 0.2
	gfx.FillRoundRect(dst, 0, 2, w, h-2, r, gfx.WithAlpha(gfx.Hex("#000000"), 0.3), true)
	gfx.FillRoundRect(dst, 0, 0, w, h-2, r, gfx.Hex("#ffffff"), true)
	gfx.StrokeRoundRect(dst, 1, 1, w-2, h-4, r, 2.5, art.SeatColor(c), true)
	art.SeatSymbol(dst, c, w/2, (h-2)/2, min(w, h)*0.62)
}

// refresh shows the current choices: seats in play, names, kinds, colours,
// options, seed and the last refusal.
func (s *Setup) refresh() {
	if s.w.playersCount == nil {
		return
	}
	plain, chosen, field, typing, selected := s.styles()
	w := &s.w
	count := strconv.Itoa(s.n)
	if s.n == 1 { // solo, as the necklace game offers
		count = s.ctx.Words.T("setup.solo", s.n)
	}
	w.playersCount.SetText(count)
	s.placeCount()
	s.placeSeatHint()
	w.minus.SetDisabled(s.n <= s.lo)
	w.plus.SetDisabled(s.n >= s.hi)
	for i, r := range w.rows {
		on := i < s.n
		r.num.SetVisible(on)
		r.swatch.SetVisible(on)
		if c := s.seats[i].Color; c != r.swColor {
			r.swColor = c
			r.swPic.Repaint()
		}
		r.name.SetVisible(on)
		name, st := s.seats[i].Name, field
		friend := s.seats[i].Level == Friend
		r.name.SetDisabled(friend)
		if friend {
			name = s.ctx.Words.T("lobby.setup.friend_seat")
		}
		if s.edit.field == i {
			name, st = s.edit.Shown(), typing
			if s.edit.All {
				st = selected
			}
		}
		r.name.SetLabel(name)
		r.name.SetStyle(st)
		for li, b := range r.levels {
			b.SetVisible(on)
			s.labelKind(b, s.kinds[li], s.seats[i].Level)
			if s.kinds[li] == s.kindOf(s.seats[i].Level) {
				b.SetStyle(chosen)
			} else {
				b.SetStyle(plain)
			}
		}
	}
	for oi, bs := range w.optButtons {
		for ci, b := range bs {
			if ci == s.optVal[oi] {
				b.SetStyle(chosen)
			} else {
				b.SetStyle(plain)
			}
		}
	}
	if s.edit.field == seedField {
		w.seed.SetLabel(s.edit.Shown())
		if s.edit.All {
			w.seed.SetStyle(selected)
		} else {
			w.seed.SetStyle(typing)
		}
	} else {
		w.seed.SetLabel(strconv.FormatUint(s.seed, 10))
		w.seed.SetStyle(field)
	}
	w.msg.SetText(s.err)
	w.start.SetStyle(chosen)
	s.st.Invalidate()
}

// showTyping writes the typed text into its field. A keystroke changes
// nothing else, so nothing else is restyled or repainted.
func (s *Setup) showTyping() {
	s.field(s.edit.field).SetLabel(s.edit.Shown())
	s.st.Invalidate()
}

// showLimit says, where refusals show, that the field is full; it goes
// when a character is deleted or the typing ends.
func (s *Setup) showLimit() {
	switch {
	case s.edit.Full && s.edit.field == seedField:
		s.err = s.ctx.Words.T("setup.seed_full")
	case s.edit.Full:
		s.err = s.ctx.Words.T("setup.name_full", maxName)
	default:
		s.err = ""
	}
}

// field is the button of a typing field.
func (s *Setup) field(f int) *sprites.Button {
	if f == seedField {
		return s.w.seed
	}
	return s.w.rows[f].name
}
