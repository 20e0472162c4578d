package setup

import (
	"salotto/gfx"
	"salotto/save"
	"salotto/sprites"
)

// statKinds are the seat kinds the statistics line names, in its order.
var statKinds = []struct {
	kind save.SeatKind
	key  string // "save.stats." + key: played (and won)
}{{save.AgainstBots, "bots"}, {save.Solo, "solo"}, {save.HotSeat, "hotseat"}}

// buildStats adds the quiet line of this game's statistics under the
// title: games played and won by seat kind, with the best score.
func (s *Setup) buildStats() {
	s.w.stats = sprites.NewText(s.statsText(), gfx.Regular, 16, s.pal.TextDim)
	s.st.Root.Add(s.w.stats.Node)
}

// statsText is the statistics line, "" before any game is finished.
func (s *Setup) statsText() string {
	if s.ctx.Store == nil {
		return ""
	}
	w := s.ctx.Words
	g := s.ctx.Store.Stats().Games[s.game]
	text := ""
	for _, k := range statKinds {
		played := g.Played[k.kind]
		if played == 0 {
			continue
		}
		line := w.T("save.stats."+k.key, played, g.Won[k.kind])
		if best := s.bestText(k.kind, g.Best[k.kind]); best != "" {
			line = w.T("save.stats.join", line, best)
		}
		if text != "" {
			text += "\n"
		}
		text += line
	}
	return text
}

// bestText is the best score in the game's own terms (its descriptor's
// Best).
func (s *Setup) bestText(kind save.SeatKind, best int) string {
	if s.d.Best == nil {
		return ""
	}
	return s.d.Best(s.ctx.Words, kind, best)
}

// placeStats sets the statistics line at the right of the title row, or
// under the title when they would meet.
func (s *Setup) placeStats(right, titleRight, y, h, size float64) {
	t := s.w.stats
	t.SetFont(gfx.Regular, size)
	t.SetAlign(sprites.AlignRight)
	tw, th := t.Size()
	t.SetVisible(t.Text() != "" && right-tw > titleRight+size)
	t.SetPos(right-tw, y+(h-th)/2)
}
