package record

import (
	"bytes"
	"errors"
	"fmt"

	"salotto/internal/jsonlite"
)

// Marshal writes the record as indented JSON, one move per line so that a
// record stays readable in a bug report.
func (r *Record) Marshal() ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "{\n  \"format\": %d,\n", r.Format)
	for _, f := range []struct {
		key string
		v   any
	}{{"game", r.Game}, {"rules_version", r.RulesVersion}, {"options", r.Options}, {"seed", r.Seed}, {"seats", r.Seats}} {
		if f.key == "seats" && len(r.Seats) == 0 {
			continue
		}
		j, err := jsonlite.Marshal(f.v)
		if err != nil {
			return nil, err
		}
		fmt.Fprintf(&b, "  %q: %s,\n", f.key, j)
	}
	b.WriteString("  \"moves\": [")
	for i, m := range r.Moves {
		j, err := jsonlite.Marshal(m)
		if err != nil {
			return nil, err
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n    ")
		b.Write(j)
	}
	if len(r.Moves) > 0 {
		b.WriteString("\n  ")
	}
	b.WriteString("]\n}\n")
	return b.Bytes(), nil
}

// Unmarshal reads a record, refusing damaged JSON, unknown fields, trailing
// data and formats this program does not know. It checks the record's shape
// (seats, players of each move); ReplayGame checks the moves themselves.
func Unmarshal(data []byte) (*Record, error) {
	var r Record
	if err := jsonlite.UnmarshalStrict(data, &r); err != nil {
		return nil, fmt.Errorf("damaged record: %w", jsonDetail(data, err))
	}
	if err := r.Check(); err != nil {
		return nil, err
	}
	return &r, nil
}

// Check reports the first problem with the record's shape.
func (r *Record) Check() error {
	switch {
	case r.Format == 0:
		return errors.New("not a game record: no format number")
	case r.Format > Format:
		return fmt.Errorf("record format %d is newer than this program reads (%d); update the program", r.Format, Format)
	case r.Format < 0 || r.Format != Format:
		return fmt.Errorf("unknown record format %d (this program reads %d)", r.Format, Format)
	case r.Game == "":
		return errors.New("damaged record: no game named")
	case r.Options.Players < 1:
		return fmt.Errorf("damaged record: %d players", r.Options.Players)
	case len(r.Seats) != 0 && len(r.Seats) != r.Options.Players:
		return fmt.Errorf("damaged record: %d seats for %d players", len(r.Seats), r.Options.Players)
	}
	for i, m := range r.Moves {
		if m.Player < 0 || m.Player >= r.Options.Players {
			return &BadMove{Index: i, Player: m.Player, Move: m.Move, Reason: fmt.Sprintf("no seat %d in a %d-player game", m.Player, r.Options.Players)}
		}
	}
	return nil
}

// jsonDetail adds the line and column at which the JSON reader found err.
func jsonDetail(data []byte, err error) error {
	off := jsonlite.Offset(err)
	if off < 0 || off > len(data) {
		return err
	}
	line := 1 + bytes.Count(data[:off], []byte{'\n'})
	col := off - bytes.LastIndexByte(data[:off], '\n')
	return fmt.Errorf("line %d, column %d: %w", line, col, err)
}
