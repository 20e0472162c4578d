package audio

import "math"

// synthDeal is paper sliding on felt: band-passed noise whose band climbs as
// the card speeds up, swelling and fading, drifting from left to right as a
// card crosses the table. A slow random "grain" keeps it from sounding like
// a hiss.
func synthDeal() stereo {
	const dur = 0.22
	b := newStereo(dur)
	n, grainNoise := noise(1), noise(2)
	var band, grain biquad
	grain.lowpass(60, 0.7)
	for i := range b.l {
		t := float64(i) / SampleRate
		p := t / dur
		band.bandpass(1500*math.Pow(4000.0/1500, p), 0.9)
		env := math.Pow(math.Sin(math.Pi*p), 1.5) * (1 - 0.35*p)
		g := 1 + 4*grain.step(grainNoise())
		b.add(i, band.step(n())*env*g, -0.35+0.7*p)
	}
	return b
}

// synthFlip is a card turned over: two quick flicks of the card's edge, the
// second softer, over a faint higher snap.
func synthFlip() stereo {
	const dur = 0.12
	b := newStereo(dur)
	n := noise(3)
	var body, snap biquad
	body.bandpass(2800, 1.2)
	snap.bandpass(5200, 2)
	flick := func(t, at, amp float64) float64 {
		if t < at {
			return 0
		}
		return amp * rise(t-at, 0.0015) * decay(t-at, 0.012)
	}
	for i := range b.l {
		t := float64(i) / SampleRate
		env := flick(t, 0, 1) + flick(t, 0.05, 0.6)
		x := n()
		b.add(i, (body.step(x)+0.35*snap.step(x))*env, 0.1)
	}
	return b
}

// synthPlace is a card set down: a short low body whose pitch drops as it
// settles, with a soft muffled transient on top.
func synthPlace() stereo {
	const dur = 0.09
	b := newStereo(dur)
	n := noise(4)
	var muffle biquad
	muffle.lowpass(2200, 0.7)
	phase := 0.0
	for i := range b.l {
		t := float64(i) / SampleRate
		phase += 2 * math.Pi * (150 + 90*decay(t, 0.01)) / SampleRate
		body := math.Sin(phase) * rise(t, 0.0015) * decay(t, 0.018)
		click := muffle.step(n()) * decay(t, 0.004)
		b.add(i, 0.8*body+0.6*click, 0)
	}
	return b
}

// synthRefused is a low "dud-dud": two falling thuds, the second quieter,
// heard as a gentle no rather than an alarm.
func synthRefused() stereo {
	const dur = 0.26
	b := newStereo(dur)
	n := noise(5)
	var muffle biquad
	muffle.lowpass(400, 0.7)
	thuds := [...]struct{ at, amp float64 }{{0, 1}, {0.11, 0.7}}
	var phases [len(thuds)]float64
	for i := range b.l {
		t := float64(i) / SampleRate
		rumble := muffle.step(n())
		v := 0.0
		for k, th := range thuds {
			tau := t - th.at
			if tau < 0 {
				continue
			}
			phases[k] += 2 * math.Pi * (70 + 40*decay(tau, 0.03)) / SampleRate
			env := rise(tau, 0.004) * decay(tau, 0.05)
			v += th.amp * (env*math.Sin(phases[k]) + 0.3*rumble*rise(tau, 0.001)*decay(tau, 0.01))
		}
		b.add(i, v, 0)
	}
	return b
}

// synthWin is a small bell arpeggio (C6, E6, G6), each note with slightly
// inharmonic upper partials that die away first, spread a little in stereo.
func synthWin() stereo {
	const dur = 0.95
	b := newStereo(dur)
	notes := [...]struct{ freq, at, pan float64 }{
		{1046.5, 0, -0.3},
		{1318.5, 0.075, 0},
		{1568.0, 0.15, 0.3},
	}
	partials := [...]struct{ ratio, amp float64 }{{1, 1}, {2.0, 0.25}, {3.01, 0.08}}
	for i := range b.l {
		t := float64(i) / SampleRate
		for _, note := range notes {
			tau := t - note.at
			if tau < 0 {
				continue
			}
			v := 0.0
			for k, p := range partials {
				v += p.amp * math.Sin(2*math.Pi*note.freq*p.ratio*tau) * decay(tau, 0.28/float64(k+1))
			}
			b.add(i, v*rise(tau, 0.002), note.pan)
		}
	}
	return b
}

// synthButton is a dry little click: a very short high tone and a breath of
// noise, over before the finger leaves the button.
func synthButton() stereo {
	const dur = 0.045
	b := newStereo(dur)
	n := noise(6)
	var air biquad
	air.bandpass(3500, 1.5)
	for i := range b.l {
		t := float64(i) / SampleRate
		tone := math.Sin(2*math.Pi*1400*t) * rise(t, 0.0005) * decay(t, 0.006)
		b.add(i, tone+0.5*air.step(n())*decay(t, 0.0015), 0)
	}
	return b
}
