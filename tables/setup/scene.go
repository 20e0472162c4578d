package setup

import (
	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/sprites"
)

// Name implements scenes.Scene.
func (s *Setup) Name() string {
	if s.online != nil {
		return onlineName + s.game
	}
	return "setup:" + s.game
}

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
func (s *Setup) Targets(dst []scenes.Target) []scenes.Target { return s.targets.AppendTo(dst) }

// Stage exposes the scene graph to tests.
func (s *Setup) Stage() *sprites.Stage { return s.st }
