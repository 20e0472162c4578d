package dolores

import (
	"errors"
	"math"

	"salotto/rules"
	"salotto/rules/wire"
)

// The game's rules.Codec: views and events as the JSON objects
// docs/wire.md describes, for online rooms. A card is its number (0–69
// goods, 70–78 Message in a Bottle, 79 Dawn): crates of one type and value
// look alike but are distinct cards to the state, so their text would not
// do. Names are the game's own: gestures, phrases, goods types.

// restPhases are the phases a position waits in, in the order of Step,
// and stepNames their names on the wire.
var (
	restPhases = [...]phase{phLantern, phLookout, phLanternTalk, phWindow, phGesture, phRuse,
		phMixup, phWagerPick, phDodgePick, phCollection, phTheft, phOver}
	stepNames = [...]string{"lantern", "lookout", "lantern-report", "window", "gestures", "ruse",
		"mix-up", "wager-pick", "dodge-pick", "collections", "theft", "over"}
	endNames = [...]string{"", "dawn", "pile-out"}
	// A Theft gained interrupts the game, which goes on from there.
	theftPhases = [...]phase{phStartShare, phOutcome, phDodgeRest, phShareEnd}
	theftNames  = [...]string{"start", "outcome", "dodge-rest", "share-end"}
	// A deal queued goes on, once dealt, to the share's talk and window
	// or back to the window; nothing is queued before the first deal.
	dealPhases = [...]phase{phStartShare, phAfterDeal, phWindowNext}
	dealNames  = [...]string{"", "share", "window"}
)

// The words for choices that are not (or not yet) a gesture, a phrase or
// a goods type.
const (
	noneText    = "none"
	hiddenText  = "hidden"
	noGoodsText = "no-goods"
)

// choiceText names v, a gesture, prediction, collection or phrase: one of
// names, or none, hidden or no-goods.
func choiceText(v int8, names []string) string {
	switch {
	case v == none:
		return noneText
	case v == hidden:
		return hiddenText
	case v == noGoods:
		return noGoodsText
	case v >= 0 && int(v) < len(names):
		return names[v]
	}
	return "?"
}

func choicesText(w *wire.Writer, vs [2]int8, names []string) {
	w.List().Str(choiceText(vs[0], names)).Str(choiceText(vs[1], names)).EndList()
}

func cardNumbers(w *wire.Writer, cs []Card) {
	w.List()
	for _, c := range cs {
		w.Int(int(c))
	}
	w.EndList()
}

// EncodeView writes v, a View of this game, as a JSON object (see
// docs/wire.md). It refuses a full state: that would send the pile.
func (Game) EncodeView(v rules.State) ([]byte, error) {
	s, ok := v.(*State)
	switch {
	case !ok:
		return nil, errors.New("dolores: EncodeView of another game's state")
	case !s.IsView():
		return nil, errors.New("dolores: EncodeView of a full state; send a View")
	case s.phase != restPhases[s.Step()] || int(s.end) >= len(endNames):
		return nil, errors.New("dolores: EncodeView of a position that waits for nothing")
	}
	var w wire.Writer
	w.Open()
	w.Key("viewer").Int(int(s.viewer))
	w.Key("players").Int(int(s.n))
	w.Key("dealer").Int(int(s.dealer))
	w.Key("step").Str(stepNames[s.Step()])
	w.Key("end").Str(endNames[s.end])
	w.Key("pile").Int(int(s.pileN))
	w.Key("areas").List()
	for p := 0; p < int(s.n); p++ {
		cardNumbers(&w, s.Area(p))
	}
	w.EndList()
	w.Key("discards")
	cardNumbers(&w, s.Discards())
	w.Key("share").List()
	for _, c := range s.share {
		if c == NoCard {
			w.Int(-1)
		} else {
			w.Int(int(c))
		}
	}
	w.EndList()
	w.Key("faceDown").List()
	for i := range s.share {
		if s.hiddenS&(1<<i) != 0 {
			w.Int(i)
		}
	}
	w.EndList()
	w.Key("lantern").Int(int(s.lantern))
	w.Key("lookoutUsed").Bool(s.lookoutUsed)
	w.Key("ruse").Int(int(s.ruse))
	w.Key("wager").Int(int(s.wager))
	w.Key("gestures")
	choicesText(&w, s.gest, gestureNames[:])
	w.Key("prediction")
	choicesText(&w, s.pred, gestureNames[:])
	w.Key("collections")
	choicesText(&w, s.ddPick, typeNames[:])
	w.Key("dodger").Int(int(s.dodger))
	w.Key("deal").Open().Key("queued").Int(int(s.dealN)).Key("dealt").Int(int(s.dealAt)).
		Key("then").Str(dealNames[phaseIndex(dealPhases[:], s.afterDeal)]).Close()
	w.Key("window").Open().Key("asked").Int(int(s.winAsk)).Key("passes").Int(int(s.winPass)).Close()
	w.Key("thief").Int(int(s.thief))
	w.Key("theftThen").Str(theftNames[phaseIndex(theftPhases[:], s.theftNext)])
	w.Key("lanternReport").Str(choiceText(s.lanternSay, phraseNames[:]))
	w.Key("shares").Int(int(s.shares))
	w.Key("lastShare").Int(int(s.lastShare))
	w.Key("lastParticipants").List().Int(int(s.lastPart[0])).Int(int(s.lastPart[1])).EndList()
	w.Key("lastGestures")
	choicesText(&w, s.lastGest, gestureNames[:])
	w.Key("talk").List()
	for p := 0; p < int(s.n); p++ {
		w.Open()
		w.Key("said").Int(int(s.said[p]))
		w.Key("word").Str(choiceText(s.claim[p], phraseNames[:]))
		w.Key("last").Str(choiceText(s.lastSaid[p], phraseNames[:]))
		w.Key("given").Int(int(s.given[p])).Key("kept").Int(int(s.kept[p]))
		w.Key("shown").List().Int(int(s.gcount[p][0])).Int(int(s.gcount[p][1])).Int(int(s.gcount[p][2])).EndList()
		w.Close()
	}
	w.EndList()
	w.Close()
	return w.Bytes(), nil
}

