package kit_test

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"salotto/lang"
	"salotto/rules"
	"salotto/rules/catalog"
	dv "salotto/rules/dolcevita"
	d "salotto/rules/dolores"
	nk "salotto/rules/necklace"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/kit"
	"salotto/tables/necklace"
)

// The seats' names in these tests: none is a word of any language, so a
// name found in a sentence is a seat named, not a word.
var personNames = []string{"Ximena", "Boris", "Cleo", "Dario", "Enzo"}

// wordsFor speaks in language tag to the person in seat you (-1: no one).
func wordsFor(t *testing.T, tag string, you int) kit.LogWords {
	t.Helper()
	w, err := lang.New(tag)
	if err != nil {
		t.Fatal(err)
	}
	return kit.LogWords{W: w, Seat: func(p int) string { return personNames[p] }, You: func(p int) bool { return p == you }}
}

// sentence is one sentence that names seats: say words it with seat a as
// the first seat it names and seat b as the second (if it names two).
type sentence struct {
	name  string
	seats int
	say   func(lw kit.LogWords, a, b int) string
}

// logSentence is the move log's sentence for the event ev(a, b) makes.
func logSentence(name string, seats int, line kit.LogLine, ev func(a, b int) rules.Event) sentence {
	return sentence{name, seats, func(lw kit.LogWords, a, b int) string { return line(lw, ev(a, b)) }}
}

