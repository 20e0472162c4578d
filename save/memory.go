package save

import (
	"fmt"
	"slices"
)

// memBackend keeps documents in a map: tests, and the browser without
// localStorage (private windows that refuse it, a sandboxed frame).
type memBackend struct{ docs map[string][]byte }

func (m *memBackend) read(name string) ([]byte, error) {
	d, ok := m.docs[name]
	if !ok {
		return nil, ErrNotFound
	}
	return slices.Clone(d), nil
}

func (m *memBackend) write(name string, data []byte) error {
	m.docs[name] = slices.Clone(data)
	return nil
}

func (m *memBackend) remove(name string) error {
	delete(m.docs, name)
	return nil
}

func (m *memBackend) keepAside(name string) (string, error) {
	d, ok := m.docs[name]
	if !ok {
		return "", ErrNotFound
	}
	for i := 1; ; i++ {
		aside := fmt.Sprintf("%s.damaged-%d", name, i)
		if _, taken := m.docs[aside]; !taken {
			m.docs[aside] = d
			delete(m.docs, name)
			return aside, nil
		}
	}
}
