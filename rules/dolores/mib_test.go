package dolores

import (
	"testing"

	"salotto/rules"
)

// Four more cards for an Ebb or a Convoy.
var e0, e1, e2, e3 = cr(Tableware, 1, 0), cr(Tableware, 1, 1), cr(Instruments, 1, 0), cr(Instruments, 3, 0)

func TestBrokenLanternBeforeDeal(t *testing.T) {
	s, ev := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(BrokenLantern)}}, l0, l1, d0, d1)
	if s.phase != phLantern || len(legalTexts(s, 1)) != 2 || len(legalTexts(s, 0)) != 0 {
		t.Fatalf("the holder should be asked before the deal: phase %d, %v", s.phase, legalTexts(s, 1))
	}
	if _, ok := hasEvent[CardDealt](ev); ok {
		t.Fatal("cards dealt before the Broken Lantern window")
	}
	ev = do(t, s, "1:mib broken-lantern")
	for _, e := range ev {
		if d, ok := e.(CardDealt); ok && (!d.FaceDown || d.Card != NoCard) {
			t.Fatalf("a face-down deal shows its card: %v", d)
		}
	}
	if s.phase != phLanternTalk {
		t.Fatalf("the user should report, phase %d", s.phase)
	}
	v0, v1 := s.View(0).(*State), s.View(1).(*State)
	if v0.share[0] != NoCard || v0.share[4] != NoCard {
		t.Fatal("the other player sees the face-down share")
	}
	if v1.share[0] != l0 || v1.share[4] != d1 {
		t.Fatal("the Broken Lantern user does not see the share")
	}
	do(t, s, "1:say rich", "0:gesture share", "1:gesture share")
	if !has(s, 1, l0, l1) || !has(s, 0, d0, d1) || s.hiddenS != 0 {
		t.Fatal("the share should turn up and resolve")
	}
	if s.given[1] != 1 || s.kept[1] != 1 {
		t.Fatalf("a true 'rich' report (worth 7) should count as a word kept: %d/%d", s.kept[1], s.given[1])
	}
}

func TestBrokenLanternTurnsUpAtReveal(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(BrokenLantern)}}, l0, l1, d0, d1)
	do(t, s, "1:mib broken-lantern", "1:pass", "0:gesture fight")
	ev := do(t, s, "1:gesture fight")
	up, ok := hasEvent[ShareTurnedUp](ev)
	if !ok || up.Cards[0] != l0 || up.Cards[4] != d1 {
		t.Fatalf("no turn-up at the reveal: %v", ev)
	}
}

func TestBrokenLanternPassDealsFaceUp(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(BrokenLantern)}}, l0, l1, d0, d1)
	do(t, s, "1:pass")
	if s.hiddenS != 0 || s.phase != phGesture || !has(s, 1, mib(BrokenLantern)) {
		t.Fatalf("a pass keeps the card and deals face up: phase %d", s.phase)
	}
}

func TestSwirlRearrangesShare(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{mib(Swirl)}, {cr(Wine, 1, 0)}}, l0, l1, d0, d1)
	if s.phase != phWindow || s.winAsk != 0 {
		t.Fatalf("the Swirl holder should be asked after the deal: phase %d", s.phase)
	}
	if n := len(legalTexts(s, 0)); n != 1+5 {
		t.Fatalf("pass and five new left sides, got %v", legalTexts(s, 0))
	}
	refused(t, s, "0:mib swirl 0 1 3", ReasonSwirlKeepsSides) // sides keep their sizes
	do(t, s, "0:mib swirl 3 4")
	if s.share[0] != d0 || s.share[1] != d1 || s.share[3] != l0 || s.share[4] != l1 {
		t.Fatalf("swirl: %v", s.share)
	}
	if s.phase != phGesture || s.loc[mib(Swirl)] != locDiscard {
		t.Fatal("swirl should be discarded and the window close")
	}
}

func TestSwirlByNonParticipant(t *testing.T) {
	s, _ := rigged(t, 3, 0, [][]Card{{}, {}, {mib(Swirl)}}, l0, l1, d0, d1)
	do(t, s, "2:mib swirl 1 4")
	if s.share[0] != l1 || s.share[1] != d1 || s.share[3] != l0 || s.share[4] != d0 {
		t.Fatalf("swirl: %v", s.share)
	}
}

