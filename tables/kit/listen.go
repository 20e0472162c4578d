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
func (l *localGame) mustListen(p int, m rules.Move) bool {
	t, ok := l.state.(rules.Talk)
	if !ok || t.IsTalk(m) {
		return false
	}
	for _, q := range l.d.toAct {
		if q != p && l.d.human[q] && !t.Spoken(q) && l.maySpeak(t, q) {
			l.listening[p] = true
			return true
		}
	}
	return false
}

// maySpeak reports whether seat q may say something now.
func (l *localGame) maySpeak(t rules.Talk, q int) bool {
	for _, m := range l.state.Legal(q, nil) {
		if t.IsTalk(m) {
			return true
		}
	}
	return false
}

// heard ends every wait after seat p's move, and the thinking of a bot
// that did not make it: the position has changed under them.
func (l *localGame) heard(p int) {
	clear(l.listening)
	if l.thinking != p {
		l.thinking = -1
	}
}