// personSentences are every sentence a table says about seats, in the move
// log and on the table (notes, banners, the end's line), but those that
// can only name a bot ("Sofia is thinking") or another person taking turns
// at the screen ("Pass the screen to Sofia"): no one is "you" there.
func personSentences() []sentence {
	lux := dv.LuxuryCard(dv.House, 4)
	goods := d.Card(3)
	gem, err := nk.ParseCard("B04")
	if err != nil {
		panic(err)
	}
	i8 := func(p int) int8 { return int8(p) }
	dvl, dol, nkl := dolcevita.LogLine, dolores.LogLine, necklace.LogLine
	dvn := func(lw kit.LogWords, ev rules.Event) string { return dolcevita.Note(lw, ev) }
	don := func(lw kit.LogWords, ev rules.Event) string { return dolores.Note(lw, ev) }
	nkn := func(lw kit.LogWords, ev rules.Event) string { return necklace.Note(lw, ev) }
	return []sentence{
		logSentence("log won", 1, dvl, func(a, _ int) rules.Event { return dv.GameEnded{Winners: []int{a}} }),
		logSentence("log shared", 2, dvl, func(a, b int) rules.Event { return dv.GameEnded{Winners: []int{a, b}} }),
		logSentence("dolcevita log placed", 1, dvl, func(a, _ int) rules.Event { return dv.Placed{Player: a, Number: 5, Column: 2} }),
		logSentence("dolcevita log tie", 2, dvl, func(a, b int) rules.Event { return dv.TieCancelled{Column: 1, Total: 7, Players: []int{a, b}} }),
		logSentence("dolcevita log awarded", 1, dvl, func(a, _ int) rules.Event { return dv.Awarded{Player: a, Column: 3, Rank: 1, Card: lux} }),
		logSentence("dolcevita log traded in", 1, dvl, func(a, _ int) rules.Event { return dv.TradedIn{Player: a, Column: 3, Old: lux, New: lux} }),
		logSentence("dolcevita log empty-handed", 1, dvl, func(a, _ int) rules.Event { return dv.EmptyHanded{Player: a, Column: 4, Rank: 2} }),
		logSentence("dolcevita note empty-handed", 1, dvn, func(a, _ int) rules.Event { return dv.EmptyHanded{Player: a, Column: 4, Rank: 2} }),
		logSentence("dolcevita note traded in", 1, dvn, func(a, _ int) rules.Event { return dv.TradedIn{Player: a, Column: 3, Old: lux, New: lux} }),
		{"dolcevita round", 1, func(lw kit.LogWords, a, _ int) string { return dolcevita.RoundLine(lw, 2, 4, a) }},
		logSentence("dolores log loot", 1, dol, func(a, _ int) rules.Event { return d.LootDealt{Player: i8(a), Card: goods} }),
		logSentence("dolores log share", 2, dol, func(a, b int) rules.Event { return d.ShareBegins{Dealer: i8(a), Left: i8(b), Number: 3} }),
		logSentence("dolores log mib", 1, dol, func(a, _ int) rules.Event { return d.MiBPlayed{Player: i8(a), MiB: d.Swirl} }),
		logSentence("dolores log passed", 1, dol, func(a, _ int) rules.Event { return d.Passed{Player: i8(a)} }),
		logSentence("dolores log said", 1, dol, func(a, _ int) rules.Event { return d.Said{Player: i8(a), Phrase: d.SayBoth} }),
		logSentence("dolores log chose", 1, dol, func(a, _ int) rules.Event { return d.GestureChosen{Player: i8(a)} }),
		logSentence("dolores log wager", 1, dol, func(a, _ int) rules.Event { return d.WagerPlaced{Player: i8(a)} }),
		logSentence("dolores log shown", 1, dol, func(a, _ int) rules.Event { return d.GestureShown{Player: i8(a), Gesture: d.Fight} }),
		logSentence("dolores log revealed", 2, dol, func(a, b int) rules.Event {
			return d.GesturesRevealed{Dealer: i8(a), Left: i8(b), DealerGesture: d.Share, LeftGesture: d.Dodge}
		}),
		logSentence("dolores log wager right", 1, dol, func(a, _ int) rules.Event { return d.WagerResolved{Player: i8(a), Right: true} }),
		logSentence("dolores log wager wrong", 1, dol, func(a, _ int) rules.Event { return d.WagerResolved{Player: i8(a)} }),
		logSentence("dolores log cancelled", 1, dol, func(a, _ int) rules.Event { return d.GesturesCancelled{Player: i8(a)} }),
		logSentence("dolores log taken", 1, dol, func(a, _ int) rules.Event { return d.CardTaken{Player: i8(a), Card: goods} }),
		logSentence("dolores log collection", 1, dol, func(a, _ int) rules.Event { return d.CollectionDiscarded{Player: i8(a), Type: 2, Cards: 2, Value: 3} }),
		logSentence("dolores log no goods", 1, dol, func(a, _ int) rules.Event { return d.CollectionDiscarded{Player: i8(a), Type: -1} }),
		logSentence("dolores log chose collection", 1, dol, func(a, _ int) rules.Event { return d.CollectionChosen{Player: i8(a)} }),
		logSentence("dolores log stolen", 2, dol, func(a, b int) rules.Event { return d.Stolen{Thief: i8(a), Victim: i8(b), Card: goods} }),
		logSentence("dolores log theft wasted", 1, dol, func(a, _ int) rules.Event { return d.TheftWasted{Player: i8(a)} }),
		logSentence("dolores log word kept", 1, dol, func(a, _ int) rules.Event { return d.WordRecorded{Player: i8(a), Kept: true} }),
		logSentence("dolores log word broken", 1, dol, func(a, _ int) rules.Event { return d.WordRecorded{Player: i8(a)} }),
		logSentence("dolores note share", 2, don, func(a, b int) rules.Event { return d.ShareBegins{Dealer: i8(a), Left: i8(b), Number: 3} }),
		logSentence("dolores note mib", 1, don, func(a, _ int) rules.Event { return d.MiBPlayed{Player: i8(a), MiB: d.Ebb} }),
		logSentence("dolores note mixed up", 1, don, func(a, _ int) rules.Event { return d.GesturesCancelled{Player: i8(a)} }),
		logSentence("dolores note theft wasted", 1, don, func(a, _ int) rules.Event { return d.TheftWasted{Player: i8(a)} }),
		logSentence("dolores note wager right", 1, don, func(a, _ int) rules.Event { return d.WagerResolved{Player: i8(a), Right: true} }),
		logSentence("dolores note wager wrong", 1, don, func(a, _ int) rules.Event { return d.WagerResolved{Player: i8(a)} }),
		logSentence("dolores note no goods", 1, don, func(a, _ int) rules.Event { return d.CollectionDiscarded{Player: i8(a), Type: -1} }),
		logSentence("dolores note collection", 1, don, func(a, _ int) rules.Event { return d.CollectionDiscarded{Player: i8(a), Type: 2} }),
		logSentence("dolores note stolen", 2, don, func(a, b int) rules.Event { return d.Stolen{Thief: i8(a), Victim: i8(b), Card: goods} }),
		{"dolores banner", 2, func(lw kit.LogWords, a, b int) string { return dolores.Banner(lw, 3, a, b) }},
		logSentence("necklace log drew", 1, nkl, func(a, _ int) rules.Event { return nk.Drew{Player: a, Card: gem} }),
		logSentence("necklace log drew a card", 1, nkl, func(a, _ int) rules.Event { return nk.Drew{Player: a, Card: nk.NoCard} }),
		logSentence("necklace log took", 1, nkl, func(a, _ int) rules.Event { return nk.TookDiscard{Player: a, Card: gem} }),
		logSentence("necklace log discarded", 1, nkl, func(a, _ int) rules.Event { return nk.Discarded{Player: a, Card: gem} }),
		logSentence("necklace log declined", 1, nkl, func(a, _ int) rules.Event { return nk.Declined{Player: a} }),
		logSentence("necklace note declined", 1, nkn, func(a, _ int) rules.Event { return nk.Declined{Player: a} }),
		{"necklace end wins", 1, func(lw kit.LogWords, a, _ int) string {
			scores := []int{12, 12}
			scores[a] = 20
			return necklace.ResultLine(lw, nk.GameEnded{Scores: scores, Wishes: []int{3, 2}, Winners: []int{a}})
		}},
		{"necklace end tiebreak", 1, func(lw kit.LogWords, a, _ int) string {
			return necklace.ResultLine(lw, nk.GameEnded{Scores: []int{12, 12}, Wishes: []int{3, 2}, Winners: []int{a}})
		}},
	}
}

