package setup

import (
	"strconv"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/internal/textfield"
)

// Fields that take typing: seat names are 0..4, the seed is seedField.
const (
	noField   = -1
	seedField = 100
)

// editor is the text field being typed into, if any, and its typing
// (textfield.Line: a field opens with its whole text selected, so the
// first key typed replaces a default name).
type editor struct {
	field int
	textfield.Line
}

func (e *editor) active() bool { return e.field != noField }

// begin starts typing into field, starting from its current text.
func (e *editor) begin(s *Setup, field int) {
	if e.field == field {
		return
	}
	e.commit(s)
	e.field = field
	if field == seedField {
		e.Begin(strconv.FormatUint(s.seed, 10))
	} else {
		e.Begin(s.seats[field].Name)
	}
	s.keys.closed = true
	s.err = ""
	s.refresh()
}

// commit keeps what was typed. An emptied name goes back to its default;
// an emptied seed keeps the old one.
func (e *editor) commit(s *Setup) {
	if !e.active() {
		return
	}
	txt := string(e.Text)
	switch {
	case e.field == seedField:
		if v, err := strconv.ParseUint(txt, 10, 64); err == nil {
			s.seed = v
		}
	case txt == "":
		s.seats[e.field].custom = false
		s.seats[e.field].Name = s.defaultName(e.field)
	case txt != s.seats[e.field].Name:
		s.seats[e.field].Name = txt
		s.seats[e.field].custom = true
	}
	e.end(s)
}

// cancel drops what was typed.
func (e *editor) cancel(s *Setup) {
	if e.active() {
		e.end(s)
	}
}

func (e *editor) end(s *Setup) {
	if e.Full {
		s.err = ""
	}
	e.field = noField
	e.Reset()
	s.keys.closed = false
	s.refresh()
}

// accepts reports whether r may follow text in the field, and whether a
// refusal is for the field's length (which the screen then says).
func (e *editor) accepts(text []rune, r rune) (ok, tooLong bool) {
	if e.field == seedField {
		if r < '0' || r > '9' {
			return false, false
		}
		_, err := strconv.ParseUint(string(text)+string(r), 10, 64)
		return err == nil, err != nil
	}
	if !unicode.IsPrint(r) || len(text) == 0 && r == ' ' { // no leading space
		return false, false
	}
	if len(text) >= maxName {
		return false, true
	}
	return true, false
}

// update applies this tick's typing (textfield.Line): Enter or Tab keeps,
// Escape drops, and a press anywhere but on the field keeps the text,
// then acts as usual.
func (e *editor) update(s *Setup) {
	in := s.ctx.Input
	switch e.Ends(in) {
	case textfield.Keep:
		e.commit(s)
		return
	case textfield.Cancel:
		e.cancel(s)
		return
	}
	p := in.Pointer()
	if p.JustDown && !s.field(e.field).WorldBounds().Contains(p.X, p.Y) {
		e.commit(s)
		return
	}
	s.cbuf = s.chars(s.cbuf[:0])
	typed, restyled, refused := e.Type(in, s.cbuf, e.accepts)
	if refused {
		s.ctx.Play(scenes.SoundRefused)
	}
	switch {
	case restyled:
		s.showLimit()
		s.refresh() // the field's look changes with the selection
	case typed:
		s.showTyping()
	}
}

// keyGate passes keys to the stage except while a field takes typing, so
// Space, Backspace and Enter type instead of pressing buttons.
type keyGate struct {
	src    sprites.KeySource
	closed bool
}

func (k *keyGate) KeyJustPressed(key ebiten.Key) bool { return !k.closed && k.src.KeyJustPressed(key) }
func (k *keyGate) KeyPressed(key ebiten.Key) bool     { return !k.closed && k.src.KeyPressed(key) }
