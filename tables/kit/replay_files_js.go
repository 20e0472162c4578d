//go:build js

package kit

import (
	"errors"
	"syscall/js"
)

// In the browser a saved game is a download, and a record to replay is a
// file the player chooses or drops on the page: the page's script does
// both (web/index.html, window.salotto.downloadRecord and chooseRecord) and
// hands a chosen file to the game through the bridge (bridge_js.go).

// errNoPage: the page lacks the script (an old index.html).
var errNoPage = errors.New("the page cannot save files")

// saveRecord downloads the record as name (a Blob behind an <a download>)
// and returns the name.
func saveRecord(name string, data []byte) (string, error) {
	f := js.Global().Get("salotto").Get("downloadRecord")
	if f.Type() != js.TypeFunction {
		return "", errNoPage
	}
	f.Invoke(name, string(data))
	return name, nil
}

// savedRecords: the browser keeps no folder of records.
func savedRecords() ([]string, error) { return nil, nil }

// readRecordFile: there are no paths to read in the browser.
func readRecordFile(string) ([]byte, error) { return nil, errNoPage }

// canChooseFile reports whether the page can open its file chooser.
func canChooseFile() bool {
	return js.Global().Get("salotto").Get("chooseRecord").Type() == js.TypeFunction
}

// chooseFile opens the page's file chooser; the file comes back through
// the bridge.
func chooseFile() {
	if canChooseFile() {
		js.Global().Get("salotto").Call("chooseRecord")
	}
}

// RecordsDir: the browser has no folder of records.
func RecordsDir() (string, error) { return "", errNoPage }
