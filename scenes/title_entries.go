package scenes

import "salotto/gfx"

// The title's entries beside Rules and Settings, each shown once the scene
// it opens is registered (the tables register them): Play online, watch
// mode and the records screen.
var titleEntries = []struct{ id, scene, label string }{
	{"button:online", "online", "lobby.entry"},
	{"button:watch", "watch", "replay.watch.button"},
	{"button:records", "records", "replay.open.button"},
}

// addEntries adds the entries whose scenes exist.
func (t *Title) addEntries() {
	for _, e := range titleEntries {
		if !t.ctx.Scenes.Has(e.scene) {
			continue
		}
		name := e.scene
		b := newButton(e.id, t.ctx.Words.T(e.label), func() { t.open(name) })
		t.more = append(t.more, b)
		t.st.Root.Add(b.Node)
		t.tl.Add(b.ID, b.Label, b.Node)
	}
}

// placeRow lays the bottom row out centred on cx: Continue when a game is
// saved, then Rules, Settings and the entries, each at least w wide and
// as wide as its label needs. A row too wide for room first gives up the
// width its buttons have beyond their labels' need (the narrowest labels
// first), and only then narrows every button alike.
func (t *Title) placeRow(cx, y, w, h, gap, room, font float64) {
	placeButtons(t.bottomRow(), cx, y, w, h, gap, room, font)
}

// placeButtons lays row out as placeRow does.
func placeButtons(row []*button, cx, y, w, h, gap, room, font float64) {
	ink := gfx.NewText(gfx.Bold, font, cream)
	need := make([]float64, len(row))
	for i, b := range row {
		need[i] = ink.Measure(b.Label).Width().ToFloat64() + font*1.6
	}
	widths := rowWidths(need, w, room-gap*float64(len(row)-1))
	total := gap * float64(len(row)-1)
	for _, bw := range widths {
		total += bw
	}
	x := cx - total/2
	for i, b := range row {
		b.Place(x, y, widths[i], h, font)
		x += widths[i] + gap
	}
}

// bottomRow is the title's row of buttons in their order: Continue first
// while a game can be continued.
func (t *Title) bottomRow() []*button {
	var row []*button
	if o := &t.resume; o.btn != nil && o.game != "" {
		row = append(row, o.btn)
	}
	return append(append(row, t.rules, t.sets), t.more...)
}

// rowWidths are the buttons' widths for labels needing need: each
// max(floor, need), where floor is w or, when that would not fit in room,
// the largest floor that does; when even the needs alone do not fit, the
// needs narrowed alike to room.
func rowWidths(need []float64, w, room float64) []float64 {
	sum := func(floor float64) float64 {
		total := 0.0
		for _, n := range need {
			total += max(floor, n)
		}
		return total
	}
	out := make([]float64, len(need))
	if sum(0) > room {
		k := room / sum(0)
		for i, n := range need {
			out[i] = n * k
		}
		return out
	}
	lo, hi := 0.0, w // sum(lo) fits; find the largest floor that does
	if sum(w) <= room {
		lo = w
	}
	for range 30 {
		if lo == hi {
			break
		}
		if mid := (lo + hi) / 2; sum(mid) <= room {
			lo = mid
		} else {
			hi = mid
		}
	}
	for i, n := range need {
		out[i] = max(lo, n)
	}
	return out
}
