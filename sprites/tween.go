package sprites

// Prop names a node property a tween can drive.
type Prop int

const (
	PropX Prop = iota
	PropY
	PropScale // both axes
	PropScaleX
	PropScaleY
	PropRotation
	PropAlpha
)

func (n *Node) prop(p Prop) float64 {
	switch p {
	case PropX:
		return n.x
	case PropY:
		return n.y
	case PropScale, PropScaleX:
		return n.sx
	case PropScaleY:
		return n.sy
	case PropRotation:
		return n.rot
	case PropAlpha:
		return n.alpha
	}
	return 0
}

func (n *Node) setProp(p Prop, v float64) {
	switch p {
	case PropX:
		n.SetX(v)
	case PropY:
		n.SetY(v)
	case PropScale:
		n.SetScale(v)
	case PropScaleX:
		n.SetScaleXY(v, n.sy)
	case PropScaleY:
		n.SetScaleXY(n.sx, v)
	case PropRotation:
		n.SetRotation(v)
	case PropAlpha:
		n.SetAlpha(v)
	}
}

// Anim is one step of an animation: a tween, a delay, a callback, or a
// sequence or parallel group of steps. Steps are started lazily so a tween
// reads its starting value when its turn comes, not when it is built.
type Anim interface {
	// Start prepares the step; called once before the first Advance.
	Start()
	// Advance moves the step on by dt seconds. It reports whether the step
	// is done and how much of dt was left over, so a sequence hands the
	// remainder to the next step and timing stays exact.
	Advance(dt float64) (left float64, done bool)
	// Finish jumps to the end: every value lands on its final value and
	// every pending callback fires, in order. Start is called first if
	// the step had not started.
	Finish()
}

// Tween animates one value from its value at start to To over Dur seconds.
type Tween struct {
	node *Node
	prop Prop
	get  func() float64
	set  func(float64)

	from, to float64
	hasFrom  bool
	dur, t   float64
	ease     Ease
	started  bool
	done     bool
}

// To animates property p of n to the value to over dur seconds.
func To(n *Node, p Prop, to, dur float64, ease Ease) *Tween {
	return &Tween{node: n, prop: p, to: to, dur: dur, ease: ease}
}

// TweenFunc animates any value through get and set (a card's lift or
// flip, a colour mix).
func TweenFunc(get func() float64, set func(float64), to, dur float64, ease Ease) *Tween {
	return &Tween{get: get, set: set, to: to, dur: dur, ease: ease}
}

// From fixes the starting value instead of reading it at start.
func (t *Tween) From(v float64) *Tween { t.from, t.hasFrom = v, true; return t }

func (t *Tween) read() float64 {
	if t.node != nil {
		return t.node.prop(t.prop)
	}
	return t.get()
}

func (t *Tween) write(v float64) {
	if t.node != nil {
		t.node.setProp(t.prop, v)
		return
	}
	t.set(v)
}

// Start reads the starting value (unless From fixed it).
func (t *Tween) Start() {
	if t.started {
		return
	}
	t.started = true
	if !t.hasFrom {
		t.from = t.read()
	}
	t.write(t.from)
}

// Advance implements Anim.
func (t *Tween) Advance(dt float64) (float64, bool) {
	if t.done {
		return dt, true
	}
	if !t.started {
		t.Start()
	}
	t.t += dt
	if t.t >= t.dur {
		t.write(t.to)
		t.done = true
		return t.t - t.dur, true
	}
	e := t.ease
	if e == nil {
		e = Linear
	}
	t.write(t.from + (t.to-t.from)*e(t.t/t.dur))
	return 0, false
}

// Finish implements Anim: the value lands exactly on To.
func (t *Tween) Finish() {
	if t.done {
		return
	}
	if !t.started {
		t.Start()
	}
	t.write(t.to)
	t.done = true
}

// MoveTo slides n's anchor to (x, y) in its parent's space.
func MoveTo(n *Node, x, y, dur float64, ease Ease) Anim {
	return Parallel(To(n, PropX, x, dur, ease), To(n, PropY, y, dur, ease))
}

// FadeTo fades n's alpha to a.
func FadeTo(n *Node, a, dur float64) Anim { return To(n, PropAlpha, a, dur, SineOut) }

// ScaleTo scales n uniformly to s.
func ScaleTo(n *Node, s, dur float64, ease Ease) Anim { return To(n, PropScale, s, dur, ease) }

// RotateTo turns n to r radians.
func RotateTo(n *Node, r, dur float64, ease Ease) Anim { return To(n, PropRotation, r, dur, ease) }
