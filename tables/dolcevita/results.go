package dolcevita

import (
	"math"
	"strings"

	"salotto/art"
	"salotto/lang"
	dv "salotto/rules/dolcevita"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/kit"
)

// newResults is the end of a game on the kit's results frame: a row per
// seat, richest first, with its wealth broken down (the luxuries' sum and
// the money cards) and its luxury cards; Rematch deals again for the same
// seats.
func newResults(ctx *scenes.Context, t *Table, ev dv.GameEnded) *kit.Results {
	order := make([]int, 0, len(ev.Scores))
	for p := range ev.Scores {
		order = append(order, p)
	}
	// Highest total first, ties in seat order: an insertion sort over at
	// most five seats (slices.SortStableFunc would link a generic merge
	// sort into the browser download for this one call).
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && ev.Scores[order[j]].Total > ev.Scores[order[j-1]].Total; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	spec := kit.ResultsSpec{Game: &look, Record: t.D.Record(), Winners: ev.Winners, Rematch: func() (scenes.Scene, error) {
		return newTable(ctx, kit.NextDeal(t.Cfg))
	}}
	for _, p := range order {
		sc := ev.Scores[p]
		spec.Rows = append(spec.Rows, kit.ResultRow{
			Seat: p, Name: t.name(p), Color: t.SeatColor(p), Human: t.D.Human(p),
			Total: ctx.Words.Money(sc.Total), Detail: moneyLine(ctx, sc), Content: newLuxuryRow(ctx.Words, sc.Luxuries),
		})
	}
	return kit.NewResults(ctx, spec)
}

// moneyLine sums a seat's luxuries and explains its money cards:
// "luxuries 2.1M", "money 3 × 100k + 1 × 200k = 500k".
func moneyLine(ctx *scenes.Context, s dv.Score) []string {
	w := ctx.Words
	lux := w.T("results.dolcevita.luxuries", w.Money(s.LuxuryTotal))
	if s.Money100+s.Money200 == 0 {
		return []string{lux, w.T("results.dolcevita.no_money")}
	}
	var notes []string
	for _, n := range []struct{ count, worth int }{{s.Money100, 100_000}, {s.Money200, 200_000}} {
		if n.count > 0 {
			notes = append(notes, w.T("results.dolcevita.notes", n.count, w.Money(n.worth)))
		}
	}
	return []string{lux, w.T("results.dolcevita.money", strings.Join(notes, w.T("results.dolcevita.notes_sep")), w.Money(s.MoneyTotal))}
}

// luxuryRow is a seat's luxury cards in a row, overlapping when the row is
// short of room.
type luxuryRow struct {
	node  *sprites.Node
	cards []*gridCard
}

func newLuxuryRow(words *lang.Catalog, lux []dv.Card) *luxuryRow {
	l := &luxuryRow{node: sprites.NewNode()}
	for _, c := range lux {
		gc := newGridCard(words, c, 10, 14)
		l.cards = append(l.cards, gc)
		l.node.Add(gc.Node)
	}
	return l
}

// Node implements kit.ResultContent.
func (l *luxuryRow) Node() *sprites.Node { return l.node }

// Place implements kit.ResultContent.
func (l *luxuryRow) Place(area sprites.Rect, u float64) {
	ch := math.Round(math.Min(area.H*0.7, 110*u))
	cw := math.Round(ch * art.SmallAspect)
	step := math.Min(cw+4*u, (area.W-cw)/math.Max(float64(len(l.cards)-1), 1))
	for k, gc := range l.cards {
		gc.SetSize(cw, ch)
		gc.SetPos(area.X+cw/2+float64(k)*step, area.Y+area.H/2)
	}
}
