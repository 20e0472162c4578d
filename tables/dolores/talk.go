package dolores

import (
	"math"
	"slices"

	"salotto/gfx"
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/sprites"
)

// A participant may speak before choosing (up to the rules' limit): the
// Say button in the banner opens the phrases the rules allow, in place
// of the hands; Keep quiet closes them. Talk is public, so it needs no
// hand-over.

func (t *Table) buildTalk() {
	t.sayBtn = sprites.NewButton(t.Ctx.Words.T("dolores.move.say"), 10, 10, func() { t.setTalk(!t.talkOpen) })
	t.sayBtn.SetZ(60)
	t.sayBtn.SetVisible(false)
	t.St.Root.Add(t.sayBtn.Node)
	t.targets.Add("button:say", t.Ctx.Words.T("dolores.move.say"), t.sayBtn.Node)
}

func (t *Table) layoutTalk() {
	g := &t.g
	bh := math.Round(g.banner.H * 0.9)
	bw := math.Round(math.Max(bh*3, g.m.Px(110)))
	t.sayBtn.SetSize(bw, bh)
	fitLabel(t.sayBtn, bh)
	t.sayBtn.SetPos(g.banner.X+g.banner.W-g.margin-bw/2, g.banner.Y+g.banner.H/2)
}

// fitLabel sizes a button's words to its height, as sprites.NewButton
// does for the size it is made at.
func fitLabel(b *sprites.Button, h float64) {
	b.Label().SetFont(gfx.Bold, math.Round(math.Min(22, h*0.42)))
}

// setTalk opens or closes the phrases.
func (t *Table) setTalk(open bool) {
	t.talkOpen = open
	t.refreshChoices(t.chooser())
	t.snapGestures()
}

// refreshTalk shows the Say button while the participant choosing may
// still speak.
func (t *Table) refreshTalk() {
	can := false
	if t.gest.seat >= 0 {
		t.legalBuf = t.view().Legal(t.gest.seat, t.legalBuf[:0])
		can = slices.ContainsFunc(t.legalBuf, func(m rules.Move) bool { return m.Kind == d.KindSay })
	}
	if !can && t.talkOpen {
		t.setTalk(false)
	}
	if can != t.sayBtn.Visible() {
		t.sayBtn.SetVisible(can)
		t.layoutBanner()
		t.St.Invalidate()
	}
}

// layoutBanner keeps the prompt clear of the Say button.
func (t *Table) layoutBanner() {
	g := &t.g
	x := g.banner.X + g.banner.W - g.margin
	if t.sayBtn.Visible() {
		w, _ := t.sayBtn.Size()
		x -= w + g.margin
	}
	t.prompt.SetPos(x, g.banner.Y+g.banner.H/2)
}
