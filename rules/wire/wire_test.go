package wire_test

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"

	"salotto/rules/wire"
)

type card uint8

type seat struct {
	Said  uint8    `wire:"0..2"`
	Word  int8     `wire:"phrase"`
	Shown [3]uint8 `wire:"0..9"`
}

type view struct {
	Viewer  int `wire:"-1..3"`
	Solo    bool
	Hand    []card  `wire:"-1..79,5"`
	Share   [2]card `wire:"-1..79"`
	Seats   []seat  `wire:",4"`
	Derived int     `wire:"-"`
	hidden  int
}

type Drew struct {
	Player int  `wire:"0..1"`
	Card   card `wire:"-1..79"`
}

type Passed struct {
	Player int `wire:"0..1"`
}

var dict = wire.Dict{{Word: "phrase", Enum: &wire.Enum{Names: []string{"share"}, More: []wire.Named{{Name: "none", Value: -1}, {Name: "dare", Value: 4}}}}}

// TestWritesFieldsInOrder: the fields come out in the struct's order, as
// JSON any reader takes, an unsigned -1 standing for its largest value,
// enums by name.
func TestWritesFieldsInOrder(t *testing.T) {
	v := view{Viewer: -1, Solo: true, Hand: []card{3, 255}, Share: [2]card{255, 79},
		Seats: []seat{{Said: 2, Word: 4, Shown: [3]uint8{1, 2, 3}}, {Word: -1}}, Derived: 7, hidden: 8}
	data, err := wire.Marshal(v, dict)
	want := `{"viewer":-1,"solo":true,"hand":[3,-1],"share":[-1,79],"seats":[{"said":2,"word":"dare","shown":[1,2,3]},{"said":0,"word":"none","shown":[0,0,0]}]}`
	if err != nil || string(data) != want {
		t.Fatalf("wrote %s (%v)\n want %s", data, err, want)
	}
	var any map[string]any
	if err := json.Unmarshal(data, &any); err != nil {
		t.Errorf("encoding/json cannot read it: %v", err)
	}
	var back view
	if err := wire.Unmarshal(data, &back, dict); err != nil {
		t.Fatal(err)
	}
	v.Derived, v.hidden = 0, 0
	if !reflect.DeepEqual(back, v) {
		t.Errorf("read back %+v, want %+v", back, v)
	}
	if _, err := wire.Marshal(view{Viewer: 4}, dict); err == nil {
		t.Error("a value out of its range was written")
	}
	if _, err := wire.Marshal(view{Seats: []seat{{Word: 3}}}, dict); err == nil {
		t.Error("a value of no name was written")
	}
	if data, _ := wire.Marshal(view{}, dict); !strings.Contains(string(data), `"hand":[]`) {
		t.Errorf("a nil list is written %s", data)
	}
}

// TestReadIsStrict: each field must be there, not null, of its shape and
// range; a field nobody reads is refused; errors name the field's path.
func TestReadIsStrict(t *testing.T) {
	good := `{"viewer":0,"solo":false,"hand":[],"share":[1,2],"seats":[{"said":0,"word":"share","shown":[0,0,9]}]}`
	var v view
	if err := wire.Unmarshal([]byte(good), &v, dict); err != nil || v.Hand != nil || v.Seats[0].Word != 0 {
		t.Fatalf("%s: %+v, %v (an empty list reads as nil)", good, v, err)
	}
	for _, c := range []struct{ old, new, path string }{
		{`"viewer":0,`, ``, "viewer"},
		{`"viewer":0`, `"viewer":null`, "viewer"},
		{`"viewer":0`, `"viewer":4`, "viewer"},
		{`"viewer":0`, `"viewer":0.5`, "viewer"},
		{`"viewer":0`, `"viewer":"0"`, "viewer"},
		{`"solo":false`, `"solo":0`, "solo"},
		{`"hand":[]`, `"hand":[1,2,3,4,5,6]`, "hand"},
		{`"hand":[]`, `"hand":[-2]`, "hand[0]"},
		{`"hand":[]`, `"hand":{}`, "hand"},
		{`"share":[1,2]`, `"share":[1]`, "share"},
		{`"share":[1,2]`, `"share":[1,80]`, "share[1]"},
		{`"word":"share"`, `"word":"fight"`, "seats[0].word"},
		{`"word":"share"`, `"word":0`, "seats[0].word"},
		{`"shown":[0,0,9]`, `"shown":[0,0,10]`, "seats[0].shown[2]"},
		{`"said":0,`, `"said":0,"extra":1,`, "seats[0].extra"},
		{`"viewer":0`, `"viewer":0,"derived":1`, "derived"},
		{`"viewer":0`, `"viewer":0,"Viewer":1`, "Viewer"},
		{`{"said"`, `null,{"said"`, "seats[0]"},
		{`"solo":false`, `"solo":null`, "solo"},
		{`"shown":[0,0,9]`, `"shown":[0,null,9]`, "seats[0].shown[1]"},
	} {
		bad := strings.Replace(good, c.old, c.new, 1)
		var v view
		var we *wire.Error
		if err := wire.Unmarshal([]byte(bad), &v, dict); !errors.As(err, &we) || we.Path != c.path {
			t.Errorf("%s: %v, want an error at %q", bad, err, c.path)
		}
	}
	for _, bad := range []string{``, `null`, `[]`, `{"viewer":0`, `{} {}`} {
		if err := wire.Unmarshal([]byte(bad), &v, dict); err == nil {
			t.Errorf("%q read", bad)
		}
	}
}

// TestEventsByKind: an event is written with its type's name first, and
// read back as a value of that type.
func TestEventsByKind(t *testing.T) {
	kinds := []any{Drew{}, Passed{}}
	data, err := wire.MarshalEvent(Drew{Player: 1, Card: 255}, dict)
	if err != nil || string(data) != `{"kind":"Drew","player":1,"card":-1}` {
		t.Fatalf("wrote %s (%v)", data, err)
	}
	if e, err := wire.UnmarshalEvent(data, kinds, dict); err != nil || e != (Drew{Player: 1, Card: 255}) {
		t.Errorf("read %#v (%v)", e, err)
	}
	for _, bad := range []string{`{"player":1}`, `{"kind":"Shuffled"}`, `{"kind":3}`, `{"kind":"Passed","player":1,"card":2}`, `{"kind":"Passed"}`} {
		if e, err := wire.UnmarshalEvent([]byte(bad), kinds, dict); err == nil {
			t.Errorf("%s read as %#v", bad, e)
		}
	}
}
