package record

import (
	"errors"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/ruletest/toy"
)

// nimRecord is a short Nim game: pile 7, take up to 3, seat 0 starts.
func nimRecord() *Record {
	opts := rules.Options{Players: 2, Variant: map[string]string{"pile": "7", "start": "0"}}
	r := New(toy.Nim{}, opts, 42, []string{"human", "random"})
	for i, m := range []string{"take 3", "take 1", "take 2", "take 1"} {
		r.Add(i%2, m)
	}
	return r
}

func TestReplayPlaysEveryMove(t *testing.T) {
	r := nimRecord()
	data, err := r.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := Unmarshal(data)
	if err != nil {
		t.Fatalf("Unmarshal: %v\n%s", err, data)
	}
	s, err := ReplayGame(toy.Nim{}, back)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Done() || len(s.Winners()) != 1 || s.Winners()[0] != 1 {
		t.Errorf("replayed game: done %v, winners %v; want seat 1 to take the last stone", s.Done(), s.Winners())
	}
	var seen []int
	if _, err := ReplayEach(toy.Nim{}, back, func(i int, _ rules.State, _ rules.Move, ev []rules.Event) {
		if len(ev) == 0 {
			t.Errorf("move %d gave no events", i)
		}
		seen = append(seen, i)
	}); err != nil || len(seen) != 4 {
		t.Errorf("ReplayEach visited %v, err %v", seen, err)
	}
}

func TestMarshalIsStableAndReadable(t *testing.T) {
	a, _ := nimRecord().Marshal()
	b, _ := nimRecord().Marshal()
	if string(a) != string(b) {
		t.Error("the same record marshals two ways")
	}
	if !strings.Contains(string(a), "\n    {\"player\":1,\"move\":\"take 1\"}") {
		t.Errorf("moves are not one per line:\n%s", a)
	}
}

func TestBadMoveNamesIndexTextAndReason(t *testing.T) {
	for _, tc := range []struct {
		name   string
		moves  []Entry
		index  int
		reason string
	}{
		{"too many stones", []Entry{{Player: 0, Move: "take 3"}, {Player: 1, Move: "take 4"}}, 1, "take 1 to 3 stones"},
		{"wrong seat", []Entry{{Player: 0, Move: "take 3"}, {Player: 0, Move: "take 1"}}, 1, "seat 1's turn"},
		{"unreadable", []Entry{{Player: 0, Move: "grab 2"}}, 0, "unreadable move"},
		{"after the end", []Entry{{Player: 0, Move: "take 3"}, {Player: 1, Move: "take 3"}, {Player: 0, Move: "take 1"}, {Player: 1, Move: "take 1"}}, 3, "already over"},
		{"no such seat", []Entry{{Player: 0, Move: "take 1"}, {Player: 5, Move: "take 1"}}, 1, "no seat 5"},
	} {
		r := nimRecord()
		r.Moves = tc.moves
		_, err := ReplayGame(toy.Nim{}, r)
		var bm *BadMove
		if !errors.As(err, &bm) {
			t.Errorf("%s: error %v is not a *BadMove", tc.name, err)
			continue
		}
		if bm.Index != tc.index || bm.Move != tc.moves[tc.index].Move || !strings.Contains(bm.Reason, tc.reason) {
			t.Errorf("%s: got %+v, want index %d, move %q, reason with %q", tc.name, bm, tc.index, tc.moves[tc.index].Move, tc.reason)
		}
		if !strings.Contains(err.Error(), tc.moves[tc.index].Move) {
			t.Errorf("%s: message %q does not quote the move", tc.name, err)
		}
	}
}

func TestReplayRefusesOtherGameAndVersion(t *testing.T) {
	r := nimRecord()
	if _, err := ReplayGame(toy.Prizes{}, r); err == nil || !strings.Contains(err.Error(), `record of "nim"`) {
		t.Errorf("replaying Nim as Prizes: %v", err)
	}
	r.RulesVersion = 7
	if _, err := ReplayGame(toy.Nim{}, r); err == nil || !strings.Contains(err.Error(), "rules version 7") {
		t.Errorf("replaying another rules version: %v", err)
	}
	r = nimRecord()
	r.Options.Variant["colour"] = "blue"
	if _, err := ReplayGame(toy.Nim{}, r); err == nil || !strings.Contains(err.Error(), "colour") {
		t.Errorf("replaying with an unknown option: %v", err)
	}
}

func TestUnmarshalReportsDamage(t *testing.T) {
	good, _ := nimRecord().Marshal()
	for _, tc := range []struct {
		name, data, want string
	}{
		{"truncated", string(good[:len(good)/2]), "damaged record"},
		{"not json", "hello", "damaged record"},
		{"trailing", string(good) + "{}", "after the end"},
		{"unknown field", strings.Replace(string(good), `"seed"`, `"sede"`, 1), "unknown field"},
		{"wrong type", strings.Replace(string(good), `"seed": 42`, `"seed": "42"`, 1), "line 6"},
		{"no format", strings.Replace(string(good), `"format": 1,`, ``, 1), "no format"},
		{"newer format", strings.Replace(string(good), `"format": 1`, `"format": 9`, 1), "newer"},
		{"no game", strings.Replace(string(good), `"game": "nim"`, `"game": ""`, 1), "no game"},
		{"seats", strings.Replace(string(good), `"human",`, ``, 1), "1 seats for 2 players"},
		{"empty", "", "damaged record"},
	} {
		if _, err := Unmarshal([]byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: Unmarshal error %v, want one mentioning %q", tc.name, err, tc.want)
		}
	}
}
