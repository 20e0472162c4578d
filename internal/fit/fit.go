// Package fit measures whether a screen's words fit where its layout put
// them, for the layout tests of every language: a label against its
// button's width, a text against the screen's edges and against the
// buttons beside it, a button against the others. It reads a laid-out scene graph; what it measures is
// the text as the font sets it, not a count of letters.
package fit

import (
	"fmt"
	"math"

	"salotto/sprites"
)

// Labelled reads a control's label from a painter a package keeps to
// itself (the scenes' own buttons): the text, its width as the font sets
// it, and the painter's own width, both in the painter's units. ok is
// false for any other painter.
type Labelled func(p sprites.Painter) (text string, textW, boxW float64, ok bool)

// inset is the room a label leaves at each end of its button, in screen
// pixels: a label touching the rounded edge reads as cut off.
const inset = 3

// slack forgives a text box's sub-pixel overhang.
const slack = 1

// Check walks root (laid out on a w×h screen) and describes every misfit:
// a button whose label is wider than it, a text running off the screen,
// a text lying over a button it is not the label of, a button lying over
// another.
func Check(root *sprites.Node, w, h float64, more Labelled) []string {
	var out []string
	var buttons []box
	var texts []box
	var walk func(n *sprites.Node)
	walk = func(n *sprites.Node) {
		if !n.VisibleInTree() || n.WorldAlpha() == 0 {
			return
		}
		r := n.WorldBounds()
		switch p := n.Painter().(type) {
		case *sprites.Button:
			lw, _ := p.Label().Size()
			bw, _ := p.Size()
			out = append(out, label(p.Label().Text(), lw, bw, r)...)
			buttons = append(buttons, box{p.Label().Text(), r})
		case *sprites.Text:
			if p.Text() != "" {
				texts = append(texts, box{p.Text(), r})
			}
		default:
			if more != nil && p != nil {
				if s, lw, bw, ok := more(p); ok {
					out = append(out, label(s, lw, bw, r)...)
					buttons = append(buttons, box{s, r})
				}
			}
		}
		for _, c := range n.Children() {
			walk(c)
		}
	}
	walk(root)
	for i, a := range buttons {
		for _, b := range buttons[i+1:] {
			if overlap(a.r, b.r) > slack {
				out = append(out, fmt.Sprintf("button %q at %s lies over the button %q at %s", a.text, rect(a.r), b.text, rect(b.r)))
			}
		}
	}
	for _, t := range texts {
		r := t.r
		if r.X < -slack || r.Y < -slack || r.X+r.W > w+slack || r.Y+r.H > h+slack {
			out = append(out, fmt.Sprintf("text %q at %s runs off the %.0fx%.0f screen", t.text, rect(r), w, h))
		}
		for _, b := range buttons {
			if overlap(r, b.r) > slack {
				out = append(out, fmt.Sprintf("text %q at %s lies over the button %q at %s", t.text, rect(r), b.text, rect(b.r)))
			}
		}
	}
	return out
}

// label measures one control: the text's width in screen pixels against
// the box's, less the inset at each end.
func label(text string, textW, boxW float64, r sprites.Rect) []string {
	if text == "" || boxW <= 0 {
		return nil
	}
	scale := r.W / boxW
	need, have := textW*scale, r.W-2*inset
	if need > have {
		return []string{fmt.Sprintf("label %q needs %.0f px, its button at %s leaves %.0f", text, need, rect(r), have)}
	}
	return nil
}

type box struct {
	text string
	r    sprites.Rect
}

// overlap is how far two boxes cross, the smaller of the two depths (0
// when they do not touch).
func overlap(a, b sprites.Rect) float64 {
	dx := math.Min(a.X+a.W, b.X+b.W) - math.Max(a.X, b.X)
	dy := math.Min(a.Y+a.H, b.Y+b.H) - math.Max(a.Y, b.Y)
	if dx <= 0 || dy <= 0 {
		return 0
	}
	return math.Min(dx, dy)
}

func rect(r sprites.Rect) string {
	return fmt.Sprintf("(%.0f,%.0f %.0fx%.0f)", r.X, r.Y, r.W, r.H)
}
