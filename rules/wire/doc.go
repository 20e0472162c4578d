// Package wire writes and reads the JSON objects the games' codecs (the
// rules.Codec of each game) send to online clients: one view or one event
// a message, an object of named fields.
//
// A game declares the JSON form of a value as a wire struct, whose field
// tags give each number's range or the names it is written as (see
// Marshal), and Marshal and Unmarshal walk it by reflection: the browser
// links this one walk instead of a decoder written out field by field for
// every view and event, which Go's WebAssembly output makes several times
// larger. Fields are written in their struct's order, so the same value is
// always the same bytes, and an event's "kind" comes first. Reading is
// strict, because what it reads may come from anyone: a field missing,
// null, of another shape or outside its range, and a field nobody asked
// for, are each an error naming the field; the game then checks what the
// fields must make together.
//
// Both are written on internal/jsonlite (its reading and its string
// escaping), not encoding/json, which the browser download cannot afford.
package wire
