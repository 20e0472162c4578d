package audio_test

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
	"time"

	"salotto/audio"
)

// frames decodes 16-bit stereo PCM into left and right samples in [-1, 1].
func frames(t *testing.T, pcm []byte) (l, r []float64) {
	t.Helper()
	if len(pcm)%4 != 0 {
		t.Fatalf("PCM length %d is not whole 16-bit stereo frames", len(pcm))
	}
	for i := 0; i < len(pcm); i += 4 {
		l = append(l, float64(int16(binary.LittleEndian.Uint16(pcm[i:])))/math.MaxInt16)
		r = append(r, float64(int16(binary.LittleEndian.Uint16(pcm[i+2:])))/math.MaxInt16)
	}
	return l, r
}

func peak(ch ...[]float64) float64 {
	m := 0.0
	for _, c := range ch {
		for _, v := range c {
			m = math.Max(m, math.Abs(v))
		}
	}
	return m
}

func rms(c []float64) float64 {
	s := 0.0
	for _, v := range c {
		s += v * v
	}
	return math.Sqrt(s / float64(len(c)))
}

// zeroCrossingRate is a rough pitch/brightness measure: crossings per second.
func zeroCrossingRate(c []float64) float64 {
	n := 0
	for i := 1; i < len(c); i++ {
		if (c[i-1] < 0) != (c[i] < 0) {
			n++
		}
	}
	return float64(n) / (float64(len(c)) / audio.SampleRate)
}

func TestSoundsAreShort(t *testing.T) {
	tests := []struct {
		sound    audio.Sound
		min, max time.Duration
	}{
		{audio.Deal, 150 * time.Millisecond, 300 * time.Millisecond},
		{audio.Flip, 60 * time.Millisecond, 200 * time.Millisecond},
		{audio.Place, 40 * time.Millisecond, 150 * time.Millisecond},
		{audio.Refused, 150 * time.Millisecond, 350 * time.Millisecond},
		{audio.Win, 500 * time.Millisecond, 1200 * time.Millisecond},
		{audio.Button, 20 * time.Millisecond, 80 * time.Millisecond},
	}
	for _, tt := range tests {
		t.Run(tt.sound.String(), func(t *testing.T) {
			l, _ := frames(t, audio.PCM(tt.sound))
			got := time.Duration(len(l)) * time.Second / audio.SampleRate
			if got < tt.min || got > tt.max {
				t.Errorf("%v lasts %v, want between %v and %v", tt.sound, got, tt.min, tt.max)
			}
		})
	}
}

func TestSoundsStaySoft(t *testing.T) {
	for _, s := range audio.Sounds {
		l, r := frames(t, audio.PCM(s))
		if p := peak(l, r); p > audio.PeakCeiling {
			t.Errorf("%v peaks at %.3f of full scale, above the ceiling %.2f", s, p, audio.PeakCeiling)
		}
	}
}

func TestSoundsAreAudible(t *testing.T) {
	for _, s := range audio.Sounds {
		l, r := frames(t, audio.PCM(s))
		if p := peak(l, r); p < 0.1 {
			t.Errorf("%v peaks at only %.3f of full scale", s, p)
		}
		if v := rms(l) + rms(r); v < 0.01 {
			t.Errorf("%v is nearly silent: RMS %.4f", s, v)
		}
	}
}

func TestSoundsStartAndEndQuietly(t *testing.T) {
	for _, s := range audio.Sounds {
		l, r := frames(t, audio.PCM(s))
		for _, ch := range [][]float64{l, r} {
			if first, last := math.Abs(ch[0]), math.Abs(ch[len(ch)-1]); first > 0.01 || last > 0.01 {
				t.Errorf("%v starts at %.3f and ends at %.3f: it would click", s, first, last)
			}
		}
	}
}

func TestSoundsDiffer(t *testing.T) {
	pcm := map[audio.Sound][]byte{}
	for _, s := range audio.Sounds {
		pcm[s] = audio.PCM(s)
	}
	for i, a := range audio.Sounds {
		for _, b := range audio.Sounds[i+1:] {
			if bytes.Equal(pcm[a], pcm[b]) {
				t.Errorf("%v and %v are the same buffer", a, b)
			}
		}
	}
}

// TestRefusedIsTheLowestSound checks the thud reads as low next to the tap,
// the click and the chime, which is what tells a refusal apart by ear.
func TestRefusedIsTheLowestSound(t *testing.T) {
	zcr := map[audio.Sound]float64{}
	for _, s := range audio.Sounds {
		l, _ := frames(t, audio.PCM(s))
		zcr[s] = zeroCrossingRate(l)
	}
	for _, s := range audio.Sounds {
		if s != audio.Refused && zcr[s] <= zcr[audio.Refused] {
			t.Errorf("%v crosses zero %.0f times/s, not above the thud's %.0f", s, zcr[s], zcr[audio.Refused])
		}
	}
	if zcr[audio.Win] <= zcr[audio.Place] {
		t.Errorf("the chime (%.0f/s) should be brighter than the tap (%.0f/s)", zcr[audio.Win], zcr[audio.Place])
	}
}

// TestDealSlidesAcross checks the swish moves from left to right.
func TestDealSlidesAcross(t *testing.T) {
	l, r := frames(t, audio.PCM(audio.Deal))
	half := len(l) / 2
	if !(rms(l[:half]) > rms(r[:half]) && rms(r[half:]) > rms(l[half:])) {
		t.Errorf("deal does not pan left to right: first half L/R %.4f/%.4f, second half %.4f/%.4f",
			rms(l[:half]), rms(r[:half]), rms(l[half:]), rms(r[half:]))
	}
}

func TestPCMIsDeterministic(t *testing.T) {
	for _, s := range audio.Sounds {
		if !bytes.Equal(audio.PCM(s), audio.PCM(s)) {
			t.Errorf("%v differs between two syntheses", s)
		}
	}
}

func TestUnknownSoundHasNoPCM(t *testing.T) {
	for _, s := range []audio.Sound{-1, audio.Button + 1} {
		if pcm := audio.PCM(s); pcm != nil {
			t.Errorf("PCM(%d) = %d bytes, want nil", s, len(pcm))
		}
	}
}

func BenchmarkSynthesizeAll(b *testing.B) {
	for b.Loop() {
		for _, s := range audio.Sounds {
			audio.PCM(s)
		}
	}
}
