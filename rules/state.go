package rules

import "math/rand/v2"

// Options are the choices made before a game starts. Players is the number
// of seats (for The Duchess's Necklace, 1 means solo against the rival
// jeweller). Variant holds game-specific choices as text, so records stay
// plain JSON: for example "start" (the first start player or dealer, a seat
// number; drawn from the seed when absent) or "expansions" ("rainbow",
// "gold", "rainbow+gold"). Each game documents its keys and refuses unknown
// ones with a clear error.
type Options struct {
	Players int               `json:"players"`
	Variant map[string]string `json:"variant,omitempty"`
}

// Game describes one game: its facts, how to set it up, the text form of its
// moves and its bots. It holds no position; that is a State.
type Game interface {
	// Name is the short identifier used by flags, records and scenes
	// ("dolcevita", "dolores", "necklace").
	Name() string
	// Title is the name shown to players ("Dolce Vita").
	Title() string
	// RulesVersion changes whenever a rules change could alter the outcome
	// of a recorded game; records carry it.
	RulesVersion() int
	// PlayerRange is the inclusive range of Options.Players.
	PlayerRange() (min, max int)
	// Setup deals a new game. All of its randomness, and every later random
	// event, is drawn from a generator seeded with seed.
	Setup(opts Options, seed uint64) (State, error)
	// FormatMove gives a move's short text form; ParseMove reads it back
	// (ParseMove(FormatMove(m)) == m for every move Legal can list).
	FormatMove(m Move) string
	ParseMove(text string) (Move, error)
	// Reasons lists every code Apply may refuse a move with: the shared
	// codes it uses and the game's own, each once.
	Reasons() []Reason
	// BotLevels lists the bot levels, weakest first; "random" is always one.
	BotLevels() []string
	// NewBot makes a bot of the given level whose own choices are drawn
	// from seed.
	NewBot(level string, seed uint64) (Agent, error)
}

// State is one position of a game.
//
// Simultaneous decisions (Dolores gestures, windows asking several holders)
// are expressed by ToAct listing several players: each applies its own move,
// in any order, and the state resolves once all have. A pending secret choice
// is absent from every other player's View until it is revealed.
type State interface {
	Game() Game
	// Players is the number of seats.
	Players() int
	// ToAct appends to dst the players who must act now; none when Done.
	ToAct(dst []int) []int
	// Legal appends to dst the moves player may make now; none when the
	// player need not act.
	Legal(player int, dst []Move) []Move
	// Apply makes player's move. On success it returns the events the move
	// caused, in order. On failure it returns an *IllegalMove whose Code is
	// one of the game's Reasons, and the state is exactly as it was.
	// The returned slice may be shared with the game (games hand out
	// preboxed events without allocating): read it or append to it, but
	// copy it before changing its elements.
	Apply(player int, m Move) ([]Event, error)
	// View is what player may know: hidden cards are absent, not merely
	// flagged. View(-1) is the public view (what an onlooker sees, used
	// between hot-seat turns). A view can be read like any State, but it
	// cannot be played: to search from it, Determinize it.
	View(player int) State
	// IsView reports whether this state is a view with hidden parts removed.
	IsView() bool
	// Determinize returns a full, playable state consistent with this view,
	// filling what the view lacks by sampling with r from what it allows
	// (never from the real hidden state, which a view does not hold). On a
	// full state it returns a clone.
	Determinize(r *rand.Rand) State
	// Clone is a cheap deep copy, including the random generator's position.
	Clone() State
	// Done reports whether the game is over.
	Done() bool
	// Scores are the players' current totals (final once Done).
	Scores() []int
	// Winners lists the winning players once Done; several means a shared win.
	Winners() []int
	// Hash is a stable hash of the whole state (not of a view), equal for
	// equal positions on every platform and run; replays compare it.
	Hash() uint64
}
