package lobby

import (
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/online/proto"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/internal/textfield"
)

// maxName is the longest name, in characters, a player may have: the
// setup screen's, short enough for every table's seat panel.
const maxName = 12

// maxCodeTyped is the longest code as typed: eight symbols, a dash and
// a few spaces.
const maxCodeTyped = proto.CodeLen + 4

// field is a one-line text field on a button: a click (or Enter on it)
// starts the typing (textfield.Line), Enter keeps, Escape drops, a press
// elsewhere keeps.
type field struct {
	btn    *sprites.Button
	value  string
	hint   string // shown, dim, while the value is empty
	line   textfield.Line
	accept textfield.Accept
	typing bool
}

// typingState is the typing of a screen's fields: which one, if any, the
// keys the stage must not see meanwhile, and this tick's characters.
type typingState struct {
	on    *field
	keys  keyGate
	chars func([]rune) []rune // ebiten.AppendInputChars; tests type
	buf   []rune
}

// keyGate passes keys to the stage except while a field takes typing, so
// Space, Backspace and Enter type instead of pressing buttons.
type keyGate struct {
	src    sprites.KeySource
	closed bool
}

func (k *keyGate) KeyJustPressed(key ebiten.Key) bool { return !k.closed && k.src.KeyJustPressed(key) }
func (k *keyGate) KeyPressed(key ebiten.Key) bool     { return !k.closed && k.src.KeyPressed(key) }

// begin starts typing into f.
func (t *typingState) begin(f *field) {
	if t.on == f {
		return
	}
	t.end(true)
	t.on, f.typing = f, true
	f.line.Begin(f.value)
	t.keys.closed = true
}

// end stops the typing, keeping the text or not; it returns the field
// that was typed into.
func (t *typingState) end(keep bool) *field {
	f := t.on
	if f == nil {
		return nil
	}
	if keep {
		f.value = string(f.line.Text)
	}
	f.line.Reset()
	f.typing, t.on = false, nil
	t.keys.closed = false
	return f
}

// update applies a tick's typing; it returns the field whose typing ended
// and how (textfield.Keep or Cancel; a press elsewhere keeps), or nil.
func (t *typingState) update(in *scenes.Input) (*field, textfield.End) {
	f := t.on
	if f == nil {
		return nil, textfield.Going
	}
	switch end := f.line.Ends(in); end {
	case textfield.Keep, textfield.Cancel:
		t.end(end == textfield.Keep)
		return f, end
	}
	if p := in.Pointer(); p.JustDown && !f.btn.WorldBounds().Contains(p.X, p.Y) {
		t.end(true)
		return f, textfield.Keep
	}
	t.buf = t.chars(t.buf[:0])
	f.line.Type(in, t.buf, f.accept)
	return nil, textfield.Going
}

// acceptName takes a name's characters: printable, not a leading space,
// maxName at the most.
func acceptName(text []rune, r rune) (ok, tooLong bool) {
	if !unicode.IsPrint(r) || len(text) == 0 && r == ' ' {
		return false, false
	}
	if len(text) >= maxName {
		return false, true
	}
	return true, false
}

// acceptCode takes what a code may be typed with: letters and digits
// (readCode says which are not in codes), a dash and spaces.
func acceptCode(text []rune, r rune) (ok, tooLong bool) {
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != ' ' {
		return false, false
	}
	if len(text) >= maxCodeTyped {
		return false, true
	}
	return true, false
}

// shown is what the field's button reads: the typing with its caret, the
// value, or the hint.
func (f *field) shown() string {
	switch {
	case f.typing:
		return f.line.Shown()
	case f.value == "":
		return f.hint
	}
	return f.value
}
