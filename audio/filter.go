package audio

import "math"

// biquad is a second-order filter (Robert Bristow-Johnson's cookbook forms).
// Coefficients may change every sample, which the sweeping swish relies on.
type biquad struct {
	b0, b1, b2, a1, a2 float64
	x1, x2, y1, y2     float64
}

// bandpass sets a band-pass with 0 dB gain at freq.
func (f *biquad) bandpass(freq, q float64) {
	w := 2 * math.Pi * freq / SampleRate
	alpha := math.Sin(w) / (2 * q)
	a0 := 1 + alpha
	f.b0, f.b1, f.b2 = alpha/a0, 0, -alpha/a0
	f.a1, f.a2 = -2*math.Cos(w)/a0, (1-alpha)/a0
}

// lowpass sets a low-pass with its corner at freq.
func (f *biquad) lowpass(freq, q float64) {
	w := 2 * math.Pi * freq / SampleRate
	alpha := math.Sin(w) / (2 * q)
	c := math.Cos(w)
	a0 := 1 + alpha
	f.b0, f.b1, f.b2 = (1-c)/2/a0, (1-c)/a0, (1-c)/2/a0
	f.a1, f.a2 = -2*c/a0, (1-alpha)/a0
}

func (f *biquad) step(x float64) float64 {
	y := f.b0*x + f.b1*f.x1 + f.b2*f.x2 - f.a1*f.y1 - f.a2*f.y2
	f.x2, f.x1 = f.x1, x
	f.y2, f.y1 = f.y1, y
	return y
}