// phaseIndex is where ph is in phs (0 when it is not: the encoder writes
// only what the game reaches).
func phaseIndex(phs []phase, ph phase) int {
	for i, x := range phs {
		if x == ph {
			return i
		}
	}
	return 0
}

// DecodeView reads what EncodeView wrote, refusing (with the field and the
// reason) anything no View of a real game could hold; see checkView.
func (Game) DecodeView(data []byte) (rules.State, error) {
	r := wire.Read(data)
	n := r.Int("players", 2, 4)
	s := newState(n, 0)
	s.viewer = int8(r.Int("viewer", -1, n-1))
	s.dealer = int8(r.Int("dealer", 0, n-1))
	s.phase = restPhases[r.OneOf("step", stepNames[:])]
	s.end = uint8(r.OneOf("end", endNames[:]))
	s.pileN = uint8(r.Int("pile", 0, NumCards))
	var areas [][]int
	var discards, share, faceDown []int
	r.Get("areas", &areas)
	r.Get("discards", &discards)
	r.Get("share", &share)
	r.Get("faceDown", &faceDown)
	seat := func(name string) int8 { return int8(r.Int(name, -1, n-1)) }
	s.lantern = seat("lantern")
	s.lookoutUsed = r.Bool("lookoutUsed")
	s.ruse, s.wager = seat("ruse"), seat("wager")
	s.gest = readChoices(r, "gestures", gestureNames[:], false)
	s.pred = readChoices(r, "prediction", gestureNames[:], false)
	s.ddPick = readChoices(r, "collections", typeNames[:], true)
	s.dodger = int8(r.Int("dodger", -1, 1))
	deal := r.Object("deal")
	s.dealN = uint8(deal.Int("queued", 0, 4))
	s.dealAt = uint8(deal.Int("dealt", 0, 4))
	s.afterDeal = dealPhases[deal.OneOf("then", dealNames[:])]
	win := r.Object("window")
	s.winAsk = int8(win.Int("asked", -1, n-1))
	s.winPass = int8(win.Int("passes", 0, n))
	s.thief = seat("thief")
	s.theftNext = theftPhases[r.OneOf("theftThen", theftNames[:])]
	s.lanternSay = readPhrase(r, "lanternReport")
	s.shares = uint16(r.Int("shares", 0, math.MaxUint16))
	s.lastShare = uint16(r.Int("lastShare", 0, math.MaxUint16))
	var last []int
	if r.Get("lastParticipants", &last) && len(last) != 2 {
		r.Fail("lastParticipants", "want the left player and the dealer")
	}
	s.lastGest = readChoices(r, "lastGestures", gestureNames[:], false)
	talk := r.Objects("talk", 4)
	if r.Ok() && len(talk) != n {
		r.Fail("talk", "want one a seat")
	}
	for p := 0; p < len(talk) && r.Ok(); p++ {
		t := talk[p]
		s.said[p] = uint8(t.Int("said", 0, MaxSayings))
		s.claim[p], s.lastSaid[p] = readPhrase(t, "word"), readPhrase(t, "last")
		s.given[p] = uint8(t.Int("given", 0, math.MaxUint8))
		s.kept[p] = uint8(t.Int("kept", 0, int(s.given[p])))
		var shown []int
		if t.Get("shown", &shown) && len(shown) != NumGestures {
			t.Fail("shown", "want a count a gesture")
			break
		}
		for g, x := range shown {
			if x < 0 || x > math.MaxUint8 {
				t.Fail("shown", "want counts from 0 to 255")
				break
			}
			s.gcount[p][g] = uint8(x)
		}
	}
	if r.Ok() {
		for i, p := range last {
			if p < -1 || p >= n {
				r.Fail("lastParticipants", "want seats, or -1 before any reveal")
				break
			}
			s.lastPart[i] = int8(p)
		}
	}
	if r.Ok() {
		d := viewDecoder{r: r, s: s}
		d.place(areas, discards, share, faceDown)
		d.check()
	}
	if err := r.Err(); err != nil {
		return nil, errors.New("dolores view: " + err.Error())
	}
	return s, nil
}

// readChoices reads a pair of choices by side: each one of names, none or
// hidden, or with noGoodsOK no-goods.
func readChoices(r *wire.Reader, name string, names []string, noGoodsOK bool) [2]int8 {
	var texts []string
	out := [2]int8{none, none}
	if !r.Get(name, &texts) {
		return out
	}
	if len(texts) != 2 {
		r.Fail(name, "want two, by side: the left player's and the dealer's")
		return out
	}
	for i, t := range texts {
		switch {
		case t == noneText:
		case t == hiddenText:
			out[i] = hidden
		case t == noGoodsText && noGoodsOK:
			out[i] = noGoods
		default:
			k := -1
			for j, x := range names {
				if x == t {
					k = j
				}
			}
			if k < 0 {
				r.Fail(name, "\""+t+"\" is not a choice")
				return out
			}
			out[i] = int8(k)
		}
	}
	return out
}

// readPhrase reads a phrase's name, or none.
func readPhrase(r *wire.Reader, name string) int8 {
	if t := r.Str(name); t != noneText {
		for i, x := range phraseNames {
			if x == t {
				return int8(i)
			}
		}
		r.Fail(name, "\""+t+"\" is not a phrase")
	}
	return none
}
