package dolores

import "salotto/rules"

// Phrases are the announcements players may make. Talk is never binding.
//
// Participants of a share may speak while choosing their gesture: each may
// say at most MaxSayings things per round of gestures (a Mix-up starts a
// new round), and only until they have chosen their gesture. Whoever used a
// Broken Lantern makes one report about the hidden cards (or keeps quiet)
// right after they are dealt. Non-participants do not talk: a table waits
// only on players who must act, and the contract lists no moves for a
// player who need not act.
//
// A phrase that names the speaker's own gesture is a word given; it is kept
// or broken at the reveal (the last such phrase of the round counts), and
// the tally is public, so every player and bot can weigh a speaker's word.
const (
	SayShare = iota // "I will share."
	SayFight        // "I will fight."
	SayDodge        // "I will dodge."
	SayBoth         // "Let's both share." (a word to share)
	SayDare         // "Don't you dare fight me." (a word not to share)
	SayRich         // Broken Lantern report: "This share is worth a fight."
	SayPoor         // Broken Lantern report: "Nothing worth having here."
	NumPhrases
)

// MaxSayings is how many phrases a participant may say per round of gestures.
const MaxSayings = 2

var phraseNames = []string{"share", "fight", "dodge", "both", "dare", "rich", "poor"}

var phraseTexts = [NumPhrases]string{
	"I will share.",
	"I will fight.",
	"I will dodge.",
	"Let's both share.",
	"Don't you dare fight me.",
	"This share is worth a fight.",
	"Nothing worth having here.",
}

// PhraseName is the phrase's word in move text ("say both").
func PhraseName(p int) string {
	if p < 0 || p >= NumPhrases {
		return "?"
	}
	return phraseNames[p]
}

// PhraseText is what the speaker says, in the project's own words.
func PhraseText(p int) string {
	if p < 0 || p >= NumPhrases {
		return "?"
	}
	return phraseTexts[p]
}

// phraseKept reports whether gesture g keeps the word given by phrase p;
// ok is false when p gives no word about the speaker's gesture.
func phraseKept(p, g int) (kept, ok bool) {
	switch p {
	case SayShare, SayBoth:
		return g == Share, true
	case SayFight:
		return g == Fight, true
	case SayDodge:
		return g == Dodge, true
	case SayDare:
		return g != Share, true
	}
	return false, false
}

// richShare is the value from which a Broken Lantern report of "rich" is
// true: the goods' crate values plus one per Message in a Bottle card.
const richShare = 6

// IsTalk implements rules.Talk: a phrase chooses nothing.
func (s *State) IsTalk(m rules.Move) bool { return m.Kind == KindSay }

// Spoken implements rules.Talk: p has said something in this round of
// gestures.
func (s *State) Spoken(p int) bool { return s.said[p] > 0 }
