package server

import (
	"slices"
	"testing"
	"time"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/catalog"
	d "salotto/rules/dolores"
)

// person is a test's person at seat 0 of an HMS Dolores room: the view it
// was last sent, and when the bot at seat 1 chose a gesture.
type person struct {
	t     *testing.T
	s     *client.Session
	g     rules.Game
	view  *d.State
	seq   int
	acked int       // the last move of its own the room applied (its seq)
	chose []int     // the seqs at which seat 1 chose a gesture
	at    time.Time // when the latest of them came
}

func (p *person) take(ev any) {
	switch f := ev.(type) {
	case *proto.View:
		p.see(f.Viewer, f.Seq, f.View)
	case *proto.MoveMade:
		p.see(f.Viewer, f.Seq, f.View)
		for _, raw := range f.Events {
			ev, err := p.g.(rules.Codec).DecodeEvent(raw)
			if err != nil {
				p.t.Fatal(err)
			}
			if c, ok := ev.(d.GestureChosen); ok && c.Player == 1 {
				p.chose, p.at = append(p.chose, f.Seq), time.Now()
			}
		}
	case *proto.Ack:
		p.acked = f.Seq
	case *proto.Refused:
		p.t.Fatalf("the person's move %d was refused: %s", f.N, f.Reason)
	}
}

func (p *person) see(viewer, seq int, raw []byte) {
	if viewer != 0 {
		return
	}
	v, err := p.g.(rules.Codec).DecodeView(raw)
	if err != nil {
		p.t.Fatal(err)
	}
	p.view, p.seq = v.(*d.State), seq
}

// until takes frames until cond holds (within 20 s).
func (p *person) until(what string, cond func() bool) {
	p.t.Helper()
	deadline := time.After(20 * time.Second)
	for p.view == nil || !cond() {
		select {
		case ev, ok := <-p.s.Events():
			if !ok {
				p.t.Fatalf("the session ended waiting for %s: %v", what, p.s.Err())
			}
			p.take(ev)
		case <-deadline:
			p.t.Fatalf("no %s within 20 s", what)
		}
	}
}

// wait takes frames for a while.
func (p *person) wait(d time.Duration) {
	deadline := time.After(d)
	for {
		select {
		case ev := <-p.s.Events():
			p.take(ev)
		case <-deadline:
			return
		}
	}
}

// move makes the person's move and waits until the room applied it.
func (p *person) move(m rules.Move) {
	p.t.Helper()
	before := p.acked
	p.s.Move(0, p.g.FormatMove(m))
	p.until("the person's move applied", func() bool { return p.acked > before && p.seq >= p.acked })
}

// toShare plays the person's first legal move until the person is to hold
// out a hand in a share with the bot.
func (p *person) toShare() {
	p.t.Helper()
	for {
		p.until("the person's turn", func() bool { return slices.Contains(p.view.ToAct(nil), 0) })
		legal := p.view.Legal(0, nil)
		if p.view.Step() == d.StepGestures && slices.ContainsFunc(legal, isGesture) {
			return
		}
		p.move(legal[0])
	}
}

func isGesture(m rules.Move) bool { return m.Kind == d.KindGesture }
func isSay(m rules.Move) bool     { return m.Kind == d.KindSay }

// TestServerBotListensToThePerson: in a share between a person and a
// server bot, the bot speaks at once but does not hold out its hand,
// however long the person takes, until the person has spoken (then it
// chooses) or chosen (then it chooses after).
func TestServerBotListensToThePerson(t *testing.T) {
	s := startServer(t, quick(t.TempDir())) // bots answer 1 ms after a move
	g, _ := catalog.Lookup("dolores")
	sess := client.Open(cfg(wsURL(s)), &proto.Create{T: proto.TCreate, Game: "dolores", Options: rules.Options{Players: 2},
		Host: botclient.Token(), Fixed: true, Seed: 5,
		Seats: []proto.SeatSpec{{Kind: proto.KindHere, Name: "Ada", Token: botclient.Token()}, {Kind: proto.KindBot, Level: "normal:honest"}}})
	defer sess.Close()
	await[*proto.Welcome](t, sess)
	sess.Start()
	p := &person{t: t, s: sess, g: g, acked: -1}

	p.toShare()
	share := time.Now()
	p.wait(time.Second)
	if len(p.chose) > 0 {
		t.Fatalf("the bot held out its hand %v into the share, before the person said anything", p.at.Sub(share).Round(time.Millisecond))
	}
	if p.view.SaidThisRound(1) == 0 {
		t.Error("the bot did not speak while the person thought")
	}
	legal := p.view.Legal(0, nil)
	p.move(legal[slices.IndexFunc(legal, isSay)])
	said := p.seq
	p.until("the bot's hand after the person spoke", func() bool { return len(p.chose) > 0 })
	if p.chose[0] <= said {
		t.Errorf("the bot chose at move %d, the person spoke at move %d", p.chose[0], said)
	}

	// the person holds out a hand too; in the next share the person
	// chooses without a word, and the bot, still waiting, chooses after
	legal = p.view.Legal(0, nil)
	p.move(legal[slices.IndexFunc(legal, isGesture)])
	p.toShare()
	p.wait(500 * time.Millisecond)
	if len(p.chose) > 1 {
		t.Fatal("in the next share the bot held out its hand before the person spoke or chose")
	}
	legal = p.view.Legal(0, nil)
	p.move(legal[slices.IndexFunc(legal, isGesture)])
	chosen := p.acked
	p.until("the bot's hand after the person's", func() bool { return len(p.chose) > 1 })
	if p.chose[1] <= chosen {
		t.Errorf("the bot chose at move %d, the person at move %d", p.chose[1], chosen)
	}
}
