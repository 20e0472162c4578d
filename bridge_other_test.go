//go:build !js

package main

import (
	"testing"
	"testing/fstest"
)

// TestDroppedRecordIsTheFirstFile: of what is dropped on the window, the
// first file is the record; a dropped folder alone is not one.
func TestDroppedRecordIsTheFirstFile(t *testing.T) {
	files := fstest.MapFS{
		"a-folder/inside.json": {Data: []byte("not this")},
		"game.json":            {Data: []byte(`{"game":"dolores"}`)},
	}
	data, ok := droppedRecord(files)
	if !ok || string(data) != `{"game":"dolores"}` {
		t.Errorf("dropped a folder and a file: got %q, %v; want the file's bytes", data, ok)
	}
	if data, ok := droppedRecord(fstest.MapFS{"a-folder/inside.json": {Data: []byte("x")}}); ok {
		t.Errorf("a folder alone was taken for a record: %q", data)
	}
}
