package scenes

import (
	"math"
	"slices"
	"strings"

	"salotto/gfx"
	"salotto/save"
	"salotto/sprites"
)

// resumeOffer is the title's Continue: the latest autosave's game, with a
// line naming the game, its players and how far it has gone, and a note
// for any saved file that could not be read (kept aside, in the player's
// words).
type resumeOffer struct {
	game string  // the game Continue opens, "" when there is none
	btn  *button // nil when no game is saved
	line *sprites.Text
	note *sprites.Text
	// others continue the other games saved, smaller, above the line
	others []*button
}

// offerContinue reads the autosaves and adds Continue for the latest; the
// problems the store met so far (settings at start, these autosaves) go
// in the note.
func (t *Title) offerContinue() {
	ctx := t.ctx
	o := &t.resume
	o.note = sprites.NewText("", gfx.Bold, 15, brass)
	o.note.SetAlign(sprites.AlignCenter)
	o.note.SetAnchor(0.5, 1)
	t.st.Root.Add(o.note.Node)
	if ctx.Store == nil {
		return
	}
	var saved []save.Game
	for i := range ctx.Scenes.games {
		id := ctx.Scenes.games[i].ID()
		if !ctx.Scenes.Has("continue:" + id) {
			continue
		}
		if a, err := ctx.Store.Autosave(id); err == nil {
			saved = append(saved, a)
		}
	}
	t.notify()
	if len(saved) == 0 {
		return
	}
	// the latest leads; the others keep the title's order
	at := 0
	for i, g := range saved {
		if g.Saved > saved[at].Saved {
			at = i
		}
	}
	latest := saved[at]
	others := slices.Delete(saved, at, at+1)
	w := ctx.Words
	o.game = latest.Game
	title := GameTitle(w, o.game)
	for _, g := range others {
		id, gt := g.Game, GameTitle(w, g.Game)
		var b *button
		b = newButton("button:continue:"+id, w.T("save.also", gt, ProgressText(w.T, g.Progress)), func() { t.doContinue(id, b) })
		o.others = append(o.others, b)
		t.st.Root.Add(b.Node)
		t.tl.Add(b.ID, w.T("save.continue_label", gt), b.Node)
	}
	o.btn = newButton("button:continue", w.T("save.continue"), func() { t.doContinue(o.game, o.btn) })
	o.btn.SetStyle(styleSelected)
	o.line = sprites.NewText(w.T("save.continue_line", title, ListNames(w.T, latest.Players), ProgressText(w.T, latest.Progress)), gfx.Regular, 16, cream)
	o.line.SetAlign(sprites.AlignCenter)
	o.line.SetAnchor(0.5, 1)
	t.st.Root.Add(o.btn.Node, o.line.Node)
	t.tl.Add(o.btn.ID, w.T("save.continue_label", title), o.btn.Node)
	t.st.SetFocus(o.btn.Node)
}

// doContinue opens game's save from button b; a save that cannot be
// played is reported, and its button goes (the save was kept aside).
func (t *Title) doContinue(game string, b *button) {
	sc, err := t.ctx.Open("continue:" + game)
	if err == nil {
		t.ctx.Play(SoundButton)
		t.next = Push(sc)
		return
	}
	t.ctx.Play(SoundRefused)
	o := &t.resume
	b.Node.SetVisible(false)
	if b == o.btn {
		o.line.SetVisible(false)
		o.game = ""
	}
	if !t.notify() {
		o.note.SetText(t.ctx.Words.T("save.cannot_continue", err.Error()))
	}
	t.Layout(t.ctx, int(t.m.W), int(t.m.H))
}

// notify puts the store's problems in the note and reports whether there
// were any.
func (t *Title) notify() bool {
	ps := t.ctx.Store.Problems()
	text := ""
	for _, p := range ps {
		if text != "" {
			text += "\n"
		}
		text += ProblemText(t.ctx.Words.T, p)
	}
	if text != "" {
		t.resume.note.SetText(text)
	}
	return text != ""
}

// visibleButtons are the buttons of bs still shown.
func visibleButtons(bs []*button) []*button {
	var out []*button
	for _, b := range bs {
		if b.Node.Visible() {
			out = append(out, b)
		}
	}
	return out
}

// ProblemText is a saved file's problem in the player's words: what it
// was, why it could not be used, and where it was kept.
func ProblemText(T func(string, ...any) string, p *save.Problem) string {
	what := T("save.doc.other")
	switch doc := p.Doc; {
	case doc == SettingsName:
		what = T("save.doc.settings")
	case doc == save.StatsName:
		what = T("save.doc.stats")
	case strings.HasPrefix(doc, save.AutosaveName("")):
		what = T("save.doc.game", T("scenes.game."+strings.TrimPrefix(doc, save.AutosaveName(""))))
	case strings.HasPrefix(doc, "seats-"):
		what = T("save.doc.seats")
	case doc == "online":
		what = T("lobby.doc")
	}
	kept := T("save.not_kept")
	if p.Kept != "" {
		kept = T("save.kept", p.Kept)
	}
	return T("save.problem", T("save.reason."+string(p.Reason), what), kept)
}

// ListNames joins names as a sentence does: "Ada, Sofia and Marcello".
func ListNames(T func(string, ...any) string, names []string) string {
	if len(names) == 0 {
		return ""
	}
	list := names[0]
	for i := 1; i < len(names); i++ {
		key := "save.list_comma"
		if i == len(names)-1 {
			key = "save.list_and"
		}
		list = T(key, list, names[i])
	}
	return list
}

// ProgressText is how far a saved game has gone: "round 2 of 4".
func ProgressText(T func(string, ...any) string, p save.Progress) string {
	return T("save.progress."+p.Unit, p.N, p.Of)
}

// placeContinue lays out, above the bottom row (where placeRow put
// Continue), the saved game's line, the other saved games' buttons and
// the note; it returns the y the game tiles must stay above.
func (t *Title) placeContinue(m Metrics, btnY, btnW, btnH, font, gap float64) float64 {
	o := &t.resume
	bottom := btnY - gap
	if o.btn != nil && o.game != "" {
		o.line.SetFont(gfx.Regular, m.Font(17, 12))
		o.line.SetWrap(m.W * 0.9)
		o.line.SetPos(m.W/2, btnY-gap*0.35)
		_, lh := o.line.Size()
		bottom -= lh
	}
	if shown := visibleButtons(o.others); len(shown) > 0 {
		h := math.Round(btnH * 0.72)
		placeButtons(shown, m.W/2, bottom-h, btnW*1.6, h, gap, m.W-2*gap, math.Round(font*0.75))
		bottom -= h + gap*0.3
	}
	if o.note.Text() != "" {
		o.note.SetFont(gfx.Bold, m.Font(16, 11))
		o.note.SetWrap(math.Min(m.W*0.9, m.Px(1000)))
		o.note.SetPos(m.W/2, bottom)
		_, nh := o.note.Size()
		bottom -= nh + gap*0.3
	}
	return bottom
}
