package lang_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"salotto/lang"
	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/dolcevita"
)

// everyReason lists the shared codes and every code any game declares,
// undo's refusals (rules.Undoer) included.
func everyReason() []rules.Reason {
	all := append(rules.SharedReasons(), rules.SharedUndoReasons()...)
	for _, g := range catalog.All() {
		codes := g.Reasons()
		if u, ok := g.(rules.Undoer); ok {
			codes = append(codes, u.UndoReasons()...)
		}
		for _, r := range codes {
			if !slices.Contains(all, r) {
				all = append(all, r)
			}
		}
	}
	return all
}

func TestEveryRefusalCodeHasAMessage(t *testing.T) {
	for _, tag := range lang.Tags() {
		c, _ := lang.New(tag)
		for _, r := range everyReason() {
			key := lang.RefusalKey(r)
			if !c.Has(key) {
				t.Errorf("%s: refusal code %q has no message %q", tag, r, key)
			} else if strings.TrimSpace(c.T(key)) == "" {
				t.Errorf("%s: the message for %q is empty", tag, r)
			}
		}
	}
}

// TestRefusalMessagesTakeTheirData: every message reads as a finished
// sentence when given a seat and the most numbers a code carries (two):
// no message asks for an argument no code gives.
func TestRefusalMessagesTakeTheirData(t *testing.T) {
	c := lang.English()
	for _, r := range everyReason() {
		got := c.Refusal(&rules.IllegalMove{Code: r, Seats: []int{1}, Args: []int{4, 7}}, seatName)
		if strings.Contains(got, "%!") || strings.Contains(got, "[[") {
			t.Errorf("%q reads %q", r, got)
		}
	}
}

// TestNoRefusalMessageWithoutACode: a message left behind by a code that
// is gone, or misspelt, is caught. A game's own wording of a shared code
// ("refusals.GAME.CODE") counts when the game uses that code.
func TestNoRefusalMessageWithoutACode(t *testing.T) {
	codes := everyReason()
	for _, g := range catalog.All() {
		for _, r := range g.Reasons() {
			if slices.Contains(rules.SharedReasons(), r) {
				codes = append(codes, rules.Reason(g.Name()+"."+string(r)))
			}
		}
	}
	helpers := []string{"refusals.other", "refusals.list_and", "refusals.list_comma"}
	for _, k := range lang.English().Keys() {
		if !strings.HasPrefix(k, "refusals.") || slices.Contains(helpers, k) {
			continue
		}
		if !slices.Contains(codes, rules.Reason(strings.TrimPrefix(k, "refusals."))) {
			t.Errorf("%q words no code any game declares", k)
		}
	}
}

var names = []string{"Marcello", "Sofia", "Gianni", "Lucia", "Paola"}

func seatName(p int) string { return names[p] }

