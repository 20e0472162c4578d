package jsonlite

import (
	"encoding/json"
	"errors"
	"math"
	"reflect"
	"testing"
)

type inner struct {
	Name  string            `json:"name"`
	Level string            `json:"level,omitempty"`
	Skip  int               `json:"-"`
	Tags  map[string]string `json:"tags,omitempty"`
}

type outer struct {
	Seed    uint64         `json:"seed"`
	Neg     int            `json:"neg"`
	Vol     float64        `json:"vol"`
	On      bool           `json:"on"`
	Seats   []inner        `json:"seats"`
	Counts  map[string]int `json:"counts"`
	Raw     Raw            `json:"raw"`
	Ptr     *inner         `json:"ptr"`
	Plain   string         // no tag: the field's name
	private int
}

// TestCodecRoundTripsAndReadsWhatEncodingJSONWrites: what Marshal writes,
// Unmarshal reads back equal; encoding/json reads it the same, and what
// encoding/json writes, Unmarshal reads (so the documents stay plain JSON).
func TestCodecRoundTripsAndReadsWhatEncodingJSONWrites(t *testing.T) {
	in := outer{Seed: math.MaxUint64, Neg: -42, Vol: 0.35, On: true,
		Seats:  []inner{{Name: "Ada \"the\" \\ \n\t\x01 é 😀", Level: "hard", Tags: map[string]string{"b": "2", "a": "1"}}, {Name: ""}},
		Counts: map[string]int{"x": 1}, Raw: Raw(`{"k":[1,2,{"z":null}]}`), Ptr: &inner{Name: "p"}, Plain: "plain"}
	data, err := Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	var back outer
	if err := Unmarshal(data, &back); err != nil {
		t.Fatalf("%v in %s", err, data)
	}
	if !reflect.DeepEqual(back, in) {
		t.Errorf("round trip:\n got %+v\nwant %+v", back, in)
	}
	var std map[string]any
	if err := json.Unmarshal(data, &std); err != nil {
		t.Fatalf("encoding/json cannot read %s: %v", data, err)
	}
	if name := std["seats"].([]any)[0].(map[string]any)["name"]; name != in.Seats[0].Name || std["neg"] != -42.0 || std["Plain"] != "plain" {
		t.Errorf("encoding/json reads %v", std)
	}
	written, _ := json.Marshal(struct {
		Seed  uint64  `json:"seed"`
		Vol   float64 `json:"vol"`
		Other []any   `json:"other"`
		Plain string
	}{12345678901234567890, 1e-7, []any{"x", 2.5, nil, map[string]any{"q": true}}, "\u2028<&>"})
	var got outer
	if err := Unmarshal(written, &got); err != nil || got.Seed != 12345678901234567890 || got.Vol != 1e-7 || got.Plain != "\u2028<&>" {
		t.Errorf("reading encoding/json's %s: %+v, %v", written, got, err)
	}
}

func TestCodecRefusesWhatIsNotJSON(t *testing.T) {
	for _, c := range []struct {
		in     string
		syntax bool
	}{
		{``, true}, {`{`, true}, {`{"seed":`, true}, {`{"seed":1,}`, true}, {`{"seed":01x}`, true},
		{`{"plain":"a`, true}, {"{\"plain\":\"a\x01\"}", true}, {`{} x`, true}, {`nul`, true},
		{`[1]`, false}, {`{"seed":"7"}`, false}, {`{"seed":-1}`, false}, {`{"on":1}`, false}, {`{"seats":{}}`, false},
	} {
		var o outer
		err := Unmarshal([]byte(c.in), &o)
		var se *SyntaxError
		var te *TypeError
		if c.syntax && !errors.As(err, &se) || !c.syntax && !errors.As(err, &te) {
			t.Errorf("%q: %v (want a syntax error: %v)", c.in, err, c.syntax)
		}
	}
}
