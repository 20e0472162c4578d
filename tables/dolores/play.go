package dolores

import (
	"strconv"

	"salotto/rules"
	d "salotto/rules/dolores"
	"salotto/scenes"
)

func itoa(v int) string { return strconv.Itoa(v) }

// gestureMove is the move holding out gesture g.
func gestureMove(g int) rules.Move { return rules.Move{Kind: d.KindGesture, A: int16(g)} }

// predictMove is the Wager's prediction: the dealer's gesture, then the
// left player's.
func predictMove(dealer, left int) rules.Move {
	return rules.Move{Kind: d.KindPredict, A: int16(dealer), B: int16(left)}
}

// takeMove is the move taking the card at share slot i.
func takeMove(i int) rules.Move { return rules.Move{Kind: d.KindTake, A: int16(i)} }

// chooser is the human at this screen who may act now, or -1.
func (t *Table) chooser() int {
	p := t.D.Viewer()
	if p < 0 || !t.D.CanAct(p) {
		return -1
	}
	return p
}

// refresh follows the shown view each tick: the choice hands for a
// participant who has not chosen, the share's cards for a Dodge or Wager
// pick, and the banner.
func (t *Table) refresh() {
	v := t.view()
	if v != t.shown && !t.Q.Busy() {
		// the view moved on, or another player took the screen: the
		// share shows what this viewer may see
		t.snapShare()
	}
	p := t.chooser()
	step := v.Step()
	if t.swirl.on && (p != t.swirl.seat || step != d.StepWindow) {
		t.stopSwirl()
	}
	seat, wager := -1, false
	if p >= 0 && (step == d.StepGestures || step == d.StepRuse) && (p == v.Left() || p == v.Dealer()) && !v.Chosen(p) {
		seat = p
	}
	if p >= 0 && step == d.StepGestures && p == v.WagerUser() && p != v.Left() && p != v.Dealer() {
		// the Wager's user predicts both gestures with the same hands:
		// the dealer's first, then the left player's
		seat, wager = p, true
	}
	if seat != t.gest.seat || wager != t.gest.wager {
		t.gest.seat, t.gest.wager, t.gest.first = seat, wager, -1
		t.snapGestures()
	}
	t.refreshTalk()
	picker := -1
	if p >= 0 && (step == d.StepDodgePick && v.Dodger() == p || step == d.StepWagerPick && v.WagerUser() == p) {
		picker = p
	}
	t.setPicker(picker)
	t.refreshChoices(p)
	t.setAreaPick(p)
	t.refreshTip()
	t.refreshText()
}

// pickedCard is what a share card dragged to its taker's area carries.
type pickedCard struct{ slot int }

// setPicker lets seat p take a card from the share by clicking it or
// dragging it into their area (-1: nobody may).
func (t *Table) setPicker(p int) {
	if t.swirl.on {
		return
	}
	for i, n := range t.slots {
		if p < 0 || !t.mod.Filled[i] {
			if n.OnActivate != nil {
				n.OnActivate, n.Draggable, n.Payload = nil, false, nil
				t.St.Invalidate()
			}
			continue
		}
		if n.OnActivate == nil {
			slot := i
			n.OnActivate = func() { t.take(p, slot) }
			n.Draggable, n.Payload = true, pickedCard{slot}
			t.St.Invalidate()
		}
	}
	t.picker = p
}

// acceptsPick judges a share card dropped on seat q's area.
func (t *Table) acceptsPick(payload any, q int) (bool, string) {
	c, ok := payload.(pickedCard)
	if !ok || t.picker != q {
		return false, ""
	}
	if err := t.D.Check(q, takeMove(c.slot)); err != nil {
		return false, t.Refusal(err)
	}
	return true, ""
}

// take is seat p taking the card at slot i.
func (t *Table) take(p, i int) {
	if err := t.D.Apply(p, takeMove(i)); err != nil {
		t.flash(t.Refusal(err))
		t.snapShare()
		return
	}
	t.Ctx.Play(scenes.SoundPlace)
	t.setPicker(-1)
}

// flash shows a refusal's reason over the beach.
func (t *Table) flash(reason string) {
	if reason == "" {
		return
	}
	t.Ctx.Play(scenes.SoundRefused)
	t.St.Play(t.showNote(reason))
}

// textKey is what the banner and the prompt say, so they are rewritten
// only when it changes (a quiet frame formats nothing).
type textKey struct {
	share, dealer, left, prompt, seat int
	mib                               int
}

// Prompts, by what the screen waits for.
const (
	promptNone = iota
	promptTalk
	promptGesture
	promptDodge
	promptWager
	promptCollection
	promptTheft
	promptWindow
	promptThinking
	promptWagerDealer
	promptWagerLeft
	promptSwirl
)

// promptWords are the prompts' catalog keys; those with a seat name it.
var promptWords = [...]string{
	promptTalk:        "dolores.prompt.talk",
	promptGesture:     "dolores.prompt.gesture",
	promptDodge:       "dolores.prompt.dodge_pick",
	promptWager:       "dolores.prompt.wager_pick",
	promptCollection:  "dolores.prompt.collection",
	promptTheft:       "dolores.prompt.theft",
	promptWindow:      "dolores.prompt.window",
	promptThinking:    "dolores.prompt.thinking",
	promptWagerDealer: "dolores.prompt.wager_dealer",
	promptWagerLeft:   "dolores.prompt.wager_left",
	promptSwirl:       "dolores.prompt.swirl",
}

// refreshText writes what the share is and what the screen waits for.
func (t *Table) refreshText() {
	k := textKey{share: t.mod.ShareNo, dealer: t.mod.Dealer, left: t.mod.Left, seat: -1, mib: t.choices.mib}
	switch {
	case t.D.HandingOver() >= 0 || t.Q.Busy():
	case t.gest.wager && t.gest.first < 0:
		k.prompt, k.seat = promptWagerDealer, t.mod.Dealer
	case t.gest.wager:
		k.prompt, k.seat = promptWagerLeft, t.mod.Left
	case t.gest.seat >= 0 && t.talkOpen:
		k.prompt = promptTalk
	case t.gest.seat >= 0:
		k.prompt = promptGesture
	case t.chooser() >= 0 && t.view().Step() == d.StepDodgePick:
		k.prompt = promptDodge
	case t.chooser() >= 0 && t.view().Step() == d.StepWagerPick:
		k.prompt = promptWager
	case t.pick.mode == pickCollection:
		k.prompt = promptCollection
	case t.pick.mode == pickTheft:
		k.prompt = promptTheft
	case t.swirl.on:
		k.prompt = promptSwirl
	case len(t.choices.buttons) > 0:
		k.prompt = promptWindow
	case t.D.Thinking():
		if act := t.D.ToAct(); len(act) > 0 {
			k.prompt, k.seat = promptThinking, act[0]
		}
	}
	if k == t.text {
		return
	}
	t.text = k
	w := t.Ctx.Words
	t.banner.SetText(Banner(t.Words(), t.mod.ShareNo, t.mod.Dealer, t.mod.Left))
	prompt := ""
	switch {
	case k.prompt == promptWindow && k.mib >= 0:
		prompt = t.mibText(k.mib)
	case k.seat >= 0:
		prompt = w.T(promptWords[k.prompt], t.name(k.seat))
	case k.prompt != promptNone:
		prompt = w.T(promptWords[k.prompt])
	}
	t.prompt.SetText(prompt)
	t.St.Invalidate()
}
