// Command spritesdemo is a playground for the sprites scene graph: a deal with a
// stagger, a grid of slots that accept only some cards, a fanned hand to
// drag from, flips, buttons, keyboard focus, and redraws only when
// something moves.
//
//	go run ./cmd/spritesdemo                 # play
//	go run ./cmd/spritesdemo -size 844x390   # a phone in landscape
//	go run ./cmd/spritesdemo -screenshot x.png
//
// Keys: Tab/arrows move focus, Enter picks up and places, Escape backs
// out, 1/2/0 set the animation speed (normal, double, instant).
package main

import (
	"flag"
	"fmt"
	"image"
	"image/png"
	"log"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"salotto/gfx"
	"salotto/sprites"
)

var felt = gfx.Hex("#2f6b5a")

type game struct {
	st      *sprites.Stage
	w, h    int
	title   *sprites.Text
	status  *sprites.Text
	slots   []*sprites.Node
	hand    []*sprites.Card
	deck    *sprites.Node
	flip    *sprites.Button
	deal    *sprites.Button
	shot    string
	settled int
	frames  int
}

var accents = []string{"#0072B2", "#D55E00", "#009E73", "#CC79A7"}

func newGame(w, h int, shot string) *game {
	g := &game{st: sprites.NewStage(float64(w), float64(h)), w: w, h: h, shot: shot}
	g.title = sprites.NewText("sprites playground", gfx.Bold, 24, gfx.White)
	g.status = sprites.NewText("Drag a card from the hand onto a lit slot.", gfx.Regular, 16, gfx.WithAlpha(gfx.White, 0.85))
	g.st.Root.Add(g.title.Node, g.status.Node)
	for i := range 12 {
		art := &slotArt{}
		slot := sprites.NewPainted(art)
		art.node = slot
		slot.SetAnchor(0.5, 0.5)
		slot.Name = fmt.Sprint("slot ", i+1)
		col := i % 6
		slot.Target = sprites.TargetFuncs{
			AcceptsFunc: func(p any) (bool, string) {
				if p.(int)%2 == col%2 {
					return true, ""
				}
				return false, "Odd cards go to odd columns, even to even"
			},
			DropFunc: func(p any, n *sprites.Node) {
				c := sprites.CardOf(n)
				c.Draggable = false
				c.Reparent(slot)
				w, h := slot.Size()
				g.st.Play(sprites.MoveTo(c.Node, w/2, h/2, 0.15, sprites.CubicInOut))
				g.status.SetText(fmt.Sprintf("Card %d placed on %s.", p.(int)+1, slot.Name))
				g.layoutHand(true)
			},
		}
		g.slots = append(g.slots, slot)
		g.st.Root.Add(slot)
	}
	g.deck = sprites.NewNode()
	g.st.Root.Add(g.deck)
	g.flip = sprites.NewButton("Flip hand", 150, 44, g.flipHand)
	g.deal = sprites.NewButton("Deal again", 150, 44, g.dealHand)
	g.st.Root.Add(g.flip.Node, g.deal.Node)
	g.layout()
	g.dealHand()
	return g
}

// slotArt paints an empty place for a card: a faint rounded outline,
// cached per size. The node's own size (set by the grid) rules.
type slotArt struct {
	img  *ebiten.Image
	w, h int
	node *sprites.Node
}

func (s *slotArt) Size() (float64, float64) { return 0, 0 }

func (s *slotArt) Paint(dst *ebiten.Image, world ebiten.GeoM, alpha float32) {
	fw, fh := s.node.Size()
	w, h := max(1, int(fw)), max(1, int(fh))
	if s.img == nil || s.w != w || s.h != h {
		s.img, s.w, s.h = ebiten.NewImage(w, h), w, h
		r := float32(sprites.CornerRadius(fw))
		gfx.FillRoundRect(s.img, 0, 0, float32(w), float32(h), r, gfx.WithAlpha(gfx.Black, 0.12), true)
		gfx.StrokeRoundRect(s.img, 1, 1, float32(w)-2, float32(h)-2, r, 2, gfx.WithAlpha(gfx.White, 0.4), true)
	}
	var op ebiten.DrawImageOptions
	op.GeoM = world
	op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(s.img, &op)
}

// layout reflows everything for the current size.
func (g *game) layout() {
	w, h := float64(g.w), float64(g.h)
	g.st.SetSize(w, h)
	pad := max(8, h*0.02)
	g.title.SetFont(gfx.Bold, max(16, h*0.035))
	g.title.SetPos(pad, pad)
	_, th := g.title.Size()
	g.status.SetPos(pad, pad+th+2)
	_, sh := g.status.Size()
	top := sprites.Rect{X: pad, Y: pad*2 + th + sh, W: w*0.8 - pad, H: h*0.5 - th - sh}
	for i, r := range sprites.Grid(top, 2, 6, pad, 63.0/88) {
		r.Place(g.slots[i])
		for _, c := range g.slots[i].Children() {
			c.SetSize(r.W, r.H)
			c.SetPos(r.W/2, r.H/2)
		}
	}
	bw, bh := max(120, w*0.13), max(36, h*0.07)
	g.flip.SetSize(bw, bh)
	g.deal.SetSize(bw, bh)
	g.flip.SetPos(w-pad-bw/2, h-pad-bh*1.5-pad)
	g.deal.SetPos(w-pad-bw/2, h-pad-bh/2)
	g.layoutHand(false)
}

