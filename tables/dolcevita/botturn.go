package dolcevita

import "time"

// botPause is the least time a bot seems to think before its card flies,
// in ticks at normal animation speed, so a player can follow the table.
const botPause = 30

// botStep lets the bot in seat p think for a slice of this frame. Its
// search is spread across frames (Think with a small budget, again and
// again, until t.thinkSlice is spent), so the table keeps drawing and
// answering clicks however long the bot thinks.
func (t *Table) botStep(p int) {
	a := t.agents[p]
	if !t.thinking {
		a.Begin(t.state.View(p), p)
		t.thinking, t.thinkTicks = true, 0
		t.done = false
	}
	t.thinkTicks++
	if !t.done {
		start := time.Now()
		slice := time.Duration(t.thinkSlice * float64(time.Second))
		for !t.done && time.Since(start) < slice {
			t.done = a.Think(thinkBudget)
		}
	}
	if !t.done {
		return
	}
	if sp := t.st.Speed(); sp > 0 && !t.ff && float64(t.thinkTicks)*sp < botPause {
		return
	}
	t.thinking = false
	m := a.Decide()
	if err := t.apply(p, int(m.A), int(m.B)); err != nil {
		// an agent's move is legal by contract; a bug must not freeze
		// the table, so the seat plays its first legal move instead
		legal := t.state.Legal(p, nil)
		if len(legal) == 0 {
			return
		}
		_ = t.apply(p, int(legal[0].A), int(legal[0].B))
	}
}

// thinkBudget is the work units per Think call: small, so one call stays
// well under a millisecond even for the hard bot's search.
const thinkBudget = 16
