package sprites

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// Stage is the root of a scene's graph. Each tick it reads input (as
// pointer gestures and actions), advances timelines and keeps resolv hit
// shapes in sync; Draw paints the tree. It knows whether anything visible
// changed since the last Draw, so a scene can skip redrawing a still table.
type Stage struct {
	// Root holds the scene's nodes.
	Root *Node
	// overlay is drawn above Root: the card being dragged, toasts.
	overlay *Node

	w, h float64
	hits *hitSpace

	timelines []*Timeline

	pointer  PointerSource
	keys     KeySource
	actions  Action
	lastPX   float64
	lastPY   float64
	hoverVer uint64

	interactive     []*Node
	prevInteractive []*Node
	hover           *Node
	press           *pressState
	pressBuf        pressState
	drag            *dragState
	carry           *dragState
	settling        *Node
	focus           *Node
	showFocus       bool
	activated       *Node

	toast       *toastNode
	lastRefusal string

	gen      uint64 // the stage's own visible changes (hover, focus, drag)
	drawnGen uint64
	drawn    bool
	pruneAt  uint64

	// speed is the animation-speed factor (1 normal, 0 instant); scale is
	// device pixels per window pixel, for what the stage sizes itself
	// (rings, shadows, toasts, the drag threshold). See factor.go.
	speed, scale factor

	art *ArtCache

	// Hooks for sound and bookkeeping; all optional.
	OnPickUp func(n *Node)
	OnDrop   func(n, target *Node)
	OnRefuse func(n, target *Node, reason string)

	decor decorCache
}

// NewStage returns a stage of w×h logical pixels reading the real mouse,
// touch and keyboard.
func NewStage(w, h float64) *Stage {
	s := &Stage{
		Root:            NewNode(),
		overlay:         NewNode(),
		w:               w,
		h:               h,
		hits:            newHitSpace(w, h),
		timelines:       make([]*Timeline, 0, 32),
		interactive:     make([]*Node, 0, 128),
		prevInteractive: make([]*Node, 0, 128),
		speed:           factor{v: 1},
		scale:           factor{v: 1, min: 0.1},
		art:             NewArtCache(),
	}
	s.Root.Name, s.overlay.Name = "root", "overlay"
	in := NewEbitenInput()
	s.pointer, s.keys = in, in
	s.decor.init()
	return s
}

// UseArt makes the stage paint its cards into c, a cache shared with
// other stages (the context gives every scene the same one, so the title's
// cards and a table's are painted once). A new stage has its own.
func (s *Stage) UseArt(c *ArtCache) { s.art = c }

// Art returns the card-image cache the stage paints into.
func (s *Stage) Art() *ArtCache { return s.art }

// Prepare paints c's showing side and shadow into the stage's art cache
// now, if they are not there yet, without drawing anything: a table can
// paint the faces it will need ahead of time, one a tick, instead of all
// in the frame that first shows them. It returns the cached images' size.
func (s *Stage) Prepare(c *Card) (pw, ph int) {
	c.art, c.px = s.art, s.Scale()
	return c.prepare()
}

// Painted reports whether card c's showing side and shadow are painted
// for this stage at its size, so that drawing it paints nothing: the card
// holds them, or the stage's art cache does (another card with the same
// art painted them, on this screen or an earlier one).
func (s *Stage) Painted(c *Card) bool {
	pw, ph := c.PixelSize()
	if c.art == s.art && c.px == s.Scale() && c.shown.live(pw, ph) && c.shownUp == c.faceUp &&
		c.shadow.live(pw, ph) && c.shadowBlur == c.blur() {
		return true
	}
	key := c.backKey
	if c.faceUp {
		key = c.faceKey
	}
	return s.art.holds(key, pw, ph, blurAt(s.Scale()))
}

// SetInput replaces the input sources (tests use a SyntheticInput).
func (s *Stage) SetInput(p PointerSource, k KeySource) { s.pointer, s.keys = p, k }

// Size returns the stage's logical size.
func (s *Stage) Size() (w, h float64) { return s.w, s.h }

// Bounds returns the stage as a Rect at the origin, the container that
// layouts fill.
func (s *Stage) Bounds() Rect { return Rect{0, 0, s.w, s.h} }

