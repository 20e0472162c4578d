package kage

import (
	"errors"
	"fmt"
	"hash/fnv"
	"strings"
)

// The table's layout: a line of text naming what it is and the Ebitengine
// version it was compiled by (scripts/lib.sh reads it and refuses to build
// with another version), then the number of programs and each program: its
// name, the key of its source and its encoding (encode.go), every length
// and count a uvarint.
const headerPrefix = "Salotto's precompiled Kage programs, compiled by github.com/hajimehoshi/ebiten/v2 "

// Key identifies a Kage source in the table: the FNV-128a hash of its bytes,
// the hash Ebitengine gives a compiled program's source.
type Key [16]byte

// KeyOf is a source's key.
func KeyOf(src []byte) Key {
	h := fnv.New128a()
	h.Write(src)
	var k Key
	h.Sum(k[:0])
	return k
}

// Entry is one program of the table.
type Entry struct {
	Name    string // where the source comes from, for people: "nearest-colorm", "gfx.roundShapeSrc"
	Key     Key
	Program string // the encoded program
}

// Header is the table's first line for an Ebitengine version.
func Header(version string) string {
	return headerPrefix + version + "\n"
}

// errShort reports a table cut short.
var errShort = errors.New("kage: the precompiled table ends early")

// Entries reads a table, and the Ebitengine version that compiled it.
func Entries(table string) (version string, entries []Entry, err error) {
	line, rest, ok := strings.Cut(table, "\n")
	if !ok || !strings.HasPrefix(line, headerPrefix) {
		return "", nil, errors.New("kage: the precompiled table does not start with its header")
	}
	r := &reader{s: rest}
	n := r.uvarint()
	for i := uint64(0); i < n && r.err == nil; i++ {
		e := Entry{Name: r.string()}
		copy(e.Key[:], r.bytes(len(e.Key)))
		e.Program = r.string()
		entries = append(entries, e)
	}
	if r.err == nil && r.i != len(r.s) {
		r.err = fmt.Errorf("kage: %d bytes after the last program", len(r.s)-r.i)
	}
	if r.err != nil {
		return "", nil, r.err
	}
	return strings.TrimPrefix(line, headerPrefix), entries, nil
}

// AppendEntries writes a table.
func AppendEntries(dst []byte, version string, entries []Entry) []byte {
	w := &writer{b: append(dst, Header(version)...)}
	w.uvarint(uint64(len(entries)))
	for _, e := range entries {
		w.string(e.Name)
		w.b = append(w.b, e.Key[:]...)
		w.string(e.Program)
	}
	return w.b
}

// reader reads the table's numbers and strings; the first failure sticks
// in err, and every later read returns zero.
type reader struct {
	s   string
	i   int
	err error
}

func (r *reader) byte() byte {
	if r.err != nil || r.i >= len(r.s) {
		r.err = errShort
		return 0
	}
	r.i++
	return r.s[r.i-1]
}

func (r *reader) uvarint() uint64 {
	var x uint64
	for shift := uint(0); shift < 64; shift += 7 {
		b := r.byte()
		x |= uint64(b&0x7f) << shift
		if b < 0x80 {
			return x
		}
	}
	if r.err == nil {
		r.err = errors.New("kage: a number in the precompiled table is too long")
	}
	return 0
}

// int64 reads a zig-zag signed number.
func (r *reader) int64() int64 {
	u := r.uvarint()
	return int64(u>>1) ^ -int64(u&1)
}

func (r *reader) int() int {
	return int(r.int64())
}

func (r *reader) bytes(n int) string {
	if r.err != nil || n < 0 || n > len(r.s)-r.i {
		r.err = errShort
		return ""
	}
	r.i += n
	return r.s[r.i-n : r.i]
}

func (r *reader) string() string {
	n := r.uvarint()
	if n > uint64(len(r.s)) {
		r.err = errShort
		return ""
	}
	return r.bytes(int(n))
}

// count reads a slice's length as the writer's count wrote it: -1 for a nil
// slice.
func (r *reader) count() int {
	n := r.uvarint()
	if n > uint64(len(r.s)-r.i)+1 { // every element takes a byte at least
		r.err = errShort
		return -1
	}
	return int(n) - 1
}

// writer is reader's counterpart.
type writer struct {
	b []byte
}

func (w *writer) uvarint(x uint64) {
	for x >= 0x80 {
		w.b = append(w.b, byte(x)|0x80)
		x >>= 7
	}
	w.b = append(w.b, byte(x))
}

func (w *writer) int64(x int64) {
	w.uvarint(uint64(x<<1 ^ x>>63))
}

func (w *writer) int(x int) {
	w.int64(int64(x))
}

func (w *writer) string(s string) {
	w.uvarint(uint64(len(s)))
	w.b = append(w.b, s...)
}

// count writes a slice's length so that a nil slice reads back nil and an
// empty one empty.
func (w *writer) count(n int, isNil bool) {
	if isNil {
		w.uvarint(0)
		return
	}
	w.uvarint(uint64(n) + 1)
}
