package jsonlite

import (
	"errors"
	"math"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Raw is a JSON value kept as its text: written verbatim, read without
// decoding (the autosave's table configuration, which the kit decodes).
type Raw []byte

var rawType = reflect.TypeFor[Raw]()

// Marshal is v as compact JSON, as encoding/json's Marshal writes it.
func Marshal(v any) ([]byte, error) {
	return appendValue(nil, reflect.ValueOf(v))
}

func appendValue(b []byte, v reflect.Value) ([]byte, error) {
	if !v.IsValid() {
		return append(b, "null"...), nil
	}
	if v.Type() == rawType {
		if v.Len() == 0 {
			return append(b, "null"...), nil
		}
		return append(b, v.Bytes()...), nil
	}
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		return appendValue(b, v.Elem())
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case reflect.Float32, reflect.Float64:
		return appendFloat(b, v.Float(), v.Type().Bits())
	case reflect.String:
		return appendString(b, v.String()), nil
	case reflect.Slice:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		fallthrough
	case reflect.Array:
		b = append(b, '[')
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendValue(b, v.Index(i)); err != nil {
				return b, err
			}
		}
		return append(b, ']'), nil
	case reflect.Map:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		if v.Type().Key().Kind() != reflect.String {
			return b, errors.New("jsonlite: a map key must be a string")
		}
		// sorted keys: the same document is the same bytes
		var entries mapEntries
		for it := v.MapRange(); it.Next(); {
			entries = append(entries, mapEntry{it.Key().String(), it.Value()})
		}
		sort.Sort(entries)
		b = append(b, '{')
		for i, e := range entries {
			if i > 0 {
				b = append(b, ',')
			}
			b = append(appendString(b, e.key), ':')
			var err error
			if b, err = appendValue(b, e.value); err != nil {
				return b, err
			}
		}
		return append(b, '}'), nil
	case reflect.Struct:
		b = append(b, '{')
		first := true
		for _, f := range fieldsOf(v.Type()) {
			fv := v.Field(f.index)
			if f.omitEmpty && empty(fv) {
				continue
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			b = append(appendString(b, f.name), ':')
			var err error
			if b, err = appendValue(b, fv); err != nil {
				return b, err
			}
		}
		return append(b, '}'), nil
	}
	return b, errors.New("jsonlite: cannot write a " + v.Type().String())
}

// appendFloat writes f as encoding/json does (ECMAScript's number to
// string): plain decimals from 1e-6 up to 1e21, an exponent without
// padding beyond.
func appendFloat(b []byte, f float64, bits int) ([]byte, error) {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return b, errors.New("jsonlite: a number JSON cannot hold")
	}
	format := byte('f')
	if abs := math.Abs(f); abs != 0 {
		if bits == 64 && (abs < 1e-6 || abs >= 1e21) || bits == 32 && (float32(abs) < 1e-6 || float32(abs) >= 1e21) {
			format = 'e'
		}
	}
	b = strconv.AppendFloat(b, f, format, -1, bits)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-07 is written e-7
		b = b[:n-1]
	}
	return b, nil
}

// empty is omitempty's test: false, 0, "", and nothing in a slice or map
// (a struct is never empty).
func empty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Slice, reflect.Map, reflect.String, reflect.Array:
		return v.Len() == 0
	case reflect.Pointer, reflect.Interface:
		return v.IsNil()
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return v.Uint() == 0
	case reflect.Float32, reflect.Float64:
		return v.Float() == 0
	}
	return false
}

// mapEntry is a map's key and value, sorted by key for writing.
type mapEntry struct {
	key   string
	value reflect.Value
}

type mapEntries []mapEntry

func (m mapEntries) Len() int           { return len(m) }
func (m mapEntries) Less(i, j int) bool { return m[i].key < m[j].key }
func (m mapEntries) Swap(i, j int)      { m[i], m[j] = m[j], m[i] }

// appendString writes s as a JSON string, escaped as encoding/json
// escapes it: the short escapes, \u00XX for other control characters and
// for <, > and &, \u2028 and \u2029, and \ufffd for a byte that is not
// UTF-8.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[i:])
			switch {
			case r == utf8.RuneError && n == 1:
				b = append(b, `\ufffd`...)
			case r == '\u2028' || r == '\u2029':
				b = append(b, '\\', 'u', '2', '0', '2', hex[r&15])
			default:
				b = append(b, s[i:i+n]...)
			}
			i += n
			continue
		}
		switch c {
		case '"', '\\':
			b = append(b, '\\', c)
		case '\b':
			b = append(b, '\\', 'b')
		case '\f':
			b = append(b, '\\', 'f')
		case '\n':
			b = append(b, '\\', 'n')
		case '\r':
			b = append(b, '\\', 'r')
		case '\t':
			b = append(b, '\\', 't')
		case '<', '>', '&':
			b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
		default:
			if c < 0x20 {
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
			} else {
				b = append(b, c)
			}
		}
		i++
	}
	return append(b, '"')
}

// field is a struct field as JSON names it.
type field struct {
	name      string
	index     int
	omitEmpty bool
}

// fieldCache holds fieldsOf's answers: a room server encodes and decodes the
// same few frame types thousands of times a second, and walking a type's
// fields with reflect each time was a tenth of its work.
var fieldCache sync.Map // reflect.Type → []field

// fieldsOf lists t's exported fields by their JSON names. The slice is
// shared: callers only read it.
func fieldsOf(t reflect.Type) []field {
	if f, ok := fieldCache.Load(t); ok {
		return f.([]field)
	}
	f := listFields(t)
	fieldCache.Store(t, f)
	return f
}

func listFields(t reflect.Type) []field {
	var out []field
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() {
			continue
		}
		tag := sf.Tag.Get("json")
		if tag == "-" {
			continue
		}
		f := field{name: sf.Name, index: i}
		name, opts, _ := strings.Cut(tag, ",")
		if name != "" {
			f.name = name
		}
		for opts != "" {
			var o string
			o, opts, _ = strings.Cut(opts, ",")
			f.omitEmpty = f.omitEmpty || o == "omitempty"
		}
		out = append(out, f)
	}
	return out
}
