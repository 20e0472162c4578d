package necklace

import nk "salotto/rules/necklace"

// RowState is how a wish row of the panel reads.
type RowState uint8

// Row states: a wish fulfilled (now, or with the candidate), one the
// candidate would fulfil anew, one it would cost, and one still open.
const (
	RowKept RowState = iota
	RowGained
	RowLost
	RowOpen
)

// Row is one line of the panel: a wish and its stones, and what the
// previewed candidate does to it.
type Row struct {
	WishLine
	State RowState
}

// maxRows is the most rows the panel lists: the five wishes valued, and
// while a take is previewed the lost ones besides the new necklace's.
const maxRows = 2 * nk.NecklaceCards

// Rows is the panel's list, in place: without a preview, the necklace now
// (fulfilled wishes, then open ones); with one, the necklace the candidate
// leads to, its new wishes marked, then the wishes it would cost (with the
// stones that serve them now), then those still open. It allocates nothing.
func (l *Appraisal) Rows(p *Preview, dst *[maxRows]Row) int {
	n := 0
	if p == nil || p.Kind == NoPreview {
		for _, line := range l.Lines() {
			st := RowKept
			if !line.Fulfilled {
				st = RowOpen
			}
			dst[n] = Row{WishLine: line, State: st}
			n++
		}
		return n
	}
	var res [nk.NecklaceCards]WishLine
	rn := linesOf(&p.Result, &res)
	for _, line := range res[:rn] {
		if !line.Fulfilled {
			continue
		}
		st := RowKept
		if !l.fulfils(line.Card) {
			st = RowGained
		}
		dst[n] = Row{WishLine: line, State: st}
		n++
	}
	for _, line := range l.Lines() {
		if line.Fulfilled && !fulfilsCard(&p.Result, line.Card) {
			dst[n] = Row{WishLine: line, State: RowLost}
			n++
		}
	}
	for _, line := range res[:rn] {
		if !line.Fulfilled {
			dst[n] = Row{WishLine: line, State: RowOpen}
			n++
		}
	}
	return n
}
