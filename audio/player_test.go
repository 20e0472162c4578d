package audio_test

import (
	"math"
	"testing"

	"salotto/audio"
)

func TestNilPlayerIsSafe(t *testing.T) {
	var p *audio.Player
	p.Play(audio.Deal)
	p.SetVolume(0.5)
	p.SetMuted(false)
	if p.Volume() != 0 || !p.Muted() || p.Audible() {
		t.Errorf("nil player: volume %v muted %v audible %v, want 0 true false", p.Volume(), p.Muted(), p.Audible())
	}
}

func TestDisabledPlayerKeepsSettings(t *testing.T) {
	p := audio.New(false)
	if p == nil {
		t.Fatal("New(false) returned nil")
	}
	if p.Audible() {
		t.Error("New(false) made an audio context")
	}
	if p.Volume() != 1 || p.Muted() {
		t.Errorf("fresh player: volume %v muted %v, want 1 false", p.Volume(), p.Muted())
	}
	p.SetVolume(0.3)
	p.SetMuted(true)
	for _, s := range audio.Sounds {
		p.Play(s)
	}
	p.Play(audio.Button + 7)
	if p.Volume() != 0.3 || !p.Muted() {
		t.Errorf("after settings: volume %v muted %v, want 0.3 true", p.Volume(), p.Muted())
	}
}

func TestNoAudioEnvironmentDisables(t *testing.T) {
	t.Setenv("SALOTTO_NOAUDIO", "1")
	if audio.New(true).Audible() {
		t.Error("SALOTTO_NOAUDIO=1 still made an audio context")
	}
}

func TestVolumeIsClamped(t *testing.T) {
	tests := []struct{ set, want float64 }{
		{0.25, 0.25}, {-1, 0}, {2, 1}, {math.NaN(), 0}, {math.Inf(1), 1}, {0, 0}, {1, 1},
	}
	p := audio.New(false)
	for _, tt := range tests {
		p.SetVolume(tt.set)
		if got := p.Volume(); got != tt.want {
			t.Errorf("SetVolume(%v): Volume() = %v, want %v", tt.set, got, tt.want)
		}
	}
}

func TestSoundNames(t *testing.T) {
	seen := map[string]bool{}
	for _, s := range audio.Sounds {
		name := s.String()
		if name == "" || name == "sound(?)" || seen[name] {
			t.Errorf("sound %d has name %q", int(s), name)
		}
		seen[name] = true
	}
}
