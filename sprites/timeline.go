package sprites

// Sequence runs steps one after another; leftover time from a finished
// step flows into the next, so a chain of short steps keeps exact timing.
func Sequence(steps ...Anim) Anim { return &seq{steps: steps} }

type seq struct {
	steps   []Anim
	i       int
	started bool
}

func (s *seq) Start() {
	if !s.started {
		s.started = true
		if len(s.steps) > 0 {
			s.steps[0].Start()
		}
	}
}

func (s *seq) Advance(dt float64) (float64, bool) {
	s.Start()
	for s.i < len(s.steps) {
		left, done := s.steps[s.i].Advance(dt)
		if !done {
			return 0, false
		}
		dt = left
		s.i++
		if s.i < len(s.steps) {
			s.steps[s.i].Start()
		}
	}
	return dt, true
}

func (s *seq) Finish() {
	s.Start()
	for ; s.i < len(s.steps); s.i++ {
		s.steps[s.i].Start()
		s.steps[s.i].Finish()
	}
}

// Parallel runs steps together; it is done when the longest is done.
func Parallel(steps ...Anim) Anim { return &par{steps: steps, done: make([]bool, len(steps))} }

type par struct {
	steps   []Anim
	done    []bool
	started bool
}

func (p *par) Start() {
	if !p.started {
		p.started = true
		for _, s := range p.steps {
			s.Start()
		}
	}
}

func (p *par) Advance(dt float64) (float64, bool) {
	p.Start()
	all := true
	left := dt
	for i, s := range p.steps {
		if p.done[i] {
			continue
		}
		l, d := s.Advance(dt)
		if d {
			p.done[i] = true
			left = min(left, l)
		} else {
			all = false
		}
	}
	if !all {
		return 0, false
	}
	return left, true
}

func (p *par) Finish() {
	p.Start()
	for i, s := range p.steps {
		if !p.done[i] {
			s.Finish()
			p.done[i] = true
		}
	}
}

// Delay waits d seconds.
func Delay(d float64) Anim { return &delay{d: d} }

type delay struct{ d, t float64 }

func (*delay) Start() {}
func (w *delay) Advance(dt float64) (float64, bool) {
	w.t += dt
	if w.t >= w.d {
		return w.t - w.d, true
	}
	return 0, false
}
func (w *delay) Finish() { w.t = w.d }

// Call runs fn once, taking no time (a sound, a rules update, a reflow).
func Call(fn func()) Anim { return &call{fn: fn} }

type call struct {
	fn   func()
	done bool
}

func (*call) Start() {}
func (c *call) Advance(dt float64) (float64, bool) {
	c.Finish()
	return dt, true
}
func (c *call) Finish() {
	if !c.done {
		c.done = true
		if c.fn != nil {
			c.fn()
		}
	}
}

// Stagger starts each step gap seconds after the previous one: a deal.
func Stagger(gap float64, steps ...Anim) Anim {
	ps := make([]Anim, len(steps))
	for i, s := range steps {
		ps[i] = Sequence(Delay(gap*float64(i)), s)
	}
	return Parallel(ps...)
}

// Timeline is an animation the Stage is playing.
type Timeline struct {
	anim Anim
	// Skippable timelines end at a click, a tap or the skip key
	// (Stage.SkipAnimations); set it false for moves that must play out,
	// such as a button's press feedback.
	Skippable bool
	// OnDone runs after the last step, whether played or skipped.
	OnDone  func()
	done    bool
	stopped bool
}

// Done reports whether the timeline has ended (played, skipped or stopped).
func (t *Timeline) Done() bool { return t.done || t.stopped }

// Skip jumps to the end: final values, all callbacks in order, OnDone.
func (t *Timeline) Skip() {
	if t.Done() {
		return
	}
	t.anim.Finish()
	t.end()
}

// Stop abandons the timeline where it is (no further callbacks).
func (t *Timeline) Stop() { t.stopped = true }

func (t *Timeline) end() {
	t.done = true
	if t.OnDone != nil {
		t.OnDone()
	}
}

func (t *Timeline) advance(dt float64) {
	if t.Done() {
		return
	}
	if _, done := t.anim.Advance(dt); done {
		t.end()
	}
}
