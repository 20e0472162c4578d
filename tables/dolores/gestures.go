package dolores

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/gfx"
	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/kit"
)

// gestures are the three big hands a participant chooses from (dragged
// to the middle or clicked), the middle they meet in, and each side's
// hand there: a closed token once chosen, the gesture itself once shown.
type gestures struct {
	choice  [d.NumGestures]*sprites.Node
	looks   [d.NumGestures]*sprites.Picture
	middle  *sprites.Node
	midLook *kit.TwoLooks
	shown   [2]*sprites.Node
	shownPx [2]*handPainter
	hidden  *sprites.Picture // the chosen, still secret hand
	// seat is the human the choice hands are shown to, or -1
	seat int
	// wager: the hands predict for a Wager, first the dealer's gesture
	// (first, once chosen; -1 before), then the left player's
	wager bool
	first int
}

// handPainter paints one of the three gestures, or the secret token.
type handPainter struct {
	t *Table
	g int // a gesture, or -1 for the token
}

func (h *handPainter) Size() (float64, float64) { return h.t.gest.looks[0].Size() }

func (h *handPainter) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	if h.g < 0 {
		h.t.gest.hidden.Paint(dst, world, alpha)
		return
	}
	h.t.gest.looks[h.g].Paint(dst, world, alpha)
}

func (t *Table) buildGestures() {
	gs := &t.gest
	gs.seat = -1
	for k := range gs.looks {
		name := d.GestureName(k)
		gs.looks[k] = kit.NewPicture(func(dst *ebiten.Image, w, h float64) { paintHand(dst, w, h, name) })
		n := sprites.NewPainted(gs.looks[k])
		n.SetAnchor(0.5, 0.5)
		n.SetZ(50)
		n.Payload = k
		n.Draggable = true
		g := k
		n.OnActivate = func() { t.chooseGesture(g) }
		n.Name = name
		gs.choice[k] = n
		t.St.Root.Add(n)
		t.targets.Add("gesture:"+name, t.Ctx.Words.T("dolores.gesture."+name), n)
	}
	gs.hidden = kit.NewPicture(func(dst *ebiten.Image, w, h float64) { paintHand(dst, w, h, "") })
	for side := range gs.shown {
		gs.shownPx[side] = &handPainter{t: t, g: -1}
		n := sprites.NewPainted(gs.shownPx[side])
		n.SetAnchor(0.5, 0.5)
		n.SetZ(45)
		n.SetVisible(false)
		gs.shown[side] = n
		t.St.Root.Add(n)
	}
	gs.midLook = kit.NewTwoLooks(t.paintMiddle, func() bool {
		dr := t.St.Dragging()
		return dr != nil && dr.Payload != nil && gs.choice[0].Visible()
	})
	gs.middle = sprites.NewPainted(gs.midLook)
	gs.middle.SetZ(-40)
	gs.middle.Target = sprites.TargetFuncs{
		AcceptsFunc: func(payload any) (bool, string) {
			g, ok := payload.(int)
			if !ok || gs.seat < 0 {
				return false, ""
			}
			if err := t.D.Check(gs.seat, t.handMove(g)); err != nil {
				return false, t.Refusal(err)
			}
			return true, ""
		},
		DropFunc: func(payload any, _ *sprites.Node) {
			if g, ok := payload.(int); ok {
				t.chooseGesture(g)
			}
		},
	}
	t.St.Root.Add(gs.middle)
	t.targets.Add("middle", t.Ctx.Words.T("dolores.middle"), gs.middle)
}

// paintHand is a big hand on a round tile; no gesture paints the secret
// token (the tile with a question of a hand: a closed shell).
func paintHand(dst *ebiten.Image, w, h float64, gesture string) {
	fw, fh := float32(w), float32(h)
	r := float32(math.Min(w, h) * 0.18)
	gfx.FillRoundRect(dst, 0, 0, fw, fh, r, bubblePaper, true)
	gfx.StrokeRoundRect(dst, fw*0.04, fw*0.04, fw*0.92, fh-fw*0.08, r*0.8, float32(math.Max(1, w*0.03)), pal.Accent, true)
	if gesture == "" {
		// the secret: the tile turned over, a seal in the middle
		gfx.FillRoundRect(dst, fw*0.1, fw*0.1, fw*0.8, fh-fw*0.2, r*0.6, pal.FeltDeep, true)
		gfx.FillCircle(dst, fw/2, fh/2, fw*0.18, pal.Accent, true)
		gfx.StrokeCircle(dst, fw/2, fh/2, fw*0.26, float32(math.Max(1, w*0.03)), pal.Accent, true)
		return
	}
	art.GestureIcon(dst, gesture, fw/2, fh/2, float32(math.Min(w, h)*0.9))
}

