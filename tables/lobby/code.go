package lobby

import (
	"errors"
	"strings"
	"unicode/utf8"

	"salotto/lang"
	"salotto/online/proto"
)

// readCode reads a room's invite code as a person types or pastes it: in
// either case, with or without the dash and spaces (proto.NormalizeCode).
// What is not a code is refused in w's words, saying what is wrong with
// it: a letter codes never use (0, O, 1 and I are left out, being read
// or copied wrongly), a character no code has, or the length.
func readCode(w *lang.Catalog, typed string) (string, error) {
	code := proto.NormalizeCode(typed)
	if code == "" {
		return "", errors.New(w.T("lobby.code.empty"))
	}
	for _, r := range code {
		switch {
		case strings.ContainsRune(proto.CodeAlphabet, r):
		case strings.ContainsRune("01OI", r):
			return "", errors.New(w.T("lobby.code.confusable", string(r)))
		default:
			return "", errors.New(w.T("lobby.code.character", string(r)))
		}
	}
	if n := utf8.RuneCountInString(code); n != proto.CodeLen {
		return "", errors.New(w.T("lobby.code.length", proto.CodeLen, n))
	}
	return code, proto.CheckCode(code)
}
