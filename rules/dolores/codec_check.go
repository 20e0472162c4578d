package dolores

import (
	"strconv"

	"salotto/rules/wire"
)

// viewDecoder places a decoded view's cards and refuses what no real
// game's view could hold: the game's methods, its Determinize and its bots
// rely on what play keeps true (a card in one place, the box's four
// Message in a Bottle cards among the unseen, each waiting step's seat
// and choices), and a view from the wire may hold anything.
type viewDecoder struct {
	r *wire.Reader
	s *State
}

// place puts the cards where the view shows them; every other card is
// unknown to the viewer.
func (d *viewDecoder) place(areas [][]int, discards, share, faceDown []int) {
	s, r := d.s, d.r
	for c := range s.loc {
		s.loc[c] = locUnknown
	}
	seen := func(field string, x int) (Card, bool) {
		if x < 0 || x >= NumCards || s.loc[x] != locUnknown {
			r.Fail(field, strconv.Itoa(x)+" is not a card, or is in two places")
			return 0, false
		}
		return Card(x), true
	}
	if len(areas) != int(s.n) {
		r.Fail("areas", "want one a seat")
		return
	}
	for p, a := range areas {
		for _, x := range a {
			c, ok := seen("areas", x)
			if !ok {
				return
			}
			s.toArea(p, c)
		}
	}
	for _, x := range discards {
		c, ok := seen("discards", x)
		if !ok {
			return
		}
		s.loc[c] = locDiscard
	}
	if len(share) != len(s.share) {
		r.Fail("share", "want 6 slots")
		return
	}
	for i, x := range share {
		if x == -1 {
			continue
		}
		c, ok := seen("share", x)
		if !ok {
			return
		}
		s.share[i], s.loc[c] = c, locShare
	}
	for _, i := range faceDown {
		if i < 0 || i >= len(s.share) || s.hiddenS&(1<<i) != 0 {
			r.Fail("faceDown", "want share slots, each once")
			return
		}
		s.hiddenS |= 1 << i
	}
	for i := 0; i < int(s.pileN); i++ {
		s.pile[i] = NoCard
	}
	// The deal queue's sides are those queueDeal writes; a queue of two
	// (a Convoy) leaves the last four-card queue's dealer side behind it.
	switch s.dealN {
	case 2:
		s.deal = [6]uint8{sideLeft, sideDealer, sideDealer, sideDealer}
	case 4:
		s.deal = [6]uint8{sideLeft, sideLeft, sideDealer, sideDealer}
	}
}

// check refuses a view whose parts do not fit together.
func (d *viewDecoder) check() {
	if !d.r.Ok() {
		return
	}
	for _, c := range [...]func() (string, string){d.checkCards, d.checkShare, d.checkSeats, d.checkChoices, d.checkTalk, d.checkStep} {
		if field, why := c(); field != "" {
			d.r.Fail(field, why)
			return
		}
	}
}

// used reports whether MiB card m was used: it lies in the discard.
func (s *State) used(m int) bool { return s.loc[MiBCard(m)] == locDiscard }

// checkCards: the unseen cards are the pile, the box and the face-down
// slots, exactly; the box's four Message in a Bottle cards (Wager among
// them with two players) and Dawn (in the pile until drawn) are unseen.
func (d *viewDecoder) checkCards() (string, string) {
	s := d.s
	unseen, unseenMiB := 0, 0
	for c := Card(0); c < NumCards; c++ {
		if s.loc[c] == locUnknown {
			unseen++
			if c.IsMiB() {
				unseenMiB++
			}
		}
	}
	down := 0
	for i, c := range s.share {
		if s.hiddenS&(1<<i) != 0 && c == NoCard {
			down++
		}
	}
	switch {
	case unseen != int(s.pileN)+4+down:
		return "pile", strconv.Itoa(unseen) + " cards unseen: not the pile, the box's four and the face-down cards"
	case unseenMiB < 4:
		return "areas", "the box's four Message in a Bottle cards are in sight"
	case s.n == 2 && s.loc[MiBCard(Wager)] != locUnknown:
		return "areas", "with two players the Wager stays in the box"
	case s.loc[Dawn] == locUnknown && s.pileN == 0:
		return "pile", "Dawn is unseen, so in the pile, which is empty"
	case s.loc[Dawn] != locUnknown && !s.lookoutUsed && s.phase != phLookout && s.phase != phOver:
		return "step", "Dawn is out, and no Lookout was used"
	case s.lookoutUsed && !s.used(Lookout):
		return "lookoutUsed", "the Lookout is not in the discard"
	}
	return "", ""
}

