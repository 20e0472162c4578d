//go:build js

package save

import (
	"fmt"
	"syscall/js"
)

// prefix keeps Salotto's entries apart from anything else the page's
// origin stores (itch.io serves many games from one origin).
const prefix = "salotto/"

// Open returns the player's store: the page's localStorage, or a store in
// memory (with the error) when the browser refuses it (a private window,
// a sandboxed frame, cookies blocked).
func Open() (s *Store, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = Memory(), fmt.Errorf("localStorage: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if ls.Type() != js.TypeObject {
		return Memory(), fmt.Errorf("no localStorage")
	}
	return &Store{b: localBackend{ls}}, nil
}

// localBackend keeps each document in one localStorage entry; setItem
// replaces an entry whole, so a write is atomic by nature.
type localBackend struct{ ls js.Value }

// call runs a localStorage method, turning the exception a full or
// forbidden storage throws into an error.
func (l localBackend) call(method string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("localStorage.%s: %v", method, r)
		}
	}()
	return l.ls.Call(method, args...), nil
}

func (l localBackend) read(name string) ([]byte, error) {
	v, err := l.call("getItem", prefix+name)
	if err != nil {
		return nil, err
	}
	if v.Type() != js.TypeString {
		return nil, ErrNotFound
	}
	return []byte(v.String()), nil
}

func (l localBackend) write(name string, data []byte) error {
	_, err := l.call("setItem", prefix+name, string(data))
	return err
}

func (l localBackend) remove(name string) error {
	_, err := l.call("removeItem", prefix+name)
	return err
}

func (l localBackend) keepAside(name string) (string, error) {
	data, err := l.read(name)
	if err != nil {
		return "", err
	}
	for i := 1; i < 1000; i++ {
		aside := fmt.Sprintf("%s.damaged-%d", name, i)
		if _, err := l.read(aside); err != ErrNotFound {
			continue
		}
		if err := l.write(aside, data); err != nil {
			return "", err
		}
		return aside, l.remove(name)
	}
	return "", fmt.Errorf("no free name to keep %s aside", name)
}
