package main

import (
	"encoding/json"
	"math"
	"reflect"
	"testing"

	"salotto/scenes"
)

// TestTargetsJSONParses checks the targets encoder against
// encoding/json: what it writes must parse back to the same targets.
func TestTargetsJSONParses(t *testing.T) {
	cases := []struct {
		name    string
		targets []scenes.Target
	}{
		{"none", nil},
		{"one", []scenes.Target{{ID: "tile:dolores", Label: "HMS Dolores", X: 10, Y: 20.5, W: 300, H: 180}}},
		{"several", []scenes.Target{
			{ID: "a", Label: "Back", X: 0, Y: 0, W: 1, H: 1},
			{ID: "b", Label: "Settings", X: -3.25, Y: 1e-7, W: 1e21, H: 844},
		}},
		{"escapes", []scenes.Target{{ID: `q"b\s`, Label: "line\nnext\ttab\x01\x1f"}}},
		{"unicode", []scenes.Target{{ID: "città", Label: "Señor Niño – “Duchess” … €"}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out := []byte(targetsJSON(c.targets))
			var got []scenes.Target
			if err := json.Unmarshal(out, &got); err != nil {
				t.Fatalf("%s does not parse: %v", out, err)
			}
			want := c.targets
			if want == nil {
				want = []scenes.Target{}
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("round trip of %s:\n got %+v\nwant %+v", out, got, want)
			}
		})
	}
}

// TestTargetsJSONOddInput: invalid UTF-8 and non-finite numbers still give
// valid JSON (encoding/json would have refused the whole list).
func TestTargetsJSONOddInput(t *testing.T) {
	out := []byte(targetsJSON([]scenes.Target{{ID: "bad\xffbyte", X: math.NaN(), Y: math.Inf(1), W: math.Inf(-1)}}))
	var got []scenes.Target
	if err := json.Unmarshal(out, &got); err != nil {
		t.Fatalf("%s does not parse: %v", out, err)
	}
	if len(got) != 1 || got[0].ID != "bad\uFFFDbyte" || got[0].X != 0 || got[0].Y != 0 || got[0].W != 0 {
		t.Fatalf("got %+v from %s", got, out)
	}
}
