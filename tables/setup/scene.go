package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/sprites"
)

// Name implements scenes.Scene.
func (s *Setup) Name() string { return "setup:" + s.game }

// Update implements scenes.Scene.
func (s *Setup) Update(ctx *scenes.Context) scenes.Change {
	typing := s.edit.active()
	if typing {
		s.edit.update(s)
	}
	// The keys of a tick spent typing never reach the buttons, even when
	// that tick's Enter ended the typing.
	s.keys.closed = typing || s.edit.active()
	s.st.Update()
	s.keys.closed = s.edit.active()
	if !typing && !s.edit.active() && s.st.Action(sprites.ActBack) {
		s.back()
	}
	ch := s.next
	s.next = scenes.None
	return ch
}

// Draw implements scenes.Scene.
func (s *Setup) Draw(dst *ebiten.Image) { s.st.Draw(dst) }

// NeedsRedraw implements scenes.Scene.
func (s *Setup) NeedsRedraw() bool { return s.st.NeedsRedraw() }

// Settled implements scenes.Scene.
func (s *Setup) Settled() bool { return !s.st.Animating() }

// Targets implements scenes.Scene.
func (s *Setup) Targets(dst []scenes.Target) []scenes.Target {
	for _, t := range s.targets {
		if !visible(t.node) {
			continue
		}
		r := t.node.WorldBounds()
		dst = append(dst, scenes.Target{ID: t.id, Label: t.label, X: r.X, Y: r.Y, W: r.W, H: r.H})
	}
	return dst
}

func visible(n *sprites.Node) bool {
	for p := n; p != nil; p = p.Parent() {
		if !p.Visible() {
			return false
		}
	}
	return true
}

// Stage exposes the scene graph to tests.
func (s *Setup) Stage() *sprites.Stage { return s.st }
