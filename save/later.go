package save

import (
	"slices"
	"sync"
)

// Writing later. A table saves its game after every move, a bot's
// included, and a file is synced to disk before it replaces the old one
// (files.go): on a slow disk that takes tens of milliseconds, which inside
// a frame's Update is a stutter. WriteLater and RemoveLater hand such a
// write to the store's writer, a goroutine that does them in order, one at
// a time; a document queued again before its write began is written once,
// with the newest bytes, so a burst of bots' moves costs one write.
//
// The store still reads as if every queued write were done: a read of a
// document with a write queued or under way gets the queued bytes without
// waiting, and the store's own writes and removals of a document wait
// only for that document's. Flush waits for them all (the program's end).
// In the browser, where localStorage writes at once, and in memory, the
// writes are simply made at once.

// laterBackend is a backend whose writes may be queued for its writer.
type laterBackend struct {
	backend // the real one: files

	mu      sync.Mutex
	changed *sync.Cond // a job ended
	queued  []job      // in order, at most one per document
	doing   *job       // the job the writer is doing
	working bool       // the writer goroutine runs
	ended   bool       // a job ended since Store.Written last asked
	err     error      // the last ended job's failure
}

// job is one queued change: data to write, or nil to remove the document.
type job struct {
	name string
	data []byte
}

func newLater(b backend) *laterBackend {
	l := &laterBackend{backend: b}
	l.changed = sync.NewCond(&l.mu)
	return l
}

// later queues a change of name (data nil: its removal), replacing one
// queued for it that has not begun.
func (l *laterBackend) later(name string, data []byte) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if i := slices.IndexFunc(l.queued, func(j job) bool { return j.name == name }); i >= 0 {
		l.queued[i].data = data
	} else {
		l.queued = append(l.queued, job{name, data})
	}
	if !l.working {
		l.working = true
		go l.work()
	}
}

// work does the queued jobs, then ends.
func (l *laterBackend) work() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for len(l.queued) > 0 {
		j := l.queued[0]
		l.queued = slices.Delete(l.queued, 0, 1)
		l.doing = &j
		l.mu.Unlock()
		var err error
		if j.data == nil {
			err = l.backend.remove(j.name)
		} else {
			err = l.backend.write(j.name, j.data)
		}
		l.mu.Lock()
		l.doing, l.ended, l.err = nil, true, err
		l.changed.Broadcast()
	}
	l.working = false
}

// pending is the newest change of name not yet on disk: queued, else
// under way.
func (l *laterBackend) pending(name string) (j job, ok bool) {
	if i := slices.IndexFunc(l.queued, func(j job) bool { return j.name == name }); i >= 0 {
		return l.queued[i], true
	}
	if l.doing != nil && l.doing.name == name {
		return *l.doing, true
	}
	return job{}, false
}

// settle drops name's queued change (the caller's own supersedes it) and
// waits for one under way to end; with name "", it waits for every job.
func (l *laterBackend) settle(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if name != "" {
		l.queued = slices.DeleteFunc(l.queued, func(j job) bool { return j.name == name })
	}
	for name == "" && (len(l.queued) > 0 || l.doing != nil) || name != "" && l.doing != nil && l.doing.name == name {
		l.changed.Wait()
	}
}

func (l *laterBackend) read(name string) ([]byte, error) {
	l.mu.Lock()
	j, ok := l.pending(name)
	l.mu.Unlock()
	switch {
	case !ok:
		return l.backend.read(name)
	case j.data == nil:
		return nil, ErrNotFound
	}
	return slices.Clone(j.data), nil
}

func (l *laterBackend) write(name string, data []byte) error {
	l.settle(name)
	return l.backend.write(name, data)
}

func (l *laterBackend) remove(name string) error {
	l.settle(name)
	return l.backend.remove(name)
}

func (l *laterBackend) keepAside(name string) (string, error) {
	// what is kept aside is what was read: the document on disk once
	// its writes are done (a queued one would have read whole)
	l.mu.Lock()
	_, queued := l.pending(name)
	l.mu.Unlock()
	if queued {
		l.settle("")
	}
	return l.backend.keepAside(name)
}

// WriteLater is Write done by the store's writer (see above): it returns
// at once, with an error only when v cannot be written at all; how the
// write went, Written says once it is done.
func (s *Store) WriteLater(name string, k Kind, v any) error {
	data, err := s.encode(name, k, v)
	if err != nil {
		return err
	}
	if l, ok := s.b.(*laterBackend); ok {
		l.later(name, data)
		return nil
	}
	return s.b.write(name, data)
}

// RemoveLater is Remove done by the store's writer.
func (s *Store) RemoveLater(name string) error {
	if err := s.refuseInPlace(name); err != nil {
		return err
	}
	if l, ok := s.b.(*laterBackend); ok {
		l.later(name, nil)
		return nil
	}
	return s.b.remove(name)
}

// Written reports whether a write or removal made later has ended since
// the last call, and the failure of the last that did (nil: it was made).
// A store that writes at once has nothing to report.
func (s *Store) Written() (ended bool, err error) {
	l, ok := s.b.(*laterBackend)
	if !ok {
		return false, nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	ended, err = l.ended, l.err
	l.ended = false
	return ended, err
}

// Flush waits until every write and removal made later is done.
func (s *Store) Flush() {
	if l, ok := s.b.(*laterBackend); ok {
		l.settle("")
	}
}
