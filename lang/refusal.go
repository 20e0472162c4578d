package lang

import (
	"errors"
	"fmt"
	"strings"

	"salotto/rules"
)

// refusalOther is the sentence for a refusal that carries no rules code.
const refusalOther = "refusals.other"

// RefusalKey is the catalog key of the sentence for refusal code r.
func RefusalKey(r rules.Reason) string { return "refusals." + string(r) }

// Refusal words a refused move for the player who tried it. The rules'
// code picks the sentence (RefusalKey; for a shared code, the game's own
// wording "refusals.GAME.CODE" comes first if there is one, such as Dolce
// Vita's "Marcello places next"), which receives the refusal's data
// as arguments: first the seats it names, as one list of names
// ("Marcello", "Marcello and Sofia"; %[1]s), then its numbers in order
// (%[2]d, %[3]d ...; each code's doc comment says what they are). Seats are
// named by seat, which a table gives as its players' names; with a nil
// seat they read "Player 1", "Player 2" ... An error that is not a
// *rules.IllegalMove with a code gets a plain sentence: the English reason
// a rules error carries is never shown to players.
func (c *Catalog) Refusal(err error, seat func(int) string) string {
	var im *rules.IllegalMove
	if !errors.As(err, &im) || im.Code == "" {
		return c.T(refusalOther)
	}
	key := RefusalKey(im.Code)
	f, ok := c.msgs[RefusalKey(rules.Reason(im.Game+"."+string(im.Code)))]
	if !ok {
		f, ok = c.msgs[key]
	}
	if !ok {
		return c.T(key) // shows the missing key; the catalog's tests forbid it
	}
	if !strings.Contains(f, "%") {
		return f
	}
	args := make([]any, 0, 1+len(im.Args))
	args = append(args, c.seatList(im.Seats, seat))
	for _, a := range im.Args {
		args = append(args, a)
	}
	return fmt.Sprintf(f, args...)
}

// seatList names seats as one phrase: "A", "A and B", "A, B and C".
func (c *Catalog) seatList(seats []int, seat func(int) string) string {
	name := func(p int) string {
		if seat == nil {
			return c.T("common.player_n", p+1)
		}
		return seat(p)
	}
	switch len(seats) {
	case 0:
		return ""
	case 1:
		return name(seats[0])
	}
	head := name(seats[0])
	for _, p := range seats[1 : len(seats)-1] {
		head = c.T("refusals.list_comma", head, name(p))
	}
	return c.T("refusals.list_and", head, name(seats[len(seats)-1]))
}
