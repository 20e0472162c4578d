package dolores

// Read-only accessors for tables and tools. On a view they report only what
// the view holds: hidden cards read as NoCard, hidden choices as unknown.

// Step says what a position waits for.
type Step int

const (
	StepLantern       Step = iota // the Broken Lantern holder: use it before the deal, or pass
	StepLookout                   // Dawn drawn: the Lookout holder uses it or passes
	StepLanternReport             // the Broken Lantern user reports on the hidden share
	StepWindow                    // after the deal: WindowAsked may use a card or pass
	StepGestures                  // participants choose (and talk); a Wager user predicts
	StepRuse                      // the Ruse user chooses after seeing the other gesture
	StepMixUp                     // after the reveal: the Mix-up holder uses it or passes
	StepWagerPick                 // a right Wager: its user takes one card
	StepDodgePick                 // the dodger takes one card
	StepCollections               // double Dodge: each chooses a collection to discard
	StepTheft                     // a Theft just gained: its holder steals
	StepOver                      // the game is over
)

// Step is what the position waits for.
func (s *State) Step() Step {
	switch s.phase {
	case phLantern:
		return StepLantern
	case phLookout:
		return StepLookout
	case phLanternTalk:
		return StepLanternReport
	case phWindow:
		return StepWindow
	case phGesture:
		return StepGestures
	case phRuse:
		return StepRuse
	case phMixup:
		return StepMixUp
	case phWagerPick:
		return StepWagerPick
	case phDodgePick:
		return StepDodgePick
	case phCollection:
		return StepCollections
	case phTheft:
		return StepTheft
	}
	return StepOver
}

// Left is the seat sharing with the dealer this share.
func (s *State) Left() int { return s.part(sideLeft) }

// ShareNumber counts the shares begun, from 1.
func (s *State) ShareNumber() int { return int(s.shares) }

// Progress implements rules.Progress: HMS Dolores counts its shares of
// loot, however many Dawn leaves.
func (s *State) Progress() (unit string, n, of int) { return "share", max(1, s.ShareNumber()), 0 }

// Slot is the card at share slot i (0–2 the left player's side, 3–5 the
// dealer's): NoCard when empty or face down to this viewer; down reports a
// face-down card.
func (s *State) Slot(i int) (c Card, down bool) {
	return s.share[i], s.hiddenS&(1<<i) != 0
}

// PileSize is the number of cards left in the draw pile.
func (s *State) PileSize() int { return int(s.pileN) }

// Area lists seat p's cards (goods, MiB cards, and Dawn won after a Lookout).
func (s *State) Area(p int) []Card {
	var a []Card
	for c := Card(0); c < NumCards; c++ {
		if s.loc[c] == locArea+uint8(p) {
			a = append(a, c)
		}
	}
	return a
}

// Collections is seat p's value per goods type (0: no collection).
func (s *State) Collections(p int) (v [NumTypes]int) {
	for t, x := range s.sums[p] {
		v[t] = int(x)
	}
	return v
}

// Discards lists the discard pile (it is open).
func (s *State) Discards() []Card {
	var a []Card
	for c := Card(0); c < NumCards; c++ {
		if s.loc[c] == locDiscard {
			a = append(a, c)
		}
	}
	return a
}

// Holder is the seat holding MiB card m, or -1.
func (s *State) Holder(m int) int { return int(s.holderOf(MiBCard(m))) }

// Words is seat p's record: words given and kept so far.
func (s *State) Words(p int) (given, kept int) { return int(s.given[p]), int(s.kept[p]) }

// LastSaid is the last phrase seat p said (this game), or -1.
func (s *State) LastSaid(p int) int { return int(s.lastSaid[p]) }

// SaidThisRound is how many phrases seat p said in this round of gestures.
func (s *State) SaidThisRound(p int) int { return int(s.said[p]) }

// LanternReport is what the Broken Lantern user reported on the hidden
// share (SayRich or SayPoor) until the reveal answers it, or -1.
func (s *State) LanternReport() int { return int(s.lanternSay) }

// Chosen reports whether seat p has chosen its gesture this round.
func (s *State) Chosen(p int) bool {
	side := s.sideOf(p)
	return side >= 0 && s.gest[side] != none
}

// Gesture is seat p's gesture this round if this state shows it, else -1.
func (s *State) Gesture(p int) int {
	side := s.sideOf(p)
	if side < 0 || s.gest[side] < 0 || s.gest[side] >= NumGestures {
		return -1
	}
	return int(s.gest[side])
}

// GestureCounts is how often seat p has shown each gesture at reveals.
func (s *State) GestureCounts(p int) (n [NumGestures]int) {
	for g, x := range s.gcount[p] {
		n[g] = int(x)
	}
	return n
}

// LanternUser, RuseUser and WagerUser are the seats using those cards in
// the current share, or -1.
func (s *State) LanternUser() int { return int(s.lantern) }
func (s *State) RuseUser() int    { return int(s.ruse) }
func (s *State) WagerUser() int   { return int(s.wager) }

// WindowAsked is the seat asked in the window before gestures, or -1.
func (s *State) WindowAsked() int {
	if s.phase != phWindow {
		return -1
	}
	return int(s.winAsk)
}

// Dodger is the seat taking a Dodge pick, or -1.
func (s *State) Dodger() int {
	if s.phase != phDodgePick {
		return -1
	}
	return s.part(int(s.dodger))
}

// Thief is the seat stealing with a Theft, or -1.
func (s *State) Thief() int { return int(s.thief) }

// LookoutUsed reports whether Dawn was defused by a Lookout.
func (s *State) LookoutUsed() bool { return s.lookoutUsed }

// EndReason is EndDawn or EndPileOut once the game is over, else 0.
func (s *State) EndReason() int { return int(s.end) }

// Sealed implements rules.Sealer: seat p has chosen a gesture, a Wager
// prediction or a collection to discard that the table has not yet seen
// (what the public view hides as chosen).
func (s *State) Sealed(p int) bool {
	pub, ok := s.View(-1).(*State)
	if !ok {
		return false
	}
	if side := pub.sideOf(p); side >= 0 && (pub.gest[side] == hidden || pub.ddPick[side] == hidden) {
		return true
	}
	return p == int(pub.wager) && pub.pred[0] == hidden
}