func TestNotYourTurnNamesWhoPlaces(t *testing.T) {
	s, err := dolcevita.Game.Setup(rules.Options{Players: 3, Variant: map[string]string{"start": "1"}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Apply(0, dolcevita.Place(3, 0))
	if got, want := lang.English().Refusal(err, seatName), "Not your turn: Sofia places next."; got != want {
		t.Errorf("Refusal = %q, want %q", got, want)
	}
}

func TestRefusalGivesItsNumbers(t *testing.T) {
	s, _ := dolcevita.Game.Setup(rules.Options{Players: 3, Variant: map[string]string{"start": "0"}}, 1)
	_, err := s.Apply(0, dolcevita.Place(3, 9))
	if got, want := lang.English().Refusal(err, seatName), "There is no column 10: the columns are 1 to 7."; got != want {
		t.Errorf("Refusal = %q, want %q", got, want)
	}
}

// TestRefusalListsSeveralSeats: a shared code in a game with no wording of
// its own reads the shared sentence, naming every seat.
func TestRefusalListsSeveralSeats(t *testing.T) {
	err := &rules.IllegalMove{Game: "dolores", Code: rules.ReasonNotYourTurn, Seats: []int{4, 0, 2}, Reason: "waiting"}
	if got, want := lang.English().Refusal(err, seatName), "Not your turn: waiting for Paola, Marcello and Gianni."; got != want {
		t.Errorf("Refusal = %q, want %q", got, want)
	}
	if got, want := lang.English().Refusal(err, nil), "Not your turn: waiting for Player 5, Player 1 and Player 3."; got != want {
		t.Errorf("Refusal without names = %q, want %q", got, want)
	}
}

// TestRefusalNeverShowsTheRulesEnglish: an error that is not a coded rules
// refusal reads as the plain sentence, wrapped or not.
func TestRefusalNeverShowsTheRulesEnglish(t *testing.T) {
	c := lang.English()
	plain := c.T("refusals.other")
	for _, err := range []error{
		errors.New("disk full"),
		nil,
		&rules.IllegalMove{Move: "place 1 col1", Reason: "some English"},
	} {
		if got := c.Refusal(err, seatName); got != plain {
			t.Errorf("Refusal(%v) = %q, want %q", err, got, plain)
		}
	}
	wrapped := fmt.Errorf("table: %w", &rules.IllegalMove{Code: rules.ReasonGameOver, Reason: "the game is over"})
	if got := c.Refusal(wrapped, seatName); got != c.T("refusals.game-over") {
		t.Errorf("a wrapped refusal reads %q", got)
	}
}

// TestEveryRefusalInPlayIsWorded plays random games of every game and
// tries moves no seat may make, and moves by seats not to act: each refusal
// reads as a finished sentence (no missing key, no bad format argument)
// naming the seats it names.
func TestEveryRefusalInPlayIsWorded(t *testing.T) {
	c := lang.English()
	for _, g := range catalog.All() {
		lo, hi := g.PlayerRange()
		seen := map[rules.Reason]bool{}
		for n := lo; n <= hi; n++ {
			for seed := uint64(1); seed <= 6; seed++ {
				wordGame(t, c, g, n, seed, seen)
			}
		}
		if len(seen) < 4 {
			t.Errorf("%s: only %d codes met: the probes do not reach the game", g.Name(), len(seen))
		}
	}
}

func wordGame(t *testing.T, c *lang.Catalog, g rules.Game, n int, seed uint64, seen map[rules.Reason]bool) {
	s, err := g.Setup(rules.Options{Players: n}, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 3))
	seats := max(n, 2) // a solo Necklace has the rival jeweller as seat 1
	word := func(p int, m rules.Move) {
		_, err := s.Clone().Apply(p, m)
		var im *rules.IllegalMove
		if !errors.As(err, &im) {
			return
		}
		seen[im.Code] = true
		got := c.Refusal(err, func(q int) string { return fmt.Sprintf("Seat%d", q) })
		if strings.Contains(got, "%!") || strings.Contains(got, "[[") || strings.TrimSpace(got) == "" {
			t.Fatalf("%s: %q (%v) reads %q", g.Name(), im.Code, im, got)
		}
		for _, q := range im.Seats {
			if !strings.Contains(got, fmt.Sprintf("Seat%d", q)) {
				t.Fatalf("%s: %q names seat %d but reads %q", g.Name(), im.Code, q, got)
			}
		}
	}
	for step := 0; !s.Done() && step < 400; step++ {
		var some []rules.Move
		for p := 0; p < seats; p++ {
			some = s.Legal(p, some)
		}
		for p := -1; p <= seats; p++ {
			k := uint8(r.IntN(10))
			word(p, rules.Move{Kind: k, A: int16(r.IntN(24))})
			word(p, rules.Move{Kind: k, A: int16(r.IntN(6)), B: int16(r.IntN(64))})
			word(p, rules.Move{Kind: k, A: int16(r.IntN(4)), B: int16(r.IntN(7)), C: int16(r.IntN(4))})
			if len(some) > 0 {
				word(p, some[r.IntN(len(some))])
			}
		}
		toAct := s.ToAct(nil)
		p := toAct[r.IntN(len(toAct))]
		legal := s.Legal(p, nil)
		if _, err := s.Apply(p, legal[r.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	word(0, rules.Move{Kind: 1}) // after the end
}
