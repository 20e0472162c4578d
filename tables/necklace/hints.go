package necklace

import (
	nk "salotto/rules/necklace"
)

// The Duchess's Necklace's first-game tips (the kit's Hint): the first
// time the player must discard, and the first preview the panel shows of
// a take or a discard.

// hintTurn asks for the discard tip when the player is to discard.
func (t *Table) hintTurn() {
	p := t.D.Holder()
	if p < 0 || !t.D.CanAct(p) {
		return
	}
	if v, ok := t.D.Shown().(*nk.State); ok && v.Discarding() {
		t.Hint("first_discard")
	}
}

// hintPreview asks for the preview tip when the panel shows one.
func (t *Table) hintPreview(p Preview) {
	if p.Kind != NoPreview {
		t.Hint("first_preview")
	}
}
