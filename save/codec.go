package save

import "salotto/internal/jsonlite"

// The store writes and reads its documents with package jsonlite, not
// encoding/json, which would cost the browser download about 100 KB of
// gzip. These forward to it, so that the store's users (the kit's
// autosave, the settings) write a document's parts as the store does.

// Raw is a part of a document kept as its JSON text: written verbatim,
// read without decoding (the autosave's table configuration, which the kit
// decodes).
type Raw = jsonlite.Raw

// Marshal is v as compact JSON, as the store writes it.
func Marshal(v any) ([]byte, error) { return jsonlite.Marshal(v) }

// Unmarshal reads the JSON data into v, a non-nil pointer, as the store
// reads a document: fields the data lacks keep v's values, fields v lacks
// are skipped.
func Unmarshal(data []byte, v any) error { return jsonlite.Unmarshal(data, v) }
