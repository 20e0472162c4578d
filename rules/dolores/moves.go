package dolores

import (
	"fmt"
	"strconv"
	"strings"

	"salotto/rules"
)

// Move kinds. The text forms:
//
//	pass                   decline a card in a window, or keep quiet
//	gesture share          share | fight | dodge
//	say both               an announcement (share fight dodge both dare rich poor)
//	predict share dodge    Wager: the dealer's gesture, then the left player's
//	take 3                 take the card at share slot 3 (0–2 left side, 3–5 dealer's)
//	discard wine           double Dodge: the collection to discard
//	steal 2 wine 3         Theft: a wine crate of value 3 from seat 2
//	mib swirl 0 4          use a card; Swirl lists the slots forming the new left side
const (
	KindPass uint8 = iota + 1
	KindGesture
	KindSay
	KindPredict
	KindTake
	KindDiscard
	KindSteal
	KindMiB
)

func mv(kind uint8, a, b, c int) rules.Move {
	return rules.Move{Kind: kind, A: int16(a), B: int16(b), C: int16(c)}
}

// FormatMove gives a move's text form.
func (Game) FormatMove(m rules.Move) string {
	switch m.Kind {
	case KindPass:
		return "pass"
	case KindGesture:
		return "gesture " + GestureName(int(m.A))
	case KindSay:
		return "say " + PhraseName(int(m.A))
	case KindPredict:
		return "predict " + GestureName(int(m.A)) + " " + GestureName(int(m.B))
	case KindTake:
		return fmt.Sprintf("take %d", m.A)
	case KindDiscard:
		return "discard " + TypeName(int(m.A))
	case KindSteal:
		return fmt.Sprintf("steal %d %s %d", m.A, TypeName(int(m.B)), m.C)
	case KindMiB:
		if int(m.A) == Swirl {
			return "mib swirl " + maskText(int(m.B))
		}
		return "mib " + MiBName(int(m.A))
	}
	return fmt.Sprintf("move%d %d %d %d %d", m.Kind, m.A, m.B, m.C, m.D)
}

func lookup(names []string, w, what string) (int, error) {
	for i, n := range names {
		if n == w {
			return i, nil
		}
	}
	return 0, fmt.Errorf("unknown %s %q (one of %s)", what, w, strings.Join(names, ", "))
}

// ParseMove reads a move's text form.
func (Game) ParseMove(text string) (rules.Move, error) {
	f := strings.Fields(strings.ToLower(text))
	if len(f) == 0 {
		return rules.Move{}, fmt.Errorf("empty move")
	}
	want := func(n int) error {
		if len(f) != n {
			return fmt.Errorf("%q: %q takes %d word(s) after it", text, f[0], n-1)
		}
		return nil
	}
	num := func(w string, lo, hi int) (int, error) {
		v, err := strconv.Atoi(w)
		if err != nil || v < lo || v > hi {
			return 0, fmt.Errorf("%q: %q is not a number from %d to %d", text, w, lo, hi)
		}
		return v, nil
	}
	switch f[0] {
	case "pass":
		if err := want(1); err != nil {
			return rules.Move{}, err
		}
		return mv(KindPass, 0, 0, 0), nil
	case "gesture":
		if err := want(2); err != nil {
			return rules.Move{}, err
		}
		g, err := lookup(gestureNames, f[1], "gesture")
		return mv(KindGesture, g, 0, 0), err
	case "say":
		if err := want(2); err != nil {
			return rules.Move{}, err
		}
		p, err := lookup(phraseNames, f[1], "phrase")
		return mv(KindSay, p, 0, 0), err
	case "predict":
		if err := want(3); err != nil {
			return rules.Move{}, err
		}
		a, err := lookup(gestureNames, f[1], "gesture")
		if err != nil {
			return rules.Move{}, err
		}
		b, err := lookup(gestureNames, f[2], "gesture")
		return mv(KindPredict, a, b, 0), err
	case "take":
		if err := want(2); err != nil {
			return rules.Move{}, err
		}
		v, err := num(f[1], 0, 5)
		return mv(KindTake, v, 0, 0), err
	case "discard":
		if err := want(2); err != nil {
			return rules.Move{}, err
		}
		t, err := lookup(typeNames, f[1], "goods type")
		return mv(KindDiscard, t, 0, 0), err
	case "steal":
		if err := want(4); err != nil {
			return rules.Move{}, err
		}
		p, err := num(f[1], 0, 3)
		if err != nil {
			return rules.Move{}, err
		}
		t, err := lookup(typeNames, f[2], "goods type")
		if err != nil {
			return rules.Move{}, err
		}
		v, err := num(f[3], 1, 3)
		return mv(KindSteal, p, t, v), err
	case "mib":
		if len(f) < 2 {
			return rules.Move{}, fmt.Errorf("%q: which card? (one of %s)", text, strings.Join(mibNames, ", "))
		}
		c, err := lookup(mibNames, f[1], "card")
		if err != nil {
			return rules.Move{}, err
		}
		if c != Swirl {
			if err := want(2); err != nil {
				return rules.Move{}, err
			}
			return mv(KindMiB, c, 0, 0), nil
		}
		mask := 0
		for _, w := range f[2:] {
			v, err := num(w, 0, 5)
			if err != nil {
				return rules.Move{}, err
			}
			mask |= 1 << v
		}
		if mask == 0 {
			return rules.Move{}, fmt.Errorf("%q: swirl lists the slots that form the left side", text)
		}
		return mv(KindMiB, Swirl, mask, 0), nil
	}
	return rules.Move{}, fmt.Errorf("unknown move %q (pass, gesture, say, predict, take, discard, steal, mib)", text)
}
