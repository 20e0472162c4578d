//go:build !js

package save

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Open returns the player's store: files in Dir (made at the first write).
func Open() (*Store, error) {
	dir, err := Dir()
	if err != nil {
		return nil, err
	}
	return OpenDir(dir), nil
}

// OpenDir returns a store of files in dir, one NAME.json per document;
// what it writes later, its writer writes (later.go).
func OpenDir(dir string) *Store { return OpenDirPausing(dir, nil) }

// OpenDirPausing is OpenDir whose writes call pause, when not nil, between
// the new copy's sync and its rename: tests stop a write there, as a crash
// or a slow disk would.
func OpenDirPausing(dir string, pause func()) *Store {
	return &Store{b: newLater(&dirBackend{dir: dir, beforeRename: pause})}
}

// dirBackend keeps each document in its own file.
type dirBackend struct {
	dir string
	// beforeRename runs between the new copy's sync and its rename (tests
	// stop a write there, as a crash or a power cut would).
	beforeRename func()
}

func (d *dirBackend) path(name string) string { return filepath.Join(d.dir, name+".json") }

func (d *dirBackend) read(name string) ([]byte, error) {
	data, err := os.ReadFile(d.path(name))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return data, err
}

// write puts data in a temporary file beside the document, syncs it, and
// renames it over the document: a reader (or the next start after a
// crash) sees the old copy or the new one, never half of one.
func (d *dirBackend) write(name string, data []byte) error {
	if err := WriteFileAtomic(d.path(name), data, d.beforeRename); err != nil {
		return err
	}
	d.sweep(name)
	return nil
}

// WriteFileAtomic writes data to path whole or not at all: into a
// temporary file beside it (PATH.tmp-*), synced, then renamed over path,
// with the folder (made if missing) synced after, so a crash at any moment
// leaves the old file or the new one. beforeRename, when not nil, runs
// between the sync and the rename (the tests kill a process there).
func WriteFileAtomic(path string, data []byte, beforeRename func()) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(f.Name())
		}
	}()
	if _, err = f.Write(data); err != nil {
		return err
	}
	if err = f.Sync(); err != nil {
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	if beforeRename != nil {
		beforeRename()
	}
	if err = os.Rename(f.Name(), path); err != nil {
		return err
	}
	syncDir(dir)
	return nil
}

// staleTemp is how old a temporary copy must be for sweep to take it for
// an interrupted write's: a younger one may be another window's write of
// the same document, between its sync and its rename.
const staleTemp = time.Minute

// sweep removes the temporary copies an interrupted write of name left.
func (d *dirBackend) sweep(name string) {
	left, _ := filepath.Glob(filepath.Join(d.dir, name+".json.tmp-*"))
	for _, f := range left {
		if info, err := os.Lstat(f); err == nil && time.Since(info.ModTime()) > staleTemp {
			os.Remove(f)
		}
	}
}

// syncDir makes a rename in dir durable; where a folder cannot be synced
// (Windows) the rename is already as durable as it gets.
func syncDir(dir string) {
	if f, err := os.Open(dir); err == nil {
		f.Sync()
		f.Close()
	}
}

func (d *dirBackend) remove(name string) error {
	if err := os.Remove(d.path(name)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

func (d *dirBackend) keepAside(name string) (string, error) {
	from := d.path(name)
	for i := 1; i < 1000; i++ {
		aside := fmt.Sprintf("%s.json.damaged-%d", name, i)
		to := filepath.Join(d.dir, aside)
		if _, err := os.Lstat(to); err == nil {
			continue
		}
		// a hard link never replaces an existing file, so two programs
		// keeping the same document aside cannot overwrite each other
		if err := os.Link(from, to); err != nil {
			if errors.Is(err, fs.ErrExist) {
				continue
			}
			if err := os.Rename(from, to); err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return "", ErrNotFound // gone already: nothing to keep
				}
				return "", err
			}
			return aside, nil
		}
		return aside, os.Remove(from)
	}
	return "", fmt.Errorf("no free name to keep %s aside", from)
}
