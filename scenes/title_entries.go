package scenes

import "salotto/gfx"

// The title's entries beside Rules and Settings, each shown once the scene
// it opens is registered (the tables register them): watch mode and the
// records screen.
var titleEntries = []struct{ id, scene, label string }{
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

// placeRow lays the bottom row out centred on cx: Rules, Settings and the
// entries, each at least w wide and as wide as its label needs, narrowed
// alike when the row would not fit in width room.
func (t *Title) placeRow(cx, y, w, h, gap, room, font float64) {
	row := append([]*button{t.rules, t.sets}, t.more...)
	ink := gfx.NewText(gfx.Bold, font, cream)
	widths := make([]float64, len(row))
	total := gap * float64(len(row)-1)
	for i, b := range row {
		widths[i] = max(w, ink.Measure(b.Label).Width().ToFloat64()+font*1.6)
		total += widths[i]
	}
	if total > room {
		k := (room - gap*float64(len(row)-1)) / (total - gap*float64(len(row)-1))
		for i := range widths {
			widths[i] *= k
		}
		total = room
	}
	x := cx - total/2
	for i, b := range row {
		b.Place(x, y, widths[i], h, font)
		x += widths[i] + gap
	}
}
