package dolores

import (
	"math"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
)

// choices are buttons for the moves a human makes by word rather than by
// hand: pass, use a Message in a Bottle card now, the Broken Lantern's
// report. They stand where the hands would, which are never offered at
// the same time.
type choices struct {
	buttons []*sprites.Button
	targets scenes.TargetList
	key     choiceKey // what the buttons were made for
	mib     int       // the first card the buttons offer, or -1
}

// choiceKey says which position the buttons answer, so they are rebuilt
// only when that changes.
type choiceKey struct {
	seat, share int
	step        d.Step
	asked       int
	talk        bool // the phrases a participant may say (talk.go)
	swirl       bool // arranging a Swirl (swirl.go)
	said        int
}

// wordStep reports whether step is answered with the buttons.
func wordStep(s d.Step) bool {
	switch s {
	case d.StepLantern, d.StepLookout, d.StepLanternReport, d.StepWindow, d.StepMixUp:
		return true
	}
	return false
}

// refreshChoices rebuilds the buttons for chooser p (-1: none).
func (t *Table) refreshChoices(p int) {
	v := t.view()
	key := choiceKey{seat: -1}
	talk := p >= 0 && t.talkOpen && t.gest.seat == p
	if p >= 0 && (wordStep(v.Step()) || talk) {
		key = choiceKey{seat: p, share: v.ShareNumber(), step: v.Step(), asked: v.WindowAsked(), talk: talk, said: v.SaidThisRound(p), swirl: t.swirl.on}
	}
	ch := &t.choices
	if key == ch.key {
		return
	}
	ch.key = key
	for _, b := range ch.buttons {
		t.St.Root.Remove(b.Node)
	}
	ch.buttons = ch.buttons[:0]
	ch.targets.Reset()
	ch.mib = -1
	if key.seat < 0 {
		t.St.Invalidate()
		return
	}
	if key.swirl {
		w := t.Ctx.Words
		t.addChoice(w.T("dolores.move.swirl_done"), "button:swirl:done", t.confirmSwirl)
		t.addChoice(w.T("dolores.move.back"), "button:swirl:back", t.stopSwirl)
		ch.mib = d.Swirl
		t.layoutChoices()
		return
	}
	seen := map[int]bool{}
	for _, m := range v.Legal(p, nil) {
		label, id := t.moveLabel(m)
		if label == "" || seen[int(m.Kind)<<8|int(m.A)] || talk && m.Kind != d.KindSay {
			continue
		}
		seen[int(m.Kind)<<8|int(m.A)] = true
		if m.Kind == d.KindMiB && ch.mib < 0 {
			ch.mib = int(m.A)
		}
		move := m
		if m.Kind == d.KindMiB && int(m.A) == d.Swirl {
			t.addChoice(label, id, func() { t.startSwirl(p) })
			continue
		}
		t.addChoice(label, id, func() { t.sayMove(p, move) })
	}
	if talk {
		t.addChoice(t.Ctx.Words.T("dolores.move.quiet"), "button:quiet", func() { t.setTalk(false) })
	}
	t.layoutChoices()
}

// addChoice adds a button with its target id.
func (t *Table) addChoice(label, id string, do func()) {
	ch := &t.choices
	b := sprites.NewButton(label, 10, 10, do)
	b.SetZ(60)
	ch.buttons = append(ch.buttons, b)
	t.St.Root.Add(b.Node)
	ch.targets.Add(id, label, b.Node)
}

// moveLabel is the button's words and target id for m, or "" for a move
// these buttons do not make (a Swirl's button starts the arranging).
func (t *Table) moveLabel(m rules.Move) (label, id string) {
	w := t.Ctx.Words
	switch m.Kind {
	case d.KindPass:
		return w.T("dolores.move.pass"), "button:pass"
	case d.KindMiB:
		name := d.MiBName(int(m.A))
		return w.T("dolores.move.use", w.T("dolores.mib."+name)), "button:mib:" + name
	case d.KindSay:
		name := d.PhraseName(int(m.A))
		return w.T("dolores.phrase." + name), "button:say:" + name
	}
	return "", ""
}

// layoutChoices stacks the buttons where the hands stand.
func (t *Table) layoutChoices() {
	g := &t.g
	n := len(t.choices.buttons)
	if n == 0 {
		return
	}
	x0, x1 := g.hands[0].X, g.hands[len(g.hands)-1].X+g.hands[len(g.hands)-1].W
	gap := math.Max(3, g.m.Px(6))
	bh := math.Min(math.Max(g.m.PxMin(40, 28), 0), (g.cardH+g.font*1.3-gap*float64(n-1))/float64(n))
	y := g.slots[0].Y + g.slots[0].H/2 - (float64(n)*bh+float64(n-1)*gap)/2
	for _, b := range t.choices.buttons {
		b.SetSize(x1-x0, bh)
		fitLabel(b, bh)
		b.SetPos((x0+x1)/2, y+bh/2)
		y += bh + gap
	}
	t.St.Invalidate()
}

// sayMove makes seat p's worded move.
func (t *Table) sayMove(p int, m rules.Move) {
	if err := t.D.Apply(p, m); err != nil {
		t.flash(t.Refusal(err))
		return
	}
	t.Ctx.Play(scenes.SoundButton)
	t.talkOpen = false
	t.refreshChoices(-1)
	t.snapGestures()
}
