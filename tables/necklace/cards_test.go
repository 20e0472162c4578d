package necklace

import (
	"testing"

	"salotto/art"
	"salotto/lang"
	nk "salotto/rules/necklace"
)

// TestCardNodesHideWhatIsHidden: a hidden card's face is the back, so
// turning it over cannot show a card; a known card uses the shared key.
func TestCardNodesHideWhatIsHidden(t *testing.T) {
	h := newCardNode(lang.English(), nk.NoCard, 63, 88)
	if h.FaceUp() || h.FaceKey() != art.NecklaceBackKey(lang.English()) {
		t.Fatalf("hidden card: face up %v, face %q", h.FaceUp(), h.FaceKey())
	}
	h.SetFaceUp(true)
	if h.FaceKey() != art.NecklaceBackKey(lang.English()) {
		t.Fatalf("a hidden card turned shows %q", h.FaceKey())
	}
	c := cards(t, "R02")[0]
	h.reveal(c)
	if h.FaceKey() != art.NecklaceKey("R02") || h.card != c {
		t.Errorf("revealed: %q %v", h.FaceKey(), h.card)
	}
	k := newCardNode(lang.English(), cards(t, "G03")[0], 63, 88)
	if !k.FaceUp() || k.FaceKey() != art.NecklaceKey("G03") || k.Payload != k {
		t.Errorf("known card: up %v key %q", k.FaceUp(), k.FaceKey())
	}
}
