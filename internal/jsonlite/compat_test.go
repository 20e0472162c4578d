package jsonlite

import (
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"reflect"
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

// TestUnmarshalReadsWhatEncodingJSONReads: Unmarshal refuses what
// encoding/json refuses, with a syntax error where it gives one, and reads
// the rest into the same values, starting from the same destination.
func TestUnmarshalReadsWhatEncodingJSONReads(t *testing.T) {
	type pair struct {
		A int    `json:"a"`
		B string `json:"b"`
	}
	str := func() any { return new(string) }
	num := func() any { return new(int) }
	flt := func() any { return new(float64) }
	// a deep value, skipped as an unknown field: an object holding lists,
	// depth in all
	skipping := func() any { return new(struct{}) }
	nested := func(depth int) string {
		return `{"x":` + strings.Repeat("[", depth-1) + strings.Repeat("]", depth-1) + "}"
	}
	for _, c := range []struct {
		name, in string
		dst      func() any
	}{
		{"a surrogate pair", `"\ud83d\ude00"`, str},
		{"a high surrogate before another escape", `"\ud83d\u0041"`, str},
		{"a high surrogate before a high and a low", `"\ud83d\ud83d\ude00"`, str},
		{"a low surrogate before a high", `"\ude00\ud83d"`, str},
		{"a lone high surrogate", `"\ud83dx"`, str},
		{"a high surrogate before a bad escape", `"\ud83d\u00zz"`, str},
		{"a high surrogate before a short escape", `"\ud83d\u00"`, str},
		{"zero", `0`, num},
		{"minus zero", `-0`, flt},
		{"a leading zero", `01`, num},
		{"leading zeros after a minus", `-007`, num},
		{"zero zero", `00`, num},
		{"a leading zero before a point", `00.5`, flt},
		{"a zero before a point", `0.05`, flt},
		{"zeros in the exponent", `1e007`, flt},
		{"a leading zero in a list", `[1,02]`, func() any { return new([]int) }},
		{"invalid UTF-8", "\"a\xffb\xe2\x82c\"", str},
		{"an encoded surrogate", "\"\xed\xa0\x80\"", str},
		{"valid UTF-8 and U+FFFD", "\"é😀\ufffd\"", str},
		{"invalid UTF-8 in a key", "{\"k\xfe\":1}", func() any { return &map[string]int{} }},
		{"a short list into an array", `[1]`, func() any { return &[3]int{7, 8, 9} }},
		{"an empty list into an array", `[]`, func() any { return &[2]string{"x", "y"} }},
		{"a long list into an array", `[1,2,3]`, func() any { return &[2]int{7, 8} }},
		{"a short list into an array of structs", `[{"a":1}]`, func() any { return &[2]pair{{A: 5, B: "kept"}, {A: 6, B: "zeroed"}} }},
		{"nested as deep as allowed", nested(10000), skipping},
		{"nested one too deep", nested(10001), skipping},
		{"a million unclosed", strings.Repeat("[", 1<<20), skipping},
	} {
		want, got := c.dst(), c.dst()
		stdErr := json.Unmarshal([]byte(c.in), want)
		err := Unmarshal([]byte(c.in), got)
		var stdSyntax *json.SyntaxError
		var syntax *SyntaxError
		switch {
		case (stdErr == nil) != (err == nil):
			t.Errorf("%s: Unmarshal(%.40q) gave %v, encoding/json %v", c.name, c.in, err, stdErr)
		case errors.As(stdErr, &stdSyntax) && !errors.As(err, &syntax):
			t.Errorf("%s: Unmarshal(%.40q) gave %v, want a syntax error as encoding/json's %v", c.name, c.in, err, stdErr)
		case err == nil && !reflect.DeepEqual(got, want):
			t.Errorf("%s: Unmarshal(%.40q) read %#v, encoding/json %#v", c.name, c.in,
				reflect.ValueOf(got).Elem().Interface(), reflect.ValueOf(want).Elem().Interface())
		}
	}
}