func TestEbbDealsFourNew(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(Ebb)}}, l0, l1, d0, d1, e0, e1, e2, e3)
	do(t, s, "1:mib ebb")
	mustBeDiscarded(t, s, l0, l1, d0, d1)
	if s.share[0] != e0 || s.share[1] != e1 || s.share[3] != e2 || s.share[4] != e3 {
		t.Fatalf("ebb: %v", s.share)
	}
}

func TestConvoyAddsOneEachSide(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{mib(Convoy)}, {cr(Wine, 1, 0)}}, l0, l1, d0, d1, e0, e1)
	do(t, s, "0:mib convoy")
	if s.share[2] != e0 || s.share[5] != e1 {
		t.Fatalf("convoy: %v", s.share)
	}
	do(t, s, "0:gesture fight", "1:gesture share")
	if !has(s, 0, l0, l1, e0, d0, d1, e1) {
		t.Fatal("fight takes all six")
	}
}

func TestEbbAfterConvoy(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{mib(Convoy)}, {mib(Ebb)}}, l0, l1, d0, d1, e0, e1, e2, e3, cr(Gold, 1, 0), cr(Gold, 1, 1))
	do(t, s, "0:mib convoy", "1:mib ebb")
	occ := 0
	for _, c := range s.share {
		if c != NoCard {
			occ++
		}
	}
	if occ != 4 || s.share[0] != e2 || s.share[1] != e3 || s.share[3] != cr(Gold, 1, 0) || s.share[4] != cr(Gold, 1, 1) {
		t.Fatalf("ebb after convoy deals only 4: %v", s.share)
	}
	if s.phase != phGesture {
		t.Fatalf("window should close, phase %d", s.phase)
	}
}

func TestRuseChoosesAfterSeeing(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(Ruse)}}, l0, l1, d0, d1)
	do(t, s, "1:mib ruse")
	if len(legalTexts(s, 1)) != 0 {
		t.Fatal("the Ruse user must not choose before the other")
	}
	ev := do(t, s, "0:gesture fight")
	if sh, ok := hasEvent[GestureShown](ev); !ok || sh.Player != 0 || sh.Gesture != Fight {
		t.Fatalf("the other gesture should be shown first: %v", ev)
	}
	if v := s.View(1).(*State); v.gest[sideDealer] != Fight {
		t.Fatal("the Ruse user's view lacks the shown gesture")
	}
	do(t, s, "1:gesture dodge", "1:take 4")
	if !has(s, 1, d1) || !has(s, 0, l0, l1, d0) {
		t.Fatal("dodge against fight after the Ruse")
	}
}

func TestRuseOnlyForParticipants(t *testing.T) {
	s, _ := rigged(t, 3, 0, [][]Card{{}, {}, {mib(Ruse)}}, l0, l1, d0, d1)
	if s.phase != phGesture {
		t.Fatalf("a non-participant's Ruse opens no window, phase %d", s.phase)
	}
}

func wagerGame(t *testing.T) *State {
	s, _ := rigged(t, 3, 0, [][]Card{{cr(Wine, 1, 0)}, {cr(Weapons, 1, 0)}, {mib(Wager)}}, l0, l1, d0, d1)
	if s.phase != phWindow || s.winAsk != 2 {
		t.Fatalf("the Wager holder should be asked, phase %d", s.phase)
	}
	do(t, s, "2:mib wager")
	return s
}

func TestWagerRightTakesFirst(t *testing.T) {
	s := wagerGame(t)
	do(t, s, "2:predict share fight", "0:gesture share")
	if v := s.View(0).(*State); v.pred[0] != hidden {
		t.Fatal("the prediction is visible before the reveal")
	}
	ev := do(t, s, "1:gesture fight")
	if w, ok := hasEvent[WagerResolved](ev); !ok || !w.Right {
		t.Fatalf("wager should be right: %v", ev)
	}
	do(t, s, "2:take 4")
	if !has(s, 2, d1) || !has(s, 1, l0, l1, d0) {
		t.Fatal("the Wager user takes first, then fight takes the rest")
	}
}

func TestWagerWrongTakesNothing(t *testing.T) {
	s := wagerGame(t)
	do(t, s, "2:predict share share", "0:gesture share", "1:gesture fight")
	if !has(s, 1, l0, l1, d0, d1) || s.loc[mib(Wager)] != locDiscard {
		t.Fatal("a wrong Wager takes nothing and is spent")
	}
}

