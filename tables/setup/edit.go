package setup

import (
	"strconv"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/sprites"
)

// Fields that take typing: seat names are 0..4, the seed is seedField.
const (
	noField   = -1
	seedField = 100
)

// editor is the text field being typed into, if any.
type editor struct {
	field  int
	text   []rune
	repeat int // ticks Backspace has been held
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
	e.field, e.text = noField, e.text[:0]
	s.keys.closed = false
	s.refresh()
}

// accepts reports whether r may be typed into the field.
func (e *editor) accepts(r rune) bool {
	if e.field == seedField {
		if r < '0' || r > '9' || len(e.text) >= maxSeedDigits {
			return false
		}
		_, err := strconv.ParseUint(string(e.text)+string(r), 10, 64)
		return err == nil
	}
	if len(e.text) >= maxName || !unicode.IsPrint(r) {
		return false
	}
	return !(len(e.text) == 0 && r == ' ') // no leading space
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
	for _, r := range s.cbuf {
		if e.accepts(r) {
			e.text = append(e.text, r)
			typed = true
		}
	}
	if typed {
		s.showTyping()
	}
}

func (e *editor) backspace() bool {
	if len(e.text) == 0 {
		return false
	}
	e.text = e.text[:len(e.text)-1]
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
