package toy

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"salotto/rules"
	"salotto/rules/bot"
)

// Nim: players take turns removing 1 to Take stones from one pile; whoever
// takes the last stone wins. Options: "pile" (default 15), "take" (default
// 3), "start" (first player; drawn from the seed when absent).
type Nim struct{}

const nimTake = 1 // Move.Kind of "take N"

func (Nim) Name() string            { return "nim" }
func (Nim) Title() string           { return "Nim" }
func (Nim) RulesVersion() int       { return 1 }
func (Nim) PlayerRange() (int, int) { return 2, 4 }

// NimReasonTakeRange: a take must be 1 to the most allowed (the take
// limit, or the stones left if fewer). Args: that most.
const NimReasonTakeRange rules.Reason = "nim.take-range"

// Reasons lists every code Apply refuses a move with.
func (Nim) Reasons() []rules.Reason {
	return []rules.Reason{rules.ReasonIsView, rules.ReasonGameOver, rules.ReasonNotYourTurn, rules.ReasonNotAMove, NimReasonTakeRange}
}

func (Nim) BotLevels() []string                                     { return []string{"random", "mcts"} }
func (g Nim) NewBot(level string, seed uint64) (rules.Agent, error) { return newBot(g, level, seed) }

func (g Nim) Setup(opts rules.Options, seed uint64) (rules.State, error) {
	o, err := intOptions("nim", opts, 2, 4, map[string][3]int{"pile": {15, 1, 1000}, "take": {3, 1, 100}, "start": {-1, 0, opts.Players - 1}})
	if err != nil {
		return nil, err
	}
	s := &NimState{players: opts.Players, pile: o["pile"], take: o["take"], turn: o["start"], winner: -1}
	if s.turn < 0 {
		s.turn = rand.New(rand.NewPCG(seed, 1)).IntN(opts.Players)
	}
	return s, nil
}

func (Nim) FormatMove(m rules.Move) string {
	if m.Kind == nimTake && m.B == 0 && m.C == 0 && m.D == 0 {
		return fmt.Sprintf("take %d", m.A)
	}
	return fmt.Sprintf("?%d %d %d %d %d", m.Kind, m.A, m.B, m.C, m.D)
}

func (Nim) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(text)
	if len(f) != 2 || f[0] != "take" {
		return rules.Move{}, fmt.Errorf("nim: %q is not a move (want \"take N\")", text)
	}
	n, err := strconv.ParseInt(f[1], 10, 16)
	if err != nil {
		return rules.Move{}, fmt.Errorf("nim: %q: bad number of stones", text)
	}
	return rules.Move{Kind: nimTake, A: int16(n)}, nil
}

// NimState is one Nim position.
type NimState struct {
	players, pile, take, turn, winner int
	view                              bool
}

// Took is the event of a move.
type Took struct{ Player, Stones, Left int }

func (e Took) String() string {
	return fmt.Sprintf("seat %d took %d, %d left", e.Player, e.Stones, e.Left)
}

func (s *NimState) Game() rules.Game { return Nim{} }
func (s *NimState) Players() int     { return s.players }
func (s *NimState) Done() bool       { return s.pile == 0 }

// Pile is the stones left.
func (s *NimState) Pile() int    { return s.pile }
func (s *NimState) IsView() bool { return s.view }

func (s *NimState) ToAct(dst []int) []int {
	if s.Done() {
		return dst
	}
	return append(dst, s.turn)
}

func (s *NimState) Legal(p int, dst []rules.Move) []rules.Move {
	if s.Done() || p != s.turn {
		return dst
	}
	for n := 1; n <= s.take && n <= s.pile; n++ {
		dst = append(dst, rules.Move{Kind: nimTake, A: int16(n)})
	}
	return dst
}

func (s *NimState) Apply(p int, m rules.Move) ([]rules.Event, error) {
	g := Nim{}
	switch {
	case s.view:
		return nil, rules.Refuse(g, p, m, rules.ReasonIsView, "this is a view of the game, not the game")
	case s.Done():
		return nil, rules.Refuse(g, p, m, rules.ReasonGameOver, "the game is over")
	case p != s.turn:
		return nil, rules.Refuse(g, p, m, rules.ReasonNotYourTurn, "it is seat %d's turn", s.turn).WithSeats(s.turn)
	case m.Kind != nimTake || m.B != 0 || m.C != 0 || m.D != 0:
		return nil, rules.Refuse(g, p, m, rules.ReasonNotAMove, "not a Nim move")
	case m.A < 1 || int(m.A) > s.take || int(m.A) > s.pile:
		return nil, rules.Refuse(g, p, m, NimReasonTakeRange, "take 1 to %d stones", min(s.take, s.pile)).WithArgs(min(s.take, s.pile))
	}
	s.pile -= int(m.A)
	ev := []rules.Event{Took{p, int(m.A), s.pile}}
	if s.pile == 0 {
		s.winner = p
	} else {
		s.turn = (s.turn + 1) % s.players
	}
	return ev, nil
}

func (s *NimState) View(p int) rules.State {
	v := *s
	v.view = true
	return &v
}

func (s *NimState) Determinize(*rand.Rand) rules.State {
	d := *s
	d.view = false
	return &d
}

func (s *NimState) Clone() rules.State { c := *s; return &c }

func (s *NimState) Scores() []int {
	sc := make([]int, s.players)
	if s.winner >= 0 {
		sc[s.winner] = 1
	}
	return sc
}

func (s *NimState) Winners() []int {
	if s.winner < 0 {
		return nil
	}
	return []int{s.winner}
}

func (s *NimState) Hash() uint64 {
	h := newHasher()
	for _, v := range []int{s.players, s.pile, s.take, s.turn, s.winner} {
		h.add(v)
	}
	return uint64(h)
}

func newBot(g rules.Game, level string, seed uint64) (rules.Agent, error) {
	switch level {
	case "random":
		return bot.NewRandom(seed), nil
	case "mcts":
		return bot.NewMCTS(bot.Config{Iterations: 400, Seed: seed, Determinize: true}), nil
	}
	return nil, errors.New(g.Name() + ": unknown bot level " + strconv.Quote(level))
}
