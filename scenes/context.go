package scenes

import (
	"time"

	"salotto/lang"
	"salotto/save"
	"salotto/sprites"
)

// Sound names a sound effect. The values match package audio's effects;
// main adapts the audio player to Sounds.
type Sound int

// The sound effects scenes ask for.
const (
	SoundDeal Sound = iota
	SoundFlip
	SoundPlace
	SoundRefused
	SoundWin
	SoundButton
)

// Sounds plays effects and follows the Settings screen. A nil Sounds in a
// Context means silence; main passes a silent player with -mute,
// SALOTTO_NOAUDIO=1 or no audio device.
type Sounds interface {
	Play(Sound)
	SetVolume(float64)
	SetMuted(bool)
}

// Context is everything a scene may use: input, sound, settings, the scene
// registry and the game seed. One value is made at start and passed to
// every scene; there are no package-level singletons.
type Context struct {
	Input    *Input
	Audio    Sounds
	Settings *Settings
	Scenes   *Registry
	// Words is the string catalog in the player's language: every word a
	// scene shows comes from it.
	Words *lang.Catalog
	// Seed feeds every shuffle a scene makes (-seed on the command line).
	Seed uint64
	// Width and Height are the current screen size in game pixels.
	Width, Height int
	Scale         float64 // device pixels per window pixel; 1 by default
	// Art is the card-image cache every scene's stage paints into, so a
	// face painted for the title is not painted again for a table.
	Art *sprites.ArtCache
	// Store keeps the settings, statistics and autosaves between
	// sessions; nil (as in most tests) means nothing persists.
	Store *save.Store
	// Frame counts the frames Ebitengine has asked the app to draw,
	// whether or not it drew anything: a scene that spreads work over
	// frames tells by it how many ticks one frame holds (Ebitengine runs
	// several when frames are slow). Zero until the first frame, as in
	// tests that only tick.
	Frame uint64
	// Muted silences this run (-mute, ?mute=1) without touching
	// Settings.Sound, the player's own choice, which is saved.
	Muted bool
	// Waited is how long the scenes have waited for the GPU to run their
	// painting at once (a table's opening): the renderer's time, which a
	// measure of the game's own cost leaves out.
	Waited time.Duration
	// Pace keeps how long the app's last drawn frames lasted (pace.go),
	// for work a scene spreads over frames to size itself by them.
	Pace Pace
	// Meter, when set, measures every tick and frame of the app
	// (framemeter.go): the soak and cmd/realframes set it.
	Meter *FrameMeter

	keeper settingsKeeper // the settings' document (settings_store.go)
}

// NewContext returns a context with default settings, the built-in scene
// registry and the real input devices (tests swap in NewInput(script)).
func NewContext(audio Sounds, seed uint64) *Context {
	s := DefaultSettings()
	return &Context{Input: NewInput(nil), Audio: audio, Settings: &s, Scenes: NewRegistry(), Words: lang.English(), Seed: seed,
		Scale: 1, Art: sprites.NewArtCache()}
}

// Play plays a sound effect if sound is on and the run is not muted.
func (c *Context) Play(s Sound) {
	if c.Audio != nil && c.Settings.Sound && !c.Muted {
		c.Audio.Play(s)
	}
}

// Open makes the scene called name, or reports why it cannot.
func (c *Context) Open(name string) (Scene, error) { return c.Scenes.New(c, name) }

// NewStage returns a scene-graph stage of the current screen size that
// reads this context's input snapshot, follows the player's animation
// speed and the screen's scale, and paints cards into the shared Art.
func (c *Context) NewStage() *sprites.Stage {
	st := sprites.NewStage(float64(max(c.Width, 1)), float64(max(c.Height, 1)))
	st.SetInput(c.Input, c.Input)
	st.FollowSpeed(func() float64 { return c.Settings.AnimationSpeed })
	st.FollowScale(func() float64 { return c.scale() })
	if c.Art != nil {
		st.UseArt(c.Art)
	}
	return st
}

// scale is Scale, with 1 for a context built without one.
func (c *Context) scale() float64 {
	if c.Scale <= 0 {
		return 1
	}
	return c.Scale
}
