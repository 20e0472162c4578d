package necklace

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables"
	"salotto/tables/kit"
)

// ResultsName is the name the results frame reports.
const ResultsName = "results:necklace"

// newResults is the end of a game on the kit's results frame: a row per
// seat (the rival jeweller too in solo play), the winner first, with its
// florins, its wishes fulfilled (the tie-break) and its necklace as a row
// of stones; in solo play the player's row carries the rating. Rematch
// deals again for the same seats.
func newResults(ctx *scenes.Context, t *Table, e nk.GameEnded) *kit.Results {
	w := ctx.Words
	spec := kit.ResultsSpec{Game: &look, Record: t.D.Record(), Winners: e.Winners, Rematch: func() (scenes.Scene, error) {
		return newTable(ctx, kit.NextDeal(t.D.Config()))
	}}
	order := []int{0, 1}
	if e.Scores[1] > e.Scores[0] || (e.Scores[1] == e.Scores[0] && e.Wishes[1] > e.Wishes[0]) {
		order = []int{1, 0}
	}
	for _, p := range order {
		n := e.Necklaces[p]
		wishes := w.T("necklace.results.wishes", e.Wishes[p])
		if e.Wishes[p] == 1 {
			wishes = w.T("necklace.results.wishes_one")
		}
		detail := []string{wishes}
		if n.Wishes > 0 {
			var lines [nk.NecklaceCards]WishLine
			k := linesOf(&n, &lines)
			list := ""
			for _, l := range lines[:k] {
				if !l.Fulfilled {
					continue
				}
				if list == "" {
					list = WishText(w, l.Card)
				} else {
					list = w.T("necklace.wish_list", list, WishText(w, l.Card))
				}
			}
			detail = append(detail, list)
		}
		if e.Solo && p == 0 {
			detail = append(detail, w.T("necklace.end.rating", w.T(ratingKeys[e.Rating])))
		}
		human := p < len(t.D.Config().Seats) && t.D.Human(p)
		spec.Rows = append(spec.Rows, kit.ResultRow{
			Seat: p, Name: t.seatName(p), Color: resultColor(t.D.Config().Seats, p), Human: human,
			Total: w.T("necklace.florins", e.Scores[p]), Detail: detail, Content: newStonesRow(n),
		})
	}
	return kit.NewResults(ctx, spec)
}

// resultColor is seat p's colour on the results frame: the one chosen for
// its seat at the setup screen. The rival jeweller of solo play has no
// seat, so it takes the first colour from its own seat number on that no
// seat has (the player may have chosen the rival's usual one).
func resultColor(seats []tables.Seat, p int) int {
	if p < len(seats) {
		return seats[p].Color
	}
	for k := range art.SeatCount {
		c := (p + k) % art.SeatCount
		if !slices.ContainsFunc(seats, func(s tables.Seat) bool { return s.Color == c }) {
			return c
		}
	}
	return p
}

// stonesRow is a necklace on the results frame: its stones in a row, in
// the order they were strung.
type stonesRow struct {
	u      float64 // the frame's design unit
	areaW  float64
	node   *sprites.Node
	pic    *sprites.Picture
	stones []Stone
}

func newStonesRow(n nk.Necklace) *stonesRow {
	r := &stonesRow{}
	var lines [nk.NecklaceCards]WishLine
	k := linesOf(&n, &lines)
	for _, l := range lines[:k] {
		r.stones = append(r.stones, l.Stones[:l.StonesN]...)
	}
	r.pic = sprites.NewPicture(1, 1, r.paint)
	r.node = sprites.NewPainted(r.pic)
	return r
}

// Node implements kit.ResultContent.
func (r *stonesRow) Node() *sprites.Node { return r.node }

// Place implements kit.ResultContent.
func (r *stonesRow) Place(area sprites.Rect, u float64) {
	r.u, r.areaW = u, area.W
	r.node.SetPos(area.X, area.Y)
	r.node.SetSize(area.W, area.H)
	r.pic.Resize(area.W, area.H)
}

func (r *stonesRow) paint(dst *ebiten.Image, w, h float64) {
	n := len(r.stones)
	if n == 0 {
		return
	}
	k := w / max(r.areaW, 1) // device pixels per layout pixel
	s := min(h*0.8, w/float64(n)/1.1, 30*r.u*k)
	for i, st := range r.stones {
		paintStone(dst, float32(float64(i)*s*1.1), float32((h-s)/2), float32(s), st.Printed, st.As)
	}
}