// checkShare: face-down cards come from a Broken Lantern and show to its
// user only, until the reveal; a side never holds more than three cards
// (two, while the Convoy has not been used), what is still to be dealt
// included.
func (d *viewDecoder) checkShare() (string, string) {
	s := d.s
	var count, queued [2]int
	for i, c := range s.share {
		switch down := s.hiddenS&(1<<i) != 0; {
		case c != NoCard || down:
			count[i/3]++
			if down && (c == NoCard) == (s.viewer == s.lantern) || down && c == Dawn {
				return "share", "a face-down card shows to the Broken Lantern's user alone"
			}
		}
	}
	for i := int(s.dealAt); i < int(s.dealN); i++ {
		queued[s.deal[i]]++
	}
	limit := 2
	if s.used(Convoy) {
		limit = 3
	}
	// Dawn, drawn face up from a face-down deal, ends the game with the
	// share still face down.
	unrevealed := s.phase == phLookout || s.phase == phLanternTalk || s.phase == phWindow ||
		s.phase == phGesture || s.phase == phRuse || s.phase == phOver
	switch {
	case s.hiddenS != 0 && (s.lantern < 0 || !unrevealed):
		return "faceDown", "the share is face down only under a Broken Lantern, until the reveal"
	case count[0]+queued[0] > limit || count[1]+queued[1] > limit:
		return "share", "a side holds two cards, or three after a Convoy"
	case s.dealAt > s.dealN || s.dealN == 1 || s.dealN == 3 || (s.dealN == 0) != (s.afterDeal == phStartShare):
		return "deal", "not a deal of four or of two cards"
	case s.dealAt != s.dealN && s.phase != phLookout && s.phase != phOver:
		return "deal", "a deal goes on only while the Lookout's holder decides, or Dawn ended it"
	case s.phase == phLantern && (count[0]+count[1] != 0 || s.dealN == 0 && s.shares > 1):
		return "share", "the Broken Lantern is used before the share is dealt"
	}
	return "", ""
}

// checkSeats: the seats using a card this share used it, and may. (A
// game that ends as a share cannot be dealt keeps the last share's.)
func (d *viewDecoder) checkSeats() (string, string) {
	s := d.s
	over := s.phase == phOver
	switch {
	case s.lantern >= 0 && !s.used(BrokenLantern):
		return "lantern", "the Broken Lantern is not in the discard"
	case s.ruse >= 0 && (!s.used(Ruse) || s.sideOf(int(s.ruse)) < 0 && !over):
		return "ruse", "the Ruse is used by a player of the share"
	case s.wager >= 0 && (!s.used(Wager) || s.sideOf(int(s.wager)) >= 0 && !over || s.n == 2):
		return "wager", "the Wager is used by a player outside the share"
	case (s.thief >= 0) != (s.phase == phTheft):
		return "thief", "a thief steals now, or nobody does"
	case s.lanternSay >= 0 && (s.lanternSay < SayRich || s.lantern < 0):
		return "lanternReport", "the Broken Lantern's user reports rich or poor"
	case s.lastShare > s.shares || s.shares == 0 && s.phase != phTheft:
		return "shares", "the share under way is counted"
	case (s.lastPart[0] < 0) != (s.lastPart[1] < 0) || (s.lastPart[0] < 0) != (s.lastShare == 0):
		return "lastParticipants", "both seats of the last reveal, or none before the first"
	}
	return "", ""
}

