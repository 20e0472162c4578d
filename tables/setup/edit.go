package setup

import (
	"strconv"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/sprites"
)

// Fields that take typing: seat names are 0..4, the seed is seedField.
const (
	noField   = -1
	seedField = 100
)

// editor is the text field being typed into, if any. A field opens with
// its whole text selected, as Ctrl+A selects it again: the first key typed
// replaces it (a default name is replaced, not appended to), Backspace
// clears it, and an arrow, Home or End keeps it and puts the caret at its
// end.
type editor struct {
	field  int
	text   []rune
	all    bool // the whole text is selected
	repeat int  // ticks Backspace has been held
	full   bool // a character was refused for the field's length
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
		e.text = []rune(strconv.FormatUint(s.seed, 10))
	} else {
		e.text = []rune(s.seats[field].Name)
	}
	e.all = len(e.text) > 0
	e.full = false
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
	txt := string(e.text)
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
	if e.full {
		s.err = ""
	}
	e.field, e.text, e.all, e.full = noField, e.text[:0], false, false
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

// selectAll is Ctrl+A (Cmd+A on a Mac).
func selectAll(in *scenes.Input) bool {
	return in.KeyJustPressed(ebiten.KeyA) && (in.KeyPressed(ebiten.KeyControl) || in.KeyPressed(ebiten.KeyMeta))
}

// update applies this tick's typing: characters, Backspace (repeating
// while held), Enter or Tab to keep, Escape to drop. A press anywhere but
// on the field keeps the text, then acts as usual.
func (e *editor) update(s *Setup) {
	in := s.ctx.Input
	switch {
	case in.KeyJustPressed(ebiten.KeyEnter), in.KeyJustPressed(ebiten.KeyNumpadEnter), in.KeyJustPressed(ebiten.KeyTab):
		e.commit(s)
		return
	case in.KeyJustPressed(ebiten.KeyEscape):
		e.cancel(s)
		return
	}
	p := in.Pointer()
	if p.JustDown && !s.field(e.field).WorldBounds().Contains(p.X, p.Y) {
		e.commit(s)
		return
	}
	all, full := e.all, e.full
	switch {
	case selectAll(in):
		e.all = len(e.text) > 0
	case in.KeyJustPressed(ebiten.KeyArrowLeft), in.KeyJustPressed(ebiten.KeyArrowRight),
		in.KeyJustPressed(ebiten.KeyHome), in.KeyJustPressed(ebiten.KeyEnd):
		e.all = false
	}
	typed := false
	if in.KeyJustPressed(ebiten.KeyBackspace) {
		e.repeat = 0
		typed = e.backspace()
	} else if in.KeyPressed(ebiten.KeyBackspace) {
		// held: repeat after half a second, then 15 a second
		if e.repeat++; e.repeat > 30 && e.repeat%4 == 0 {
			typed = e.backspace()
		}
	}
	s.cbuf = s.chars(s.cbuf[:0])
	if in.KeyPressed(ebiten.KeyControl) || in.KeyPressed(ebiten.KeyMeta) {
		s.cbuf = s.cbuf[:0] // a shortcut, not typing
	}
	for _, r := range s.cbuf {
		text := e.text
		if e.all {
			text = text[:0] // typing replaces the selection
		}
		ok, tooLong := e.accepts(text, r)
		if tooLong {
			e.full = true
		}
		if ok {
			e.text, e.all = append(text, r), false
			typed = true
		}
	}
	if e.full && !full {
		s.ctx.Play(scenes.SoundRefused)
	}
	switch {
	case all != e.all || full != e.full:
		s.showLimit()
		s.refresh() // the field's look changes with the selection
	case typed:
		s.showTyping()
	}
}

// backspace deletes the last character, or the whole text when it is
// selected. It forgets a length refusal.
func (e *editor) backspace() bool {
	if len(e.text) == 0 {
		return false
	}
	if e.all {
		e.text, e.all = e.text[:0], false
	} else {
		e.text = e.text[:len(e.text)-1]
	}
	e.full = false
	return true
}

// keyGate passes keys to the stage except while a field takes typing, so
// Space, Backspace and Enter type instead of pressing buttons.
type keyGate struct {
	src    sprites.KeySource
	closed bool
}

func (k *keyGate) KeyJustPressed(key ebiten.Key) bool { return !k.closed && k.src.KeyJustPressed(key) }
func (k *keyGate) KeyPressed(key ebiten.Key) bool     { return !k.closed && k.src.KeyPressed(key) }

// shown is the field's text as it reads while typing: with the caret at
// its end, or without one while the whole text is selected.
func (e *editor) shown() string {
	if e.all {
		return string(e.text)
	}
	return string(e.text) + "|"
}
