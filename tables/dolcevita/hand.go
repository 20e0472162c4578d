package dolcevita

import (
	"errors"
	"strconv"
	"strings"

	"salotto/rules"
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
			c.Draggable = t.human[p]
			c.SetVisible(false)
			t.nums[p][n] = c
			t.st.Root.Add(c.Node)
			if t.human[p] {
				t.targets = append(t.targets, target{id: "hand:" + strconv.Itoa(n), label: "Number card " + strconv.Itoa(n), node: c.Node, num: c})
			}
		}
	}
}

// accepts judges a drop of a number card under column c: the rules
// decide, and their reason is what the player reads.
func (t *Table) accepts(payload any, c int) (bool, string) {
	nc, ok := payload.(*numCard)
	if !ok {
		return false, ""
	}
	if t.busy() {
		return false, "Wait a moment: the table is still moving."
	}
	probe := t.state.Clone()
	if _, err := probe.Apply(nc.seat, dv.Place(nc.n, c)); err != nil {
		return false, t.explain(err)
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

// explain turns a refusal into a sentence for the player, naming seats
// instead of numbering them.
func (t *Table) explain(err error) string {
	var im *rules.IllegalMove
	if !errors.As(err, &im) {
		return err.Error()
	}
	r := im.Reason
	if strings.HasPrefix(r, "not your turn") {
		p := t.state.Turn()
		if t.human[p] && t.humans() > 1 {
			return "Not your turn: it is " + t.name(p) + "'s."
		}
		if t.human[p] {
			return "Not your turn."
		}
		return "Not your turn: " + t.name(p) + " places next."
	}
	if r == "" {
		return "That move is not allowed."
	}
	return strings.ToUpper(r[:1]) + r[1:] + "."
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
	for c := range t.zoneTot {
		for p, tx := range t.zoneTot[c] {
			sum := 0
			for _, nc := range t.placed[c][p] {
				sum += nc.n
			}
			s := ""
			if sum > 0 {
				s = strconv.Itoa(sum)
			}
			tx.SetText(s)
		}
	}
	t.layoutHandLabel()
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
	s := ""
	if t.handSeat >= 0 {
		if t.humans() > 1 {
			s = t.name(t.handSeat) + "'s cards"
		} else {
			s = "Your cards"
		}
	}
	t.handTx.SetText(s)
	x0, _ := t.g.handPos(0, max(t.handCount(max(t.handSeat, 0)), 1))
	t.handTx.SetPos(t.g.hand.X, t.g.hand.Y+t.g.hand.H/2)
	tw, _ := t.handTx.Size()
	t.handTx.SetVisible(x0-t.g.handW/2-t.g.hand.X > tw+t.g.margin)
}
