package dolcevita_test

import (
	"testing"

	"salotto/rules"
	"salotto/rules/dolcevita"
)

// agentFor makes a bot of level; the searching bots get a small budget so
// the test stays quick (their own budgets are measured by the benchmarks).
func agentFor(t *testing.T, level string, seed uint64) rules.Agent {
	t.Helper()
	if cfg, ok := map[string]dolcevita.SearchConfig{dolcevita.LevelHard: dolcevita.DefaultSearch, dolcevita.LevelExpert: dolcevita.ExpertSearch}[level]; ok {
		cfg.Iterations = 50
		return dolcevita.NewSearchBot(cfg, seed)
	}
	a, err := dolcevita.Game.NewBot(level, seed)
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func decide(a rules.Agent, s rules.State, p int, slice int) rules.Move {
	a.Begin(s.View(p), p)
	for !a.Think(slice) {
	}
	return a.Decide()
}

func TestBotsPlayLegalGames(t *testing.T) {
	for _, level := range dolcevita.Game.BotLevels() {
		for _, n := range []int{3, 5} {
			s := setup(t, n, nil, uint64(n))
			agents := make([]rules.Agent, n)
			for p := range agents {
				agents[p] = agentFor(t, level, uint64(p))
			}
			for !s.Done() {
				p := s.ToAct(nil)[0]
				m := decide(agents[p], s, p, 64)
				if _, err := s.Apply(p, m); err != nil {
					t.Fatalf("%s bot, %d players: %v", level, n, err)
				}
			}
		}
	}
}

func TestUnknownBotLevel(t *testing.T) {
	if _, err := dolcevita.Game.NewBot("brilliant", 1); err == nil {
		t.Error("unknown level accepted")
	}
}

func TestBotsDecideFromTheView(t *testing.T) {
	// The view lacks only the boxed cards; a bot deciding from it must
	// choose as it would from the full state (same seed, same choice).
	s := setup(t, 4, nil, 8)
	playUntil(t, s, func() bool { return s.Round() == 2 && s.Placed() == 6 })
	p := s.ToAct(nil)[0]
	for _, level := range dolcevita.Game.BotLevels() {
		a, b := agentFor(t, level, 5), agentFor(t, level, 5)
		a.Begin(s.View(p), p)
		b.Begin(s.Clone(), p)
		for !a.Think(1000) {
		}
		for !b.Think(1000) {
		}
		if a.Decide() != b.Decide() {
			t.Errorf("%s bot decides differently from the view and the full state", level)
		}
	}
}

func TestHardBotThinksInSlices(t *testing.T) {
	s := setup(t, 4, nil, 3)
	playUntil(t, s, func() bool { return s.Placed() == 9 })
	p := s.ToAct(nil)[0]
	one := decide(agentFor(t, dolcevita.LevelHard, 9), s, p, 1)
	all := decide(agentFor(t, dolcevita.LevelHard, 9), s, p, 1<<20)
	if one != all {
		t.Errorf("thinking 1 playout at a time chose %v, all at once %v", one, all)
	}
	a := agentFor(t, dolcevita.LevelHard, 9)
	a.Begin(s.View(p), p)
	if a.Think(1) {
		t.Error("the hard bot finished after one playout")
	}
	if m := a.Decide(); !contains(s.Legal(p, nil), m) {
		t.Errorf("mid-thought decision %v is not legal", m)
	}
}

func contains(ms []rules.Move, m rules.Move) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}
