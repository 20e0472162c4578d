package remotetest

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/internal/tabletest"
)

// Twins is a leak test of one table: two rooms of the same game that
// differ only in what a viewer may not see must give that viewer's device
// the very same screen, pixel for pixel, and the same screen model.
type Twins struct {
	Game    string
	Options rules.Options
	Open    Opener
	// Model is the table's screen model as text (cards by name, not by
	// node), to compare.
	Model func(sc scenes.Scene) string
	W, H  int
	// HidesNothing is a game whose twins are the same game once dealt
	// (Dolce Vita: every card is on the table but the box's, whose order
	// nothing shows): its cases need not compare differing twins.
	HidesNothing bool
}

// Case is one comparison: the viewer (a seat, or -1 for a spectator), the
// deal, the moves made before the twin is drawn, and how many moves both
// rooms then make alike while the viewer cannot tell them apart. A
// control case deals the second room from another seed, whose screen
// must then differ: the comparison can see a card.
type Case struct {
	Viewer  int
	Seed    uint64
	Advance int
	Steps   int
	Control bool
}

// Run opens the viewer's table on a room and on its twin, compares their
// screens, then makes the same moves in both, comparing again after each
// while what the viewer may see is the same in both. It returns how many
// screens were compared and how many of them were of twins whose games
// truly differed, or what told the twins apart.
func (tw Twins) Run(t *testing.T, c Case) (compared, differing int, apart error) {
	t.Helper()
	rooms := [2]*Host{}
	art := sprites.NewArtCache()
	rigs := [2]*tabletest.Rig{}
	scs := [2]scenes.Scene{}
	var seats []Seat
	for p := 0; p < tw.Options.Players; p++ {
		seats = append(seats, Seat{Name: []string{"Anita", "Marcello", "Sofia", "Vittorio", "Claudia"}[p]})
	}
	for k := range rooms {
		seed := c.Seed
		if k == 1 && c.Control {
			seed++
		}
		h := NewHost(t, tw.Game, tw.Options, seats, seed)
		h.Advance(c.Advance, rand.New(rand.NewPCG(c.Seed, 11)))
		if k == 1 {
			h.Twin(c.Viewer, rand.New(rand.NewPCG(c.Seed, 12)))
		}
		for p := range seats {
			h.SetHere(p, true)
		}
		var device []int
		if c.Viewer >= 0 {
			device = []int{c.Viewer}
		}
		rooms[k] = h
		rigs[k], scs[k] = openIn(t, tw.W, tw.H, 0, tw.Open, Handover(t, h.Device(device...)), art)
	}
	rng := rand.New(rand.NewPCG(c.Seed, 13))
	for step := 0; ; step++ {
		made := rooms[0].Room.Seq()
		for k := range rigs {
			settle(t, rigs[k], scs[k], made)
		}
		la, lb := DisplayList(stageOf(scs[0])), DisplayList(stageOf(scs[1]))
		if !bytes.Equal(la, lb) {
			return compared, differing, fmt.Errorf("viewer %d, move %d: the twins' tables draw different things:\n%s", c.Viewer, made, firstDiff(la, lb))
		}
		if x, y, ok := samePixels(screen(rigs[0]), screen(rigs[1]), tw.W); !ok {
			if !c.Control {
				rigs[1].Shot("leak-twin")
				rigs[0].Shot("leak-room")
			}
			return compared, differing, fmt.Errorf("viewer %d, move %d: the twins' screens differ at (%d, %d) (shots leak-room, leak-twin)", c.Viewer, made, x, y)
		}
		if ma, mb := tw.Model(scs[0]), tw.Model(scs[1]); ma != mb {
			return compared, differing, fmt.Errorf("viewer %d, move %d: the twins' screen models differ:\n%s\n%s", c.Viewer, made, ma, mb)
		}
		compared++
		if rooms[0].State().Hash() != rooms[1].State().Hash() {
			differing++
		}
		if step == c.Steps || !sameStep(t, rooms, c.Viewer, rng) {
			return compared, differing, nil
		}
	}
}

// sameStep makes one move in both rooms, the same, legal in both; it
// reports false when there is none, or when the viewer may then tell the
// rooms apart (the move revealed what differed).
func sameStep(t *testing.T, rooms [2]*Host, viewer int, rng *rand.Rand) bool {
	a, b := rooms[0].State(), rooms[1].State()
	if a.Done() || b.Done() {
		return false
	}
	p := a.ToAct(nil)[0]
	legal := a.Legal(p, nil)
	rng.Shuffle(len(legal), func(i, j int) { legal[i], legal[j] = legal[j], legal[i] })
	g := a.Game()
	for _, m := range legal {
		sa, sb := a.Clone(), b.Clone()
		if _, err := sb.Apply(p, m); err != nil {
			continue
		}
		if _, err := sa.Apply(p, m); err != nil {
			t.Fatal(err)
		}
		codec := g.(rules.Codec)
		va, _ := codec.EncodeView(sa.View(viewer))
		vb, _ := codec.EncodeView(sb.View(viewer))
		if !bytes.Equal(va, vb) {
			continue
		}
		for _, h := range rooms {
			if err := h.Play(p, g.FormatMove(m)); err != nil {
				t.Fatal(err)
			}
		}
		return true
	}
	return false
}

