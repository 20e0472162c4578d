// Package wire writes and reads the JSON objects the games' codecs (the
// rules.Codec of each game) send to online clients: one view or one event
// a message, an object of named fields.
//
// A Writer writes the fields in the order given, so every encoding of the
// same value is the same bytes and an event's "kind" comes first for a
// person reading a frame. A Reader takes an object apart field by field
// and is strict, because what it reads may come from anyone: a field
// missing, null, of another shape or outside its range, and a field nobody
// asked for, are each an error naming the field, never a zero value taken
// on trust. Its first error is kept and reported by Err, so a decoder
// reads every field in a row and checks once, as bufio.Scanner does.
//
// Both are written on internal/jsonlite (its reading and its string
// escaping), not encoding/json, which the browser download cannot afford.
package wire
