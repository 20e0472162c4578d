// Package audio gives Salotto its few, soft sound effects: a paper swish when
// cards are dealt or slid, a flip, a tap when a card is placed, a low thud when
// a move is refused, a small chime for a win and a click for buttons.
//
// Every sound is synthesized in Go the first time it plays (synth.go), so the
// download carries no audio files and the first frame waits for none. The synthesis needs no audio device, which
// lets its tests run anywhere; only player.go talks to Ebitengine's audio
// context.
//
// Sound is a nicety, never a reason to fail: without a sound card oto ends
// ebiten.RunGame, so New creates no audio context when the device is unlikely
// to exist (DeviceLikely), when SALOTTO_NOAUDIO=1 is set, or when the caller
// disables sound (the -mute flag). The Player it returns then stays silent but
// keeps its volume and mute settings, and all its methods accept a nil
// receiver.
package audio
