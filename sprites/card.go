package sprites

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// Card is a playing card node: a face and a back painted once into cached
// images at the card's pixel size, drawn with rounded corners and a soft
// shadow that grows as the card lifts. Its anchor is its centre, so it
// turns and flips about its middle. Size it with SetSize (layouts do);
// scaling a parent instead would stretch the cached image.
type Card struct {
	*Node
	faceKey, backKey string
	face, back       PaintFunc
	faceUp           bool
	lift             float64 // 0 resting, 1 held
	flip             float64 // horizontal squash of a flip, 1 flat

	// The cache entries drawn last frame: a card keeps showing the same
	// images, so it looks them up (hashing its art key) only when its side,
	// art or pixel size changes, or the cache was pruned.
	shown      *artEntry
	shownUp    bool
	shadow     *artEntry
	shadowBlur int

	art *ArtCache               // the cache of the stage that last drew it
	px  float64                 // that stage's Scale (device pixels per window pixel)
	op  ebiten.DrawImageOptions // reused by every draw (a fresh one would allocate)
}

// NewCard returns a face-up card of w × h showing face (cached under
// faceKey) with back (cached under backKey). Keys name the art, e.g.
// "dolcevita/luxury/house" and "dolcevita/back": equal keys share images.
func NewCard(faceKey string, face PaintFunc, backKey string, back PaintFunc, w, h float64) *Card {
	c := &Card{Node: NewNode(), faceKey: faceKey, face: face, backKey: backKey, back: back, faceUp: true, flip: 1}
	c.Node.painter = c
	c.SetAnchor(0.5, 0.5)
	c.SetSize(w, h)
	return c
}

// CardOf returns the Card a node belongs to, or nil.
func CardOf(n *Node) *Card {
	if n == nil {
		return nil
	}
	c, _ := n.painter.(*Card)
	return c
}

// SetFace changes the face art.
func (c *Card) SetFace(key string, face PaintFunc) {
	c.faceKey, c.face, c.shown = key, face, nil
	c.changed()
}

// SetBack changes the back art.
func (c *Card) SetBack(key string, back PaintFunc) {
	c.backKey, c.back, c.shown = key, back, nil
	c.changed()
}

// FaceKey and BackKey name the art shown.
func (c *Card) FaceKey() string { return c.faceKey }
func (c *Card) BackKey() string { return c.backKey }

// FaceUp reports which side shows.
func (c *Card) FaceUp() bool { return c.faceUp }

// SetFaceUp turns the card without animation.
func (c *Card) SetFaceUp(up bool) {
	if c.faceUp != up {
		c.faceUp = up
		c.changed()
	}
}

// Lift returns how far the card is raised (0 resting .. 1 held).
func (c *Card) Lift() float64 { return c.lift }

// SetLift raises the card: it grows up to 6 % and its shadow spreads.
func (c *Card) SetLift(v float64) {
	if c.lift != v {
		c.lift = v
		c.changed()
	}
}

func (c *Card) flipScale() float64 { return c.flip }
func (c *Card) setFlipScale(v float64) {
	if c.flip != v {
		c.flip = v
		c.changed()
	}
}

// Flip turns the card over in dur seconds: it narrows to an edge, swaps
// face and back, and widens again. Skipping it leaves the card flat and
// turned.
func (c *Card) Flip(dur float64) Anim {
	return Sequence(
		TweenFunc(c.flipScale, c.setFlipScale, 0, dur/2, CubicIn),
		Call(func() { c.SetFaceUp(!c.faceUp) }),
		TweenFunc(c.flipScale, c.setFlipScale, 1, dur/2, CubicOut),
	)
}

// FlipTo turns the card to the given side, or does nothing if it shows.
func (c *Card) FlipTo(up bool, dur float64) Anim {
	if c.faceUp == up {
		return Delay(0)
	}
	return c.Flip(dur)
}

// Size implements Painter.
func (c *Card) Size() (w, h float64) { return c.w, c.h }

// PixelSize is the size of the cached images for this card: its own size,
// rounded. Stage units are the screen's device pixels (a HiDPI screen is
// laid out at its device size), so a card is painted at the size it is
// drawn and stays crisp; scaling a parent would stretch it instead.
func (c *Card) PixelSize() (w, h int) {
	return max(1, int(math.Round(c.w))), max(1, int(math.Round(c.h)))
}

// prepare looks up (painting on first use) the showing side and the
// shadow in the card's art cache; Stage.Prepare is its public face.
func (c *Card) prepare() (pw, ph int) {
	if c.art == nil { // painted outside any stage: a cache of its own
		c.art = NewArtCache()
	}
	a := c.art
	pw, ph = c.PixelSize()
	if blur := c.blur(); !c.shadow.live(pw, ph) || c.shadowBlur != blur {
		c.shadow, c.shadowBlur = a.shadowEntry(pw, ph, blur), blur
	}
	c.shadow.used = a.frame
	if !c.shown.live(pw, ph) || c.shownUp != c.faceUp {
		if c.faceUp {
			c.shown = a.cardEntry(c.faceKey, c.face, pw, ph)
		} else {
			c.shown = a.cardEntry(c.backKey, c.back, pw, ph)
		}
		c.shownUp = c.faceUp
	}
	c.shown.used = a.frame
	return pw, ph
}

// unit is device pixels per window pixel for the card's shadow and lift.
func (c *Card) unit() float64 { return unitAt(c.px) }

// unitAt is a card's device pixels per window pixel on a stage of scale
// px (1 before it is shown on one).
func unitAt(px float64) float64 {
	if px <= 0 {
		return 1
	}
	return px
}

// blur is the shadow's falloff in device pixels.
func (c *Card) blur() int { return blurAt(c.px) }

// blurAt is the shadow's falloff in device pixels on a stage of scale px.
func blurAt(px float64) int { return int(math.Round(shadowBlur * unitAt(px))) }

// Paint implements Painter: shadow, then the showing side, squashed by
// the flip and grown by the lift about the card's centre.
func (c *Card) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	pw, ph := c.prepare()
	w, h := c.w, c.h
	grow := 1 + 0.06*c.lift
	u := c.unit()

	// shadow: offset down and spread as the card rises
	var g ebiten.GeoM
	sh := c.shadow.img
	g.Translate(-float64(c.shadowBlur), -float64(c.shadowBlur))
	g.Scale(w/float64(pw), h/float64(ph))
	g.Translate(-w/2, -h/2)
	sgrow := grow * (1 + 0.04*c.lift)
	g.Scale(sgrow*math.Max(c.flip, 0.15), sgrow)
	g.Translate(w/2+(1+2*c.lift)*u, h/2+(2+7*c.lift)*u)
	g.Concat(world)
	drawImage(dst, sh, g, alpha*float32(0.55+0.45*c.lift), &c.op)

	img := c.shown.img
	g.Reset()
	g.Scale(w/float64(pw), h/float64(ph))
	g.Translate(-w/2, -h/2)
	g.Scale(grow*c.flip, grow)
	g.Translate(w/2, h/2-3*c.lift*u)
	g.Concat(world)
	drawImage(dst, img, g, alpha, &c.op)
}
