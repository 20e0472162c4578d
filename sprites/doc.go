// Package sprites is Salotto's scene graph: nodes with a local transform
// and a painter, tweens and timelines that move them, layouts that place
// them, and a Stage that turns mouse, touch and keyboard into one stream of
// pointer gestures and actions (click, drag and drop, focus, confirm, back).
//
// The Stage is the only thing a scene drives each frame:
//
//	st := sprites.NewStage(w, h)
//	st.Root.Add(card.Node())
//	...
//	func (s *Scene) Update() error { s.st.Update(); return nil }
//	func (s *Scene) Draw(screen *ebiten.Image) {
//		if !s.st.NeedsRedraw() { return } // screen is not cleared every frame
//		screen.Fill(felt); s.st.Draw(screen)
//	}
//
// Card faces and text are painted once into cached images and then only
// drawn with a GeoM, so a settled table costs one DrawImage per card and a
// steady Update+Draw allocates nothing.
//
// Hit and drop tests go through resolv v0.8.1 convex polygons that the
// Stage keeps in sync with each interactive node's world quad; rotated and
// scaled nodes therefore hit exactly where they are drawn.
package sprites
