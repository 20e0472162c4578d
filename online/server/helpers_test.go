package server

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log"
	"os"
	"testing"
	"time"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/client/wsdial"
	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/record"
)

// quick are the timings the tests run the server with: a lease that runs
// out in seconds, bots that answer at once.
func quick(data string) Options {
	o := Options{Addr: "127.0.0.1:0", Data: data, Node: "t1", LeaseTTL: 3 * time.Second, ClaimWait: 10 * time.Second,
		AliveEvery: time.Second, Silent: 10 * time.Second, IdleUnload: time.Minute, BotPause: time.Millisecond, JoinBurst: 1000, JoinRate: time.Millisecond,
		FrameRate: 1000, FrameBurst: 1000}
	if testing.Verbose() {
		o.Logger = log.New(os.Stderr, "server: ", log.Lmicroseconds)
	}
	return o
}

func startServer(t testing.TB, o Options) *Server {
	t.Helper()
	s, err := Start(o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func wsURL(s *Server) string {
	u, _ := client.RoomsURL(s.URL())
	return u
}

func newToken() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func cfg(urls ...string) client.Config {
	return client.Config{URLs: urls, Dial: wsdial.Dial, Resend: 500 * time.Millisecond, Backoff: 100 * time.Millisecond, MaxBackoff: time.Second}
}

// botGame is one game of bots over the wire, each seat its own session,
// seeded as `arena record -seed seed` seeds its bots.
type botGame struct {
	game   rules.Game
	opts   rules.Options
	levels []string
	seed   uint64
	out    botclient.Outcome
}

// playOnline plays a room of bots to its end; every seat's check of what
// it was shown must pass.
func playOnline(t testing.TB, c client.Config, game string, levels []string, variant map[string]string, seed uint64) *botGame {
	t.Helper()
	g, err := catalog.Lookup(game)
	if err != nil {
		t.Fatal(err)
	}
	bg := &botGame{game: g, opts: rules.Options{Players: len(levels), Variant: variant}, levels: levels, seed: seed}
	tb := &botclient.Table{Game: g, Options: bg.opts, Levels: levels, Seed: seed, Grace: 600,
		BotSeed: func(p int) uint64 { return arenaBotSeed(seed, p) }}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	bg.out, err = tb.Play(ctx, c)
	if err != nil {
		t.Fatalf("room %s: %v", bg.out.Room, err)
	}
	for p, r := range bg.out.Results {
		if r.Verified != nil {
			t.Errorf("room %s seat %d: what it was shown does not check: %v", bg.out.Room, p, r.Verified)
		}
	}
	return bg
}

// arenaBotSeed is the seed cmd/arena's record gives the bot of seat p in
// its one game: the online game must be the same game.
func arenaBotSeed(seed uint64, seat int) uint64 {
	return seed*0x9e3779b97f4a7c15 + uint64(0)*1_000_003 + uint64(seat)*7919 + 1
}

// offline plays the same game at one table, as `arena record` does.
func (bg *botGame) offline(t testing.TB) *record.Record {
	t.Helper()
	s, err := bg.game.Setup(bg.opts, bg.seed)
	if err != nil {
		t.Fatal(err)
	}
	rec := record.New(bg.game, bg.opts, bg.seed, bg.levels)
	var agents []rules.Agent
	for p, l := range bg.levels {
		a, _ := bg.game.NewBot(l, arenaBotSeed(bg.seed, p))
		agents = append(agents, a)
	}
	for !s.Done() {
		p := s.ToAct(nil)[0]
		agents[p].Begin(s.View(p), p)
		for !agents[p].Think(64) {
		}
		m := agents[p].Decide()
		if _, err := s.Apply(p, m); err != nil {
			t.Fatal(err)
		}
		rec.AddMove(bg.game, p, m)
	}
	return rec
}

// sameGame compares the online game's record with the offline one's.
func (bg *botGame) sameGame(t testing.TB) {
	t.Helper()
	end := bg.out.End()
	online, err := record.Unmarshal(end.Record)
	if err != nil {
		t.Fatal(err)
	}
	want := bg.offline(t)
	a, _ := online.Marshal()
	b, _ := want.Marshal()
	if string(a) != string(b) {
		t.Errorf("room %s: the online game's record is not the offline one's:\n%s\n---\n%s", bg.out.Room, short(a), short(b))
	}
}

func short(b []byte) string {
	if len(b) > 600 {
		return fmt.Sprintf("%s … (%d bytes)", b[:600], len(b))
	}
	return string(b)
}
