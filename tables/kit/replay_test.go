package kit_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/record"
	"salotto/tables/all"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// allTables are the games, as main registers them.
var allTables = all.Games

// botRecord plays a whole game of random bots on the rules alone and
// returns its record.
func botRecord(t *testing.T, game string, players int, seed uint64) *record.Record {
	t.Helper()
	g, err := catalog.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	opts := rules.Options{Players: players}
	s, err := g.Setup(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	rec := record.New(g, opts, seed, nil)
	var agents []rules.Agent
	for p := 0; p < players; p++ {
		a, err := g.NewBot("random", seed+uint64(p))
		if err != nil {
			t.Fatal(err)
		}
		agents = append(agents, a)
	}
	for !s.Done() {
		p := s.ToAct(nil)[0]
		a := agents[p]
		a.Begin(s.View(p), p)
		for !a.Think(1000) {
		}
		m := a.Decide()
		if _, err := s.Apply(p, m); err != nil {
			t.Fatal(err)
		}
		rec.AddMove(g, p, m)
	}
	return rec
}

func finalHash(t *testing.T, rec *record.Record) uint64 {
	t.Helper()
	g, _ := catalog.Lookup(rec.Game)
	s, err := record.ReplayGame(g, rec)
	if err != nil {
		t.Fatal(err)
	}
	return s.Hash()
}

func marshal(t *testing.T, rec *record.Record) []byte {
	t.Helper()
	data, err := rec.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestReplayStepsJumpsAndPlaysToTheRecordsEnd: for each game, synthetic
// input steps forward (Right and the Forward button), back (Left and
// Back), jumps to the next round (Page Down), and plays (Space) to the
// end, where the table's live position has the hash of the record's own
// replay; stepping back by one shows the position one move earlier.
func TestReplayStepsJumpsAndPlaysToTheRecordsEnd(t *testing.T) {
	for _, c := range []struct {
		game    string
		players int
	}{{"dolcevita", 3}, {"dolores", 3}, {"necklace", 2}} {
		rec := botRecord(t, c.game, c.players, 11)
		ctx, in := tabletest.NewContext(1280, 720, 1)
		ctx.Settings.AnimationSpeed = 0
		rp, err := kit.NewReplay(ctx, allTables, marshal(t, rec))
		if err != nil {
			t.Fatalf("%s: %v", c.game, err)
		}
		r := tabletest.New(t, ctx, in, rp)
		r.Tick(3)
		in.Key(ebiten.KeyArrowRight)
		r.Tick(1)
		r.Click(r.Target(kit.ReplayForwardID))
		in.Key(ebiten.KeyArrowRight)
		r.Tick(2)
		if got := rp.Position(); got != 3 {
			t.Fatalf("%s: after three steps forward the replay shows move %d", c.game, got)
		}
		in.Key(ebiten.KeyArrowLeft)
		r.Tick(2)
		r.Click(r.Target(kit.ReplayBackID))
		if got := rp.Position(); got != 1 {
			t.Fatalf("%s: after two steps back the replay shows move %d", c.game, got)
		}
		want1 := finalHash(t, record.New(mustGame(t, c.game), rec.Options, rec.Seed, nil).With(rec.Moves[:1]))
		if got := rp.Hash(); got != want1 {
			t.Errorf("%s: one move in, the table's position is %x, the record's %x", c.game, got, want1)
		}
		round, rounds := rp.Round()
		in.Key(ebiten.KeyPageDown)
		r.Tick(2)
		if rounds > 1 {
			if got, _ := rp.Round(); got != round+1 {
				t.Errorf("%s: Page Down went from round %d to %d", c.game, round, got)
			}
		}
		in.Key(ebiten.KeySpace)
		r.Until(40000, c.game+" replay to play to its end", func() bool { return rp.Position() == rp.Moves() && !rp.Playing() })
		r.Tick(5)
		if err := rp.Err(); err != nil {
			t.Fatalf("%s: %v", c.game, err)
		}
		if got, want := rp.Hash(), finalHash(t, rec); got != want {
			t.Errorf("%s: the replay ended at %x, the record at %x", c.game, got, want)
		}
		if n, of := rp.Round(); n != of {
			t.Errorf("%s: at the end the replay shows round %d of %d", c.game, n, of)
		}
		r.Shot("replay-" + c.game)
	}
}

func mustGame(t *testing.T, game string) rules.Game {
	g, err := catalog.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestDamagedRecordIsRefused: a truncated file, garbage, a newer format,
// another game, and an illegal move are each refused in the player's words
// (no catalog key shows through). NewReplay reads bytes, never a file:
// that a damaged file on disk keeps every byte is results_save_test.go's.
func TestDamagedRecordIsRefused(t *testing.T) {
	good := marshal(t, botRecord(t, "necklace", 2, 4))
	illegal := botRecord(t, "necklace", 2, 4)
	illegal.Moves[3].Move = "discard 99"
	cases := map[string]struct {
		data []byte
		want string
	}{
		"truncated": {good[:len(good)/2], "not a game record"},
		"garbage":   {[]byte("\x00\x01 not json"), "not a game record"},
		"newer":     {bytes.Replace(good, []byte(`"format": 1`), []byte(`"format": 9`), 1), "newer Salotto"},
		"game":      {bytes.Replace(good, []byte(`"necklace"`), []byte(`"poker"`), 1), "does not have"},
		"illegal":   {marshal(t, illegal), "move 4"},
	}
	ctx, _ := tabletest.NewContext(640, 360, 1)
	for name, c := range cases {
		_, err := kit.NewReplay(ctx, allTables, c.data)
		if err == nil {
			t.Errorf("%s: the record was opened", name)
			continue
		}
		msg := kit.ReplayRefusal(ctx.Words, err)
		if !strings.Contains(msg, c.want) || strings.Contains(msg, "[[") {
			t.Errorf("%s: refused with %q, want words containing %q", name, msg, c.want)
		}
	}
	var bad *record.BadMove
	_, err := kit.NewReplay(ctx, allTables, marshal(t, illegal))
	if !errors.As(err, &bad) || bad.Index != 3 {
		t.Errorf("an illegal fourth move gave %v", err)
	}
}
