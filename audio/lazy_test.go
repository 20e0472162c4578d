package audio

import (
	"bytes"
	"testing"
)

// TestEffectsAreSynthesizedWhenFirstPlayed: a Player holds no samples
// until an effect is asked for, then the same samples as PCM gives, made
// once.
func TestEffectsAreSynthesizedWhenFirstPlayed(t *testing.T) {
	p := New(false)
	for _, s := range Sounds {
		if p.pcm[s] != nil {
			t.Fatalf("effect %d was synthesized before it was played", s)
		}
	}
	first := p.samples(Place)
	if !bytes.Equal(first, PCM(Place)) {
		t.Fatal("the samples differ from PCM's")
	}
	if again := p.samples(Place); &again[0] != &first[0] {
		t.Error("the effect was synthesized a second time")
	}
	if p.pcm[Win] != nil {
		t.Error("asking for one effect synthesized another")
	}
}
