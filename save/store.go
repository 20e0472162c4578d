package save

import (
	"errors"
	"fmt"

	"salotto/internal/jsonlite"
)

// Kind names a kind of document and the format version this program
// writes. Read refuses a document of another kind (Foreign), of a newer
// format (TooNew) or of a format it does not know (OldFormat).
type Kind struct {
	Name   string
	Format int
}

// envelope is every document's outer shape: the kind, so that another
// program's JSON is told from ours, its format, and the body.
type envelope struct {
	Kind   string `json:"salotto"`
	Format int    `json:"format"`
	Body   Raw    `json:"body"`
}

// backend is where a Store keeps its documents' bytes.
type backend interface {
	// read returns the document's bytes, ErrNotFound when there is none.
	read(name string) ([]byte, error)
	// write replaces the document at once or not at all.
	write(name string, data []byte) error
	// remove deletes the document; a missing one is no error.
	remove(name string) error
	// keepAside moves the document to a name no other document has and
	// returns that name; it never overwrites anything.
	keepAside(name string) (string, error)
}

// Store is a set of named documents. Its Problems are the documents it had
// to keep aside since they were last taken, for a screen to report.
type Store struct {
	b        backend
	problems []*Problem
	// inPlace are the documents whose read failed and which could not be
	// kept aside: Write and Remove refuse them (ErrKeptInPlace).
	inPlace map[string]bool
}

// Memory returns a store that keeps its documents in memory only: for
// tests, and for a browser that refuses localStorage.
func Memory() *Store { return &Store{b: &memBackend{docs: map[string][]byte{}}} }

// Write saves v as the document name of kind k, replacing it whole.
func (s *Store) Write(name string, k Kind, v any) error {
	data, err := s.encode(name, k, v)
	if err != nil {
		return err
	}
	return s.b.write(name, data)
}

// encode is v as the document name of kind k, refused when name is kept
// in place.
func (s *Store) encode(name string, k Kind, v any) ([]byte, error) {
	if err := s.refuseInPlace(name); err != nil {
		return nil, err
	}
	body, err := Marshal(v)
	if err != nil {
		return nil, err
	}
	data, err := Marshal(envelope{Kind: k.Name, Format: k.Format, Body: body})
	if err != nil {
		return nil, err
	}
	return append(data, '\n'), nil
}

// Read fills v from the document name of kind k. It returns ErrNotFound
// when there is none, and a *Problem (the document kept aside) when it
// cannot be read. Fields the document lacks keep the values v had, so a
// setting added later starts at its default.
//
// A document that cannot be read at all (an I/O error) is left where it is,
// and so is one that cannot be kept aside: the store then refuses to write
// or remove it (ErrKeptInPlace) until a Read gets past it.
func (s *Store) Read(name string, k Kind, v any) error {
	data, err := s.b.read(name)
	switch {
	case errors.Is(err, ErrNotFound):
		s.markInPlace(name, false)
		return err
	case err != nil:
		s.markInPlace(name, true)
		return err
	}
	if reason, err := decode(data, k, v); err != nil {
		return s.Reject(name, reason, err)
	}
	s.markInPlace(name, false)
	return nil
}

// markInPlace records whether the document name is unreadable and still
// in its place.
func (s *Store) markInPlace(name string, inPlace bool) {
	if !inPlace {
		delete(s.inPlace, name)
		return
	}
	if s.inPlace == nil {
		s.inPlace = map[string]bool{}
	}
	s.inPlace[name] = true
}

// refuseInPlace is ErrKeptInPlace, naming the document, if name is one
// that neither reads nor could be kept aside.
func (s *Store) refuseInPlace(name string) error {
	if s.inPlace[name] {
		return fmt.Errorf("%w: %s", ErrKeptInPlace, name)
	}
	return nil
}

// decode unwraps data as a document of kind k into v.
func decode(data []byte, k Kind, v any) (Reason, error) {
	var env envelope
	if err := Unmarshal(data, &env); err != nil {
		var te *jsonlite.TypeError
		if errors.As(err, &te) {
			return Foreign, err // JSON, of another shape than ours
		}
		return Damaged, err
	}
	switch {
	case env.Kind == "":
		return Foreign, errors.New("not a Salotto document")
	case env.Kind != k.Name:
		return Foreign, fmt.Errorf("a %q document where %q belongs", env.Kind, k.Name)
	case env.Format > k.Format:
		return TooNew, fmt.Errorf("format %d, newer than %d", env.Format, k.Format)
	case env.Format != k.Format:
		return OldFormat, fmt.Errorf("format %d, this program reads %d", env.Format, k.Format)
	case len(env.Body) == 0:
		return Damaged, errors.New("no body")
	}
	if err := Unmarshal(env.Body, v); err != nil {
		return Damaged, err
	}
	return "", nil
}

// Reject keeps the document name aside for reason (a reader found it
// unusable: a game the rules refuse) and returns the Problem, which the
// store also lists until Problems takes it. If it cannot be kept aside
// (the Problem's Kept is empty), the store will not write or remove it.
func (s *Store) Reject(name string, reason Reason, detail error) *Problem {
	kept, err := s.b.keepAside(name)
	if err != nil {
		detail = errors.Join(detail, err)
	}
	// a document already gone (another window kept it aside) has nothing
	// left to protect
	s.markInPlace(name, err != nil && !errors.Is(err, ErrNotFound))
	p := &Problem{Doc: name, Reason: reason, Kept: kept, Err: detail}
	s.problems = append(s.problems, p)
	return p
}

// Remove deletes the document name (a finished game's autosave).
func (s *Store) Remove(name string) error {
	if err := s.refuseInPlace(name); err != nil {
		return err
	}
	return s.b.remove(name)
}

// Has reports whether the document name exists (readable or not).
func (s *Store) Has(name string) bool {
	_, err := s.b.read(name)
	return err == nil
}

// Problems returns the documents kept aside since the last call, oldest
// first, and forgets them: each is reported once.
func (s *Store) Problems() []*Problem {
	p := s.problems
	s.problems = nil
	return p
}
