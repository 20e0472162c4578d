package wire

import (
	"errors"
	"reflect"
	"strconv"
	"strings"

	"salotto/internal/jsonlite"
)

// A wire struct says its JSON form in its fields' tags: each exported
// field is written under its name with a lower-case first letter
// (DealerGesture: "dealerGesture"), and its tag `wire:"SPEC"` or
// `wire:"SPEC,MAX"` says what its numbers may be:
//
//	`wire:"0..4"`    a whole number from 0 to 4 (for an unsigned field,
//	                 -1 stands for its largest value, a game's NoCard)
//	`wire:"gesture"` a name of the Enum the game's Dict calls gesture
//	`wire:"-"`       not on the wire (the decoder's caller derives it)
//	`wire:",5"`      a field of no numbers (a flag, a struct) in a list
//
// SPEC applies to the numbers inside lists and arrays too, and MAX is the
// longest list (slice) allowed, 80 when not given. Structs nest. Reading is
// strict: every field must be there, not null, of its shape and in its
// range, and a key that names no field is refused; the error names the
// field's path ("hands[1][3]"). An empty list reads as a nil slice.

// Enum names the values a field may hold: Names[i] is written for the
// value Base+i, and More names other values (such as "none" for -1); or,
// for a game whose values already have a text (its cards), Text writes
// a value's and Parse reads it back.
type Enum struct {
	Names []string
	Base  int
	More  []Named
	Text  func(v int) (string, bool)
	Parse func(s string) (int, bool)
}

// Named is one value of an Enum and its name.
type Named struct {
	Name  string
	Value int
}

// name is v's name, or false.
func (e *Enum) name(v int) (string, bool) {
	if e.Text != nil {
		return e.Text(v)
	}
	if i := v - e.Base; i >= 0 && i < len(e.Names) {
		return e.Names[i], true
	}
	for _, m := range e.More {
		if m.Value == v {
			return m.Name, true
		}
	}
	return "", false
}

// value is the value named s, or false.
func (e *Enum) value(s string) (int, bool) {
	if e.Parse != nil {
		return e.Parse(s)
	}
	for i, n := range e.Names {
		if n == s {
			return e.Base + i, true
		}
	}
	for _, m := range e.More {
		if m.Name == s {
			return m.Value, true
		}
	}
	return 0, false
}

// Dict is a game's enums by the word its tags call them.
type Dict []Word

// Word is one entry of a Dict.
type Word struct {
	Word string
	Enum *Enum
}

// spec is a field's tag, read.
type spec struct {
	lo, hi  int
	numbers bool // lo..hi given
	enum    *Enum
	max     int
}

func (d Dict) spec(tag string) (spec, error) {
	sp := spec{max: 80}
	word, max, found := strings.Cut(tag, ",")
	if found {
		n, err := strconv.Atoi(max)
		if err != nil {
			return sp, errors.New("wire: tag " + tag + " names no range and no enum of the game")
		}
		sp.max = n
	}
	if lo, hi, ok := strings.Cut(word, ".."); ok {
		a, errA := strconv.Atoi(lo)
		b, errB := strconv.Atoi(hi)
		sp.lo, sp.hi, sp.numbers = a, b, true
		if errA != nil || errB != nil {
			return sp, errors.New("wire: tag " + tag + " names no range and no enum of the game")
		}
		return sp, nil
	}
	for _, w := range d {
		if w.Word == word {
			sp.enum = w.Enum
		}
	}
	if word != "" && sp.enum == nil {
		return sp, errors.New("wire: tag " + tag + " names no range and no enum of the game")
	}
	return sp, nil
}

// key is a field's name on the wire.
func key(name string) string { return strings.ToLower(name[:1]) + name[1:] }

// Marshal writes v, a wire struct (or a pointer to one).
func Marshal(v any, d Dict) ([]byte, error) { return marshal(v, d, "") }

// MarshalEvent writes e, a wire struct, with its type's name first, as
// "kind".
func MarshalEvent(e any, d Dict) ([]byte, error) {
	return marshal(e, d, reflect.Indirect(reflect.ValueOf(e)).Type().Name())
}

func marshal(v any, d Dict, kind string) ([]byte, error) {
	var w Writer
	rv := reflect.Indirect(reflect.ValueOf(v))
	if rv.Kind() != reflect.Struct {
		return nil, errors.New("wire: Marshal of a " + rv.Type().String())
	}
	if err := d.writeStruct(&w, rv, kind); err != nil {
		return nil, err
	}
	return w.Bytes(), nil
}

func (d Dict) writeStruct(w *Writer, v reflect.Value, kind string) error {
	w.Open()
	if kind != "" {
		w.Key("kind").Str(kind)
	}
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("wire")
		if !f.IsExported() || tag == "-" {
			continue
		}
		sp, err := d.spec(tag)
		if err != nil {
			return err
		}
		w.Key(key(f.Name))
		if err := d.write(w, v.Field(i), sp); err != nil {
			return errors.New(key(f.Name) + ": " + err.Error())
		}
	}
	w.Close()
	return nil
}