// checkChoices: gestures, predictions and collections are what the step
// allows; a choice is hidden only where the viewer may not see it.
func (d *viewDecoder) checkChoices() (string, string) {
	s := d.s
	shown := func(v int8) bool { return v >= 0 && v < NumGestures }
	for side := 0; side < 2; side++ {
		mine := s.part(side) == int(s.viewer)
		g, pr, dd, lg := s.gest[side], s.pred[side], s.ddPick[side], s.lastGest[side]
		switch {
		case g == noGoods || pr == noGoods || lg == noGoods || lg == hidden:
			return "gestures", "no-goods is a collection, and the last gestures were shown"
		case g == hidden && (mine || s.phase != phGesture):
			return "gestures", "only another's gesture is hidden, while gestures are chosen"
		case shown(g) && s.phase == phGesture && !mine:
			return "gestures", "another's gesture shows before the reveal"
		case pr != none && s.wager < 0:
			return "prediction", "a prediction without a Wager"
		case pr == hidden && (s.viewer == s.wager || s.phase != phGesture && s.phase != phRuse):
			return "prediction", "only the Wager's prediction to others is hidden, until the reveal"
		case shown(pr) && s.viewer != s.wager && (s.phase == phGesture || s.phase == phRuse):
			return "prediction", "the Wager's prediction shows before the reveal"
		case dd != none && s.phase != phCollection:
			return "collections", "collections are chosen after a double Dodge"
		case dd == hidden && mine, dd >= 0 && dd < NumTypes && !mine:
			return "collections", "only another's collection is hidden"
		case dd == noGoods && s.hasGoods(s.part(side)), (dd == hidden || dd == none || dd >= 0 && dd < NumTypes) && s.phase == phCollection && !s.hasGoods(s.part(side)):
			return "collections", "no-goods is said of a player without goods, and only of them"
		case dd >= 0 && dd < NumTypes && s.sums[s.part(side)][dd] == 0:
			return "collections", "a collection the player does not have"
		case lg < none || lg >= NumGestures:
			return "lastGestures", "want gestures"
		}
	}
	pairs := func(v [2]int8) int { return b2i(v[0] != none) + b2i(v[1] != none) }
	if (s.lastGest[0] == none) != (s.lastPart[0] < 0) || pairs(s.lastGest) == 1 || pairs(s.pred) == 1 {
		return "lastGestures", "choices go by pairs"
	}
	return "", ""
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// checkTalk: a word given is a phrase about the speaker's own gesture.
func (d *viewDecoder) checkTalk() (string, string) {
	s := d.s
	for p := 0; p < int(s.n); p++ {
		if _, ok := phraseKept(int(s.claim[p]), 0); s.claim[p] >= 0 && !ok {
			return "talk[" + strconv.Itoa(p) + "].word", "not a phrase giving a word"
		}
		if s.said[p] > 0 && s.sideOf(p) < 0 && (s.phase == phGesture || s.phase == phRuse) {
			return "talk[" + strconv.Itoa(p) + "].said", "only the share's players talk while choosing"
		}
	}
	return "", ""
}

// checkStep: the step waits for someone who can act, as play leaves it.
func (d *viewDecoder) checkStep() (string, string) {
	s := d.s
	shown := func(v int8) bool { return v >= 0 && v < NumGestures }
	revealed := shown(s.gest[0]) && shown(s.gest[1]) && (s.wager < 0 || s.pred[0] != none)
	cards := 0
	for _, c := range s.share {
		cards += b2i(c != NoCard)
	}
	var why string
	switch s.phase {
	case phLantern:
		if s.lantern >= 0 {
			why = "the Broken Lantern is used once a share"
		}
	case phLookout:
		if s.lookoutUsed || s.loc[Dawn] != locShare {
			why = "the Lookout is asked about Dawn just drawn"
		}
	case phLanternTalk:
		if s.lantern < 0 || s.lanternSay >= 0 {
			why = "the Broken Lantern's user reports once"
		}
	case phWindow:
		if s.winAsk < 0 || !s.eligible(int(s.winAsk)) || int(s.winPass) >= s.eligibleCount() {
			why = "the window asks a holder of a card to use, until all pass"
		}
	case phGesture:
		if s.ruse >= 0 && s.gest[s.sideOf(int(s.ruse))] != none {
			why = "the Ruse's user chooses last"
		}
	case phRuse:
		if s.ruse < 0 || s.gest[s.sideOf(int(s.ruse))] != none || !shown(s.gest[1-s.sideOf(int(s.ruse))]) || s.wager >= 0 && s.pred[0] == none {
			why = "the Ruse's user chooses once the other gesture shows"
		}
	case phMixup:
		if !revealed {
			why = "the Mix-up is asked after the reveal"
		}
	case phWagerPick:
		if !revealed || s.wager < 0 || !s.wagerRight() || cards == 0 {
			why = "a right Wager takes a card"
		}
	case phDodgePick:
		if !revealed || s.dodger < 0 || s.gest[s.dodger] != Dodge || s.gest[1-s.dodger] == Dodge || cards == 0 {
			why = "a dodger takes a card"
		}
	case phCollection:
		if !revealed || s.gest[0] != Dodge || s.gest[1] != Dodge || cards != 0 {
			why = "collections are chosen after a double Dodge"
		}
	case phTheft:
		if s.thief < 0 || s.holderOf(MiBCard(Theft)) != s.thief || (s.theftNext == phStartShare) != (s.shares == 0) {
			why = "a Theft just gained is used by its holder"
		}
	}
	if why != "" {
		return "step", why
	}
	if (s.end != 0) != (s.phase == phOver) {
		return "end", "a game over has an end, a game going on none"
	}
	toAct := s.ToAct(nil)
	if (len(toAct) == 0) != (s.phase == phOver) {
		return "step", "nobody can act"
	}
	for _, p := range toAct {
		if p < 0 || p >= int(s.n) || len(s.Legal(p, nil)) == 0 {
			return "step", "seat " + strconv.Itoa(p) + " is to act and cannot"
		}
	}
	return "", ""
}
