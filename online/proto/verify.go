package proto

import (
	"errors"
	"fmt"

	"salotto/rules"
	"salotto/rules/record"
)

// Ledger is what a client keeps of what it was shown in a room, to check
// it once the room reveals its seed: the commitment to the deal, and for
// one viewer the digest of each view and the receipt of each move.
type Ledger struct {
	Room     string
	SeedHash string
	Viewer   int
	Views    map[int]string // by sequence number (0: the deal): Digest of the view shown
	Receipts map[int]string // by sequence number: the receipt shown
}

// NewLedger starts a viewer's ledger for a room.
func NewLedger(room, seedHash string, viewer int) *Ledger {
	return &Ledger{Room: room, SeedHash: seedHash, Viewer: viewer, Views: map[int]string{}, Receipts: map[int]string{}}
}

// Saw notes a view frame.
func (l *Ledger) Saw(f *View) { l.Views[f.Seq] = Digest(f.View) }

// SawMove notes a move frame.
func (l *Ledger) SawMove(f *MoveMade) {
	l.Views[f.Seq] = Digest(f.View)
	l.Receipts[f.Seq] = f.Receipt
}

// Mismatch is what Check found untrue: at move Seq (0: the deal), What;
// Kind says which check failed, for a screen to word it.
type Mismatch struct {
	Seq  int
	Kind string
	What string
}

// Kinds of Mismatch.
const (
	BadSeed    = "seed"    // the seed revealed is not the one committed to
	BadRecord  = "record"  // the record is of another game, deal or length
	BadReceipt = "receipt" // a receipt is not for the move the record holds
	BadMove    = "move"    // the record holds a move the rules refuse
	BadView    = "view"    // a view shown is not the one the rules give
)

func (m *Mismatch) Error() string {
	if m.Seq == 0 {
		return "the deal: " + m.What
	}
	return fmt.Sprintf("move %d: %s", m.Seq, m.What)
}

// Check replays the record the room revealed from its seed and compares
// what the ledger holds: the seed with the hash published before the
// deal, every receipt with the move the record holds at its place, and
// every view with the one the rules give this viewer there. Nil means
// every card this viewer was shown was true; a *Mismatch names the first
// thing that was not.
func (l *Ledger) Check(g rules.Game, end *End) error {
	codec, ok := g.(rules.Codec)
	if !ok {
		return fmt.Errorf("%s has no wire codec", g.Name())
	}
	if err := CheckSalt(end.Salt); err != nil {
		return err
	}
	if SeedHash(end.Seed, end.Salt) != l.SeedHash {
		return &Mismatch{0, BadSeed, "the seed revealed is not the one the room committed to"}
	}
	rec, err := record.Unmarshal(end.Record)
	if err != nil {
		return err
	}
	if rec.Game != g.Name() || rec.Seed != end.Seed {
		return &Mismatch{0, BadRecord, "the record is of another game or deal"}
	}
	if len(rec.Moves) != end.Seq {
		return &Mismatch{end.Seq, BadRecord, fmt.Sprintf("the record holds %d moves", len(rec.Moves))}
	}
	st, err := g.Setup(rec.Options, rec.Seed)
	if err != nil {
		return err
	}
	if err := l.checkView(codec, st, 0); err != nil {
		return err
	}
	for i, e := range rec.Moves {
		seq := i + 1
		if r, ok := l.Receipts[seq]; ok && r != Receipt(end.Salt, l.Room, seq, e.Player, e.Move) {
			return &Mismatch{seq, BadReceipt, "its receipt is not for the move the record holds"}
		}
		m, err := g.ParseMove(e.Move)
		if err != nil {
			return &Mismatch{seq, BadMove, err.Error()}
		}
		if _, err := st.Apply(e.Player, m); err != nil {
			return &Mismatch{seq, BadMove, err.Error()}
		}
		if err := l.checkView(codec, st, seq); err != nil {
			return err
		}
	}
	for seq := range l.Views {
		if seq > len(rec.Moves) {
			return &Mismatch{seq, BadView, "a view shown after the record's last move"}
		}
	}
	return nil
}

func (l *Ledger) checkView(codec rules.Codec, st rules.State, seq int) error {
	want, ok := l.Views[seq]
	if !ok {
		return nil
	}
	b, err := codec.EncodeView(st.View(l.Viewer))
	if err != nil {
		return errors.New("the rules cannot write this view: " + err.Error())
	}
	if Digest(b) != want {
		return &Mismatch{seq, BadView, "the view shown then is not the one the rules give"}
	}
	return nil
}