func (g *game) handArea() sprites.Rect {
	w, h := float64(g.w), float64(g.h)
	return sprites.Rect{X: 0, Y: h * 0.56, W: w * 0.8, H: h * 0.42}
}

// layoutHand fans the cards still in hand; animated after a card leaves.
func (g *game) layoutHand(animate bool) {
	var left []*sprites.Card
	for _, c := range g.hand {
		if c.Parent() == g.deck {
			left = append(left, c)
		}
	}
	a := g.handArea()
	ch := a.H * 0.72
	cw := ch * 63 / 88
	var moves []sprites.Anim
	for i, sl := range sprites.Fan(a, len(left), cw, ch, 44) {
		left[i].SetSize(cw, ch)
		if animate {
			moves = append(moves, sl.MoveTo(left[i].Node, 0.25, sprites.CubicInOut))
		} else {
			sl.PlaceAt(left[i].Node)
		}
	}
	if len(moves) > 0 {
		g.st.Play(sprites.Parallel(moves...))
	}
}

// dealHand gathers every card and deals seven from off-screen with a
// stagger, face down, turning each as it lands.
func (g *game) dealHand() {
	for _, c := range g.hand {
		c.Detach()
	}
	g.hand = g.hand[:0]
	back := sprites.DefaultBack(gfx.Hex("#7a1f2b"))
	for i := range 7 {
		acc := gfx.Hex(accents[i%len(accents)])
		c := sprites.NewCard(fmt.Sprintf("demo/%d", i), sprites.DefaultFace(fmt.Sprint(i+1), "", acc), "demo/back", back, 1, 1)
		c.Draggable = true
		c.Payload = i
		c.Name = fmt.Sprint("card ", i+1)
		c.SetFaceUp(false)
		g.deck.Add(c.Node)
		g.hand = append(g.hand, c)
	}
	g.layoutHand(false)
	var deals []sprites.Anim
	for _, c := range g.hand {
		x, y, r := c.X(), c.Y(), c.Rotation()
		c.SetPos(float64(g.w)+100, -150)
		c.SetRotation(-0.6)
		deals = append(deals, sprites.Sequence(
			sprites.Parallel(
				sprites.MoveTo(c.Node, x, y, 0.35, sprites.CubicInOut),
				sprites.RotateTo(c.Node, r, 0.35, sprites.CubicInOut)),
			c.Flip(0.22)))
	}
	g.st.Play(sprites.Stagger(0.06, deals...), sprites.Call(func() { g.status.SetText("Dealt. Drag, click or use Tab and Enter.") }))
}

func (g *game) flipHand() {
	var flips []sprites.Anim
	for _, c := range g.hand {
		flips = append(flips, c.Flip(0.3))
	}
	g.st.Play(sprites.Stagger(0.04, flips...))
}

func (g *game) Update() error {
	switch {
	case inpututil.IsKeyJustPressed(ebiten.Key1):
		g.st.SetSpeed(1)
	case inpututil.IsKeyJustPressed(ebiten.Key2):
		g.st.SetSpeed(2)
	case inpututil.IsKeyJustPressed(ebiten.Key0):
		g.st.SetSpeed(0)
	}
	g.st.Update()
	if g.st.Action(sprites.ActBack) && g.shot == "" {
		return ebiten.Termination
	}
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	g.frames++
	if !g.st.NeedsRedraw() {
		return // the screen keeps the last frame (SetScreenClearedEveryFrame(false))
	}
	screen.Fill(felt)
	g.st.Draw(screen)
}

func (g *game) Layout(ow, oh int) (int, int) {
	if ow != g.w || oh != g.h {
		g.w, g.h = ow, oh
		g.layout()
	}
	return ow, oh
}

// shooter wraps the game to write one PNG once the deal has settled.
type shooter struct {
	*game
	err error
}

func (s *shooter) Draw(screen *ebiten.Image) {
	s.game.Draw(screen)
	if s.game.st.Animating() || s.game.frames < 10 {
		return
	}
	if s.settled++; s.settled < 3 {
		return
	}
	b := screen.Bounds()
	img := image.NewRGBA(b)
	screen.ReadPixels(img.Pix)
	f, err := os.Create(s.shot)
	if err == nil {
		err = png.Encode(f, img)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
	}
	s.err = err
	s.shot = "" // done
}

func (s *shooter) Update() error {
	if s.err != nil {
		return s.err
	}
	if s.settled >= 3 && s.shot == "" {
		return ebiten.Termination
	}
	return s.game.Update()
}

func main() {
	size := flag.String("size", "1280x720", "window size WxH")
	shot := flag.String("screenshot", "", "write a PNG once the deal has settled, then exit")
	flag.Parse()
	var w, h int
	if _, err := fmt.Sscanf(*size, "%dx%d", &w, &h); err != nil || w < 200 || h < 150 {
		fmt.Fprintln(os.Stderr, "demo: -size wants WxH, e.g. 1280x720")
		os.Exit(2)
	}
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowTitle("Salotto · sprites playground")
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	g := newGame(w, h, *shot)
	var run ebiten.Game = g
	if *shot != "" {
		run = &shooter{game: g}
	}
	if err := ebiten.RunGame(run); err != nil {
		log.Fatal(err)
	}
}
