//go:build !js

package kit

import (
	"os"
	"path/filepath"
	"slices"
	"strings"

	"salotto/save"
)

// RecordsDir is where saved games go: records/ in the saves' folder
// (save.Dir: os.UserConfigDir()/salotto, or $SALOTTO_CONFIG_DIR when it
// is set, for tests and a portable install).
func RecordsDir() (string, error) {
	dir, err := save.Dir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "records"), nil
}

// saveRecord writes a record into RecordsDir the way the saves are
// written (save.WriteFileAtomic: a crash never leaves half a record), and
// returns its path.
func saveRecord(name string, data []byte) (string, error) {
	dir, err := RecordsDir()
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, name)
	return path, save.WriteFileAtomic(path, data, nil)
}

// savedRecords lists the records in RecordsDir, newest first (their names
// begin with the game and end with the date).
func savedRecords() ([]string, error) {
	dir, err := RecordsDir()
	if err != nil {
		return nil, err
	}
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	var paths []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
			paths = append(paths, filepath.Join(dir, e.Name()))
		}
	}
	slices.SortFunc(paths, func(a, b string) int { return strings.Compare(dateOf(b), dateOf(a)) })
	return paths, nil
}

// dateOf is the date part of a record's file name (what follows the game).
func dateOf(path string) string {
	base := filepath.Base(path)
	if i := strings.IndexByte(base, '-'); i >= 0 {
		return base[i+1:]
	}
	return base
}

// readRecordFile reads a record chosen from the list.
func readRecordFile(path string) ([]byte, error) { return os.ReadFile(path) }

// canChooseFile: natively the records folder is listed instead.
func canChooseFile() bool { return false }

// chooseFile: natively there is no file chooser.
func chooseFile() {}
