package jsonlite

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Unmarshal reads the JSON data into v, a non-nil pointer, refusing data
// after the value. Fields the data lacks keep v's values; fields v lacks
// are skipped, so that a document of a later version still reads.
func Unmarshal(data []byte, v any) error { return unmarshal(data, v, false) }

// UnmarshalStrict is Unmarshal refusing a key that names no field of its
// struct (*UnknownFieldError), as encoding/json's DisallowUnknownFields
// does: a game record's unknown field is a damaged or misspelt one.
func UnmarshalStrict(data []byte, v any) error { return unmarshal(data, v, true) }

func unmarshal(data []byte, v any, strict bool) error {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return errors.New("jsonlite: Unmarshal needs a pointer")
	}
	d := &decoder{s: data, strict: strict}
	if err := d.value(rv.Elem()); err != nil {
		return err
	}
	if d.space(); d.i < len(d.s) {
		return &SyntaxError{"data after the end", d.i}
	}
	return nil
}

type decoder struct {
	s      []byte
	i      int
	key    int  // where the object key last read starts
	strict bool // refuse keys that name no field
	depth  int  // the lists and objects open at d.i
}

// maxDepth is how deeply lists and objects may nest, as in encoding/json:
// the reader recurses, and a file of a few million '[' would exhaust the
// stack, a crash no recover catches, where it must be a damaged document.
const maxDepth = 10000

// open enters a list or an object, refusing one nested past maxDepth; its
// caller leaves with d.depth--.
func (d *decoder) open() error {
	if d.depth++; d.depth > maxDepth {
		return d.syntax("lists and objects nested too deep")
	}
	d.i++ // [ or {
	return nil
}

func (d *decoder) space() {
	for d.i < len(d.s) && (d.s[d.i] == ' ' || d.s[d.i] == '\t' || d.s[d.i] == '\n' || d.s[d.i] == '\r') {
		d.i++
	}
}

// peek is the next byte after white space, 0 at the end.
func (d *decoder) peek() byte {
	if d.space(); d.i < len(d.s) {
		return d.s[d.i]
	}
	return 0
}

func (d *decoder) syntax(msg string) error { return &SyntaxError{msg, d.i} }

// literal reads the word w (true, false, null).
func (d *decoder) literal(w string) error {
	if !strings.HasPrefix(string(d.s[d.i:min(len(d.s), d.i+len(w))]), w) || len(d.s)-d.i < len(w) {
		return d.syntax("unknown word")
	}
	d.i += len(w)
	return nil
}

// value reads one value into v.
func (d *decoder) value(v reflect.Value) error {
	c := d.peek()
	start := d.i
	if v.Type() == rawType {
		if err := d.skip(); err != nil {
			return err
		}
		v.SetBytes(append([]byte(nil), d.s[start:d.i]...))
		return nil
	}
	if c == 'n' {
		if err := d.literal("null"); err != nil {
			return err
		}
		switch v.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
			v.Set(reflect.Zero(v.Type()))
		}
		return nil
	}
	wrong := func(want string) error {
		if err := d.skip(); err != nil {
			return err
		}
		return &TypeError{want, start}
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		return d.value(v.Elem())
	case reflect.Bool:
		switch c {
		case 't':
			v.SetBool(true)
			return d.literal("true")
		case 'f':
			v.SetBool(false)
			return d.literal("false")
		}
		return wrong("true or false")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		n, err := d.number(c)
		if err != nil {
			return err
		}
		return setNumber(v, n, start)
	case reflect.String:
		if c != '"' {
			return wrong("a string")
		}
		s, err := d.str()
		if err != nil {
			return err
		}
		v.SetString(s)
		return nil
	case reflect.Slice, reflect.Array:
		if c != '[' {
			return wrong("a list")
		}
		return d.list(v)
	case reflect.Map:
		if c != '{' {
			return wrong("an object")
		}
		if v.Type().Key().Kind() != reflect.String {
			return errors.New("jsonlite: a map key must be a string")
		}
		if v.IsNil() {
			v.Set(reflect.MakeMap(v.Type()))
		}
		return d.object(func(key string) error {
			e := reflect.New(v.Type().Elem()).Elem()
			if err := d.value(e); err != nil {
				return err
			}
			k := reflect.New(v.Type().Key()).Elem()
			k.SetString(key)
			v.SetMapIndex(k, e)
			return nil
		})
	case reflect.Struct:
		if c != '{' {
			return wrong("an object")
		}
		fields := fieldsOf(v.Type())
		return d.object(func(key string) error {
			for _, f := range fields {
				if f.name == key {
					return d.value(v.Field(f.index))
				}
			}
			for _, f := range fields {
				if strings.EqualFold(f.name, key) {
					return d.value(v.Field(f.index))
				}
			}
			if d.strict {
				return &UnknownFieldError{key, d.key}
			}
			return d.skip() // a field of another version
		})
	}
	return errors.New("jsonlite: cannot read into a " + v.Type().String())
}

