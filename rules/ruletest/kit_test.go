package ruletest

import (
	"testing"

	"salotto/rules"
	"salotto/rules/ruletest/toy"
)

var toyGames = []struct {
	g       rules.Game
	players []int
	variant map[string]string
}{
	{toy.Nim{}, []int{2, 3, 4}, map[string]string{"pile": "23"}},
	{toy.Prizes{}, []int{2, 3, 4}, map[string]string{"cards": "7"}},
}

func TestRandomGamesOnToys(t *testing.T) {
	for _, tg := range toyGames {
		for _, n := range tg.players {
			RandomGames(t, tg.g, rules.Options{Players: n, Variant: tg.variant}, 200, 1, Checks{ViewLeaks: toy.HiddenLeaks})
		}
	}
}

func TestIllegalRefusedOnToys(t *testing.T) {
	for _, tg := range toyGames {
		for _, n := range tg.players {
			IllegalRefused(t, tg.g, rules.Options{Players: n, Variant: tg.variant}, 100, 2)
		}
	}
}

func TestRecordRoundTripOnToys(t *testing.T) {
	for _, tg := range toyGames {
		for _, n := range tg.players {
			RecordRoundTrip(t, tg.g, rules.Options{Players: n, Variant: tg.variant}, 100, 3)
		}
	}
}

func FuzzNim(f *testing.F)    { FuzzMoves(f, toy.Nim{}, rules.Options{Players: 3}) }
func FuzzPrizes(f *testing.F) { FuzzMoves(f, toy.Prizes{}, rules.Options{Players: 3}) }
