package audio

import (
	"encoding/binary"
	"math"
	"math/rand/v2"
)

// SampleRate is the rate of every synthesized buffer and of the audio context.
const SampleRate = 48000

// PeakCeiling is the loudest any effect may get, as a fraction of full scale
// (about -6 dBFS): docs/art.md#sound asks for sounds never louder than a
// card put on a table.
const PeakCeiling = 0.5

// peaks holds each effect's normalized peak level. Low sounds (the thud) carry
// less perceived loudness per unit of amplitude, so they get a little more.
var peaks = [numSounds]float64{
	Deal:    0.26,
	Flip:    0.24,
	Place:   0.32,
	Refused: 0.42,
	Win:     0.26,
	Button:  0.20,
}

// PCM synthesizes an effect as 16-bit signed little-endian stereo at
// SampleRate, the format Ebitengine's NewPlayerFromBytes expects. The result is
// the same on every call and every platform (the noise comes from a seeded
// PCG). An unknown Sound gives nil.
func PCM(s Sound) []byte {
	var buf stereo
	switch s {
	case Deal:
		buf = synthDeal()
	case Flip:
		buf = synthFlip()
	case Place:
		buf = synthPlace()
	case Refused:
		buf = synthRefused()
	case Win:
		buf = synthWin()
	case Button:
		buf = synthButton()
	default:
		return nil
	}
	buf.fadeEdges(0.001, 0.004)
	buf.normalize(peaks[s])
	return buf.encode()
}

// stereo is a float buffer per channel, in [-1, 1] once normalized.
type stereo struct{ l, r []float64 }

func newStereo(seconds float64) stereo {
	n := int(seconds * SampleRate)
	return stereo{l: make([]float64, n), r: make([]float64, n)}
}

// add mixes a mono sample into frame i with a constant-power pan
// (-1 = left, 0 = centre, 1 = right).
func (b stereo) add(i int, v, pan float64) {
	a := (pan + 1) * math.Pi / 4
	b.l[i] += v * math.Cos(a) * math.Sqrt2
	b.r[i] += v * math.Sin(a) * math.Sqrt2
}

// fadeEdges ramps the first and last moments so no effect starts or stops
// with a click of its own.
func (b stereo) fadeEdges(in, out float64) {
	n := len(b.l)
	fin, fout := int(in*SampleRate), int(out*SampleRate)
	for i := 0; i < fin && i < n; i++ {
		g := float64(i) / float64(fin)
		b.l[i] *= g
		b.r[i] *= g
	}
	for i := 0; i < fout && i < n; i++ {
		g := float64(i) / float64(fout)
		b.l[n-1-i] *= g
		b.r[n-1-i] *= g
	}
}

func (b stereo) normalize(peak float64) {
	max := 0.0
	for i := range b.l {
		max = math.Max(max, math.Max(math.Abs(b.l[i]), math.Abs(b.r[i])))
	}
	if max == 0 {
		return
	}
	g := peak / max
	for i := range b.l {
		b.l[i] *= g
		b.r[i] *= g
	}
}

func (b stereo) encode() []byte {
	out := make([]byte, 4*len(b.l))
	for i := range b.l {
		binary.LittleEndian.PutUint16(out[4*i:], uint16(toInt16(b.l[i])))
		binary.LittleEndian.PutUint16(out[4*i+2:], uint16(toInt16(b.r[i])))
	}
	return out
}

func toInt16(v float64) int16 {
	return int16(math.Round(math.Max(-1, math.Min(1, v)) * math.MaxInt16))
}

// noise returns a deterministic white-noise source in [-1, 1).
func noise(seed uint64) func() float64 {
	r := rand.New(rand.NewPCG(seed, 0x5a1077))
	return func() float64 { return 2*r.Float64() - 1 }
}

// rise is a fast exponential attack: 0 at t=0, about 1 after a few tau.
func rise(t, tau float64) float64 { return 1 - math.Exp(-t/tau) }

// decay is an exponential release from 1.
func decay(t, tau float64) float64 { return math.Exp(-t / tau) }
