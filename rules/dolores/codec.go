package dolores

import (
	"errors"

	"salotto/rules"
	"salotto/rules/wire"
)

// The game's rules.Codec: views and events as the JSON objects
// docs/wire.md describes, for online rooms. A card is its number (0–69
// goods, 70–78 Message in a Bottle, 79 Dawn; -1 for none): crates of one
// type and value look alike but are distinct cards to the state, so their
// text would not do. Names are the game's own: gestures, phrases, goods
// types, card names.

// viewWire is a View on the wire.
type viewWire struct {
	Viewer           int      `wire:"-1..3"`
	Players          int      `wire:"2..4"`
	Dealer           int      `wire:"0..3"`
	Step             phase    `wire:"step"`
	End              uint8    `wire:"end"`
	Pile             uint8    `wire:"0..80"`
	Areas            [][]Card `wire:"0..79,80"`
	Discards         []Card   `wire:"0..79,80"`
	Share            [6]Card  `wire:"-1..79"`
	FaceDown         []int    `wire:"0..5,6"`
	Lantern          int8     `wire:"-1..3"`
	LookoutUsed      bool
	Ruse             int8    `wire:"-1..3"`
	Wager            int8    `wire:"-1..3"`
	Gestures         [2]int8 `wire:"choice"`
	Prediction       [2]int8 `wire:"choice"`
	Collections      [2]int8 `wire:"collection"`
	Dodger           int8    `wire:"-1..1"`
	Deal             dealWire
	Window           windowWire
	Thief            int8       `wire:"-1..3"`
	TheftThen        phase      `wire:"theft"`
	LanternReport    int8       `wire:"said"`
	Shares           uint16     `wire:"0..65535"`
	LastShare        uint16     `wire:"0..65535"`
	LastParticipants [2]int8    `wire:"-1..3"`
	LastGestures     [2]int8    `wire:"choice"`
	Talk             []talkWire `wire:",4"`
}

// dealWire is the deal under way: cards queued, dealt, and where the game
// goes once they are.
type dealWire struct {
	Queued uint8 `wire:"0..4"`
	Dealt  uint8 `wire:"0..4"`
	Then   phase `wire:"deal"`
}

// windowWire is the window before gestures: the seat asked, the passes in
// a row.
type windowWire struct {
	Asked  int8 `wire:"-1..3"`
	Passes int8 `wire:"0..4"`
}

// talkWire is one seat's talk and its record.
type talkWire struct {
	Said  uint8    `wire:"0..2"`
	Word  int8     `wire:"said"`
	Last  int8     `wire:"said"`
	Given uint8    `wire:"0..255"`
	Kept  uint8    `wire:"0..255"`
	Shown [3]uint8 `wire:"0..255"`
}

// dict names the steps, choices, phrases and cards the wire writes as
// words.
var dict = wire.Dict{
	{Word: "step", Enum: &wire.Enum{More: []wire.Named{{Name: "lantern", Value: int(phLantern)},
		{Name: "lookout", Value: int(phLookout)}, {Name: "lantern-report", Value: int(phLanternTalk)},
		{Name: "window", Value: int(phWindow)}, {Name: "gestures", Value: int(phGesture)},
		{Name: "ruse", Value: int(phRuse)}, {Name: "mix-up", Value: int(phMixup)},
		{Name: "wager-pick", Value: int(phWagerPick)}, {Name: "dodge-pick", Value: int(phDodgePick)},
		{Name: "collections", Value: int(phCollection)}, {Name: "theft", Value: int(phTheft)},
		{Name: "over", Value: int(phOver)}}}},
	{Word: "theft", Enum: &wire.Enum{More: []wire.Named{{Name: "start", Value: int(phStartShare)},
		{Name: "outcome", Value: int(phOutcome)}, {Name: "dodge-rest", Value: int(phDodgeRest)},
		{Name: "share-end", Value: int(phShareEnd)}}}},
	{Word: "deal", Enum: &wire.Enum{More: []wire.Named{{Name: "", Value: int(phStartShare)},
		{Name: "share", Value: int(phAfterDeal)}, {Name: "window", Value: int(phWindowNext)}}}},
	{Word: "end", Enum: &wire.Enum{Names: []string{"", "dawn", "pile-out"}}},
	{Word: "gesture", Enum: &wire.Enum{Names: gestureNames}},
	{Word: "choice", Enum: &wire.Enum{Names: gestureNames, More: []wire.Named{noneName, hiddenName}}},
	{Word: "collection", Enum: &wire.Enum{Names: typeNames, More: []wire.Named{noneName, hiddenName, {Name: "no-goods", Value: int(noGoods)}}}},
	{Word: "goods", Enum: &wire.Enum{Names: typeNames, More: []wire.Named{noneName}}},
	{Word: "phrase", Enum: &wire.Enum{Names: phraseNames}},
	{Word: "said", Enum: &wire.Enum{Names: phraseNames, More: []wire.Named{noneName}}},
	{Word: "mib", Enum: &wire.Enum{Names: mibNames}},
}