// SetSize changes the logical size (call it from Layout when the window
// changes); the scene then reflows its layouts.
func (s *Stage) SetSize(w, h float64) {
	if w == s.w && h == s.h {
		return
	}
	if s.drawn {
		// a resize: the cache's images at the old size go a few frames on.
		// Sizing a stage not yet drawn is no resize (a scene laying itself
		// out before its first frame, watch mode's table under its bar);
		// pruning then would free every image the scenes before it painted
		// (a rematch's faces, the felt the setup screen shares with its
		// table).
		s.pruneAt = s.art.frame + 3
	}
	s.w, s.h = w, h
	s.hits.resize(w, h)
	s.gen++
}

// Play starts a skippable timeline running the steps in sequence.
func (s *Stage) Play(steps ...Anim) *Timeline {
	var a Anim
	if len(steps) == 1 {
		a = steps[0]
	} else {
		a = Sequence(steps...)
	}
	t := &Timeline{anim: a, Skippable: true}
	a.Start()
	s.timelines = append(s.timelines, t)
	s.gen++
	return t
}

// PlayAmbient starts a timeline that a click or key does not skip:
// feedback and ambient motion, which must never swallow the player's
// input (a skippable timeline turns the next click into "finish now").
func (s *Stage) PlayAmbient(steps ...Anim) *Timeline {
	t := s.Play(steps...)
	t.Skippable = false
	return t
}

// Animating reports whether any timeline is running.
func (s *Stage) Animating() bool {
	for _, t := range s.timelines {
		if !t.Done() {
			return true
		}
	}
	return false
}

// skippable reports whether a running timeline can be skipped.
func (s *Stage) skippable() bool {
	for _, t := range s.timelines {
		if t.Skippable && !t.Done() {
			return true
		}
	}
	return false
}

// SkipAnimations finishes every skippable timeline: nodes land on their
// final values and callbacks fire in order. Timelines started by those
// callbacks are skipped too.
func (s *Stage) SkipAnimations() { s.finish(false) }

// finishAll finishes every timeline, ambient ones included (speed 0).
func (s *Stage) finishAll() { s.finish(true) }

// finish skips the running timelines (only the skippable ones unless all),
// again for those their callbacks start, then drops the finished ones.
func (s *Stage) finish(all bool) {
	for range 8 { // callbacks may start new timelines; settle them as well
		more := false
		for i := 0; i < len(s.timelines); i++ {
			if t := s.timelines[i]; (all || t.Skippable) && !t.Done() {
				t.Skip()
				more = true
			}
		}
		if !more {
			break
		}
	}
	s.compact()
}

func (s *Stage) compact() {
	keep := s.timelines[:0]
	for _, t := range s.timelines {
		if !t.Done() {
			keep = append(keep, t)
		}
	}
	for i := len(keep); i < len(s.timelines); i++ {
		s.timelines[i] = nil
	}
	s.timelines = keep
}

// Actions returns this tick's actions that the stage did not use itself
// (Back while nothing is carried, Confirm with nothing focused, ...).
func (s *Stage) Actions() Action { return s.actions }

// Action reports whether a is among this tick's unused actions.
func (s *Stage) Action(a Action) bool { return s.actions&a != 0 }

// Activated returns the node activated this tick (by click, tap or
// keyboard), or nil. OnActivate has already run.
func (s *Stage) Activated() *Node { return s.activated }

// Focus returns the keyboard-focused node, or nil.
func (s *Stage) Focus() *Node { return s.focus }

// Hover returns the node under the pointer, or nil.
func (s *Stage) Hover() *Node { return s.hover }

// Dragging returns the node being dragged or carried, or nil.
func (s *Stage) Dragging() *Node {
	if s.drag != nil && s.drag.started {
		return s.drag.node
	}
	if s.carry != nil {
		return s.carry.node
	}
	return nil
}

// DragOver returns the drop target under the dragged card, or nil.
func (s *Stage) DragOver() *Node {
	if s.drag != nil && s.drag.started {
		return s.drag.over
	}
	return nil
}

// LastRefusal is the reason shown for the last refused drop.
func (s *Stage) LastRefusal() string { return s.lastRefusal }

