// Package sprites is Salotto's scene graph: nodes with a local transform
// and a painter, tweens and timelines that move them, layouts that place
// them, and a Stage that turns mouse, touch and keyboard into one stream of
// gestures and actions (hover, click, drag and drop, focus, confirm, back).
//
// # Nodes
//
// A Node has a position (of its anchor, in the parent's box), scale,
// rotation, alpha, z, visibility, children and a Painter. World transforms
// are derived from the parent chain (World, ToWorld, ToLocal, WorldCenter,
// WorldQuad, WorldBounds) and cached behind stamps. Children draw in z
// order, then insertion order. Reparent moves a node to another parent
// without a visible jump.
//
// Ready-made nodes embed *Node: Card (face and back painted once into
// the stage's ArtCache at the card's pixel size; rounded corners; a shadow that
// grows with Lift; Flip), Text (etxt with the Go fonts, measured, wrapped,
// aligned, cached) and Button. DefaultFace and DefaultBack are plain card
// painters; any func(dst *ebiten.Image) that fills dst works as a PaintFunc.
//
// # Animation
//
// To tweens a node property (PropX, PropY, PropScale, PropRotation,
// PropAlpha...) with an Ease (Linear, QuadOut, SineOut, CubicIn, CubicOut,
// CubicInOut, BackOut); TweenFunc tweens anything. Sequence, Parallel,
// Delay, Call and Stagger compose steps. Stage.Play runs them as a
// Timeline: skippable by default, so a click, tap or Enter while it runs
// finishes it (every value lands, every callback fires, in order) instead
// of acting. Stage.PlayAmbient plays motion that must never swallow input.
// Each stage carries its animation speed (Stage.SetSpeed, or FollowSpeed
// to track the player's setting; 0: instant).
//
// # Layout
//
// Grid, Row, Stack, Fan and Seats are pure functions of a container Rect
// returning slots; call them again when the window changes (Stage.SetSize)
// and move nodes into the new slots (Rect.Place, Rect.MoveInto,
// Slot.PlaceAt, Slot.MoveTo).
//
// # Input
//
// The Stage reads a PointerSource and a KeySource (EbitenInput live,
// SyntheticInput in tests). A node is interactive when it has OnActivate,
// Draggable or a Target (DropTarget: Accepts(payload) (ok, reason) and
// OnDrop). Hit and drop tests go through resolv v0.8.1 polygons kept in
// sync with each interactive node's world quad (resolv's grid finds the
// candidates; the point-in-quad test is our own, allocation-free). A
// focused node with OnAdjust (a slider) takes Left and Right as steps
// instead of moving the focus. Dragging starts after
// DragThreshold pixels; accepting targets light up; a drop on one snaps
// (BackOut) and calls OnDrop; a refused drop glides home and shows the
// reason in a toast. A click or Enter on a draggable without OnActivate
// picks it up, and a click or Enter on a target places it, so nothing
// needs a drag. On a touch screen the first finger is the pointer (a tap
// clicks, a slide drags); a long press means nothing of its own and is a
// tap when lifted; a second finger aborts the gesture in progress
// (PointerState.Abort: the dragged card glides home, the tap does not
// fire) and nothing starts again until every finger is up. Tab, Shift-Tab and the arrows move a visible focus ring;
// Enter or Space activates; Escape backs out. What the stage does not use
// reaches the scene as Actions (Stage.Action(ActBack), ...).
//
// # Frames
//
// The Stage knows whether anything visible changed since its last Draw:
//
//	ebiten.SetScreenClearedEveryFrame(false)
//	func (s *Scene) Update() error { s.st.Update(); return nil }
//	func (s *Scene) Draw(screen *ebiten.Image) {
//		if !s.st.NeedsRedraw() {
//			return // the screen still shows the last frame
//		}
//		screen.Fill(felt)
//		s.st.Draw(screen)
//	}
//
// Stage units are the screen's device pixels: a HiDPI screen is laid out
// at its device size, and cards, text and pictures are painted at the
// size they are drawn, so they stay crisp. The package keeps no mutable
// state of its own: change counters live on each tree's root, stamps on
// each node, caches and speed on the stage.
//
// A settled Update+Draw allocates nothing in this package (the test suite
// proves it over real frames; see main_test.go).
package sprites
