package kit

import "salotto/rules"

// A bot that chooses together with a person (HMS Dolores' gestures) must
// be able to hear what the person says before it chooses (rules.Talk): the
// bots weigh what was said, but only what was said before they decide. So
// a bot may speak at once, but its choice waits, listening, while a person
// choosing with it may still speak and has neither spoken nor chosen. Any
// move made meanwhile (the person's phrase or choice, another bot's) ends
// the wait, and every bot decides again from the position after it.

// mustListen reports whether bot p's decided move m waits for a person,
// and if so marks p as listening.
func (d *Driver) mustListen(p int, m rules.Move) bool {
	t, ok := d.state.(rules.Talk)
	if !ok || t.IsTalk(m) {
		return false
	}
	for _, q := range d.toAct {
		if q != p && d.human[q] && !t.Spoken(q) && d.maySpeak(t, q) {
			d.listening[p] = true
			return true
		}
	}
	return false
}

// maySpeak reports whether seat q may say something now.
func (d *Driver) maySpeak(t rules.Talk, q int) bool {
	for _, m := range d.state.Legal(q, nil) {
		if t.IsTalk(m) {
			return true
		}
	}
	return false
}

// heard ends every wait after seat p's move, and the thinking of a bot
// that did not make it: the position has changed under them.
func (d *Driver) heard(p int) {
	clear(d.listening)
	if d.thinking != p {
		d.thinking = -1
	}
}
