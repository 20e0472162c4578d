package dolores

import (
	"testing"

	"salotto/rules"
)

// A two-player share: seat 0 deals, seat 1 (left) gets slots 0–1, the
// dealer slots 3–4.
var (
	l0, l1 = cr(Lace, 1, 0), cr(Lace, 2, 0)
	d0, d1 = cr(Jewelry, 1, 0), cr(Gold, 3, 0)
)

func recapGame(t *testing.T) *State {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Weapons, 1, 0), cr(Wine, 2, 0)}, {cr(Wine, 1, 0), cr(Tableware, 1, 0)}}, l0, l1, d0, d1)
	if s.phase != phGesture || s.share[0] != l0 || s.share[1] != l1 || s.share[3] != d0 || s.share[4] != d1 {
		t.Fatalf("deal: phase %d share %v", s.phase, s.share)
	}
	return s
}

func TestRecapShareShare(t *testing.T) {
	s := recapGame(t)
	do(t, s, "0:gesture share", "1:gesture share")
	if !has(s, 1, l0, l1) || !has(s, 0, d0, d1) {
		t.Fatalf("each should take their side: 0 %v, 1 %v", areaOf(s, 0), areaOf(s, 1))
	}
}

func TestRecapDodgeShare(t *testing.T) {
	s := recapGame(t)
	do(t, s, "0:gesture dodge", "1:gesture share")
	if s.phase != phDodgePick {
		t.Fatalf("dodger should pick, phase %d", s.phase)
	}
	refused(t, s, "1:take 0", rules.ReasonNotYourTurn)
	do(t, s, "0:take 1") // the dealer dodges and takes lace 2 from the other side
	if !has(s, 0, l1) || !has(s, 1, l0) || s.loc[d0] != locDiscard || s.loc[d1] != locDiscard {
		t.Fatalf("dodger takes one, sharer the rest of their side, rest discarded: 0 %v, 1 %v", areaOf(s, 0), areaOf(s, 1))
	}
}

func TestRecapShareFight(t *testing.T) {
	s := recapGame(t)
	do(t, s, "0:gesture share", "1:gesture fight")
	if !has(s, 1, l0, l1, d0, d1) {
		t.Fatalf("fight takes all four: %v", areaOf(s, 1))
	}
}

func TestRecapDodgeFight(t *testing.T) {
	s := recapGame(t)
	do(t, s, "1:gesture dodge", "0:gesture fight")
	do(t, s, "1:take 4") // the left player takes gold 3 from the dealer's side
	if !has(s, 1, d1) || !has(s, 0, l0, l1, d0) {
		t.Fatalf("dodger takes one, fighter the other three: 0 %v, 1 %v", areaOf(s, 0), areaOf(s, 1))
	}
}

func TestRecapFightFight(t *testing.T) {
	s := recapGame(t)
	do(t, s, "0:gesture fight", "1:gesture fight")
	mustBeDiscarded(t, s, l0, l1, d0, d1)
}

func TestRecapDodgeDodge(t *testing.T) {
	s := recapGame(t)
	do(t, s, "0:gesture dodge", "1:gesture dodge")
	mustBeDiscarded(t, s, l0, l1, d0, d1)
	if s.phase != phCollection {
		t.Fatalf("each should choose a collection, phase %d", s.phase)
	}
	refused(t, s, "0:discard lace", ReasonNoSuchCollection) // not owned
	do(t, s, "0:discard wine")
	// Seat 0's choice stays secret until seat 1 has chosen.
	v := s.View(1).(*State)
	if v.ddPick[sideDealer] != hidden {
		t.Fatalf("seat 1 sees seat 0's pending choice: %d", v.ddPick[sideDealer])
	}
	ev := do(t, s, "1:discard tableware")
	if !has(s, 0, cr(Weapons, 1, 0)) || s.loc[cr(Wine, 2, 0)] != locDiscard {
		t.Fatalf("seat 0 should lose wine only: %v", areaOf(s, 0))
	}
	if !has(s, 1, cr(Wine, 1, 0)) || s.loc[cr(Tableware, 1, 0)] != locDiscard {
		t.Fatalf("seat 1 should lose tableware only: %v", areaOf(s, 1))
	}
	if e, ok := hasEvent[CollectionDiscarded](ev); !ok || e.Cards != 1 {
		t.Fatalf("no CollectionDiscarded event: %v", ev)
	}
}

func TestDoubleDodgeWithNoGoods(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Weapons, 1, 0)}, {mib(Lookout)}}, l0, l1, d0, d1)
	do(t, s, "0:gesture dodge", "1:gesture dodge")
	if got := legalTexts(s, 1); len(got) != 0 {
		t.Fatalf("a player without goods discards nothing, has moves %v", got)
	}
	ev := do(t, s, "0:discard weapons")
	if e, ok := hasEvent[CollectionDiscarded](ev); !ok {
		t.Fatalf("events %v", ev)
	} else if e.Player == 1 && e.Type != -1 {
		t.Fatalf("seat 1 discarded %v", e)
	}
	if !has(s, 1, mib(Lookout)) || s.phase != phGesture {
		t.Fatalf("seat 1 keeps its MiB card and the next share starts: phase %d", s.phase)
	}
}

// The dealer passes: seat 1 deals the next share to seat 0.
func TestDealPassesLeft(t *testing.T) {
	s, _ := rigged(t, 3, 2, [][]Card{{}, {}, {}}, l0, l1, d0, d1)
	if s.part(sideLeft) != 0 || s.part(sideDealer) != 2 {
		t.Fatalf("dealer 2 shares with seat 0, got %d/%d", s.part(sideDealer), s.part(sideLeft))
	}
	do(t, s, "2:gesture share", "0:gesture share")
	if s.Dealer() != 0 || s.part(sideLeft) != 1 {
		t.Fatalf("next dealer should be seat 0 sharing with 1, got %d", s.Dealer())
	}
}