func TestWagerNotForParticipants(t *testing.T) {
	s, _ := rigged(t, 3, 0, [][]Card{{mib(Wager)}, {}, {}}, l0, l1, d0, d1)
	if s.phase != phGesture {
		t.Fatalf("a participant's Wager opens no window, phase %d", s.phase)
	}
}

func TestMixUpReplaysShare(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(MixUp)}}, l0, l1, d0, d1)
	do(t, s, "0:gesture fight", "1:gesture share")
	if s.phase != phMixup {
		t.Fatalf("the Mix-up holder should be asked after the reveal, phase %d", s.phase)
	}
	do(t, s, "1:mib mix-up")
	if s.phase != phGesture || s.share[0] != l0 || s.share[4] != d1 {
		t.Fatal("the same cards should be shared again")
	}
	do(t, s, "0:gesture share", "1:gesture share")
	if !has(s, 1, l0, l1) || !has(s, 0, d0, d1) {
		t.Fatal("the replayed gestures decide")
	}
}

func TestMixUpByNonParticipant(t *testing.T) {
	s, _ := rigged(t, 3, 0, [][]Card{{}, {}, {mib(MixUp)}}, l0, l1, d0, d1)
	do(t, s, "0:gesture fight", "1:gesture share", "2:pass")
	if !has(s, 0, l0, l1, d0, d1) {
		t.Fatal("after a pass the revealed gestures decide")
	}
}

func TestDawnEndsGameMidShare(t *testing.T) {
	s, ev := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {cr(Lace, 3, 0)}}, l0, l1, Dawn, d0)
	if !s.Done() || s.end != EndDawn {
		t.Fatal("Dawn should end the game at once")
	}
	if _, ok := hasEvent[DawnDrawn](ev); !ok {
		t.Fatal("no DawnDrawn event")
	}
	if s.loc[l0] != locShare || s.loc[d0] != locPile {
		t.Fatal("the share is not played")
	}
}

func TestDawnEndsGameDuringEbb(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(Ebb)}}, l0, l1, d0, d1, e0, Dawn)
	do(t, s, "1:mib ebb")
	if !s.Done() {
		t.Fatal("Dawn drawn by an Ebb ends the game")
	}
}

func TestLookoutPassEndsGame(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(Lookout)}}, l0, Dawn, d0, d1)
	if s.phase != phLookout {
		t.Fatalf("the Lookout holder should be asked, phase %d", s.phase)
	}
	do(t, s, "1:pass")
	if !s.Done() {
		t.Fatal("a pass lets Dawn end the game")
	}
}

func TestLookoutExtendsGame(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(Lookout)}}, l0, Dawn, d0, d1)
	do(t, s, "1:mib lookout")
	if s.Done() || s.share[1] != Dawn || s.share[3] != d0 {
		t.Fatalf("Dawn stays in the share and dealing goes on: %v", s.share)
	}
	before := s.Score(1)
	do(t, s, "0:gesture share", "1:gesture share")
	if !has(s, 1, Dawn) || s.Score(1) != before+l0.Value()*2 {
		t.Fatalf("Dawn is won but worth nothing: score %d", s.Score(1))
	}
	// Play on: the game ends only when a share cannot be dealt.
	for !s.Done() {
		var who []int
		who = s.ToAct(who)
		m := s.Legal(who[0], nil)
		if _, err := s.Apply(who[0], m[0]); err != nil {
			t.Fatal(err)
		}
	}
	if s.end != EndPileOut || s.pileN >= 4 {
		t.Fatalf("end reason %d with %d cards left", s.end, s.pileN)
	}
}

func TestTheftOnGaining(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 2, 0), cr(Wine, 1, 0)}, {}}, mib(Theft), l1, d0, d1)
	do(t, s, "0:gesture share", "1:gesture share")
	if s.phase != phTheft || s.thief != 1 {
		t.Fatalf("Theft must be used at once, phase %d", s.phase)
	}
	if got := legalTexts(s, 1); len(got) != 4 { // wine 1, wine 2, jewelry 1, gold 3
		t.Fatalf("steal choices %v", got)
	}
	ev := do(t, s, "1:steal 0 wine 2")
	if st, ok := hasEvent[Stolen](ev); !ok || st.Card != cr(Wine, 2, 0) || !has(s, 1, cr(Wine, 2, 0)) {
		t.Fatalf("steal: %v", ev)
	}
	if s.loc[mib(Theft)] != locDiscard {
		t.Fatal("Theft is discarded after use")
	}
}

