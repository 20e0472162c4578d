package necklace

import (
	"salotto/lang"
	nk "salotto/rules/necklace"
)

// PreviewKind says what a preview is of.
type PreviewKind uint8

// The candidates a player can hover or drag.
const (
	NoPreview PreviewKind = iota
	// PreviewTake: taking the top discard (then discarding at best).
	PreviewTake
	// PreviewDiscard: discarding a card of the hand.
	PreviewDiscard
)

// Preview is what one candidate would make of the necklace: its value,
// the change against the necklace now, and the wishes it would add or
// lose. The panel shows it in place while the candidate is hovered or
// dragged ("+6 (3 × jet)", "−9").
type Preview struct {
	Kind      PreviewKind
	Candidate nk.Card
	// Then is, for a take, the card best discarded after it (possibly the
	// candidate itself, which changes nothing).
	Then nk.Card
	// Value is the necklace the candidate leads to; Delta its change.
	Value, Delta int
	// Gained and Lost are the cards whose wishes it fulfils anew or no
	// longer fulfils.
	Gained, Lost   [nk.NecklaceCards + 1]nk.Card
	GainedN, LostN int
	// Result is the valuation the candidate leads to.
	Result nk.Necklace
}

// PreviewTake is the preview of taking top from the discard pile: the
// hand of five then keeps its best four (the rules' own choice of value),
// so the change is never below zero. It is NoPreview while discarding.
func (l *Appraisal) PreviewTake(top nk.Card) Preview {
	if !top.Valid() || l.handN != nk.HandSize {
		return Preview{}
	}
	five := *l
	five.hand[five.handN] = top
	five.handN++
	d := five.bestDiscard()
	p := l.compare(five.valueWithout(d))
	p.Kind, p.Candidate, p.Then = PreviewTake, top, five.hand[d]
	return p
}

// PreviewDiscard is the preview of discarding c from the hand: the cards
// left (with the common card) against the necklace now.
func (l *Appraisal) PreviewDiscard(c nk.Card) Preview {
	d := l.indexOf(c)
	if d < 0 {
		return Preview{}
	}
	p := l.compare(l.valueWithout(d))
	p.Kind, p.Candidate, p.Then = PreviewDiscard, c, nk.NoCard
	return p
}

// compare measures a resulting necklace against the one now.
func (l *Appraisal) compare(r nk.Necklace) Preview {
	p := Preview{Value: r.Value, Delta: r.Value - l.Necklace.Value, Result: r}
	for i, c := range r.Cards {
		if c.Valid() && r.Fulfils(i) && !l.fulfils(c) {
			p.Gained[p.GainedN] = c
			p.GainedN++
		}
	}
	for i, c := range l.Necklace.Cards {
		if c.Valid() && l.Necklace.Fulfils(i) && !fulfilsCard(&r, c) {
			p.Lost[p.LostN] = c
			p.LostN++
		}
	}
	return p
}

func (l *Appraisal) fulfils(c nk.Card) bool { return fulfilsCard(&l.Necklace, c) }

func fulfilsCard(n *nk.Necklace, c nk.Card) bool {
	for i, x := range n.Cards {
		if x == c && c.Valid() {
			return n.Fulfils(i)
		}
	}
	return false
}

// Text is the preview as the panel writes it: "+6 (3 × jet)", "−9", "±0".
func (p Preview) Text(w *lang.Catalog) string {
	switch {
	case p.Kind == NoPreview:
		return ""
	case p.Delta < 0:
		return w.T("necklace.preview.loss", -p.Delta)
	case p.Delta == 0:
		return w.T("necklace.preview.same")
	case p.GainedN == 0:
		return w.T("necklace.preview.gain_bare", p.Delta)
	}
	list := WishText(w, p.Gained[0])
	for _, c := range p.Gained[1:p.GainedN] {
		list = w.T("necklace.wish_list", list, WishText(w, c))
	}
	return w.T("necklace.preview.gain", p.Delta, list)
}

// WishText is card c's wish in words: "3 × jet".
func WishText(w *lang.Catalog, c nk.Card) string {
	info := c.Info()
	return w.T("necklace.wish", info.Count, GemName(w, info.WishGem))
}

// GemName is a gem's name from the catalog.
func GemName(w *lang.Catalog, g nk.Gem) string { return w.T(gemKeys[g]) }

var gemKeys = [nk.NumGems]string{
	"necklace.gem.amber", "necklace.gem.amethyst", "necklace.gem.pearl", "necklace.gem.ruby",
	"necklace.gem.emerald", "necklace.gem.diamond", "necklace.gem.jet", "necklace.gem.sapphire",
	"necklace.gem.rainbow", "necklace.gem.gold",
}
