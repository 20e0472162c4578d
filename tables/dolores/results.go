package dolores

import (
	"math"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/tinne26/etxt"

	"salotto/art"
	"salotto/gfx"
	"salotto/lang"
	d "salotto/rules/dolores"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/kit"
)

// ResultsName is the name the results frame reports.
const ResultsName = "results:dolores"

// newResults is the kit's results frame filled with each seat's
// collections, the highest and lowest marked (every tie counted), and
// how the total came about, the doubling included, so the score explains
// itself. Rematch deals again for the same seats.
func newResults(ctx *scenes.Context, t *Table, ev d.GameEnded) *kit.Results {
	order := make([]int, len(ev.Scores))
	for i := range order {
		order[i] = i
	}
	// highest total first, ties in seat order (at most four seats)
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && ev.Scores[order[j]].Total > ev.Scores[order[j-1]].Total; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	cfg := t.Cfg
	spec := kit.ResultsSpec{Game: &look, Record: t.D.Record(), Winners: ev.Winners, Rematch: func() (scenes.Scene, error) {
		return newTable(ctx, kit.NextDeal(cfg))
	}}
	w := ctx.Words
	for _, p := range order {
		sc := ev.Scores[p]
		detail := []string{w.T("dolores.results.highest", counted(w, sc, sc.Highest)), w.T("dolores.results.lowest", counted(w, sc, sc.Lowest))}
		if sc.High == 0 {
			detail = []string{w.T("dolores.results.no_goods")}
		}
		if sc.Doubled {
			detail = append(detail, w.T("dolores.results.doubled"))
		}
		spec.Rows = append(spec.Rows, kit.ResultRow{
			Seat: p, Name: t.name(p), Color: t.Cfg.Seats[p].Color, Human: t.D.Human(p),
			Total: strconv.Itoa(sc.Total), Detail: detail, Content: newCollectionsRow(sc),
		})
	}
	return kit.NewResults(ctx, spec)
}

// counted writes the values of the collections marked in which, each tie
// counted: "7 + 7".
func counted(w *lang.Catalog, sc d.ScoreBreakdown, which [d.NumTypes]bool) string {
	s := ""
	for ty, on := range which {
		if !on {
			continue
		}
		if s != "" {
			s += w.T("dolores.results.plus")
		}
		s += strconv.Itoa(sc.Collections[ty])
	}
	return s
}

// collectionsRow is a seat's collections in a row, each a goods symbol
// over its value; the highest ringed in gold, the lowest in blue.
type collectionsRow struct {
	node *sprites.Node
	pic  *sprites.Picture
	sc   d.ScoreBreakdown
}

func newCollectionsRow(sc d.ScoreBreakdown) *collectionsRow {
	r := &collectionsRow{sc: sc}
	r.pic = kit.NewPicture(r.paint)
	r.node = sprites.NewPainted(r.pic)
	return r
}

// Node implements kit.ResultContent.
func (r *collectionsRow) Node() *sprites.Node { return r.node }

// Place implements kit.ResultContent.
func (r *collectionsRow) Place(area sprites.Rect, u float64) {
	r.pic.Resize(area.W, area.H)
	r.node.SetPos(area.X, area.Y)
}

// Ring colours of the counted collections.
var (
	highRing = gfx.Hex("#E0B43A")
	lowRing  = gfx.Hex("#5AA0E0")
)

func (r *collectionsRow) paint(dst *ebiten.Image, w, h float64) {
	cell := math.Min(w/float64(d.NumTypes), h)
	x := 0.0
	for ty := 0; ty < d.NumTypes; ty++ {
		v := r.sc.Collections[ty]
		if v == 0 {
			continue
		}
		cx, cy := float32(x+cell/2), float32(h/2)
		rad := float32(cell * 0.44)
		gfx.FillCircle(dst, cx, cy, rad, bubblePaper, true)
		switch {
		case r.sc.Highest[ty]:
			gfx.StrokeCircle(dst, cx, cy, rad, float32(math.Max(2, cell*0.07)), highRing, true)
		case r.sc.Lowest[ty]:
			gfx.StrokeCircle(dst, cx, cy, rad, float32(math.Max(2, cell*0.07)), lowRing, true)
		}
		art.GoodsSymbol(dst, ty, cx, cy-rad*0.3, rad*0.8, art.GoodsTint(ty))
		tx := gfx.NewText(gfx.Bold, math.Max(9, cell*0.3), bubbleInk)
		tx.SetAlign(etxt.Center)
		tx.Draw(dst, strconv.Itoa(v), int(cx), int(cy+rad*0.55))
		x += cell
	}
}
