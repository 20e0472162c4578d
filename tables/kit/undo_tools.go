package kit

import (
	"salotto/gfx"
	"salotto/scenes"
	"salotto/sprites"
)

// The corner buttons' target ids.
const (
	UndoButtonID = "button:undo"
	LogButtonID  = "button:log"
)

// tools are the undo and move-log buttons beside the menu button, their
// keys (Ctrl+Z, L), and the note that says why undo is refused. Whether
// undo is allowed is worked out again only after a move or a change of
// the person at the screen, so a quiet frame costs nothing.
type tools struct {
	b      *Base
	line   LogLine
	undo   *cornerButton
	log    *cornerButton
	note   *Note
	labels [2]string // the buttons' names, for targets

	// asked is undo chosen from the menu, done at the table's next tick.
	asked bool
	// noteTicks counts down the refusal note's time on screen: ticks, not
	// a tween, so the note stays readable at the fastest animation speed.
	noteTicks int
	// planMoves and planSeat are the moves and the viewer the dimming was
	// worked out for (-1: not yet).
	planMoves, planSeat int
}

// OfferTools gives the table its undo and move-log buttons (left of the
// menu button, in the corner MenuCorner keeps clear), Ctrl+Z and the L
// key, and the Undo and Move log entries of the menu Base.Menu opens.
// Undo opens the table again with Reopen and the moves that stay (a
// configuration carrying moves opens on the position after them); line
// words the table's events for the move log.
func (b *Base) OfferTools(line LogLine) {
	pal := b.Look.Colors
	w := b.Ctx.Words
	t := &tools{b: b, line: line, planMoves: -1, planSeat: -2,
		labels: [2]string{w.T("undo.button"), w.T("log.button")}}
	t.undo = newCornerButton(b.St, b.Look.Colors, UndoButtonID, 2, paintUndoIcon)
	t.log = newCornerButton(b.St, b.Look.Colors, LogButtonID, 1, paintLogIcon)
	t.note = NewNote(pal.Panel, pal.Warning, pal.PanelText)
	b.St.Root.Add(t.note.Node)
	b.tools = t
}

// update runs each tick the table is open: it keeps the buttons in their
// places and dressed, and answers them and their keys.
func (t *tools) update() {
	b := t.b
	st := b.St
	t.place()
	if t.noteTicks > 0 {
		if t.noteTicks--; t.noteTicks == 0 {
			t.note.Node.SetAlpha(0)
			st.Invalidate()
		}
	}
	shown := b.D.handover < 0
	t.undo.node.SetVisible(shown)
	t.log.node.SetVisible(shown)
	if n, seat := b.D.src.Made(), b.D.Viewer(); n != t.planMoves || seat != t.planSeat {
		t.planMoves, t.planSeat = n, seat
		_, err := b.D.UndoPlan(seat)
		t.undo.setDim(err != nil)
	}
	in := b.Ctx.Input
	undo, log := t.undo.pressed() || in.Action(sprites.ActUndo) || t.asked, t.log.pressed() || in.Action(sprites.ActLog)
	t.asked = false
	if !shown || !b.Next.IsNone() || st.Dragging() != nil {
		return
	}
	switch {
	case undo:
		b.undo()
	case log:
		b.Ctx.Play(scenes.SoundButton)
		b.Next = scenes.Push(newLogScene(b))
	}
}

// place keeps the buttons in their corner when the screen changes size.
func (t *tools) place() {
	t.undo.place(t.b.St)
	t.log.place(t.b.St)
}

// refuse shows why undo is refused, under the undo button for a moment.
func (t *tools) refuse(why string) { t.say(why) }

// say shows a line under the corner buttons for a moment, with the
// refusal sound: why undo is refused, or that the game could not be saved.
func (t *tools) say(why string) {
	b := t.b
	b.Ctx.Play(scenes.SoundRefused)
	w, h := b.St.Size()
	m := scenes.NewMetrics(int(w), int(h), b.St.Scale())
	r := MenuCorner(m)
	t.note.Text.SetFont(gfx.Bold, m.Font(17, 13))
	t.note.Text.SetWrap(0)
	t.note.Text.SetText(why)
	if tw, _ := t.note.Text.Size(); tw > w*0.8 {
		t.note.Text.SetWrap(w * 0.8) // a long refusal takes two lines
	}
	_, th := t.note.Text.Size()
	t.note.Put(why, r.X, r.Y+r.H+th/2+t.note.Pad, 0, r.X+r.W)
	t.noteTicks = noteTicks
	b.St.Invalidate()
}

// appendTargets lists the buttons shown (button:undo, button:log).
func (t *tools) appendTargets(dst []scenes.Target) []scenes.Target {
	if t == nil || !t.undo.node.VisibleInTree() {
		return dst
	}
	return append(dst, scenes.NodeTarget(UndoButtonID, t.labels[0], t.undo.node), scenes.NodeTarget(LogButtonID, t.labels[1], t.log.node))
}

// UndoRefusal says, in the player's words, why undo is refused now ("" if
// it is allowed), without undoing: for a menu entry or a test.
func (b *Base) UndoRefusal() string {
	if _, err := b.D.UndoPlan(b.D.Viewer()); err != nil {
		return b.Refusal(err)
	}
	return ""
}

// noteTicks is how long a refusal stays under the undo button (60 a
// second).
const noteTicks = 150

// Kit is the table's kit part, for whatever holds a table only as a
// scene (tests, a host that reads its driver).
func (b *Base) Kit() *Base { return b }

// UndoNote is the refusal the undo note shows now ("" when hidden).
func (b *Base) UndoNote() string {
	if b.tools == nil || b.tools.note.Node.Alpha() == 0 {
		return ""
	}
	return b.tools.note.Text.Text()
}
