package wire

import (
	"strconv"

	"salotto/internal/jsonlite"
)

// Writer writes one JSON value: objects and lists nest with Open and
// Close, a field is its Key then its value. The zero Writer is ready; it
// writes what it is told, in order, and Bytes returns it.
//
//	var w wire.Writer
//	w.Open().Key("kind").Str("Drew").Key("left").Int(9).Close()
type Writer struct {
	b    []byte
	more bool // a value was written at this level: the next one needs a comma
}

// sep writes the comma between two values of a list or two fields.
func (w *Writer) sep() {
	if w.more {
		w.b = append(w.b, ',')
	}
}

// Key starts the field name of the object being written.
func (w *Writer) Key(name string) *Writer {
	w.sep()
	w.b = append(appendString(w.b, name), ':')
	w.more = false
	return w
}

// Open starts an object, Close ends it.
func (w *Writer) Open() *Writer {
	w.sep()
	w.b = append(w.b, '{')
	w.more = false
	return w
}

// Close ends the object Open started.
func (w *Writer) Close() *Writer {
	w.b = append(w.b, '}')
	w.more = true
	return w
}

// List starts a list, EndList ends it.
func (w *Writer) List() *Writer {
	w.sep()
	w.b = append(w.b, '[')
	w.more = false
	return w
}

// EndList ends the list List started.
func (w *Writer) EndList() *Writer {
	w.b = append(w.b, ']')
	w.more = true
	return w
}

// Int writes a number.
func (w *Writer) Int(v int) *Writer {
	w.sep()
	w.b = strconv.AppendInt(w.b, int64(v), 10)
	w.more = true
	return w
}

// Bool writes true or false.
func (w *Writer) Bool(v bool) *Writer {
	w.sep()
	w.b = strconv.AppendBool(w.b, v)
	w.more = true
	return w
}

// Str writes a string.
func (w *Writer) Str(s string) *Writer {
	w.sep()
	w.b = appendString(w.b, s)
	w.more = true
	return w
}

// Ints writes a list of numbers.
func (w *Writer) Ints(v []int) *Writer {
	w.List()
	for _, x := range v {
		w.Int(x)
	}
	return w.EndList()
}

// Strs writes a list of strings.
func (w *Writer) Strs(v []string) *Writer {
	w.List()
	for _, s := range v {
		w.Str(s)
	}
	return w.EndList()
}

// Bytes is what was written.
func (w *Writer) Bytes() []byte { return w.b }

// appendString writes s quoted as JSON. The games write names and card
// ids, plain ASCII, which take the fast path; anything else is escaped as
// jsonlite (and encoding/json) escape it.
func appendString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := jsonlite.Marshal(s) // a string always marshals
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
