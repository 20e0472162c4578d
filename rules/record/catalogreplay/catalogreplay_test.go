package catalogreplay

import (
	"errors"
	"strings"
	"testing"

	"salotto/rules"
	"salotto/rules/catalog"
	"salotto/rules/record"
	"salotto/rules/ruletest/toy"
)

func TestLoadFindsTheGameByName(t *testing.T) {
	defer func(l func(string) (rules.Game, error)) { Lookup = l }(Lookup)
	Lookup = func(name string) (rules.Game, error) {
		if name == "nim" {
			return toy.Nim{}, nil
		}
		return catalog.Lookup(name)
	}
	r := record.New(toy.Nim{}, rules.Options{Players: 2, Variant: map[string]string{"pile": "2", "start": "1"}}, 1, nil)
	r.Add(1, "take 2")
	data, _ := r.Marshal()
	_, s, err := Load(data)
	if err != nil || !s.Done() || s.Winners()[0] != 1 {
		t.Fatalf("Load: %v", err)
	}
	r.Game = "no-such-game"
	if _, err := Replay(r); err == nil || !strings.Contains(err.Error(), "unknown game") {
		t.Errorf("unknown game: %v", err)
	}
	r.Game = "nim"
	r.Moves[0].Move = "take 3"
	var bm *record.BadMove
	if _, err := Replay(r); !errors.As(err, &bm) || bm.Index != 0 {
		t.Errorf("bad move: %v", err)
	}
}
