package wire_test

import (
	"encoding/json"
	"errors"
	"testing"

	"salotto/rules/wire"
)

// TestWriterWritesFieldsInOrder: the fields come out as written, as JSON
// any reader takes, strings escaped.
func TestWriterWritesFieldsInOrder(t *testing.T) {
	var w wire.Writer
	w.Open().Key("kind").Str("Drew").Key("seat").Int(-1).Key("on").Bool(true)
	w.Key("odd").Str("a\"b<\n>é")
	w.Key("cards").Strs([]string{"B01", "??"}).Key("none").Ints(nil)
	w.Key("deep").List().Open().Key("n").Int(2).Close().Open().Close().EndList()
	w.Close()
	want := `{"kind":"Drew","seat":-1,"on":true,"odd":"a\"b\u003c\n\u003eé","cards":["B01","??"],"none":[],"deep":[{"n":2},{}]}`
	if got := string(w.Bytes()); got != want {
		t.Errorf("wrote %s\n want %s", got, want)
	}
	var any map[string]any
	if err := json.Unmarshal(w.Bytes(), &any); err != nil || any["odd"] != "a\"b<\n>é" {
		t.Errorf("encoding/json reads %v (%v)", any, err)
	}
}

// TestReaderIsStrict: each field must be there, not null, of its shape and
// range; a field nobody reads is refused; errors name the field's path.
func TestReaderIsStrict(t *testing.T) {
	read := func(r *wire.Reader) {
		r.Int("n", 0, 9)
		r.Bool("b")
		r.OneOf("k", []string{"x", "y"})
		for _, o := range r.Objects("list", 2) {
			o.Str("s")
		}
		r.Object("sub").Int("m", -1, 1)
	}
	good := `{"n":3,"b":false,"k":"y","list":[{"s":""},{"s":"t"}],"sub":{"m":-1}}`
	r := wire.Read([]byte(good))
	read(r)
	if err := r.Err(); err != nil {
		t.Fatalf("%s: %v", good, err)
	}
	for _, c := range []struct{ in, path string }{
		{`{"b":false,"k":"y","list":[],"sub":{"m":0}}`, "n"},
		{`{"n":null,"b":false,"k":"y","list":[],"sub":{"m":0}}`, "n"},
		{`{"n":10,"b":false,"k":"y","list":[],"sub":{"m":0}}`, "n"},
		{`{"n":1.5,"b":false,"k":"y","list":[],"sub":{"m":0}}`, "n"},
		{`{"n":"1","b":false,"k":"y","list":[],"sub":{"m":0}}`, "n"},
		{`{"n":1,"b":0,"k":"y","list":[],"sub":{"m":0}}`, "b"},
		{`{"n":1,"b":false,"k":"z","list":[],"sub":{"m":0}}`, "k"},
		{`{"n":1,"b":false,"k":"y","list":[{},{},{}],"sub":{"m":0}}`, "list"},
		{`{"n":1,"b":false,"k":"y","list":[{"s":1}],"sub":{"m":0}}`, "list[0].s"},
		{`{"n":1,"b":false,"k":"y","list":[null],"sub":{"m":0}}`, "list[0]"},
		{`{"n":1,"b":false,"k":"y","list":[],"sub":{"m":2}}`, "sub.m"},
		{`{"n":1,"b":false,"k":"y","list":[],"sub":[]}`, "sub"},
		{`{"n":1,"b":false,"k":"y","list":[],"sub":{"m":0,"x":1}}`, "sub.x"},
		{`{"n":1,"b":false,"k":"y","list":[{"s":"","t":2}],"sub":{"m":0}}`, "list[0].t"},
		{`{"n":1,"b":false,"k":"y","list":[],"sub":{"m":0},"extra":1}`, "extra"},
		{`[1]`, ""},
		{`{"n":1`, ""},
		{`null`, ""},
	} {
		r := wire.Read([]byte(c.in))
		read(r)
		var we *wire.Error
		if err := r.Err(); !errors.As(err, &we) || we.Path != c.path {
			t.Errorf("%s: %v, want an error at %q", c.in, err, c.path)
		}
	}
}