// The names of a choice not made, or not to be seen.
var (
	noneName   = wire.Named{Name: "none", Value: int(none)}
	hiddenName = wire.Named{Name: "hidden", Value: int(hidden)}
)

// EncodeView writes v, a View of this game, as a JSON object (see
// docs/wire.md). It refuses a full state: that would send the pile.
func (Game) EncodeView(v rules.State) ([]byte, error) {
	s, ok := v.(*State)
	if !ok || !s.IsView() {
		return nil, errors.New("dolores: EncodeView of a full state, or of another game's; send a View")
	}
	w := viewWire{Viewer: int(s.viewer), Players: int(s.n), Dealer: int(s.dealer), Step: s.phase, End: s.end,
		Pile: s.pileN, Discards: s.Discards(), Share: s.share, Lantern: s.lantern, LookoutUsed: s.lookoutUsed,
		Ruse: s.ruse, Wager: s.wager, Gestures: s.gest, Prediction: s.pred, Collections: s.ddPick, Dodger: s.dodger,
		Deal:   dealWire{Queued: s.dealN, Dealt: s.dealAt, Then: s.afterDeal},
		Window: windowWire{Asked: s.winAsk, Passes: s.winPass}, Thief: s.thief, TheftThen: s.theftNext,
		LanternReport: s.lanternSay, Shares: s.shares, LastShare: s.lastShare, LastParticipants: s.lastPart,
		LastGestures: s.lastGest}
	for i := range s.share {
		if s.hiddenS&(1<<i) != 0 {
			w.FaceDown = append(w.FaceDown, i)
		}
	}
	for p := 0; p < int(s.n); p++ {
		w.Areas = append(w.Areas, s.Area(p))
		w.Talk = append(w.Talk, talkWire{Said: s.said[p], Word: s.claim[p], Last: s.lastSaid[p],
			Given: s.given[p], Kept: s.kept[p], Shown: s.gcount[p]})
	}
	return wire.Marshal(&w, dict)
}

// DecodeView reads what EncodeView wrote, refusing anything no View of a
// real game could hold (see checkView).
func (Game) DecodeView(data []byte) (rules.State, error) {
	var w viewWire
	if err := wire.Unmarshal(data, &w, dict); err != nil {
		return nil, errors.New("dolores view: " + err.Error())
	}
	s := newState(w.Players, w.Dealer)
	s.viewer, s.phase, s.end, s.pileN = int8(w.Viewer), w.Step, w.End, w.Pile
	s.lantern, s.lookoutUsed, s.ruse, s.wager = w.Lantern, w.LookoutUsed, w.Ruse, w.Wager
	s.gest, s.pred, s.ddPick, s.dodger = w.Gestures, w.Prediction, w.Collections, w.Dodger
	s.dealN, s.dealAt, s.afterDeal = w.Deal.Queued, w.Deal.Dealt, w.Deal.Then
	s.winAsk, s.winPass, s.thief, s.theftNext = w.Window.Asked, w.Window.Passes, w.Thief, w.TheftThen
	s.lanternSay, s.shares, s.lastShare, s.lastPart, s.lastGest = w.LanternReport, w.Shares, w.LastShare, w.LastParticipants, w.LastGestures
	field, why := "talk", "want one a seat"
	if len(w.Talk) == w.Players {
		for p, t := range w.Talk {
			s.said[p], s.claim[p], s.lastSaid[p] = t.Said, t.Word, t.Last
			s.given[p], s.kept[p], s.gcount[p] = t.Given, t.Kept, t.Shown
		}
		field, why = s.place(&w)
	}
	if field == "" {
		field, why = s.checkView()
	}
	if field != "" {
		return nil, errors.New("dolores view: " + field + ": " + why)
	}
	return s, nil
}
