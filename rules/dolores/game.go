package dolores

import (
	"fmt"
	"math/rand/v2"
	"strconv"

	"salotto/rules"
)

// Game is HMS Dolores. Its zero value is ready to use; New returns it as a
// rules.Game.
type Game struct{}

var game Game

// New returns the game.
func New() rules.Game { return game }

func (Game) Name() string                { return "dolores" }
func (Game) Title() string               { return "HMS Dolores" }
func (Game) RulesVersion() int           { return 1 }
func (Game) PlayerRange() (min, max int) { return 2, 4 }

// Setup deals a new game. Options.Variant may hold "start": the seat of the
// first dealer (drawn from the seed when absent).
func (Game) Setup(opts rules.Options, seed uint64) (rules.State, error) {
	s, _, err := setup(opts, seed)
	if err != nil {
		return nil, err
	}
	return s, nil
}

// SetupEvents is Setup that also returns the events of the deal (the
// starting loot, a Theft used at once), for a table to animate.
func SetupEvents(opts rules.Options, seed uint64) (*State, []rules.Event, error) {
	return setup(opts, seed)
}

func setup(opts rules.Options, seed uint64) (*State, []rules.Event, error) {
	n := opts.Players
	if n < 2 || n > 4 {
		return nil, nil, fmt.Errorf("dolores: %d players; HMS Dolores is for 2 to 4", n)
	}
	r := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	dealer := -1
	for k, v := range opts.Variant {
		switch k {
		case "start":
			d, err := strconv.Atoi(v)
			if err != nil || d < 0 || d >= n {
				return nil, nil, fmt.Errorf("dolores: variant start=%q: want a seat from 0 to %d", v, n-1)
			}
			dealer = d
		default:
			return nil, nil, fmt.Errorf("dolores: unknown variant %q (known: start)", k)
		}
	}
	if dealer < 0 {
		dealer = r.IntN(n)
	}
	s := newState(n, dealer)

	// Four of the nine MiB go to the box; with two players Wager is one.
	var mib [NumMiB]Card
	for i := range mib {
		mib[i] = MiBCard(i)
	}
	r.Shuffle(len(mib), func(i, j int) { mib[i], mib[j] = mib[j], mib[i] })
	if n == 2 {
		for i := range mib {
			if mib[i] == MiBCard(Wager) {
				mib[i], mib[0] = mib[0], mib[i]
			}
		}
	}
	for _, c := range mib[:4] {
		s.loc[c] = locBox
	}
	// Shuffle the goods with the other five; 15 of them go under with Dawn.
	var deck [75]Card
	k := 0
	for c := Card(0); c < FirstMiB; c++ {
		deck[k] = c
		k++
	}
	for _, c := range mib[4:] {
		deck[k] = c
		k++
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var bottom [16]Card
	copy(bottom[:15], deck[:15])
	bottom[15] = Dawn
	r.Shuffle(len(bottom), func(i, j int) { bottom[i], bottom[j] = bottom[j], bottom[i] })
	for _, c := range bottom {
		s.pushPile(c)
	}
	for _, c := range deck[15:] {
		s.pushPile(c)
	}

	// The starting loot, face up, in seat order.
	loot := [5]int{0, 0, 4, 3, 2}[n]
	var ev []rules.Event
	for i := 0; i < loot; i++ {
		for p := 0; p < n; p++ {
			c := s.popPile()
			s.toArea(p, c)
			ev = append(ev, LootDealt{Player: int8(p), Card: c})
		}
	}
	return s, s.startPlay(ev), nil
}

// newState is a table of n seats, dealer to deal first, before anything is
// dealt: every "nobody" marker set, the pile empty. Setup and the tests'
// rigged deals both start from it.
func newState(n, dealer int) *State {
	s := &State{n: int8(n), dealer: int8(dealer), viewer: -2}
	s.resetShare()
	s.thief, s.gainedTheft = none, none
	for p := range s.claim {
		s.claim[p], s.lastSaid[p] = none, none
	}
	s.lastPart = [2]int8{none, none}
	s.lastGest = [2]int8{none, none}
	return s
}

// startPlay begins the first share once the pile and the starting loot are
// in place (a Theft dealt as loot is used at once) and runs the game on to
// the first decision, appending the events to ev.
func (s *State) startPlay(ev []rules.Event) []rules.Event {
	s.phase = phStartShare
	if th := s.holderOf(MiBCard(Theft)); th >= 0 {
		ev = s.useTheft(ev, int(th), phStartShare)
	}
	return s.run(ev)
}

func (s *State) pushPile(c Card) {
	s.pile[s.pileN] = c
	s.pileN++
	s.loc[c] = locPile
}

func (s *State) popPile() Card {
	s.pileN--
	c := s.pile[s.pileN]
	s.pile[s.pileN] = 0
	return c
}

// toArea moves c into seat p's area.
func (s *State) toArea(p int, c Card) {
	s.loc[c] = locArea + uint8(p)
	if c.IsGoods() {
		s.sums[p][c.Type()] += uint8(c.Value())
	}
}

// fromArea takes c out of its holder's area into location to.
func (s *State) fromArea(c Card, to uint8) {
	p := s.loc[c] - locArea
	if c.IsGoods() {
		s.sums[p][c.Type()] -= uint8(c.Value())
	}
	s.loc[c] = to
}

func (s *State) resetShare() {
	for i := range s.share {
		s.share[i] = NoCard
	}
	s.hiddenS = 0
	s.lantern, s.ruse, s.wager, s.dodger = none, none, none, none
	s.gest = [2]int8{none, none}
	s.pred = [2]int8{none, none}
	s.ddPick = [2]int8{none, none}
	s.lanternSay = none
}
