package ruletest

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"salotto/rules"
)

// checkReasons checks the codes g declares in Reasons: none empty, none
// listed twice, each one of package rules' shared codes or the game's own,
// named "NAME.what" after the game, so two games' codes (and their catalog
// keys, "refusals." + code) never collide; and no own code is a shared one
// prefixed, the catalog's key for the game's wording of a shared code.
func checkReasons(g rules.Game) error {
	codes := g.Reasons()
	if len(codes) == 0 {
		return fmt.Errorf("%s declares no refusal codes in Reasons", g.Name())
	}
	shared := rules.SharedReasons()
	for i, c := range codes {
		switch {
		case c == "":
			return fmt.Errorf("%s's Reasons lists an empty code", g.Name())
		case slices.Contains(codes[:i], c):
			return fmt.Errorf("%s's Reasons lists %q twice", g.Name(), c)
		case !slices.Contains(shared, c) && !strings.HasPrefix(string(c), g.Name()+"."):
			return fmt.Errorf("%s's code %q is neither shared nor named %q", g.Name(), c, g.Name()+".what")
		case strings.HasPrefix(string(c), g.Name()+".") && slices.Contains(shared, rules.Reason(strings.TrimPrefix(string(c), g.Name()+"."))):
			return fmt.Errorf("%s's code %q takes the name of a shared code", g.Name(), c)
		}
	}
	return nil
}

// typedRefusal checks that err, a refusal in state s, is an
// *rules.IllegalMove whose code g declares and whose seats exist, so a
// table can word it without reading its English.
func typedRefusal(g rules.Game, s rules.State, err error) error {
	var im *rules.IllegalMove
	if !errors.As(err, &im) {
		return fmt.Errorf("refused with a %T, not an *rules.IllegalMove: %v", err, err)
	}
	if im.Game != g.Name() {
		return fmt.Errorf("refusal %q says it is of game %q, not %q", im.Reason, im.Game, g.Name())
	}
	if im.Code == "" {
		return fmt.Errorf("refusal %q carries no code", im.Reason)
	}
	if !slices.Contains(g.Reasons(), im.Code) {
		return fmt.Errorf("refusal %q carries code %q, which %s does not list in Reasons", im.Reason, im.Code, g.Name())
	}
	for _, p := range im.Seats {
		if p < 0 || p >= s.Players() {
			return fmt.Errorf("refusal %q (code %q) names seat %d of %d", im.Reason, im.Code, p, s.Players())
		}
	}
	return nil
}
