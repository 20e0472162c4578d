package dolcevita

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"salotto/rules"
)

// Game is Dolce Vita; add it to a catalog or call Setup on it.
var Game rules.Game = dolceVita{}

type dolceVita struct{}

func (dolceVita) Name() string                { return "dolcevita" }
func (dolceVita) Title() string               { return "Dolce Vita" }
func (dolceVita) RulesVersion() int           { return 1 }
func (dolceVita) PlayerRange() (min, max int) { return MinPlayers, MaxPlayers }

// seedStream is the second word of the PCG seed, so that Dolce Vita's deals
// differ from another game's for the same seed.
const seedStream = 0x646f6c6365766974 // "dolcevit"

// Setup shuffles the 66 cards, deals 63 face up into seven columns of nine
// (the first nine to the left column, bottom first) and boxes the last
// three. The start player is Variant["start"] (a seat from 0) or drawn.
func (dolceVita) Setup(opts rules.Options, seed uint64) (rules.State, error) {
	return NewState(opts, seed)
}

// NewState is Setup returning the concrete *State.
func NewState(opts rules.Options, seed uint64) (*State, error) {
	n := opts.Players
	if n < MinPlayers || n > MaxPlayers {
		return nil, fmt.Errorf("dolcevita: %d players asked, the game takes %d to %d", n, MinPlayers, MaxPlayers)
	}
	start := -1
	for k, v := range opts.Variant {
		if k != "start" {
			return nil, fmt.Errorf("dolcevita: unknown option %q (the only option is \"start\", a seat from 0 to %d)", k, n-1)
		}
		p, err := strconv.Atoi(strings.TrimSpace(v))
		if err != nil || p < 0 || p >= n {
			return nil, fmt.Errorf("dolcevita: start player %q is not a seat from 0 to %d", v, n-1)
		}
		start = p
	}
	r := rand.New(rand.NewPCG(seed, seedStream))
	deck := fullDeck()
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	if start < 0 {
		start = r.IntN(n)
	}
	s := &State{
		players: uint8(n),
		rounds:  uint8(RoundsFor(n)),
		start:   uint8(start),
		turn:    uint8(start),
	}
	for c := range s.cols {
		s.cols[c].n = ColumnLength
		copy(s.cols[c].cards[:], deck[c*ColumnLength:])
	}
	copy(s.boxed[:], deck[NumColumns*ColumnLength:])
	// Three cards: an insertion sort, not slices.Sort, whose generic
	// quicksort would be linked into the browser download for this call.
	for i := 1; i < len(s.boxed); i++ {
		for j := i; j > 0 && s.boxed[j] < s.boxed[j-1]; j-- {
			s.boxed[j], s.boxed[j-1] = s.boxed[j-1], s.boxed[j]
		}
	}
	for p := 0; p < n; p++ {
		s.hand[p] = fullHand
	}
	return s, nil
}

// FormatMove gives "place 4 col3" (columns count from 1 in text).
func (dolceVita) FormatMove(m rules.Move) string {
	if m.Kind == KindPlace && m.C == 0 && m.D == 0 {
		return fmt.Sprintf("place %d col%d", m.A, int(m.B)+1)
	}
	return fmt.Sprintf("move(kind %d: %d %d %d %d)", m.Kind, m.A, m.B, m.C, m.D)
}

// ParseMove reads "place 4 col3" (case and spacing are free; "col 3" and
// "column 3" are accepted too).
func (dolceVita) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(strings.ToLower(text))
	bad := func(why string) (rules.Move, error) {
		return rules.Move{}, fmt.Errorf("dolcevita: cannot read move %q: %s (write it like \"place 4 col3\")", text, why)
	}
	if len(f) == 0 || f[0] != "place" {
		return bad("a move starts with \"place\"")
	}
	f = f[1:]
	if len(f) == 3 && (f[1] == "col" || f[1] == "column") {
		f = []string{f[0], "col" + f[2]}
	}
	if len(f) != 2 {
		return bad("it needs a number card and a column")
	}
	n, err := strconv.Atoi(f[0])
	if err != nil || n < MinNumber || n > MaxNumber {
		return bad(fmt.Sprintf("%q is not a number card from %d to %d", f[0], MinNumber, MaxNumber))
	}
	cs, ok := strings.CutPrefix(f[1], "column")
	if !ok {
		cs, ok = strings.CutPrefix(f[1], "col")
	}
	c, err := strconv.Atoi(cs)
	if !ok || err != nil || c < 1 || c > NumColumns {
		return bad(fmt.Sprintf("%q is not a column from col1 to col%d", f[1], NumColumns))
	}
	return Place(n, c-1), nil
}
