// Package textfield is the typing of a one-line text field, shared by the
// screens that take a typed name or code (the setup screen's names and
// seed, Play online's name and room code). A field opens with its whole
// text selected, as Ctrl+A (Cmd+A on a Mac) selects it again: the first
// key typed replaces it, Backspace clears it, and an arrow, Home or End
// keeps it and puts the caret at its end. Backspace repeats while held.
// Enter, the keypad's Enter or Tab keep the text; Escape drops it.
//
// It knows keys and characters only: the screen that owns a field shows
// it (Shown), says why a character was refused, and ends the typing when
// a press lands elsewhere.
package textfield

import "github.com/hajimehoshi/ebiten/v2"

// Keys is what a field reads of the keyboard (scenes.Input).
type Keys interface {
	KeyJustPressed(ebiten.Key) bool
	KeyPressed(ebiten.Key) bool
}

// Accept reports whether r may follow text in a field, and whether a
// refusal is for the field's length (which the screen then says).
type Accept func(text []rune, r rune) (ok, tooLong bool)

// End is how a tick ends the typing.
type End int

// The ways typing ends.
const (
	Going  End = iota // still typing
	Keep              // Enter, the keypad's Enter or Tab: keep the text
	Cancel            // Escape: drop it
)

// Line is the text being typed and its state.
type Line struct {
	Text   []rune
	All    bool // the whole text is selected
	Full   bool // a character was refused for the field's length
	repeat int  // ticks Backspace has been held
}

// Begin starts typing from text, selected whole.
func (l *Line) Begin(text string) {
	l.Text = append(l.Text[:0], []rune(text)...)
	l.All = len(l.Text) > 0
	l.Full = false
	l.repeat = 0
}

// Reset forgets the text (the typing ended).
func (l *Line) Reset() { l.Text, l.All, l.Full = l.Text[:0], false, false }

// Ends reads whether this tick's keys end the typing.
func (l *Line) Ends(in Keys) End {
	switch {
	case in.KeyJustPressed(ebiten.KeyEnter), in.KeyJustPressed(ebiten.KeyNumpadEnter), in.KeyJustPressed(ebiten.KeyTab):
		return Keep
	case in.KeyJustPressed(ebiten.KeyEscape):
		return Cancel
	}
	return Going
}

// Type applies this tick's typing: the characters typed (chars, from
// ebiten.AppendInputChars), Backspace, Ctrl+A and the keys that drop the
// selection. typed reports that the text changed; restyled that the
// selection or the length refusal did (the field's look changes);
// refused that a character was just refused for the length.
func (l *Line) Type(in Keys, chars []rune, accept Accept) (typed, restyled, refused bool) {
	all, full := l.All, l.Full
	switch {
	case selectAll(in):
		l.All = len(l.Text) > 0
	case in.KeyJustPressed(ebiten.KeyArrowLeft), in.KeyJustPressed(ebiten.KeyArrowRight),
		in.KeyJustPressed(ebiten.KeyHome), in.KeyJustPressed(ebiten.KeyEnd):
		l.All = false
	}
	if in.KeyJustPressed(ebiten.KeyBackspace) {
		l.repeat = 0
		typed = l.backspace()
	} else if in.KeyPressed(ebiten.KeyBackspace) {
		// held: repeat after half a second, then 15 a second
		if l.repeat++; l.repeat > 30 && l.repeat%4 == 0 {
			typed = l.backspace()
		}
	}
	if in.KeyPressed(ebiten.KeyControl) || in.KeyPressed(ebiten.KeyMeta) {
		chars = nil // a shortcut, not typing
	}
	for _, r := range chars {
		text := l.Text
		if l.All {
			text = text[:0] // typing replaces the selection
		}
		ok, tooLong := accept(text, r)
		if tooLong {
			l.Full = true
		}
		if ok {
			l.Text, l.All = append(text, r), false
			typed = true
		}
	}
	return typed, all != l.All || full != l.Full, l.Full && !full
}

// selectAll is Ctrl+A (Cmd+A on a Mac).
func selectAll(in Keys) bool {
	return in.KeyJustPressed(ebiten.KeyA) && (in.KeyPressed(ebiten.KeyControl) || in.KeyPressed(ebiten.KeyMeta))
}

// backspace deletes the last character, or the whole text when it is
// selected. It forgets a length refusal.
func (l *Line) backspace() bool {
	if len(l.Text) == 0 {
		return false
	}
	if l.All {
		l.Text, l.All = l.Text[:0], false
	} else {
		l.Text = l.Text[:len(l.Text)-1]
	}
	l.Full = false
	return true
}

// Shown is the text as it reads while typing: with the caret at its end,
// or without one while the whole text is selected.
func (l *Line) Shown() string {
	if l.All {
		return string(l.Text)
	}
	return string(l.Text) + "|"
}
