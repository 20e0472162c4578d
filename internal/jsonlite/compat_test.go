package jsonlite

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"
)

// TestMarshalWritesWhatEncodingJSONWrites: for the values Salotto's
// documents hold, Marshal's bytes are encoding/json's, so a record keeps
// its format whichever wrote it.
func TestMarshalWritesWhatEncodingJSONWrites(t *testing.T) {
	type seat struct {
		Name  string  `json:"name"`
		Level string  `json:"level,omitempty"`
		Vol   float32 `json:"vol,omitempty"`
		Not   bool    `json:"-"`
	}
	for _, v := range []any{
		"plain", "<b>&amp;</b>", "tab\tnew\nline\rback\bform\f\x00\x1f\x7f", "\u2028 \u2029 é 😀",
		"broken \xff\xfe utf-8 \xe2\x82", `quote " backslash \ slash /`,
		0.0, -0.0, 1.0, 0.35, 1e-6, 9.99e-7, 1e20, 1e21, 123456789.125, -2.5e-10, math.MaxFloat64, math.SmallestNonzeroFloat64,
		float32(0.1), float32(1e-7), float32(3e21), math.MaxInt64, math.MinInt64, uint64(math.MaxUint64), int8(-3), true, false, nil,
		[]string(nil), []string{}, []int{1, 2, 3}, [2]bool{true, false}, map[string]int(nil), map[string]int{},
		map[string]string{"zeta": "z", "alpha": "<a>", "Émile": "é", "": "empty"},
		seat{Name: "Ada"}, &seat{Name: "Bo", Level: "hard", Vol: 0.5}, []*seat{nil, {Name: "Cy"}},
		map[string]any{"n": 2.5, "l": []any{"x", nil, true, map[string]any{"k": -1.0}}},
		struct {
			Plain  string
			Tagged int               `json:"tagged"`
			Opts   map[string]string `json:"opts,omitempty"`
			Seats  []seat            `json:"seats,omitempty"`
			hidden int
		}{Plain: "p", Tagged: 7, Seats: []seat{{Name: "D"}}},
	} {
		want, err := json.Marshal(v)
		if err != nil {
			t.Fatalf("encoding/json: %v", err)
		}
		got, err := Marshal(v)
		if err != nil || string(got) != string(want) {
			t.Errorf("Marshal(%#v):\n got %s (%v)\nwant %s", v, got, err, want)
		}
	}
	for _, v := range []any{math.NaN(), math.Inf(1), map[int]int{1: 2}, func() {}} {
		if b, err := Marshal(v); err == nil {
			t.Errorf("Marshal(%#v) wrote %s, want an error as encoding/json gives", v, b)
		}
	}
}

// TestStrictRefusesUnknownFieldsWhereTheyAre: UnmarshalStrict names the
// unknown key and its byte; Unmarshal skips it, even deep inside.
func TestStrictRefusesUnknownFieldsWhereTheyAre(t *testing.T) {
	type entry struct {
		Player int    `json:"player"`
		Move   string `json:"move"`
	}
	type doc struct {
		Format int               `json:"format"`
		Moves  []entry           `json:"moves"`
		Extra  map[string]string `json:"extra"`
	}
	good := `{"format":1,"Moves":[{"player":1,"move":"take 1"}],"extra":{"any":"key"}}`
	var d doc
	if err := UnmarshalStrict([]byte(good), &d); err != nil || d.Format != 1 || len(d.Moves) != 1 || d.Moves[0].Move != "take 1" || d.Extra["any"] != "key" {
		t.Errorf("strict read of %s: %+v, %v (a map takes any key; a key matches its field whatever its case)", good, d, err)
	}
	bad := `{"format":1,"moves":[{"player":1,"mossa":"take 1"}]}`
	err := UnmarshalStrict([]byte(bad), &doc{})
	var ue *UnknownFieldError
	if !errors.As(err, &ue) || ue.Field != "mossa" || ue.Offset != strings.Index(bad, `"mossa"`) {
		t.Errorf("strict read of %s: %v, want the unknown field mossa at byte %d", bad, err, strings.Index(bad, `"mossa"`))
	}
	if !strings.Contains(fmt.Sprint(err), `unknown field "mossa"`) {
		t.Errorf("the error %q does not name the field", err)
	}
	d = doc{}
	if err := Unmarshal([]byte(bad), &d); err != nil || len(d.Moves) != 1 || d.Moves[0].Player != 1 {
		t.Errorf("lenient read of %s: %+v, %v", bad, d, err)
	}
}

// TestOffsetPointsAtTheTrouble: every kind of error carries the byte where
// the reader found it, through wrapping, so a record can name its line.
func TestOffsetPointsAtTheTrouble(t *testing.T) {
	var head struct {
		Format int `json:"format"`
		Game   string
	}
	for _, c := range []struct{ in, at string }{
		{`{"format": "1"}`, `"1"`},
		{`{"format": 1, "game": 2}`, `2}`},
		{`{"format": 1} {}`, `{}`},
		{`{"format": 1, "game" "x"}`, `"x"`},
		{`{"format": tru}`, `tru`},
		{`{"unknown": 1}`, `"unknown"`},
	} {
		err := UnmarshalStrict([]byte(c.in), &head)
		want := strings.LastIndex(c.in, c.at)
		if got := Offset(fmt.Errorf("wrapped: %w", err)); err == nil || got != want {
			t.Errorf("%s: error %v at byte %d, want byte %d", c.in, err, got, want)
		}
	}
	if Offset(errors.New("other")) != -1 || Offset(nil) != -1 {
		t.Error("an error of no position has an offset")
	}
}
