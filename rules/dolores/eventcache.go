package dolores

import "salotto/rules"

// The commonest events are boxed once, at start-up, so that returning them
// as rules.Event allocates nothing: a random game applies about seventy
// moves and search applies millions.
var (
	passedEv   [4]rules.Event
	chosenEv   [4]rules.Event
	saidEv     [4][NumPhrases]rules.Event
	wordEv     [4][2]rules.Event
	takenEv    [4][6][NumCards]rules.Event
	dealtEv    [6][NumCards + 1]rules.Event // the last: face down
	discardEv  [6][NumCards]rules.Event
	revealedEv [4][4][NumGestures][NumGestures]rules.Event
)

func init() {
	for p := int8(0); p < 4; p++ {
		passedEv[p] = Passed{Player: p}
		chosenEv[p] = GestureChosen{Player: p}
		for ph := int8(0); ph < NumPhrases; ph++ {
			saidEv[p][ph] = Said{Player: p, Phrase: ph}
		}
		wordEv[p][0] = WordRecorded{Player: p}
		wordEv[p][1] = WordRecorded{Player: p, Kept: true}
		for slot := int8(0); slot < 6; slot++ {
			for c := Card(0); c < NumCards; c++ {
				takenEv[p][slot][c] = CardTaken{Player: p, Slot: slot, Card: c}
			}
		}
		for l := int8(0); l < 4; l++ {
			for a := int8(0); a < NumGestures; a++ {
				for b := int8(0); b < NumGestures; b++ {
					revealedEv[p][l][a][b] = GesturesRevealed{Dealer: p, Left: l, DealerGesture: a, LeftGesture: b}
				}
			}
		}
	}
	for slot := int8(0); slot < 6; slot++ {
		for c := Card(0); c < NumCards; c++ {
			dealtEv[slot][c] = CardDealt{Side: slot / 3, Slot: slot, Card: c}
			discardEv[slot][c] = CardDiscarded{Slot: slot, Card: c}
		}
		dealtEv[slot][NumCards] = CardDealt{Side: slot / 3, Slot: slot, Card: NoCard, FaceDown: true}
	}
}