func TestTheftOnDodgePickIsAtOnce(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{}, {cr(Wine, 1, 0)}}, l0, l1, mib(Theft), d1)
	do(t, s, "0:gesture dodge", "1:gesture fight", "0:take 3")
	if s.phase != phTheft {
		t.Fatalf("phase %d", s.phase)
	}
	// The fighter has not yet received the rest of the share.
	if got := legalTexts(s, 0); len(got) != 1 || got[0] != "steal 1 wine 1" {
		t.Fatalf("steal choices %v", got)
	}
	do(t, s, "0:steal 1 wine 1")
	if !has(s, 1, l0, l1, d1) || !has(s, 0, cr(Wine, 1, 0)) {
		t.Fatal("the share goes on after the Theft")
	}
}

func TestTheftAtSetup(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{mib(Theft)}, {cr(Gold, 2, 1)}}, l0, l1, d0, d1)
	if s.phase != phTheft || s.thief != 0 {
		t.Fatalf("a Theft dealt at setup is used at once, phase %d", s.phase)
	}
	do(t, s, "0:steal 1 gold 2")
	if !has(s, 0, cr(Gold, 2, 1)) || s.phase != phGesture {
		t.Fatal("steal then the first share")
	}
}

func TestTheftAtSetupWithNoVictim(t *testing.T) {
	s, ev := rigged(t, 2, 0, [][]Card{{mib(Theft)}, {mib(Lookout)}}, l0, l1, d0, d1)
	if _, ok := hasEvent[TheftWasted](ev); !ok || s.loc[mib(Theft)] != locDiscard || s.phase != phGesture {
		t.Fatalf("Theft with no victim is wasted: phase %d, %v", s.phase, ev)
	}
}

func TestWindowAsksFromDealerClockwise(t *testing.T) {
	// Dealer 1 holds nothing; seat 2 is asked first, then seat 0.
	s, _ := rigged(t, 3, 1, [][]Card{{mib(Swirl)}, {}, {mib(Convoy)}}, l0, l1, d0, d1, e0, e1)
	if s.winAsk != 2 {
		t.Fatalf("first asked: seat %d, want 2", s.winAsk)
	}
	refused(t, s, "0:pass", rules.ReasonNotYourTurn)
	do(t, s, "2:pass")
	if s.winAsk != 0 {
		t.Fatalf("then seat %d, want 0", s.winAsk)
	}
	do(t, s, "0:mib swirl 0 3")
	// A card was used: seat 2 is asked again, and the window closes only
	// when every holder has passed in a row.
	if s.phase != phWindow || s.winAsk != 2 {
		t.Fatalf("seat 2 should be asked again, phase %d ask %d", s.phase, s.winAsk)
	}
	do(t, s, "2:pass")
	if s.phase != phGesture {
		t.Fatalf("window should close, phase %d", s.phase)
	}
}

// thinPile leaves only k cards in the pile (the rest go to the discard), to
// reach the end of a game extended by a Lookout quickly.
func thinPile(s *State, k int) {
	for int(s.pileN) > k {
		c := s.popPile()
		s.loc[c] = locDiscard
	}
}

func TestPileRunsOutDuringEbbAfterLookout(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(Lookout), mib(Ebb)}}, l0, Dawn, d0, d1)
	do(t, s, "1:mib lookout")
	thinPile(s, 2)
	ev := do(t, s, "1:mib ebb")
	end, ok := hasEvent[GameEnded](ev)
	if !s.Done() || !ok || end.Reason != EndPileOut {
		t.Fatalf("a card needed from an empty pile ends the game: %v", ev)
	}
}

func TestTooFewCardsForAShareAfterLookout(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(Lookout)}}, l0, Dawn, d0, d1)
	do(t, s, "1:mib lookout")
	thinPile(s, 3)
	do(t, s, "0:gesture share", "1:gesture share")
	if !s.Done() || s.end != EndPileOut || s.pileN != 3 {
		t.Fatalf("three cards cannot make a share: done %v, %d left", s.Done(), s.pileN)
	}
}