// paintMiddle is where the gestures meet: a ring on the sand, lit while a
// hand is dragged over the beach.
func (t *Table) paintMiddle(dst *ebiten.Image, w, h float64, lit bool) {
	fw, fh := float32(w), float32(h)
	r := float32(math.Min(w, h) * 0.2)
	fill := gfx.WithAlpha(pal.Panel, 0.1)
	edge := gfx.WithAlpha(pal.TextDim, 0.5)
	if lit {
		fill, edge = gfx.WithAlpha(pal.Highlight, 0.25), pal.Highlight
	}
	gfx.FillRoundRect(dst, 0, 0, fw, fh, r, fill, true)
	gfx.StrokeRoundRect(dst, 1.5, 1.5, fw-3, fh-3, r, float32(math.Max(2, t.g.m.Px(2))), edge, true)
}

func (t *Table) layoutGestures() {
	gs := &t.gest
	g := &t.g
	for k, n := range gs.choice {
		r := g.hands[k]
		gs.looks[k].Resize(r.W, r.H)
		n.SetSize(r.W, r.H)
	}
	gs.hidden.Resize(g.hands[0].W, g.hands[0].H)
	gs.midLook.Resize(g.middle.W, g.middle.H)
	gs.middle.SetSize(g.middle.W, g.middle.H)
	gs.middle.SetPos(g.middle.X, g.middle.Y)
	for _, n := range gs.shown {
		n.SetSize(g.hands[0].W, g.hands[0].H)
	}
}

// shownScale is the size of the hands in the middle, as a share of the
// hands a participant chooses from: two fit side by side.
const shownScale = 0.72

// shownPos is where side's hand lies in the middle: the left player's on
// the left half, the dealer's on the right.
func (t *Table) shownPos(side int) (x, y float64) {
	r := t.g.middle
	return r.X + r.W*(0.27+0.46*float64(side)), r.Y + r.H/2
}

// snapGestures shows the choice hands to the human who may choose now and
// each side's hand in the middle as the model says.
func (t *Table) snapGestures() {
	gs := &t.gest
	g := &t.g
	for k, n := range gs.choice {
		if t.St.Dragging() == n {
			continue
		}
		x, y := centre(g.hands[k])
		n.SetPos(x, y)
		n.SetScale(1)
		n.SetAlpha(1)
		n.SetVisible(gs.seat >= 0 && !t.talkOpen)
	}
	for side, n := range gs.shown {
		gs.shownPx[side].g = t.mod.Gesture[side]
		x, y := t.shownPos(side)
		n.SetPos(x, y)
		n.SetScale(shownScale)
		n.SetAlpha(1)
		n.SetVisible(t.mod.Chosen[side] || t.mod.Gesture[side] >= 0)
	}
	t.St.Invalidate()
}

// animReveal turns the hands in the middle up together: each shrinks to
// a line and opens again showing its gesture.
func (t *Table) animReveal() sprites.Anim {
	gs := &t.gest
	var closes, opens []sprites.Anim
	for side, n := range gs.shown {
		if t.mod.Gesture[side] < 0 {
			continue
		}
		n.SetVisible(true)
		px, g := gs.shownPx[side], t.mod.Gesture[side]
		closes = append(closes, sprites.To(n, sprites.PropScaleX, 0, revealDur/2, sprites.CubicIn))
		opens = append(opens, sprites.Sequence(sprites.Call(func() { px.g = g }), sprites.To(n, sprites.PropScaleX, shownScale, revealDur/2, sprites.CubicOut)))
	}
	if len(closes) == 0 {
		return nil
	}
	return sprites.Sequence(sprites.Parallel(closes...), sprites.Call(func() { t.Ctx.Play(scenes.SoundFlip) }), sprites.Parallel(opens...), sprites.Delay(beatDur))
}

// handMove is the move hand g makes now: a gesture, or a Wager's
// prediction once both hands are picked.
func (t *Table) handMove(g int) rules.Move {
	gs := &t.gest
	switch {
	case !gs.wager:
		return gestureMove(g)
	case gs.first < 0:
		return predictMove(g, d.Share) // checked as a whole once the second is picked
	}
	return predictMove(gs.first, g)
}

// chooseGesture is the human holding out gesture g (or, for a Wager,
// picking the dealer's and then the left player's).
func (t *Table) chooseGesture(g int) {
	p := t.gest.seat
	if p < 0 {
		return
	}
	if t.gest.wager && t.gest.first < 0 {
		t.gest.first = g
		t.Ctx.Play(scenes.SoundButton)
		t.snapGestures()
		return
	}
	if err := t.D.Apply(p, t.handMove(g)); err != nil {
		t.flash(t.Refusal(err))
		t.snapGestures()
		return
	}
	t.Ctx.Play(scenes.SoundPlace)
	t.gest.seat, t.gest.wager, t.gest.first = -1, false, -1
	t.snapGestures()
}
