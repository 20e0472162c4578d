package dolores

import (
	"math/rand/v2"
	"testing"

	"salotto/rules"
)

func TestBotsFinishGames(t *testing.T) {
	for n := 2; n <= 4; n++ {
		levels := []string{"random", "easy", "normal", "hard", "hard:bluffer", "normal:quiet", "easy:honest"}
		for i := 0; i < 6; i++ {
			seats := make([]string, n)
			for k := range seats {
				seats[k] = levels[(i+k)%len(levels)]
			}
			res := arenaGame(t, seats, i)
			if len(res.winners) == 0 {
				t.Fatal("no winners")
			}
		}
	}
}

func TestNewBotRefusesUnknown(t *testing.T) {
	for _, l := range []string{"grandmaster", "expert:chatty", ""} {
		if _, err := game.NewBot(l, 1); err == nil {
			t.Fatalf("level %q accepted", l)
		}
	}
	for _, l := range game.BotLevels() {
		if _, err := game.NewBot(l, 1); err != nil {
			t.Fatal(err)
		}
	}
}

// playTalk plays 2-player games between two bots and returns each seat's
// words given and kept and phrases said.
func playTalk(t *testing.T, a, b string, games int) (given, kept, said [2]int) {
	for i := 0; i < games; i++ {
		st, _ := game.Setup(rules.Options{Players: 2}, uint64(i))
		s := st.(*State)
		bots := [2]rules.Agent{}
		bots[0], _ = game.NewBot(a, uint64(i))
		bots[1], _ = game.NewBot(b, uint64(i)+1000)
		var who []int
		for !s.Done() {
			who = s.ToAct(who[:0])
			p := who[0]
			bots[p].Begin(s.View(p), p)
			m := bots[p].Decide()
			if m.Kind == KindSay {
				said[p]++
			}
			if _, err := s.Apply(p, m); err != nil {
				t.Fatal(err)
			}
		}
		for p := 0; p < 2; p++ {
			given[p] += int(s.given[p])
			kept[p] += int(s.kept[p])
		}
	}
	return given, kept, said
}

func TestHonestBotKeepsItsWord(t *testing.T) {
	given, kept, _ := playTalk(t, "hard:honest", "normal:honest", 20)
	for p := 0; p < 2; p++ {
		if given[p] == 0 || kept[p] != given[p] {
			t.Fatalf("seat %d honest: kept %d of %d words", p, kept[p], given[p])
		}
	}
}

func TestBlufferBotLies(t *testing.T) {
	given, kept, _ := playTalk(t, "hard:bluffer", "normal:bluffer", 20)
	for p := 0; p < 2; p++ {
		if given[p] == 0 || kept[p] == given[p] {
			t.Fatalf("seat %d bluffer: kept %d of %d words", p, kept[p], given[p])
		}
	}
}

func TestQuietBotNeverTalks(t *testing.T) {
	_, _, said := playTalk(t, "hard:quiet", "easy:quiet", 10)
	if said != [2]int{} {
		t.Fatalf("quiet bots said %v things", said)
	}
}

// TestBotCannotPeek: two positions that differ only in what seat 0 may not
// see (the pile's order, the other's pending gesture) give seat 0 the same
// view and so the same decision.
func TestBotCannotPeek(t *testing.T) {
	for i := 0; i < 40; i++ {
		st, _ := game.Setup(rules.Options{Players: 2, Variant: map[string]string{"start": "1"}}, uint64(i))
		s := st.(*State)
		for s.phase != phGesture {
			var who []int
			who = s.ToAct(who)
			s.Apply(who[0], s.Legal(who[0], nil)[0])
		}
		a, b := s.clone(), s.clone()
		a.Apply(1, mv(KindGesture, Share, 0, 0))
		b.Apply(1, mv(KindGesture, Fight, 0, 0))
		b.pile[0], b.pile[b.pileN-1] = b.pile[b.pileN-1], b.pile[0]
		if a.Hash() == b.Hash() {
			t.Fatal("the two positions should differ")
		}
		if a.View(0).Hash() != b.View(0).Hash() {
			t.Fatal("seat 0's views differ")
		}
		for _, level := range []string{"easy", "normal", "hard"} {
			x, _ := game.NewBot(level, 9)
			y, _ := game.NewBot(level, 9)
			x.Begin(a.View(0), 0)
			y.Begin(b.View(0), 0)
			if x.Decide() != y.Decide() {
				t.Fatalf("%s bot decided differently on equal views", level)
			}
		}
	}
}

// BenchmarkHardDecision times one hard decision (Begin to Decide) on
// positions from random 3-player games, mostly gestures and windows.
func BenchmarkHardDecision(b *testing.B) {
	var views []rules.State
	var seats []int
	r := rand.New(rand.NewPCG(4, 4))
	for g := 0; len(views) < 500; g++ {
		st, _ := game.Setup(rules.Options{Players: 3}, uint64(g))
		var who []int
		for !st.Done() {
			who = st.ToAct(who[:0])
			p := who[0]
			if r.IntN(4) == 0 {
				views = append(views, st.View(p))
				seats = append(seats, p)
			}
			l := st.Legal(p, nil)
			st.Apply(p, l[r.IntN(len(l))])
		}
	}
	bot, _ := game.NewBot("hard", 1)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		k := i % len(views)
		bot.Begin(views[k], seats[k])
		for !bot.Think(64) {
		}
		bot.Decide()
	}
}
