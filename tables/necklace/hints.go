package necklace

import (
	nk "salotto/rules/necklace"
)

// The Duchess's Necklace's first-game tips (the kit's Hint): the first
// time the player must discard, and the first preview the panel shows of
// a take or a discard.

// turnHint is the discard tip when the player is to discard
// (Base.TurnHint).
func (t *Table) turnHint() string {
	if v, ok := t.D.Shown().(*nk.State); ok && v.Discarding() {
		return "first_discard"
	}
	return ""
}

// hintPreview asks for the preview tip when the panel shows one.
func (t *Table) hintPreview(p Preview) {
	if p.Kind != NoPreview {
		t.Hint("first_preview")
	}
}
