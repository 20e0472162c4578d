package ruletest

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/ruletest/toy"
)

// recorder keeps the kit's failures on a broken game.
type recorder = Recorder

// bug is a way to break the toy Prizes game.
type bug int

const (
	dirtyRefusal    bug = iota // a refused move still changes the state
	sharedClone                // Clone returns the same state
	leakyView                  // View keeps the real state
	badText                    // FormatMove's text does not parse back
	acceptsAnyone              // a move by the wrong seat is played for the right one
	phantomMove                // Legal lists a move Apply refuses
	playableView               // a view accepts moves
	unlistedCode               // a refusal's code is not one the game lists
	plainRefusal               // a refusal is a plain error, with no code
	wordyCodes                 // Reasons lists a code named after another game
	sharedCodeTaken            // Reasons lists a shared code's name as the game's own
)

// broken is a Prizes game with one bug.
type broken struct {
	toy.Prizes
	bug bug
}

func (g broken) Setup(o rules.Options, seed uint64) (rules.State, error) {
	s, err := g.Prizes.Setup(o, seed)
	if err != nil {
		return nil, err
	}
	return &brokenState{State: s, g: g}, nil
}

func (g broken) Reasons() []rules.Reason {
	switch g.bug {
	case wordyCodes:
		return append(g.Prizes.Reasons(), "nim.take-range")
	case sharedCodeTaken:
		return append(g.Prizes.Reasons(), "prizes.game-over")
	}
	return g.Prizes.Reasons()
}

func (g broken) FormatMove(m rules.Move) string {
	if g.bug == badText {
		return "bid" + g.Prizes.FormatMove(m)
	}
	return g.Prizes.FormatMove(m)
}

type brokenState struct {
	rules.State
	g       broken
	refused int
	view    bool
}

func (s *brokenState) Game() rules.Game { return s.g }
func (s *brokenState) wrap(in rules.State) *brokenState {
	return &brokenState{State: in, g: s.g, refused: s.refused}
}
func (s *brokenState) Hash() uint64 { return s.State.Hash() ^ uint64(s.refused) }
func (s *brokenState) IsView() bool { return s.view || s.State.IsView() }

func (s *brokenState) Clone() rules.State {
	if s.g.bug == sharedClone {
		return s
	}
	c := s.wrap(s.State.Clone())
	c.view = s.view
	return c
}

func (s *brokenState) View(p int) rules.State {
	if s.g.bug == leakyView {
		v := s.wrap(s.State.Clone())
		v.view = true
		return v
	}
	return s.wrap(s.State.View(p))
}

func (s *brokenState) Determinize(r *rand.Rand) rules.State {
	return s.wrap(s.State.Determinize(r))
}

func (s *brokenState) Legal(p int, dst []rules.Move) []rules.Move {
	n := len(dst)
	dst = s.State.Legal(p, dst)
	if s.g.bug == phantomMove && len(dst) > n {
		dst = append(dst, rules.Move{Kind: 1, A: 99})
	}
	return dst
}

func (s *brokenState) Apply(p int, m rules.Move) ([]rules.Event, error) {
	if s.IsView() && s.g.bug == playableView {
		return nil, nil // claims to play a view
	}
	if s.view {
		return nil, rules.Refuse(s.g, p, m, rules.ReasonIsView, "a view")
	}
	ev, err := s.State.Apply(p, m)
	if err != nil {
		switch s.g.bug {
		case dirtyRefusal:
			s.refused++
		case unlistedCode:
			var im *rules.IllegalMove
			if errors.As(err, &im) && im.Code == toy.PrizesReasonNotInHand {
				im.Code = "prizes.unlisted"
			}
		case plainRefusal:
			return ev, errors.New(err.Error())
		case acceptsAnyone:
			for _, q := range s.State.ToAct(nil) {
				if ev, err2 := s.State.Apply(q, m); err2 == nil {
					return ev, nil
				}
			}
		}
	}
	return ev, err
}

