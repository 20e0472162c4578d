package dolores

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
)

// phaseReasons are the codes a seat asked to act may be refused with in
// each phase: the phase's own, and the narrower ones of its moves.
var phaseReasons = map[phase][]rules.Reason{
	phLantern:     {ReasonLanternOrPass},
	phLookout:     {ReasonLookoutOrPass},
	phMixup:       {ReasonMixUpOrPass},
	phLanternTalk: {ReasonReportOrPass},
	phWindow:      {ReasonCardOrPass, ReasonCardNotHeld, ReasonCardNotNow, ReasonSwirlKeepsSides, ReasonRuseInShareOnly, ReasonWagerOutsideShareOnly},
	phGesture:     {ReasonGestureOrSay, ReasonSaidEnough, ReasonPredictOnly, ReasonPredictWagerOnly},
	phRuse:        {ReasonRuseGesture},
	phWagerPick:   {ReasonTakeForWager, ReasonSlotEmpty},
	phDodgePick:   {ReasonTakeForDodge, ReasonSlotEmpty},
	phCollection:  {ReasonChooseCollection, ReasonNoSuchCollection},
	phTheft:       {ReasonStealCard, ReasonStealFromSelf, ReasonVictimLacksCard},
}

// TestRefusalSaysWhatThePhaseAsks plays random games and, at every step,
// tries moves Legal does not list: a seat asked to act is refused with a
// code of the phase it is in (the English text naming it), a seat not asked
// with "not your turn" naming exactly the seats to act.
func TestRefusalSaysWhatThePhaseAsks(t *testing.T) {
	seen := map[rules.Reason]bool{}
	for seed := uint64(1); seed <= 40; seed++ {
		n := 2 + int(seed%3)
		st, err := game.Setup(rules.Options{Players: n}, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := st.(*State)
		r := rand.New(rand.NewPCG(seed, 7))
		for !s.Done() {
			toAct := s.ToAct(nil)
			for p := 0; p < n; p++ {
				legal := s.Legal(p, nil)
				for _, m := range refusalProbes(s, p, r) {
					if slices.Contains(legal, m) {
						continue
					}
					_, err := s.Clone().Apply(p, m)
					var im *rules.IllegalMove
					if !errors.As(err, &im) {
						t.Fatalf("seed %d phase %d: seat %d's %q: %v, want an IllegalMove", seed, s.phase, p, game.FormatMove(m), err)
					}
					seen[im.Code] = true
					if len(legal) == 0 {
						if im.Code != rules.ReasonNotYourTurn || !slices.Equal(im.Seats, toAct) {
							t.Fatalf("seed %d phase %d: seat %d not asked, refused %q %v, want not-your-turn naming %v", seed, s.phase, p, im.Code, im.Seats, toAct)
						}
						continue
					}
					if !slices.Contains(phaseReasons[s.phase], im.Code) {
						t.Fatalf("seed %d phase %d: seat %d's %q refused with %q (%s), not a code of the phase %v", seed, s.phase, p, game.FormatMove(m), im.Code, im.Reason, phaseReasons[s.phase])
					}
				}
			}
			p := toAct[r.IntN(len(toAct))]
			legal := s.Legal(p, nil)
			if _, err := s.Apply(p, legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, c := range []rules.Reason{ReasonGestureOrSay, ReasonPredictWagerOnly, ReasonSlotEmpty, ReasonNoSuchCollection, ReasonCardNotHeld, ReasonStealFromSelf, ReasonVictimLacksCard} {
		if !seen[c] {
			t.Errorf("no probe was refused with %q: the test does not reach it", c)
		}
	}
}

// refusalProbes are moves of every kind for seat p, with fields near the
// ones the state uses.
func refusalProbes(s *State, p int, r *rand.Rand) []rules.Move {
	probes := []rules.Move{
		mv(KindPass, 0, 0, 0),
		mv(KindGesture, r.IntN(NumGestures), 0, 0),
		mv(KindSay, r.IntN(SayPoor+1), 0, 0),
		mv(KindPredict, r.IntN(NumGestures), r.IntN(NumGestures), 0),
		mv(KindTake, r.IntN(6), 0, 0),
		mv(KindDiscard, r.IntN(NumTypes), 0, 0),
		mv(KindSteal, r.IntN(int(s.n)), r.IntN(NumTypes), 1+r.IntN(3)),
		mv(KindSteal, p, r.IntN(NumTypes), 1+r.IntN(3)),
		mv(KindMiB, r.IntN(NumMiB), 0, 0),
		mv(KindMiB, Swirl, 1+r.IntN(63), 0),
		{Kind: uint8(r.IntN(12)), A: int16(r.IntN(8))},
	}
	return probes
}

// TestWagerRefusals: while gestures are chosen, a participant may not
// predict, and the Wager's user may not choose a gesture; then the winning
// Wager's user is told a slot is empty.
func TestWagerRefusals(t *testing.T) {
	s := wagerGame(t)
	refused(t, s, "0:predict share share", ReasonPredictWagerOnly)
	refused(t, s, "2:gesture share", ReasonPredictOnly)
	do(t, s, "2:predict share fight", "0:gesture share", "1:gesture fight")
	if im := refused(t, s, "2:take 2", ReasonSlotEmpty); !slices.Equal(im.Args, []int{2}) {
		t.Errorf("empty slot refusal carries %v, want the slot [2]", im.Args)
	}
}

// TestNoSuchSeatCountsTheSeats: a seat past the last is refused with the
// number of seats.
func TestNoSuchSeatCountsTheSeats(t *testing.T) {
	s := recapGame(t)
	if im := refused(t, s, "2:gesture share", rules.ReasonNoSuchSeat); !slices.Equal(im.Args, []int{2}) {
		t.Errorf("no-such-seat refusal carries %v, want [2]", im.Args)
	}
}
