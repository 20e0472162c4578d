package kit

import (
	"image/color"
	"strconv"

	"salotto/gfx"
	"salotto/lang"
	"salotto/rules"
	"salotto/scenes"
	"salotto/sprites"
)

// LogWords is what a table words its sentences about seats with: the
// move log's, and its notes, banners and prompts (person.go).
type LogWords struct {
	W *lang.Catalog
	// Seat names a seat as its players know it ("Marcello").
	Seat func(p int) string
	// You reports whether seat p is the person the sentences speak to,
	// who is "you" in them, never a name (nil: no one is).
	You func(p int) bool
}

// LogLine is a table's sentence for one event of its game, as the log's
// viewer may see it (the event comes redacted for that viewer, so a card
// drawn by another seat is not in it): "Marcello placed 5 under column
// 3", "You drew a card". "" leaves the event out of the log. Each table
// writes its own in its log.go; the kit knows no game.
type LogLine func(lw LogWords, ev rules.Event) string

// MoveLog is the move log as a component any scene can host on its
// stage: a table's log panel, a replay viewer. It is fed events (already
// redacted for its viewer) and shows their sentences, the newest at the
// bottom, scrolled a row at a time. A sentence is built the first time
// its row is shown and kept; the rows are a few text nodes reused as the
// log scrolls, so a long game costs no more to show than a short one.
type MoveLog struct {
	lw   LogWords
	line LogLine
	ink  color.RGBA

	events []rules.Event
	lines  []string
	built  []bool

	node *sprites.Node
	rows []*sprites.Text
	box  sprites.Rect
	font float64
	gap  float64
	// probe measures sentences off the stage (firstPageBottom), in the
	// rows' font and width
	probe *sprites.Text

	// bottom is the event at the bottom of the view; top the oldest shown.
	bottom, top int
	follow      bool // the view keeps the newest event at the bottom
}

// NewMoveLog is an empty log writing in ink.
func NewMoveLog(lw LogWords, line LogLine, ink color.RGBA) *MoveLog {
	return &MoveLog{lw: lw, line: line, ink: ink, node: sprites.NewNode(), follow: true, font: 16}
}

// Node is the log's node, to add to a stage.
func (l *MoveLog) Node() *sprites.Node { return l.node }

// Add appends events, as the viewer may see them.
func (l *MoveLog) Add(evs ...rules.Event) {
	l.events = append(l.events, evs...)
	for range evs {
		l.lines = append(l.lines, "")
		l.built = append(l.built, false)
	}
	if l.follow {
		l.bottom = len(l.events) - 1
	}
	l.refill()
}

// Clear empties the log (a replay stepping back rebuilds it).
func (l *MoveLog) Clear() {
	l.events, l.lines, l.built = l.events[:0], l.lines[:0], l.built[:0]
	l.bottom, l.top, l.follow = -1, 0, true
	l.refill()
}

// Place puts the log's rows in box, in text of size font (pixels).
func (l *MoveLog) Place(box sprites.Rect, font float64) {
	l.box, l.font, l.gap = box, font, font*0.45
	if l.probe == nil {
		l.probe = sprites.NewText("", gfx.Regular, font, l.ink)
	}
	l.probe.SetFont(gfx.Regular, font)
	l.probe.SetWrap(box.W)
	n := int(box.H/(l.probe.LineHeight()+l.gap)) + 1
	for len(l.rows) < n {
		t := sprites.NewText("", gfx.Regular, font, l.ink)
		l.rows = append(l.rows, t)
		l.node.Add(t.Node)
	}
	for _, t := range l.rows {
		t.SetFont(gfx.Regular, font)
		t.SetWrap(box.W)
	}
	l.refill()
}

// Scroll moves the view by rows shown: positive towards older events,
// negative towards newer. It stops at either end: the oldest view is the
// first page, the log's first sentence at its top.
func (l *MoveLog) Scroll(rows int) {
	if rows > 0 {
		// hasOlder reads the view's top, which only refill moves, so the
		// way back stops at the first page's bottom instead: Home scrolls
		// by the whole log, and ran past its start into negative indices
		stop := l.firstPageBottom()
		b := l.prevShown(min(l.bottom, len(l.events)-1))
		for ; rows > 0 && b > stop; rows-- {
			b = l.prevShown(b - 1)
		}
		l.bottom = b
	}
	for ; rows < 0 && l.hasNewer(); rows++ {
		l.bottom = l.nextShown(l.bottom + 1)
	}
	l.follow = !l.hasNewer()
	l.refill()
}