// TestSentencesSpeakToYou renders every sentence about seats in English,
// Spanish and Italian, with the person at the screen as the first seat it
// names (the subject: "you deal") and, for those naming two, as the second
// (the object: "deals to you"). The person is never named, no sentence
// lacks its form or an argument, each reads otherwise than with a name
// there, and all of them are as testdata/second_person.golden has them
// (SALOTTO_UPDATE_GOLDEN=1 rewrites it, for a person to read).
func TestSentencesSpeakToYou(t *testing.T) {
	var out strings.Builder
	for _, tag := range lang.Tags() {
		for _, s := range personSentences() {
			named := s.say(wordsFor(t, tag, -1), 0, 1)
			fmt.Fprintf(&out, "%s %s\n\tnamed:      %s\n", tag, s.name, named)
			roles := []string{"you first:", "you second:"}[:s.seats]
			for k, role := range roles {
				a, b := 1, 2
				if k == 0 {
					a = 0
				} else {
					b = 0
				}
				got := s.say(wordsFor(t, tag, 0), a, b)
				fmt.Fprintf(&out, "\t%-11s %s\n", role, got)
				switch {
				case strings.Contains(got, personNames[0]):
					t.Errorf("%s %s, %s names the person: %q", tag, s.name, role, got)
				case strings.Contains(got, "[[") || strings.Contains(got, "%!"):
					t.Errorf("%s %s, %s reads %q", tag, s.name, role, got)
				case got == s.say(wordsFor(t, tag, -1), a, b):
					t.Errorf("%s %s, %s reads as with a name: %q", tag, s.name, role, got)
				}
			}
		}
	}
	golden := filepath.Join("testdata", "second_person.golden")
	if os.Getenv("SALOTTO_UPDATE_GOLDEN") == "1" {
		if err := os.WriteFile(golden, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != string(want) {
		gl, wl := strings.Split(got, "\n"), strings.Split(string(want), "\n")
		for i := range min(len(gl), len(wl)) {
			if gl[i] != wl[i] {
				t.Fatalf("the sentences differ from %s at line %d:\n got  %q\n want %q", golden, i+1, gl[i], wl[i])
			}
		}
		t.Fatalf("the sentences differ from %s in length: %d lines, want %d", golden, len(gl), len(wl))
	}
}

// TestPlayedSentencesSpeakToYou plays random games of each game and words
// every event, in the log and on the table, for each seat as the person
// at the screen (seeing it as that seat may), in every language: none
// names the person.
func TestPlayedSentencesSpeakToYou(t *testing.T) {
	for _, c := range []struct {
		game   string
		lines  []kit.LogLine
		redact func(rules.Event, int) rules.Event
	}{
		{"dolcevita", []kit.LogLine{dolcevita.LogLine, dolcevita.Note}, nil},
		{"dolores", []kit.LogLine{dolores.LogLine, dolores.Note}, nil},
		{"necklace", []kit.LogLine{necklace.LogLine, necklace.Note}, nk.Redact},
	} {
		g, err := catalog.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		_, hi := g.PlayerRange()
		players := max(2, hi)
		eachEvent(t, g, players, 5, func(ev rules.Event) {
			for you := 0; you < players; you++ {
				shown := ev
				if c.redact != nil {
					shown = c.redact(ev, you)
				}
				for _, tag := range lang.Tags() {
					for _, line := range c.lines {
						if got := line(wordsFor(t, tag, you), shown); strings.Contains(got, personNames[you]) {
							t.Fatalf("%s, %s, seat %d at the screen: %T reads %q", c.game, tag, you, ev, got)
						}
					}
				}
			}
		})
	}
}
