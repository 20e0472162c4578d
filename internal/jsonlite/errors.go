package jsonlite

import (
	"errors"
	"fmt"
)

// SyntaxError is text that is not JSON (cut short, garbage, data after
// the value), at byte Offset.
type SyntaxError struct {
	Msg    string
	Offset int
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("not JSON at byte %d: %s", e.Offset, e.Msg) }

// TypeError is JSON of another shape than the destination's (a string
// where a number belongs, a list where an object does), at byte Offset.
type TypeError struct {
	Want   string
	Offset int
}

func (e *TypeError) Error() string { return fmt.Sprintf("at byte %d: want %s", e.Offset, e.Want) }

// UnknownFieldError is a key, at byte Offset, that names no field of the
// destination struct: Strict reading refuses it.
type UnknownFieldError struct {
	Field  string
	Offset int
}

func (e *UnknownFieldError) Error() string {
	return fmt.Sprintf("at byte %d: unknown field %q", e.Offset, e.Field)
}

// Offset is the byte at which err (a SyntaxError, TypeError or
// UnknownFieldError, possibly wrapped) was found, or -1.
func Offset(err error) int {
	var se *SyntaxError
	var te *TypeError
	var ue *UnknownFieldError
	switch {
	case errors.As(err, &se):
		return se.Offset
	case errors.As(err, &te):
		return te.Offset
	case errors.As(err, &ue):
		return ue.Offset
	}
	return -1
}
