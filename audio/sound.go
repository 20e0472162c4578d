package audio

// Sound names one of the effects the tables and menus play.
type Sound int

// The effects, in the order they are synthesized.
const (
	// Deal is a soft paper swish: a card dealt or slid across the table.
	Deal Sound = iota
	// Flip is a quick double flick: a card turned face up or down.
	Flip
	// Place is a muted tap: a card set down on the table.
	Place
	// Refused is a low thud: a move or drop the rules do not allow.
	Refused
	// Win is a small three-note chime at the end of a won game.
	Win
	// Button is a short click for menu buttons and toggles.
	Button

	numSounds
)

// Sounds lists every effect, for loops in tests and settings previews.
var Sounds = [...]Sound{Deal, Flip, Place, Refused, Win, Button}

var soundNames = [numSounds]string{"deal", "flip", "place", "refused", "win", "button"}

// String returns the effect's short lower-case name.
func (s Sound) String() string {
	if s < 0 || s >= numSounds {
		return "sound(?)"
	}
	return soundNames[s]
}