func (d Dict) write(w *Writer, v reflect.Value, sp spec) error {
	switch v.Kind() {
	case reflect.Struct:
		return d.writeStruct(w, v, "")
	case reflect.Slice, reflect.Array:
		w.List()
		for i := 0; i < v.Len(); i++ {
			if err := d.write(w, v.Index(i), sp); err != nil {
				return err
			}
		}
		w.EndList()
	case reflect.Bool:
		w.Bool(v.Bool())
	case reflect.String:
		w.Str(v.String())
	default:
		n, ok := number(v, sp)
		switch {
		case !ok:
			return errors.New("wire: a field of no numbers")
		case sp.enum != nil:
			name, ok := sp.enum.name(n)
			if !ok {
				return errors.New(strconv.Itoa(n) + " has no name")
			}
			w.Str(name)
			return nil
		case n < sp.lo || n > sp.hi:
			return errors.New(strconv.Itoa(n) + " is out of its range")
		}
		w.Int(n)
	}
	return nil
}

// number is v's value as written: an unsigned field's largest value is -1
// when its range allows it.
func number(v reflect.Value, sp spec) (int, bool) {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return int(v.Int()), true
	case reflect.Uint8, reflect.Uint16, reflect.Uint32:
		u := v.Uint()
		if sp.numbers && sp.lo < 0 && u == 1<<v.Type().Bits()-1 {
			return -1, true
		}
		return int(u), true
	}
	return 0, false
}

// Unmarshal reads data, one JSON object, into the wire struct v points to.
func Unmarshal(data []byte, v any, d Dict) error {
	return d.read(data, reflect.ValueOf(v).Elem(), spec{})
}

// UnmarshalEvent reads data, an event, into a new value of the type in
// kinds (one value of each) whose name its "kind" gives.
func UnmarshalEvent(data []byte, kinds []any, d Dict) (any, error) {
	var fields map[string]jsonlite.Raw
	var kind string
	if jsonlite.Unmarshal(data, &fields) != nil || jsonlite.Unmarshal(fields["kind"], &kind) != nil {
		return nil, &Error{"kind", "not an object with a kind"}
	}
	delete(fields, "kind")
	for _, k := range kinds {
		if t := reflect.TypeOf(k); t.Name() == kind {
			v := reflect.New(t).Elem()
			if err := d.readFields(fields, v); err != nil {
				return nil, err
			}
			return v.Interface(), nil
		}
	}
	return nil, &Error{"kind", "no event of this game"}
}

// in puts err, read inside name (a field, or "[3]" of a list), at its
// path.
func in(err error, name string) error {
	e := err.(*Error)
	switch {
	case e.Path == "":
		e.Path = name
	case e.Path[0] == '[':
		e.Path = name + e.Path
	default:
		e.Path = name + "." + e.Path
	}
	return e
}

// readFields reads an object's fields into struct v: each of its wire
// fields, and nothing else.
func (d Dict) readFields(fields map[string]jsonlite.Raw, v reflect.Value) error {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("wire")
		if !f.IsExported() || tag == "-" {
			continue
		}
		name := key(f.Name)
		raw, ok := fields[name]
		delete(fields, name)
		sp, err := d.spec(tag)
		switch {
		case err != nil:
			return err
		case !ok:
			return &Error{name, "missing"}
		}
		if err := d.read(raw, v.Field(i), sp); err != nil {
			return in(err, name)
		}
	}
	first := ""
	for k := range fields {
		if first == "" || k < first {
			first = k
		}
	}
	if first != "" {
		return &Error{first, "unknown field"}
	}
	return nil
}

// read reads raw into v, as sp says.
func (d Dict) read(raw jsonlite.Raw, v reflect.Value, sp spec) error {
	if string(raw) == "null" {
		return &Error{"", "null"}
	}
	switch v.Kind() {
	case reflect.Struct:
		var fields map[string]jsonlite.Raw
		if jsonlite.Unmarshal(raw, &fields) != nil || fields == nil {
			return &Error{"", "want an object"}
		}
		return d.readFields(fields, v)
	case reflect.Slice, reflect.Array:
		var items []jsonlite.Raw
		slice := v.Kind() == reflect.Slice
		n := -1
		if jsonlite.Unmarshal(raw, &items) == nil {
			n = len(items)
		}
		switch {
		case n < 0 || !slice && n != v.Len() || slice && n > sp.max:
			return &Error{"", "not a list of as many entries as it takes"}
		case slice && n == 0:
			v.SetZero()
			return nil
		case slice:
			v.Set(reflect.MakeSlice(v.Type(), n, n))
		}
		for i, item := range items {
			if err := d.read(item, v.Index(i), sp); err != nil {
				return in(err, "["+strconv.Itoa(i)+"]")
			}
		}
		return nil
	case reflect.Bool, reflect.String:
		if jsonlite.Unmarshal(raw, v.Addr().Interface()) != nil {
			return &Error{"", "want " + v.Kind().String()}
		}
		return nil
	}
	n := 0
	ok := false
	if sp.enum != nil {
		var s string
		if jsonlite.Unmarshal(raw, &s) == nil {
			n, ok = sp.enum.value(s)
		}
	} else {
		ok = sp.numbers && jsonlite.Unmarshal(raw, &n) == nil && n >= sp.lo && n <= sp.hi
	}
	switch {
	case !ok:
		return &Error{"", "not a number in its range, or a name it takes"}
	case v.CanInt() && !v.OverflowInt(int64(n)):
		v.SetInt(int64(n))
	case v.CanUint() && n == -1 && sp.numbers:
		v.SetUint(1<<v.Type().Bits() - 1)
	case v.CanUint() && n >= 0 && !v.OverflowUint(uint64(n)):
		v.SetUint(uint64(n))
	default:
		return &Error{"", "out of the field's range"}
	}
	return nil
}