// leaks unwraps a broken view for toy.HiddenLeaks.
func leaks(full, view rules.State, p int) error {
	return toy.HiddenLeaks(full.(*brokenState).State, view.(*brokenState).State, p)
}

// TestKitCatchesBrokenGames proves each check can fail: every bug must be
// reported by the part of the kit meant to find it, and the intact wrapper
// must pass.
func TestKitCatchesBrokenGames(t *testing.T) {
	opts := rules.Options{Players: 3}
	kit := map[string]func(tb testing.TB, g rules.Game){
		"RandomGames":     func(tb testing.TB, g rules.Game) { RandomGames(tb, g, opts, 20, 1, Checks{ViewLeaks: leaks}) },
		"IllegalRefused":  func(tb testing.TB, g rules.Game) { IllegalRefused(tb, g, opts, 20, 1) },
		"RecordRoundTrip": func(tb testing.TB, g rules.Game) { RecordRoundTrip(tb, g, opts, 20, 1) },
	}
	for _, tc := range []struct {
		bug  bug
		kit  string
		want string
	}{
		{dirtyRefusal, "IllegalRefused", "changed the state's hash"},
		{sharedClone, "RandomGames", "changed the original"},
		{leakyView, "RandomGames", "leaks"},
		{badText, "RecordRoundTrip", "parses back"},
		{acceptsAnyone, "IllegalRefused", "was accepted"},
		{phantomMove, "RandomGames", "refused"},
		{playableView, "RandomGames", "views cannot be played"},
		{unlistedCode, "IllegalRefused", "does not list in Reasons"},
		{plainRefusal, "IllegalRefused", "not an *rules.IllegalMove"},
		{wordyCodes, "IllegalRefused", "neither shared nor named"},
		{sharedCodeTaken, "IllegalRefused", "takes the name of a shared code"},
	} {
		rec := &recorder{TB: t}
		kit[tc.kit](rec, broken{bug: tc.bug})
		if len(rec.Errs) != 1 || !strings.Contains(rec.Errs[0], tc.want) {
			t.Errorf("bug %d: %s reported %q, want one failure mentioning %q", tc.bug, tc.kit, rec.Errs, tc.want)
		}
	}
	// The wrapper itself, with a bug that only matters elsewhere, passes every check
	// except the one aimed at that bug.
	for name, run := range kit {
		rec := &recorder{TB: t}
		run(rec, broken{bug: sharedCodeTaken + 100})
		if len(rec.Errs) != 0 {
			t.Errorf("%s fails the unbroken wrapper: %v", name, rec.Errs)
		}
	}
}

// TestFuzzStreamCatchesDirtyRefusal drives fuzzStream with bytes that make an
// arbitrary (illegal) move: the broken game must be caught, the sound one not.
func TestFuzzStreamCatchesDirtyRefusal(t *testing.T) {
	data := []byte("seedseed\x00\x01\x07\x63\x00\x00\x00\x01\x01")
	if err := fuzzStream(broken{bug: dirtyRefusal}, rules.Options{Players: 3}, data); err == nil || !strings.Contains(err.Error(), "changed the state") {
		t.Errorf("fuzzStream on a game that changes on refusal: %v", err)
	}
	if err := fuzzStream(toy.Prizes{}, rules.Options{Players: 3}, data); err != nil {
		t.Errorf("fuzzStream on Prizes: %v", err)
	}
}

// TestConsistencyCatchesNobodyToAct: a game stuck with nobody to act is reported.
func TestConsistencyCatchesNobodyToAct(t *testing.T) {
	s, _ := toy.Nim{}.Setup(rules.Options{Players: 2}, 1)
	if err := consistent(stuck{s}, 2, &bufs{}); err == nil || !strings.Contains(err.Error(), "nobody is to act") {
		t.Errorf("consistent on a stuck state: %v", err)
	}
}

type stuck struct{ rules.State }

func (stuck) ToAct(dst []int) []int { return dst }
