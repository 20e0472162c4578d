package dolcevita

import (
	"strconv"

	dv "salotto/rules/dolcevita"
	"salotto/scenes"
)

// buildHands makes every seat's six number cards. A human's unplaced
// cards lie in the hand along the bottom while it is that human's turn;
// a bot's wait, hidden, behind its seat panel and fly out from there.
func (t *Table) buildHands() {
	t.nums = make([][dv.MaxNumber + 1]*numCard, t.n)
	for p := 0; p < t.n; p++ {
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			c := newNumCard(p, t.colors[p], n, 10, 14)
			c.Draggable = t.D.Human(p)
			c.SetVisible(false)
			t.nums[p][n] = c
			t.st.Root.Add(c.Node)
			if t.D.Human(p) {
				t.targets = append(t.targets, target{id: "hand:" + strconv.Itoa(n), label: t.ctx.Words.T("dolcevita.number_card", n), node: c.Node, num: c})
			}
		}
	}
}

// accepts judges a drop of a number card under column c: the kit and
// the rules decide, and their reason is what the player reads.
func (t *Table) accepts(payload any, c int) (bool, string) {
	nc, ok := payload.(*numCard)
	if !ok {
		return false, ""
	}
	if err := t.D.Check(nc.seat, dv.Place(nc.n, c)); err != nil {
		return false, t.Refusal(err)
	}
	return true, ""
}

// dropped makes the placement once the card has landed on the zone.
func (t *Table) dropped(payload any, c int) {
	nc, ok := payload.(*numCard)
	if !ok {
		return
	}
	if err := t.apply(nc.seat, nc.n, c); err != nil {
		// the state moved between Accepts and the landing: put it back
		t.snapAll()
		return
	}
	t.ctx.Play(scenes.SoundPlace)
}

// snapNumbers puts every number card where the model says: under its
// column, in the shown hand, or hidden.
func (t *Table) snapNumbers() {
	g := &t.g
	pw, ph := g.placedSize(t.n)
	for c := range t.placed {
		for p, list := range t.placed[c] {
			for k, nc := range list {
				x, y := g.placedPos(c, p, k, len(list), t.n)
				t.settleNum(nc, x, y, pw, ph, 60+k, true)
			}
		}
	}
	for p := range t.nums {
		k, left := 0, t.handCount(p)
		for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
			nc := t.nums[p][n]
			switch {
			case nc.col >= 0:
				continue
			case nc.col == inHand && p == t.handSeat:
				x, y := g.handPos(k, left)
				t.settleNum(nc, x, y, g.handW, g.handH, 70+k, true)
				k++
			default:
				x, y := t.seatHome(p)
				t.settleNum(nc, x, y, pw, ph, 70, false)
			}
		}
	}
	t.writeTotals()
	t.layoutHandLabel()
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
			for _, nc := range t.placed[c][p] {
				sums[p] += nc.n
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
				tx.SetText(t.ctx.Words.T("dolcevita.total_tied", sums[p]))
				tx.SetColor(pal.Warning)
			default:
				tx.SetText(strconv.Itoa(sums[p]))
				tx.SetColor(t.totalInk(p))
			}
		}
	}
}

func (t *Table) settleNum(nc *numCard, x, y, w, h float64, z int, vis bool) {
	if t.st.Dragging() == nc.Node {
		return
	}
	nc.SetSize(w, h)
	nc.SetScale(1)
	nc.SetRotation(0)
	nc.SetAlpha(1)
	nc.SetPos(x, y)
	nc.SetZ(z)
	nc.SetVisible(vis)
}

// handCount is how many number cards seat p still holds.
func (t *Table) handCount(p int) int {
	k := 0
	for n := dv.MinNumber; n <= dv.MaxNumber; n++ {
		if t.nums[p][n].col == inHand {
			k++
		}
	}
	return k
}

// seatHome is where seat p's cards come from and go back to: its panel.
func (t *Table) seatHome(p int) (x, y float64) {
	r := t.g.seats[p]
	return r.X + r.W*0.6, r.Y + r.H/2
}

// layoutHandLabel names whose hand is shown, left of the cards.
func (t *Table) layoutHandLabel() {
	t.handTx.SetText(t.HandLabel())
	x0, _ := t.g.handPos(0, max(t.handCount(max(t.handSeat, 0)), 1))
	t.handTx.SetPos(t.g.hand.X, t.g.hand.Y+t.g.hand.H/2)
	tw, _ := t.handTx.Size()
	t.handTx.SetVisible(x0-t.g.handW/2-t.g.hand.X > tw+t.g.margin)
}