// settle ticks a table until it shows move made and nothing moves.
func settle(t *testing.T, r *tabletest.Rig, sc scenes.Scene, made int) {
	t.Helper()
	for i := 0; i < 3000; i++ {
		r.Tick(1)
		if sc.Settled() && moved(sc) >= made {
			r.Tick(2)
			return
		}
		time.Sleep(200 * time.Microsecond)
	}
	t.Fatalf("the table did not settle on move %d", made)
}

// moved is how many moves the table's room has shown.
func moved(sc scenes.Scene) int {
	if d, ok := sc.(interface{ MovesShown() int }); ok {
		return d.MovesShown()
	}
	return -1
}

// stageOf is a table's stage.
func stageOf(sc scenes.Scene) *sprites.Stage {
	return sc.(interface{ Stage() *sprites.Stage }).Stage()
}

// DisplayList is what a stage draws, in draw order, as text: each node
// drawn with what it shows (a card's face or back by its art's key, a
// text's words, a picture's size) and where, to a hundredth of a pixel.
// Two screens that show the same thing give the same bytes; a card face
// where the other shows a back, or a word more, does not.
func DisplayList(st *sprites.Stage) []byte {
	var b bytes.Buffer
	var walk func(n *sprites.Node)
	walk = func(n *sprites.Node) {
		if !n.Visible() || n.WorldAlpha() <= 0 {
			return
		}
		if p := n.Painter(); p != nil {
			q := n.WorldQuad()
			what := fmt.Sprintf("%T", p)
			switch v := p.(type) {
			case *sprites.Card:
				what = "back " + v.BackKey()
				if v.FaceUp() {
					what = "face " + v.FaceKey()
				}
			case *sprites.Text:
				what = fmt.Sprintf("text %q", v.Text())
			}
			w, h := p.Size()
			fmt.Fprintf(&b, "%s %.2fx%.2f a%.3f", what, w, h, n.WorldAlpha())
			for _, pt := range q {
				fmt.Fprintf(&b, " %.2f,%.2f", pt[0], pt[1])
			}
			b.WriteByte('\n')
		}
		for _, c := range n.Children() {
			walk(c)
		}
	}
	walk(st.Root)
	walk(st.Overlay())
	return b.Bytes()
}

// firstDiff is the first line where two display lists part.
func firstDiff(a, b []byte) string {
	la, lb := bytes.Split(a, []byte("\n")), bytes.Split(b, []byte("\n"))
	for i := range min(len(la), len(lb)) {
		if !bytes.Equal(la[i], lb[i]) {
			return fmt.Sprintf("%s\n%s", la[i], lb[i])
		}
	}
	return fmt.Sprintf("%d lines against %d", len(la), len(lb))
}

// pixelNoise is how far one colour channel of the same drawing may come
// out between two tables: a card turned in a fan is drawn from its face
// with linear filtering, whose edges change by a unit or two with where
// the face lies in the GPU's atlas. A card, a word or a mark drawn
// differently changes pixels by far more.
const pixelNoise = 3

// samePixels compares two screens of width w, channel by channel, within
// pixelNoise, returning the first pixel that differs more.
func samePixels(a, b []byte, w int) (x, y int, ok bool) {
	for i := range a {
		d := int(a[i]) - int(b[i])
		if d > pixelNoise || d < -pixelNoise {
			return i / 4 % w, i / 4 / w, false
		}
	}
	return 0, 0, true
}

// screen is what the rig's top scene draws, as RGBA bytes.
func screen(r *tabletest.Rig) []byte {
	r.Screen.Clear()
	r.App.Top().Draw(r.Screen)
	b := r.Screen.Bounds()
	px := make([]byte, 4*b.Dx()*b.Dy())
	r.Screen.ReadPixels(px)
	return px
}

// Check runs every case and the control: no case's twins may be told
// apart, the control's must be, and enough screens of twins that truly
// differed must have been compared for the test to mean something.
func (tw Twins) Check(t *testing.T, cases []Case, control Case) {
	t.Helper()
	compared, differing := 0, 0
	for _, c := range cases {
		n, d, err := tw.Run(t, c)
		if err != nil {
			t.Fatal(err)
		}
		compared, differing = compared+n, differing+d
	}
	t.Logf("%d screens compared, %d of twins whose games differed", compared, differing)
	if compared < 2*len(cases) || differing < len(cases) && !tw.HidesNothing {
		t.Errorf("%d screens compared, %d of twins that differed: too few to mean anything", compared, differing)
	}
	control.Control = true
	if _, _, err := tw.Run(t, control); err == nil {
		t.Error("the control, a room dealt from another seed, was not told apart: the comparison sees nothing")
	} else {
		t.Logf("the control told apart: %v", err)
	}
}
