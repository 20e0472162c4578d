package dolcevita

import (
	"strconv"

	dv "salotto/rules/dolcevita"
	"salotto/tables/dolcevita/model"
)

// buildHands makes every seat's six number cards. A human's unplaced
// cards lie in the hand along the bottom while it is that human's turn;
// a bot's wait, hidden, behind its seat panel and fly out from there.
func (t *Table) buildHands() {
	t.nums = make([][dv.MaxNumber + 1]*numCard, t.n)
	for p := 0; p < t.n; p++ {
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			c := newNumCard(p, t.SeatColor(p), n, 10, 14)
			c.Draggable = t.D.Human(p)
			c.SetVisible(false)
			t.nums[p][n] = c
			t.St.Root.Add(c.Node)
			if t.D.Human(p) {
				inShownHand := func() bool { return t.mod.Num[c.seat][c.n] == model.InHand && c.seat == t.D.Viewer() }
				t.targets.AddWhen("hand:"+strconv.Itoa(n), t.Ctx.Words.T("dolcevita.number_card", n), c.Node, inShownHand)
			}
		}
	}
}

// snapNumbers puts every number card where the model says: under its
// column, in the shown hand, or hidden.
func (t *Table) snapNumbers() {
	g := &t.g
	pw, ph := g.placedSize(t.n)
	for c := range t.mod.Placed {
		for p, list := range t.mod.Placed[c] {
			for k, n := range list {
				x, y := g.placedPos(c, p, k, len(list), t.n)
				t.settleNum(t.nums[p][n], x, y, pw, ph, 60+k, true)
			}
		}
	}
	for p := range t.nums {
		k, left := 0, t.handCount(p)
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			nc := t.nums[p][n]
			switch col := t.mod.Num[p][n]; {
			case col >= 0:
				continue
			case col == model.InHand && p == t.D.Viewer():
				x, y := t.hand.Pos(k, left)
				t.settleNum(nc, x, y, g.handW, g.handH, 70+k, true)
				k++
			default:
				x, y := t.seatHome(p)
				t.settleNum(nc, x, y, pw, ph, 70, false)
			}
		}
	}
	t.writeTotals()
	t.hand.Relabel(t.Base, t.handCount(max(t.D.Viewer(), 0)))
}

// writeTotals writes each seat's running total under each column from
// the cards shown there. Equal totals in a column cancel at scoring, so
// while placing they are marked (dolcevita.total_tied, in the warning
// colour): a player sees the tie coming.
func (t *Table) writeTotals() {
	var sums [dv.MaxPlayers]int
	for c := range t.zoneTot {
		for p := range t.zoneTot[c] {
			sums[p] = 0
			for _, n := range t.mod.Placed[c][p] {
				sums[p] += n
			}
		}
		for p, tx := range t.zoneTot[c] {
			tied := false
			for q := range t.zoneTot[c] {
				tied = tied || q != p && sums[q] == sums[p] && sums[p] > 0
			}
			switch {
			case sums[p] == 0:
				tx.SetText("")
			case tied:
				tx.SetText(t.Ctx.Words.T("dolcevita.total_tied", sums[p]))
				tx.SetColor(pal.Warning)
			default:
				tx.SetText(strconv.Itoa(sums[p]))
				tx.SetColor(t.totalInk(p))
			}
		}
	}
}

func (t *Table) settleNum(nc *numCard, x, y, w, h float64, z int, vis bool) {
	if t.St.Dragging() == nc.Node {
		return
	}
	nc.Rest(x, y, w, h, z)
	nc.SetVisible(vis)
}

// handCount is how many number cards seat p still holds.
func (t *Table) handCount(p int) int { return t.mod.InHand(p) }

// seatHome is where seat p's cards come from and go back to: its panel.
func (t *Table) seatHome(p int) (x, y float64) {
	r := t.g.seats[p]
	return r.X + r.W*0.6, r.Y + r.H/2
}