// firstPageBottom is the bottom event of the first page, the view whose
// top is the log's first sentence; -1 for a log without sentences. It
// measures the sentences as refill lays them, from the top down.
func (l *MoveLog) firstPageBottom() int {
	first := l.nextShown(0)
	if first == len(l.events) {
		return -1
	}
	last, used := first, 0.0
	for i, k := first, 0; i < len(l.events) && k < len(l.rows); i, k = l.nextShown(i+1), k+1 {
		l.probe.SetText(l.sentence(i))
		_, h := l.probe.Size()
		if k > 0 && !l.fits(used+h, k+1) {
			break
		}
		used += h
		last = i
	}
	return last
}

// fits reports whether n rows, their heights summing to h, fit in the box
// with the gaps between them. refill and firstPageBottom both ask it in
// these terms (sums of whole pixels), so the first page firstPageBottom
// finds is the one refill shows, whichever way each adds the rows up.
func (l *MoveLog) fits(h float64, n int) bool { return h+float64(n-1)*l.gap <= l.box.H }

// ScrollToEnd shows the newest event at the bottom again.
func (l *MoveLog) ScrollToEnd() {
	l.bottom, l.follow = len(l.events)-1, true
	l.refill()
}

// PageRows is how many rows the view shows now (at least one).
func (l *MoveLog) PageRows() int {
	n := 0
	for _, t := range l.rows {
		if t.Visible() {
			n++
		}
	}
	return max(n, 1)
}

// Shown is the sentences on view, oldest first (for tests).
func (l *MoveLog) Shown() []string {
	var out []string
	for i := len(l.rows) - 1; i >= 0; i-- {
		if t := l.rows[i]; t.Visible() {
			out = append(out, t.Text())
		}
	}
	return out
}

// LogLineID is the target id prefix of the log's sentences on view:
// log:line:1 is the oldest shown.
const LogLineID = "log:line:"

// AppendTargets lists the sentences on view, oldest first, each labelled
// with its words: a screen reader reads the log out, and the browser
// tests read what reached it (a phrase another device said).
func (l *MoveLog) AppendTargets(dst []scenes.Target) []scenes.Target {
	n := 0
	for i := len(l.rows) - 1; i >= 0; i-- {
		if t := l.rows[i]; t.Visible() {
			n++
			dst = append(dst, scenes.NodeTarget(LogLineID+strconv.Itoa(n), t.Text(), t.Node))
		}
	}
	return dst
}

// Len is how many sentences the log holds, built or not yet.
func (l *MoveLog) Len() int { return len(l.events) }

// Empty reports whether no event of the log has a sentence.
func (l *MoveLog) Empty() bool { return l.prevShown(len(l.events)-1) < 0 }

// Older reports whether older moves lie above the view (scroll up).
func (l *MoveLog) Older() bool { return l.hasOlder() }

// hasOlder and hasNewer report whether there is more to scroll to.
func (l *MoveLog) hasOlder() bool { return l.top > 0 && l.prevShown(l.top-1) >= 0 }
func (l *MoveLog) hasNewer() bool {
	return l.bottom < len(l.events)-1 && l.nextShown(l.bottom+1) < len(l.events)
}

// prevShown is the newest event at or before i with a sentence, or -1;
// nextShown the oldest at or after i, or len(events).
func (l *MoveLog) prevShown(i int) int {
	for ; i >= 0 && l.sentence(i) == ""; i-- {
	}
	return i
}

func (l *MoveLog) nextShown(i int) int {
	for ; i < len(l.events) && l.sentence(i) == ""; i++ {
	}
	return i
}

// sentence is event i's sentence, built when first needed.
func (l *MoveLog) sentence(i int) string {
	if !l.built[i] {
		l.lines[i], l.built[i] = l.line(l.lw, l.events[i]), true
	}
	return l.lines[i]
}

// refill writes the rows from the bottom of the box up, newest lowest,
// until the box is full or the log's start is reached.
func (l *MoveLog) refill() {
	used, k := 0.0, 0
	l.top = len(l.events)
	for i := min(l.bottom, len(l.events)-1); i >= 0 && k < len(l.rows); i-- {
		s := l.sentence(i)
		if s == "" {
			continue
		}
		t := l.rows[k]
		t.SetText(s)
		_, h := t.Size()
		if k > 0 && !l.fits(used+h, k+1) {
			break
		}
		used += h
		t.SetPos(l.box.X, l.box.Y+l.box.H-used-float64(k)*l.gap)
		t.SetVisible(true)
		l.top = i
		k++
	}
	for _, t := range l.rows[k:] {
		t.SetVisible(false)
	}
}

// Winners is the sentence that ends a game won by winners.
func (lw LogWords) Winners(winners []int) string {
	if len(winners) > 1 {
		return lw.Say("log.shared", SeatList(winners))
	}
	return lw.Say("log.won", SeatList(winners))
}
