package dolores_test

import (
	"testing"

	"salotto/rules"
	"salotto/rules/dolores"
	"salotto/rules/ruletest"
)

func kitGames(t *testing.T, full int) int {
	if testing.Short() {
		return full / 10
	}
	return full
}

func TestKitRandomGames(t *testing.T) {
	for n := 2; n <= 4; n++ {
		ruletest.RandomGames(t, dolores.Game{}, rules.Options{Players: n}, kitGames(t, 300), uint64(n),
			ruletest.Checks{Invariant: dolores.CheckInvariants, ViewLeaks: dolores.ViewLeaks})
	}
}

func TestKitIllegalRefused(t *testing.T) {
	for n := 2; n <= 4; n++ {
		ruletest.IllegalRefused(t, dolores.Game{}, rules.Options{Players: n}, kitGames(t, 60), uint64(n))
	}
}

func TestKitRecordRoundTrip(t *testing.T) {
	for n := 2; n <= 4; n++ {
		ruletest.RecordRoundTrip(t, dolores.Game{}, rules.Options{Players: n}, kitGames(t, 60), uint64(n))
	}
}

func FuzzMoves(f *testing.F) {
	ruletest.FuzzMoves(f, dolores.Game{}, rules.Options{Players: 3})
}
