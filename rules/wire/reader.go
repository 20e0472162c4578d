package wire

import (
	"slices"
	"strconv"

	"salotto/internal/jsonlite"
)

// Error is what a Reader refuses: the field at Path (such as
// "seats[2].kept"; empty for the value as a whole) and why.
type Error struct {
	Path, Msg string
}

func (e *Error) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}

// Reader reads the fields of one JSON object. Each field is read once, by
// name; what was never read is an unknown field, reported by Err.
type Reader struct {
	path   string
	fields map[string]jsonlite.Raw // the fields not read yet
	all    *readAll
}

// readAll is what the readers of one value share: the first error, and
// every object read, for the unknown fields.
type readAll struct {
	err     *Error
	objects []*Reader
}

// Read starts reading data, which must be one JSON object.
func Read(data []byte) *Reader {
	r := &Reader{all: &readAll{}}
	r.all.objects = append(r.all.objects, r)
	if err := jsonlite.Unmarshal(data, &r.fields); err != nil {
		r.all.err = &Error{Msg: "not a JSON object: " + err.Error()}
	} else if r.fields == nil {
		r.all.err = &Error{Msg: "not a JSON object: null"}
	}
	return r
}

// Ok reports whether nothing was refused so far (unknown fields are
// counted only by Err, once every field has been read).
func (r *Reader) Ok() bool { return r.all.err == nil }

// Fail refuses field name (empty: the object itself) for why, unless
// something was refused already: the first error is the one reported.
func (r *Reader) Fail(name, why string) {
	if r.all.err == nil {
		r.all.err = &Error{Path: r.at(name), Msg: why}
	}
}

func (r *Reader) at(name string) string {
	switch {
	case name == "":
		return r.path
	case r.path == "":
		return name
	case name[0] == '[':
		return r.path + name
	}
	return r.path + "." + name
}

// Err is the first field refused, or else the first field (by name) that
// nobody read, or nil.
func (r *Reader) Err() error {
	if r.all.err == nil {
		for _, o := range r.all.objects {
			if len(o.fields) > 0 {
				names := make([]string, 0, len(o.fields))
				for k := range o.fields {
					names = append(names, k)
				}
				o.Fail(slices.Min(names), "unknown field")
				break
			}
		}
	}
	if r.all.err == nil {
		return nil
	}
	return r.all.err
}

// raw takes field name out of the object; a missing or null field is
// refused.
func (r *Reader) raw(name string) (jsonlite.Raw, bool) {
	v, ok := r.fields[name]
	delete(r.fields, name)
	switch {
	case !ok:
		r.Fail(name, "missing")
	case string(v) == "null":
		r.Fail(name, "null")
	default:
		return v, true
	}
	return nil, false
}

// Has reports whether the object holds field name: a field the encoder
// writes only when it has something to say.
func (r *Reader) Has(name string) bool {
	_, ok := r.fields[name]
	return ok
}

// Get reads field name into v, a pointer to a value jsonlite reads
// ([]string, [][]int...); it reports whether it could.
func (r *Reader) Get(name string, v any) bool {
	raw, ok := r.raw(name)
	if !ok {
		return false
	}
	if err := jsonlite.Unmarshal(raw, v); err != nil {
		r.Fail(name, err.Error())
		return false
	}
	return true
}

// Int reads field name, a whole number from lo to hi.
func (r *Reader) Int(name string, lo, hi int) int {
	var v int
	if r.Get(name, &v) && (v < lo || v > hi) {
		r.Fail(name, "want a number from "+strconv.Itoa(lo)+" to "+strconv.Itoa(hi)+", not "+strconv.Itoa(v))
		return lo
	}
	return v
}

// Bool reads field name, true or false.
func (r *Reader) Bool(name string) bool {
	var v bool
	r.Get(name, &v)
	return v
}

// Str reads field name, a string.
func (r *Reader) Str(name string) string {
	var v string
	r.Get(name, &v)
	return v
}

// OneOf reads field name, one of names, and returns its index (0 when
// refused).
func (r *Reader) OneOf(name string, names []string) int {
	s := r.Str(name)
	if i := slices.Index(names, s); i >= 0 {
		return i
	}
	if r.Ok() {
		r.Fail(name, strconv.Quote(s)+" is none of "+quoteAll(names))
	}
	return 0
}

func quoteAll(names []string) string {
	var b []byte
	for i, n := range names {
		if i > 0 {
			b = append(b, ", "...)
		}
		b = strconv.AppendQuote(b, n)
	}
	return string(b)
}

// Object reads field name, an object, for its own fields.
func (r *Reader) Object(name string) *Reader {
	o := &Reader{path: r.at(name), all: r.all}
	if raw, ok := r.raw(name); ok {
		o.parse(raw, name, r)
	}
	return o
}

// Objects reads field name, a list of at most max objects.
func (r *Reader) Objects(name string, max int) []*Reader {
	var raws []jsonlite.Raw
	if !r.Get(name, &raws) {
		return nil
	}
	if len(raws) > max {
		r.Fail(name, "more than "+strconv.Itoa(max)+" entries")
		return nil
	}
	out := make([]*Reader, len(raws))
	for i, raw := range raws {
		at := name + "[" + strconv.Itoa(i) + "]"
		out[i] = &Reader{path: r.at(at), all: r.all}
		out[i].parse(raw, at, r)
	}
	return out
}

// parse reads raw, field name of parent, as o's object.
func (o *Reader) parse(raw jsonlite.Raw, name string, parent *Reader) {
	if err := jsonlite.Unmarshal(raw, &o.fields); err != nil || o.fields == nil {
		parent.Fail(name, "want an object")
		o.fields = nil
		return
	}
	o.all.objects = append(o.all.objects, o)
}
