package wire

import (
	"errors"
	"reflect"
	"slices"
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
//	`wire:"gesture"` one of the names of the Enum the Dict calls gesture
//	`wire:"-"`       not on the wire (the decoder's caller derives it)
//	`wire:",5"`      a field of no numbers (a flag, a struct) in a list
//
// SPEC applies to the numbers inside lists and arrays too, and MAX is the
// longest list (slice) allowed, 80 when not given. Structs nest. Reading is
// strict: every field must be there, not null, of its shape and in its
// range, and a key that names no field is refused; the error names the
// field's path ("hands[1][3]"). An empty list reads as a nil slice.

// Enum names the values a field may hold: Names[i] is written for
// Values[i] (for Values nil, for i).
type Enum struct {
	Names  []string
	Values []int
}

// value is the number written as Names[i].
func (e *Enum) value(i int) int {
	if e.Values == nil {
		return i
	}
	return e.Values[i]
}

// Dict holds a game's enums by the word its tags call them.
type Dict map[string]*Enum

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
			return sp, errors.New("wire: bad list length in tag " + tag)
		}
		sp.max = n
	}
	if lo, hi, ok := strings.Cut(word, ".."); ok {
		a, errA := strconv.Atoi(lo)
		b, errB := strconv.Atoi(hi)
		if errA != nil || errB != nil {
			return sp, errors.New("wire: bad range in tag " + tag)
		}
		sp.lo, sp.hi, sp.numbers = a, b, true
	} else if word != "" {
		if sp.enum = d[word]; sp.enum == nil {
			return sp, errors.New("wire: no enum " + word)
		}
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
			for i := range sp.enum.Names {
				if sp.enum.value(i) == n {
					w.Str(sp.enum.Names[i])
					return nil
				}
			}
			return errors.New(strconv.Itoa(n) + " has no name")
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
	fields, err := object(data, "")
	if err != nil {
		return err
	}
	return d.readStruct(fields, reflect.ValueOf(v).Elem(), "")
}

// UnmarshalEvent reads data, an event, into a new value of the type in
// kinds (one value of each) whose name its "kind" gives.
func UnmarshalEvent(data []byte, kinds []any, d Dict) (any, error) {
	fields, err := object(data, "")
	if err != nil {
		return nil, err
	}
	var kind string
	if jsonlite.Unmarshal(fields["kind"], &kind) != nil {
		return nil, &Error{"kind", "missing, or not a string"}
	}
	delete(fields, "kind")
	for _, k := range kinds {
		if t := reflect.TypeOf(k); t.Name() == kind {
			p := reflect.New(t).Elem()
			if err := d.readStruct(fields, p, ""); err != nil {
				return nil, err
			}
			return p.Interface(), nil
		}
	}
	return nil, &Error{"kind", strconv.Quote(kind) + " is no event of this game"}
}

// object reads raw as a JSON object's fields.
func object(raw []byte, path string) (map[string]jsonlite.Raw, error) {
	var fields map[string]jsonlite.Raw
	if err := jsonlite.Unmarshal(raw, &fields); err != nil || fields == nil {
		return nil, &Error{path, "want an object"}
	}
	return fields, nil
}

func at(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func (d Dict) readStruct(fields map[string]jsonlite.Raw, v reflect.Value, path string) error {
	t := v.Type()
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("wire")
		if !f.IsExported() || tag == "-" {
			continue
		}
		name := key(f.Name)
		raw, ok := fields[name]
		if !ok || string(raw) == "null" {
			return &Error{at(path, name), "missing"}
		}
		delete(fields, name)
		sp, err := d.spec(tag)
		if err != nil {
			return err
		}
		if err := d.read(raw, v.Field(i), sp, at(path, name)); err != nil {
			return err
		}
	}
	if len(fields) > 0 {
		names := make([]string, 0, len(fields))
		for k := range fields {
			names = append(names, k)
		}
		return &Error{at(path, slices.Min(names)), "unknown field"}
	}
	return nil
}

func (d Dict) read(raw jsonlite.Raw, v reflect.Value, sp spec, path string) error {
	switch v.Kind() {
	case reflect.Struct:
		fields, err := object(raw, path)
		if err != nil {
			return err
		}
		return d.readStruct(fields, v, path)
	case reflect.Slice, reflect.Array:
		var items []jsonlite.Raw
		if jsonlite.Unmarshal(raw, &items) != nil {
			return &Error{path, "want a list"}
		}
		n := len(items)
		switch {
		case v.Kind() == reflect.Array && n != v.Len():
			return &Error{path, "want " + strconv.Itoa(v.Len()) + " entries"}
		case n > sp.max && v.Kind() == reflect.Slice:
			return &Error{path, "more than " + strconv.Itoa(sp.max) + " entries"}
		case v.Kind() == reflect.Slice && n == 0:
			v.SetZero()
			return nil
		case v.Kind() == reflect.Slice:
			v.Set(reflect.MakeSlice(v.Type(), n, n))
		}
		for i, item := range items {
			if err := d.read(item, v.Index(i), sp, path+"["+strconv.Itoa(i)+"]"); err != nil {
				return err
			}
		}
		return nil
	case reflect.Bool:
		var b bool
		if jsonlite.Unmarshal(raw, &b) != nil {
			return &Error{path, "want true or false"}
		}
		v.SetBool(b)
		return nil
	case reflect.String:
		var s string
		if jsonlite.Unmarshal(raw, &s) != nil {
			return &Error{path, "want a string"}
		}
		v.SetString(s)
		return nil
	}
	n, err := readNumber(raw, sp, path)
	if err != nil {
		return err
	}
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if v.OverflowInt(int64(n)) {
			return &Error{path, "out of range"}
		}
		v.SetInt(int64(n))
	case reflect.Uint8, reflect.Uint16, reflect.Uint32:
		u := uint64(n)
		if n == -1 && sp.numbers {
			u = 1<<v.Type().Bits() - 1
		}
		if n < -1 || v.OverflowUint(u) {
			return &Error{path, "out of range"}
		}
		v.SetUint(u)
	default:
		return &Error{path, "a field the wire cannot hold"}
	}
	return nil
}

// readNumber reads raw as a number in sp's range, or a name of its enum.
func readNumber(raw jsonlite.Raw, sp spec, path string) (int, error) {
	if sp.enum != nil {
		var s string
		if jsonlite.Unmarshal(raw, &s) == nil {
			if i := slices.Index(sp.enum.Names, s); i >= 0 {
				return sp.enum.value(i), nil
			}
		}
		if len(sp.enum.Names) > 8 {
			return 0, &Error{path, "not a name this field takes"}
		}
		return 0, &Error{path, "want one of " + strings.Join(sp.enum.Names, ", ")}
	}
	var n int
	if !sp.numbers {
		return 0, &Error{path, "a field of no numbers"}
	}
	if jsonlite.Unmarshal(raw, &n) != nil || n < sp.lo || n > sp.hi {
		return 0, &Error{path, "want a number from " + strconv.Itoa(sp.lo) + " to " + strconv.Itoa(sp.hi)}
	}
	return n, nil
}
