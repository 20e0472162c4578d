package kit

import "slices"

// Sentences about seats speak to the person at the screen. A table names
// a seat by its player's name ("Marcello deals to Sofia"), but the person
// reading is "you", with the verb and the pronouns that go with it ("you
// deal to Sofia", "Sofia deals to you", "you did not keep your word"): a
// name put where "you" belongs reads "You deals" in English and "a Tu" in
// Italian. So a sentence takes its seats as Seat (or SeatList) arguments,
// and LogWords.Say picks its second-person form when one of them is the
// person (LogWords.You): the catalog's KEY.you when the first seat it names
// is, KEY.to_you when the second is. Those forms take the same arguments
// and leave the person's own out (a SeatList keeps the others).

// Seat is a seat as a sentence's argument.
type Seat int

// SeatList is several seats as one argument: "Sofia", "Sofia and Anita",
// "Sofia, Anita and Marcello".
type SeatList []int

// youSuffix is the key's ending when the nth seat a sentence names is
// the person's.
var youSuffix = [...]string{".you", ".to_you"}

// Say is W.T(key, args...) with the Seat and SeatList arguments named:
// in the second person where the person is one of them (see above).
func (lw LogWords) Say(key string, args ...any) string {
	out := make([]any, len(args))
	suffix, nth := "", 0
	for i, a := range args {
		switch a := a.(type) {
		case Seat:
			if lw.you(int(a)) && suffix == "" {
				suffix = youSuffix[min(nth, len(youSuffix)-1)]
			}
			out[i], nth = lw.Seat(int(a)), nth+1
		case SeatList:
			others := slices.DeleteFunc(slices.Clone(a), lw.you)
			if len(others) < len(a) && suffix == "" {
				suffix = youSuffix[min(nth, len(youSuffix)-1)]
			}
			out[i], nth = lw.Seats(others), nth+1
		default:
			out[i] = a
		}
	}
	return lw.W.T(key+suffix, out...)
}

func (lw LogWords) you(p int) bool { return lw.You != nil && lw.You(p) }

// Seats names several seats as one phrase: "A", "A and B", "A, B and C"
// (by name: Say leaves the person out of a SeatList first).
func (lw LogWords) Seats(ps []int) string {
	if len(ps) == 0 {
		return ""
	}
	head := lw.Seat(ps[0])
	for i, p := range ps[1:] {
		key := "log.list_comma"
		if i == len(ps)-2 {
			key = "log.list_and"
		}
		head = lw.W.T(key, head, lw.Seat(p))
	}
	return head
}

// Words is how this table speaks of its seats: by name, and the one
// person at the screen against bots as "you". When people take turns
// at the screen no one is: the screen passes from one to another, and a
// sentence shown to one would mean another by the time it is read.
func (b *Base) Words() LogWords {
	return LogWords{W: b.Ctx.Words, Seat: b.SeatName, You: b.addressed}
}

// addressed reports whether seat p is the one person at the screen (a
// seat the rules add, as the necklace game's rival jeweller, is not).
func (b *Base) addressed(p int) bool {
	return b.D.Humans() == 1 && p >= 0 && p < len(b.Cfg.Seats) && b.D.Human(p)
}
