package audio

import (
	"os"
	"sync"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// voicesPerSound caps how many copies of one effect may overlap (a fast deal
// of many cards); the oldest copy is restarted beyond that.
const voicesPerSound = 4

// Player plays the effects. The zero value and a nil *Player are valid and
// silent; a Player made by New without an audio context is silent too but
// keeps its volume and mute settings, so the settings screen behaves the same
// with or without a sound card.
type Player struct {
	mu     sync.Mutex
	ctx    *eaudio.Context
	pcm    [numSounds][]byte
	voices [numSounds][]*eaudio.Player
	next   [numSounds]int
	volume float64
	muted  bool
}

// New returns a Player at full volume. With enabled false, with
// SALOTTO_NOAUDIO=1 in the environment, or when DeviceLikely reports no sound
// device, it creates no audio context and the Player stays silent: oto would
// otherwise end ebiten.RunGame on a machine without a sound card.
func New(enabled bool) *Player {
	p := &Player{volume: 1}
	if !enabled || os.Getenv("SALOTTO_NOAUDIO") == "1" || !DeviceLikely() {
		return p
	}
	p.ctx = eaudio.CurrentContext()
	if p.ctx == nil {
		p.ctx = eaudio.NewContext(SampleRate)
	}
	return p
}

// samples is effect s's PCM, synthesized the first time it is asked for.
// Synthesizing all six at start cost about 40 ms natively and several
// times that in the browser, all of it before the first frame, and a
// browser plays nothing before the player's first click anyway.
func (p *Player) samples(s Sound) []byte {
	if p.pcm[s] == nil {
		p.pcm[s] = PCM(s)
	}
	return p.pcm[s]
}

// Audible reports whether the Player has an audio context, i.e. whether Play
// can make any sound at all (mute aside).
func (p *Player) Audible() bool {
	if p == nil {
		return false
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.ctx != nil
}

// Play starts an effect. It does nothing when muted, without an audio
// context, or before the browser has let audio start: sounds that could not
// be heard then are dropped rather than queued, so the first click does not
// release a burst of stale effects.
func (p *Player) Play(s Sound) {
	if p == nil || s < 0 || s >= numSounds {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ctx == nil || p.muted || p.volume == 0 || !p.ctx.IsReady() {
		return
	}
	v := p.voice(s)
	_ = v.Rewind() // a byte-backed player always rewinds
	v.SetVolume(p.volume)
	v.Play()
}

// voice finds an idle player for s, makes one while under the cap, or
// restarts the one whose turn it is.
func (p *Player) voice(s Sound) *eaudio.Player {
	for _, v := range p.voices[s] {
		if !v.IsPlaying() {
			return v
		}
	}
	if len(p.voices[s]) < voicesPerSound {
		v := p.ctx.NewPlayerFromBytes(p.samples(s))
		p.voices[s] = append(p.voices[s], v)
		return v
	}
	v := p.voices[s][p.next[s]]
	p.next[s] = (p.next[s] + 1) % voicesPerSound
	return v
}

// SetVolume sets the effects' volume, clamped to [0, 1]; sounds already
// playing follow it.
func (p *Player) SetVolume(v float64) {
	if p == nil {
		return
	}
	if !(v >= 0) { // also catches NaN
		v = 0
	}
	v = min(v, 1)
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = v
	for _, voices := range p.voices {
		for _, pl := range voices {
			pl.SetVolume(v)
		}
	}
}

// Volume returns the volume in [0, 1]; 0 for a nil Player.
func (p *Player) Volume() float64 {
	if p == nil {
		return 0
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.volume
}

// SetMuted silences or restores the effects; muting also stops any effect
// still sounding.
func (p *Player) SetMuted(m bool) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	p.muted = m
	if m {
		for _, voices := range p.voices {
			for _, pl := range voices {
				pl.Pause()
			}
		}
	}
}

// Muted reports whether the effects are muted; a nil Player counts as muted.
func (p *Player) Muted() bool {
	if p == nil {
		return true
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.muted
}
