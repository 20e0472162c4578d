package wire

// Error is what a decoder refuses: the field at Path (such as
// "seats[2].kept"; empty for the value as a whole) and why.
type Error struct {
	Path, Msg string
}

func (e *Error) Error() string {
	if e.Path == "" {
		return e.Msg
	}
	return e.Path + ": " + e.Msg
}
