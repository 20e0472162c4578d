package all_test

import (
	"strconv"
	"testing"

	"salotto/art"
	"salotto/gfx"
	"salotto/rules"
	"salotto/rules/ruletest/toy"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/all"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// nim is a fourth game added the way a real one is: a descriptor (here
// Nim from rules/ruletest/toy, with a small table on the kit) registered
// through the same path as the three games.
var nim = tables.Descriptor{Game: nimLook, Open: openNim}

var nimLook = scenes.Game{Rules: toy.Nim{}, Colors: art.SalonColors, Felt: art.SalonFelt}

// nimTable shows the pile as a number and offers a button per take; its
// screen model (the stones shown) changes only by the events it animates.
type nimTable struct {
	*kit.Base
	shown   int // the stones on screen
	pile    *sprites.Text
	takes   []*sprites.Button
	targets scenes.TargetList
}

func openNim(ctx *scenes.Context, cfg tables.Config) (scenes.Scene, error) {
	t := &nimTable{}
	b, err := kit.NewBase(ctx, &nimLook, cfg, t.animate, t.settle)
	if err != nil {
		return nil, err
	}
	t.Base, b.Reopen = b, openNim
	t.shown = t.D.Shown().(*toy.NimState).Pile()
	t.pile = sprites.NewText("", gfx.Bold, 40, nimLook.Colors.Text)
	t.St.Root.Add(t.pile.Node)
	for n := 1; n <= 3; n++ {
		btn := sprites.NewButton(strconv.Itoa(n), 80, 48, func() { t.take(n) })
		btn.SetPos(float64(100*n), 200)
		t.St.Root.Add(btn.Node)
		t.takes = append(t.takes, btn)
		t.targets.Add("take:"+strconv.Itoa(n), strconv.Itoa(n), btn.Node)
	}
	t.settle()
	return t, nil
}

func (t *nimTable) take(n int) {
	if p := t.D.Viewer(); p >= 0 && t.D.CanAct(p) {
		_ = t.D.Apply(p, rules.Move{Kind: 1, A: int16(n)})
	}
}

func (t *nimTable) animate(ev rules.Event) sprites.Anim {
	if e, ok := ev.(toy.Took); ok {
		t.shown = e.Left
		t.settle()
	}
	return sprites.Delay(0.05)
}

func (t *nimTable) settle() { t.pile.SetText(strconv.Itoa(t.shown)) }

func (t *nimTable) Name() string { return "play:nim" }

func (t *nimTable) Layout(_ *scenes.Context, w, h int) {
	t.LayoutBase(float64(w), float64(h))
	t.pile.SetPos(100, 100)
}

func (t *nimTable) Update(*scenes.Context) scenes.Change {
	t.Begin()
	return t.End()
}

func (t *nimTable) Targets(dst []scenes.Target) []scenes.Target {
	return t.AppendTargets(t.targets.AppendTo(dst))
}

// TestAFourthGameIsOneDescriptor: Nim, registered beside the three games
// through the one registration, has a tile on the title, a setup screen
// whose Start opens its table, and a table on the kit that takes a
// person's move and answers with a bot's (its Progress-less state counted
// in moves by the save).
func TestAFourthGameIsOneDescriptor(t *testing.T) {
	ctx, in := tabletest.NewContext(1280, 720, 3)
	ctx.Settings.AnimationSpeed = 0
	all.RegisterGames(ctx.Scenes, append(all.Games[:len(all.Games):len(all.Games)], nim)...)
	title, err := ctx.Open("title")
	if err != nil {
		t.Fatal(err)
	}
	r := tabletest.New(t, ctx, in, title)
	r.Until(600, "the title", func() bool { return r.App.Settled() })
	r.Click(r.Target("tile:nim"))
	r.Until(120, "Nim's setup", func() bool { return r.App.SceneName() == "setup:nim" })
	r.Click(r.Target("button:start"))
	r.Until(120, "Nim's table", func() bool { return r.App.SceneName() == "play:nim" })
	tb := r.App.Top().(*nimTable)
	r.Until(600, "the person's turn", func() bool { return tb.D.CanAct(0) })
	before, made := tb.shown, len(tb.D.Moves())
	r.Click(r.Target("take:2"))
	r.Until(600, "a bot's answer", func() bool { return len(tb.D.Moves()) >= made+2 || tb.D.Shown().Done() })
	if m := tb.D.Moves()[made]; m.Player != 0 || m.Move != "take 2" || tb.shown > before-2 {
		t.Fatalf("after take:2 the move is %v and the table shows %d stones of %d", m, tb.shown, before)
	}
	if _, n, _ := rules.ProgressOf(tb.D.Shown(), len(tb.D.Moves())); n < 2 {
		t.Errorf("progress counted %d moves", n)
	}
}