// Update advances the stage by one tick of 1/TPS seconds.
func (s *Stage) Update() {
	tps := float64(ebiten.TPS())
	if tps <= 0 { // ebiten.SyncWithFPS
		tps = max(ebiten.ActualFPS(), 30)
	}
	s.Step(1 / tps)
}

// Overlay is the layer drawn above Root (the dragged card, toasts): put
// popups here so they cover everything in the scene.
func (s *Stage) Overlay() *Node { return s.overlay }

// Step advances the stage by dt seconds of real time: input first (so a
// click that skips animations lands before they advance), then timelines.
func (s *Stage) Step(dt float64) {
	s.actions = 0
	s.activated = nil
	s.collect()
	s.readInput()
	if speed := s.Speed(); speed == 0 {
		s.finishAll()
	} else {
		d := dt * speed
		for i := 0; i < len(s.timelines); i++ {
			s.timelines[i].advance(d)
		}
		s.compact()
	}
}

// collect walks the tree in draw order, lists interactive nodes and keeps
// their hit shapes in sync. Nothing is allocated in steady state.
func (s *Stage) collect() {
	prev := s.interactive
	for _, n := range prev {
		n.interact.order = -1
	}
	s.interactive = s.prevInteractive[:0]
	s.collectNode(s.Root, true, noClip)
	s.collectNode(s.overlay, true, noClip)
	// nodes that left the tree take their shapes out of the space
	for i, n := range prev {
		if n.interact.order < 0 {
			s.hits.remove(n)
		}
		prev[i] = nil
	}
	s.prevInteractive = prev[:0]
}

func (s *Stage) collectNode(n *Node, visible bool, clip Rect) {
	visible = visible && !n.hidden
	if n.clip.on {
		clip = clip.intersect(n.WorldBounds())
	}
	n.interact.clip = clip
	if n.interactive() && visible {
		n.interact.order = len(s.interactive)
		s.interactive = append(s.interactive, n)
		s.hits.sync(n)
	} else if n.interact.shape.inSpace {
		s.hits.remove(n)
	}
	n.sortChildren()
	for _, c := range n.children {
		s.collectNode(c, visible, clip)
	}
}

// NeedsRedraw reports whether anything visible changed since the last
// Draw (or nothing was drawn yet).
func (s *Stage) NeedsRedraw() bool {
	return !s.drawn || s.generation() != s.drawnGen || s.Animating()
}

// generation sums the change counters of the stage and its two trees: each
// only grows, so the sum moves exactly when one of them does.
func (s *Stage) generation() uint64 { return s.gen + s.Root.gen + s.overlay.gen }

// Invalidate forces the next NeedsRedraw to report true (after the scene
// changed something the stage cannot see, such as its background).
func (s *Stage) Invalidate() { s.gen++ }

// Draw paints the tree onto dst: Root, then the overlay, then the focus
// ring. It does not clear dst.
func (s *Stage) Draw(dst *ebiten.Image) {
	s.art.frame++
	if s.pruneAt != 0 && s.art.frame >= s.pruneAt {
		s.pruneAt = 0
		s.art.Prune()
	}
	s.drawNode(dst, s.Root)
	s.drawNode(dst, s.overlay)
	if s.showFocus && s.focus != nil && s.focus.VisibleInTree() {
		s.decor.ring(dst, s.focus, ringFocus, s.Scale())
	}
	s.drawnGen = s.generation()
	s.drawn = true
}

func (s *Stage) drawNode(dst *ebiten.Image, n *Node) {
	if n.hidden {
		return
	}
	n.refresh()
	if n.walpha <= 0 {
		return
	}
	if n.interact.highlighted {
		kind := ringTarget
		if s.drag != nil && s.drag.over == n {
			kind = ringDrop
		}
		s.decor.ring(dst, n, kind, s.Scale())
	}
	if n.clip.on {
		dst = n.clipTarget(dst)
	}
	if c, ok := n.painter.(*Card); ok {
		c.art, c.px = s.art, s.Scale()
	}
	if n.painter != nil {
		n.painter.Paint(dst, n.world, float32(n.walpha))
	}
	n.sortChildren()
	for _, c := range n.children {
		s.drawNode(dst, c)
	}
}
