package sprites

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// clipState belongs to a node that clips its subtree to its own box: a
// scrolling page, a list in a panel.
type clipState struct {
	on   bool
	dst  *ebiten.Image // the destination the sub-image was cut from
	rect image.Rectangle
	sub  *ebiten.Image
}

// noClip is the unbounded clip rectangle (finite, so Contains works); a
// read-only value, never assigned.
var noClip = Rect{-1e9, -1e9, 2e9, 2e9}

// SetClip makes the node clip itself and its subtree to its box (its
// axis-aligned world bounds): nothing outside is drawn, and nothing
// outside can be clicked, hovered or dropped on.
func (n *Node) SetClip(on bool) {
	if n.clip.on != on {
		n.clip.on = on
		n.clip.sub = nil
		n.touch()
	}
}

// Clips reports whether the node clips its subtree.
func (n *Node) Clips() bool { return n.clip.on }

// clipTarget returns the sub-image of dst covering n's world bounds,
// cached while neither changes (SubImage allocates).
func (n *Node) clipTarget(dst *ebiten.Image) *ebiten.Image {
	b := n.WorldBounds()
	r := image.Rect(int(math.Floor(b.X)), int(math.Floor(b.Y)), int(math.Ceil(b.X+b.W)), int(math.Ceil(b.Y+b.H)))
	r = r.Add(dst.Bounds().Min).Intersect(dst.Bounds())
	if n.clip.sub == nil || n.clip.dst != dst || n.clip.rect != r {
		n.clip.dst, n.clip.rect = dst, r
		n.clip.sub = dst.SubImage(r).(*ebiten.Image)
	}
	return n.clip.sub
}

// intersect returns the overlap of two rectangles (possibly empty).
func (r Rect) intersect(o Rect) Rect {
	x0, y0 := math.Max(r.X, o.X), math.Max(r.Y, o.Y)
	x1, y1 := math.Min(r.X+r.W, o.X+o.W), math.Min(r.Y+r.H, o.Y+o.H)
	return Rect{x0, y0, math.Max(0, x1-x0), math.Max(0, y1-y0)}
}
