package kit

import (
	"slices"
	"testing"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/tables"
	"salotto/tables/internal/tabletest"
)

// earBot is an HMS Dolores bot that, in a share, speaks once and then
// holds out a hand, noting for each hand it decides on whether the other
// participant had spoken in the view it chose from; elsewhere it makes
// its first legal move.
type earBot struct {
	view  *d.State
	seat  int
	heard []bool
}

func (b *earBot) Begin(v rules.State, p int) { b.view, b.seat = v.(*d.State), p }
func (b *earBot) Think(int) bool             { return true }
func (b *earBot) Decide() rules.Move {
	legal := b.view.Legal(b.seat, nil)
	if b.view.Step() != d.StepGestures {
		return legal[0]
	}
	if i := slices.IndexFunc(legal, func(m rules.Move) bool { return m.Kind == d.KindSay }); i >= 0 && b.view.SaidThisRound(b.seat) == 0 {
		return legal[i]
	}
	b.heard = append(b.heard, b.view.Spoken(1-b.seat))
	return legal[slices.IndexFunc(legal, func(m rules.Move) bool { return m.Kind == d.KindGesture })]
}

// toShare plays the person's moves (the first legal one) until the person
// is to hold out a hand in a share with the bot.
func toShare(r *tabletest.Rig, bt *bareTable) {
	r.Until(20000, "a share", func() bool {
		if !bt.D.CanAct(0) {
			return false
		}
		if bt.D.Live().(*d.State).Step() == d.StepGestures {
			return true
		}
		bt.D.Apply(0, bt.D.Live().Legal(0, nil)[0])
		return false
	})
}

// gestured reports whether seat p has held out a hand since move from.
func gestured(bt *bareTable, p, from int) bool {
	for _, e := range bt.D.Moves()[from:] {
		if e.Player == p && len(e.Move) > 7 && e.Move[:7] == "gesture" {
			return true
		}
	}
	return false
}

// TestBotChoosesAfterThePersonSpeaks: in a share between a person and a
// bot, the bot speaks at once but does not hold out its hand, however
// long the person takes, until the person has spoken (then it chooses
// from a view where the person has) or chosen; meanwhile the table waits
// for the person.
func TestBotChoosesAfterThePersonSpeaks(t *testing.T) {
	seats := []tables.Seat{{Name: "Ada", Level: tables.Human}, {Name: "Sofia", Level: "normal", Color: 1}} //catalog:exempt a test's seats
	bt, r := newBare(t, "dolores", seats)
	ear := &earBot{}
	bt.D.local.agents[1] = ear

	toShare(r, bt)
	live := func() *d.State { return bt.D.Live().(*d.State) }
	r.Tick(300)
	if live().Chosen(1) {
		t.Fatal("the bot held out its hand before the person said anything")
	}
	if live().SaidThisRound(1) == 0 {
		t.Error("the bot did not speak while the person thought")
	}
	if !bt.D.Waiting() {
		t.Error("the table does not say it waits for the person")
	}
	legal := bt.D.Live().Legal(0, nil)
	if err := bt.D.Apply(0, legal[slices.IndexFunc(legal, func(m rules.Move) bool { return m.Kind == d.KindSay })]); err != nil {
		t.Fatal(err)
	}
	r.Until(600, "the bot's hand", func() bool { return live().Chosen(1) })
	if n := len(ear.heard); n == 0 || !ear.heard[n-1] {
		t.Errorf("the hand the bot held out was decided from a view where the person had not spoken (decisions %v)", ear.heard)
	}

	// The person holds out a hand too; in the next share the person
	// chooses without a word, and the bot, still waiting, chooses after.
	r.Until(600, "the person's turn to choose", func() bool { return bt.D.CanAct(0) })
	hand(t, bt)
	r.Tick(1)
	toShare(r, bt)
	r.Tick(100)
	if live().Chosen(1) {
		t.Fatal("in the next share the bot held out its hand before the person spoke or chose")
	}
	from := len(bt.D.Moves())
	hand(t, bt)
	r.Until(600, "the bot's hand after the person's", func() bool { return gestured(bt, 1, from) })
}

// hand is the person holding out a hand (the first offered).
func hand(t *testing.T, bt *bareTable) {
	t.Helper()
	legal := bt.D.Live().Legal(0, nil)
	i := slices.IndexFunc(legal, func(m rules.Move) bool { return m.Kind == d.KindGesture })
	if i < 0 {
		t.Fatalf("the person has no hand to hold out: %v", legal)
	}
	if err := bt.D.Apply(0, legal[i]); err != nil {
		t.Fatal(err)
	}
}
