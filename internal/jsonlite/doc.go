// Package jsonlite is Salotto's small JSON codec, used instead of
// encoding/json by everything the browser build links: the saves (package
// save), the game records (rules/record) and the tables' record files
// (tables/kit). encoding/json's generality (its encoder and decoder caches,
// Marshaler interfaces, streaming Decoder, Number, base64 of []byte) cost
// the browser download about 100 KB of gzip, and the download is held to a
// size budget (scripts/wasm-size.sh; the measurement is in docs/size.md).
//
// It covers what Salotto's documents hold: booleans, numbers, strings,
// slices, arrays, maps with string keys, structs with json tags (a name,
// "-", omitempty), pointers, interfaces holding those, and Raw for a part
// kept as it was written. It writes what encoding/json's Marshal writes for
// those values, byte for byte (map keys sorted, <, > and & escaped, floats
// as ECMAScript writes them), so a document or record reads the same to
// any JSON tool. It does not call MarshalJSON or MarshalText methods,
// flatten embedded structs, or honour the ",string" option.
//
// Reading refuses text that is not JSON (*SyntaxError) or data after the
// value, reports a value of another shape than the destination's
// (*TypeError), and, when asked (UnmarshalStrict), a field the destination lacks
// (*UnknownFieldError); each error carries the byte offset at which it was
// found, so that a reader can name the line and column. The package is
// pure Go with no clock and no global state: rules/ may import it.
package jsonlite
