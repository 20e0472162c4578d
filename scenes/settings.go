package scenes

// Settings are the player's choices on the Settings screen. They live in
// the Context; saving them to the config folder or localStorage comes with
// the save layer.
type Settings struct {
	Sound          bool    // sound effects on
	Volume         float64 // 0..1
	AnimationSpeed float64 // 0.5 (relaxed) .. 2 (brisk); 1 is normal
	Fullscreen     bool
	Language       string // ISO 639-1; "en" for now
	// Hints shows each game's first-game tips; HintsSeen are the tips
	// already dismissed ("dolcevita.first_placement"), never shown again.
	Hints     bool     `json:"hints"`
	HintsSeen []string `json:"hints_seen,omitempty"`
}

// DefaultSettings is what a new player starts with.
func DefaultSettings() Settings {
	return Settings{Sound: true, Volume: 0.7, AnimationSpeed: 1, Language: "en", Hints: true}
}

// AnimationSpeeds are the steps the Settings screen offers; each is shown
// as the catalog's "scenes.speed.KEY" and is the choice "choice:speed:KEY"
// (with - for _).
var AnimationSpeeds = []struct {
	Factor float64
	Key    string
}{{0.5, "relaxed"}, {1, "normal"}, {2, "fast"}, {4, "very_fast"}}
