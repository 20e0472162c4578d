package save

import (
	"errors"
	"fmt"
)

// ErrNotFound is what Read returns when there is no such document yet: not
// a problem, only a first start.
var ErrNotFound = errors.New("save: no such document")

// ErrKeptInPlace is what Write and Remove return for a document this store
// could not read and could not keep aside either: it is still under its
// own name, and writing there would destroy it. A later Read that reads it,
// finds it gone or keeps it aside lifts the refusal.
var ErrKeptInPlace = errors.New("save: an unreadable document that could not be kept aside is not overwritten")

// Reason says why a document could not be used; each has its catalog key,
// "save.problem." + the reason.
type Reason string

// The reasons a document is kept aside.
const (
	// Damaged: not JSON, cut short, or JSON of the wrong shape.
	Damaged Reason = "damaged"
	// Foreign: JSON, but not a Salotto document of this kind.
	Foreign Reason = "foreign"
	// TooNew: written by a newer Salotto, in a format this one cannot read.
	TooNew Reason = "too_new"
	// OldFormat: a format number this Salotto never wrote (or no longer
	// reads).
	OldFormat Reason = "old_format"
	// WrongGame: a game's autosave holding another game, or a game this
	// Salotto does not have.
	WrongGame Reason = "wrong_game"
	// BadMove: a saved move the rules refuse.
	BadMove Reason = "bad_move"
)

// Problem is a document that could not be used. The document was kept
// aside as Kept (empty if even that failed), so the game can go on
// without it and the player can still rescue it.
type Problem struct {
	Doc    string // the document's name: "settings", "autosave-dolores"
	Reason Reason
	Kept   string // the name it was kept aside under, "" if it could not be
	Err    error  // the detail, for a bug report
}

// Error is the problem in a developer's words; players read the
// catalog's.
func (p *Problem) Error() string {
	return fmt.Sprintf("save: %s is %s (kept aside as %q): %v", p.Doc, p.Reason, p.Kept, p.Err)
}

// Unwrap gives the detail.
func (p *Problem) Unwrap() error { return p.Err }
