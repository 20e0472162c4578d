package dolores

import (
	"slices"
	"testing"

	"salotto/rules"
)

func TestTalkIsLimitedPerRound(t *testing.T) {
	s := recapGame(t)
	do(t, s, "0:say both", "0:say dare")
	for _, m := range legalTexts(s, 0) {
		if m[:3] == "say" {
			t.Fatalf("a third phrase offered: %v", legalTexts(s, 0))
		}
	}
	if im := refused(t, s, "0:say share", ReasonSaidEnough); !slices.Equal(im.Args, []int{MaxSayings}) {
		t.Errorf("the refusal carries %v, want the limit [%d]", im.Args, MaxSayings)
	}
	do(t, s, "0:gesture share")
	refused(t, s, "0:say fight", rules.ReasonNotYourTurn) // no talk once the gesture is chosen
}

func TestTalkOnlyForThoseChoosing(t *testing.T) {
	s, _ := rigged(t, 3, 0, [][]Card{{}, {}, {}}, l0, l1, d0, d1)
	if got := legalTexts(s, 2); len(got) != 0 {
		t.Fatalf("a non-participant may not talk: %v", got)
	}
	refused(t, s, "2:say share", rules.ReasonNotYourTurn)
}

func TestWordKeptOrBroken(t *testing.T) {
	s := recapGame(t)
	ev := do(t, s, "0:say both", "1:say fight", "1:say dodge", "0:gesture fight", "1:gesture dodge")
	var kept, broken int
	for _, e := range ev {
		if w, ok := e.(WordRecorded); ok {
			if w.Kept {
				kept++
			} else {
				broken++
			}
		}
	}
	// Seat 0 said "let's both share" and fought: broken. Seat 1's last
	// word was "I will dodge" and it dodged: kept.
	if kept != 1 || broken != 1 || s.given[0] != 1 || s.kept[0] != 0 || s.kept[1] != 1 {
		t.Fatalf("kept %d broken %d; seat 0 %d/%d seat 1 %d/%d", kept, broken, s.kept[0], s.given[0], s.kept[1], s.given[1])
	}
}

func TestTalkRestartsAfterMixUp(t *testing.T) {
	s, _ := rigged(t, 2, 0, [][]Card{{cr(Wine, 1, 0)}, {mib(MixUp)}}, l0, l1, d0, d1)
	do(t, s, "0:say share", "0:say share", "0:gesture share", "1:gesture share", "1:mib mix-up")
	do(t, s, "0:say fight")
}

func TestViewHidesPendingGesture(t *testing.T) {
	s := recapGame(t)
	do(t, s, "0:gesture dodge")
	if v := s.View(1).(*State); v.gest[sideDealer] != hidden {
		t.Fatalf("seat 1 sees seat 0's gesture: %d", v.gest[sideDealer])
	}
	if v := s.View(-1).(*State); v.gest[sideDealer] != hidden {
		t.Fatal("onlookers see a pending gesture")
	}
	if v := s.View(0).(*State); v.gest[sideDealer] != Dodge {
		t.Fatal("seat 0 does not see its own gesture")
	}
	if got := legalTexts(s.View(1).(*State), 1); len(got) == 0 {
		t.Fatal("a view should list its owner's moves")
	}
}

func TestParseMoveErrors(t *testing.T) {
	for _, bad := range []string{"", "gesture", "gesture fist", "take 9", "steal 1 silk 2", "mib swirl", "mib teleport", "say hello", "predict share"} {
		if _, err := game.ParseMove(bad); err == nil {
			t.Fatalf("%q parsed", bad)
		}
	}
}