// setNumber sets number v from the JSON number n (read at start).
func setNumber(v reflect.Value, n string, start int) error {
	var err error
	switch v.Kind() {
	case reflect.Float32, reflect.Float64:
		var f float64
		if f, err = strconv.ParseFloat(n, v.Type().Bits()); err == nil {
			v.SetFloat(f)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		var i int64
		if i, err = strconv.ParseInt(n, 10, v.Type().Bits()); err == nil {
			v.SetInt(i)
		}
	default:
		var u uint64
		if u, err = strconv.ParseUint(n, 10, v.Type().Bits()); err == nil {
			v.SetUint(u)
		}
	}
	if err != nil {
		return &TypeError{"a number of another range", start}
	}
	return nil
}

// list reads a JSON list into slice or array v; an array's elements past
// the list's end are zeroed, as encoding/json does.
func (d *decoder) list(v reflect.Value) error {
	if v.Kind() == reflect.Slice {
		v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	}
	n := 0
	if v.Kind() == reflect.Array {
		defer func() {
			for i := n; i < v.Len(); i++ {
				v.Index(i).SetZero()
			}
		}()
	}
	return d.elements(func() error {
		defer func() { n++ }()
		switch {
		case v.Kind() == reflect.Slice:
			e := reflect.New(v.Type().Elem()).Elem()
			if err := d.value(e); err != nil {
				return err
			}
			v.Set(reflect.Append(v, e))
			return nil
		case n < v.Len():
			return d.value(v.Index(n))
		}
		return d.skip()
	})
}

// elements reads a JSON list, calling element for each with the decoder
// at it.
func (d *decoder) elements(element func() error) error {
	defer func() { d.depth-- }()
	if err := d.open(); err != nil {
		return err
	}
	if d.peek() == ']' {
		d.i++
		return nil
	}
	for {
		if err := element(); err != nil {
			return err
		}
		if more, err := d.more(']', "a list"); !more {
			return err
		}
	}
}

// more reads what follows a list's element or an object's member: a comma
// (another follows) or the closing byte.
func (d *decoder) more(closing byte, in string) (bool, error) {
	switch d.peek() {
	case ',':
		d.i++
		return true, nil
	case closing:
		d.i++
		return false, nil
	}
	return false, d.syntax("want , or " + string(closing) + " in " + in)
}

// object reads a JSON object, calling member for each key with the
// decoder at its value.
func (d *decoder) object(member func(key string) error) error {
	defer func() { d.depth-- }()
	if err := d.open(); err != nil {
		return err
	}
	if d.peek() == '}' {
		d.i++
		return nil
	}
	for {
		if d.peek() != '"' {
			return d.syntax("want a key")
		}
		d.key = d.i
		key, err := d.str()
		if err != nil {
			return err
		}
		if d.peek() != ':' {
			return d.syntax("want : after a key")
		}
		d.i++
		if err := member(key); err != nil {
			return err
		}
		if more, err := d.more('}', "an object"); !more {
			return err
		}
	}
}

// skip reads over one value of any kind.
func (d *decoder) skip() error {
	switch c := d.peek(); c {
	case '{':
		return d.object(func(string) error { return d.skip() })
	case '[':
		return d.elements(d.skip)
	case '"':
		_, err := d.str()
		return err
	case 't':
		return d.literal("true")
	case 'f':
		return d.literal("false")
	case 'n':
		return d.literal("null")
	default:
		_, err := d.number(c)
		return err
	}
}

// number reads a JSON number's text.
func (d *decoder) number(c byte) (string, error) {
	start := d.i
	if c == '-' {
		d.i++
	}
	digits := func() int {
		k := 0
		for d.i < len(d.s) && d.s[d.i] >= '0' && d.s[d.i] <= '9' {
			d.i++
			k++
		}
		return k
	}
	whole := d.i
	n := digits()
	if n == 0 {
		if c == '"' || c == '[' || c == '{' || c == 't' || c == 'f' {
			d.i = start
			if err := d.skip(); err != nil {
				return "", err
			}
			return "", &TypeError{"a number", start}
		}
		return "", d.syntax("want a value")
	}
	if n > 1 && d.s[whole] == '0' {
		d.i = whole + 1
		return "", d.syntax("a number with a leading zero")
	}
	if d.i < len(d.s) && d.s[d.i] == '.' {
		d.i++
		if digits() == 0 {
			return "", d.syntax("want digits after the point")
		}
	}
	if d.i < len(d.s) && (d.s[d.i] == 'e' || d.s[d.i] == 'E') {
		d.i++
		if d.i < len(d.s) && (d.s[d.i] == '+' || d.s[d.i] == '-') {
			d.i++
		}
		if digits() == 0 {
			return "", d.syntax("want an exponent")
		}
	}
	return string(d.s[start:d.i]), nil
}

// str reads a JSON string.
func (d *decoder) str() (string, error) {
	d.i++ // "
	var b []byte
	for {
		if d.i >= len(d.s) {
			return "", d.syntax("a string cut short")
		}
		c := d.s[d.i]
		switch {
		case c == '"':
			d.i++
			return string(b), nil
		case c < 0x20:
			return "", d.syntax("a control character in a string")
		case c < utf8.RuneSelf && c != '\\':
			b = append(b, c)
			d.i++
			continue
		case c >= utf8.RuneSelf:
			// invalid UTF-8 reads as U+FFFD, a byte at a time, as in
			// encoding/json
			r, size := utf8.DecodeRune(d.s[d.i:])
			b = utf8.AppendRune(b, r)
			d.i += size
			continue
		}
		d.i++
		if d.i >= len(d.s) {
			return "", d.syntax("a string cut short")
		}
		e := d.s[d.i]
		d.i++
		switch e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := d.hex4()
			if !ok {
				return "", d.syntax("a bad \\u escape")
			}
			if utf16.IsSurrogate(r) {
				r = d.lowSurrogate(r)
			}
			b = utf8.AppendRune(b, r) // a lone surrogate writes U+FFFD
		default:
			return "", d.syntax("a bad escape")
		}
	}
}

// lowSurrogate is the character the surrogate r (just read) makes with a
// \u escape of a low surrogate next, which it reads; any other escape, or
// none, it leaves for the string to go on with, and returns r alone (as
// encoding/json does: "\ud83d\u0041" is U+FFFD then A).
func (d *decoder) lowSurrogate(r rune) rune {
	if d.i+6 > len(d.s) || d.s[d.i] != '\\' || d.s[d.i+1] != 'u' {
		return r
	}
	at := d.i
	d.i += 2
	r2, ok := d.hex4()
	if pair := utf16.DecodeRune(r, r2); ok && pair != utf8.RuneError {
		return pair
	}
	d.i = at
	return r
}

func (d *decoder) hex4() (rune, bool) {
	if d.i+4 > len(d.s) {
		return 0, false
	}
	n, err := strconv.ParseUint(string(d.s[d.i:d.i+4]), 16, 32)
	d.i += 4
	return rune(n), err == nil
}
