package proto

import (
	"encoding/hex"
	"errors"
	"fmt"
	"strings"

	"salotto/internal/sha256lite"
)

// CodeAlphabet is what an invite code is written in: digits and capital
// letters without 0, O, 1 and I, which are read aloud or copied wrongly.
// Its 32 symbols carry 5 bits each.
const CodeAlphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"

// CodeLen is an invite code's length: 8 symbols, 40 bits, so that guessing
// a live room's code is hopeless at the server's join rate limit.
const CodeLen = 8

// NewCode makes an invite code from CodeLen random bytes (one a symbol).
func NewCode(random []byte) string {
	var b strings.Builder
	for i := 0; i < CodeLen; i++ {
		b.WriteByte(CodeAlphabet[random[i]%32])
	}
	return b.String()
}

// NormalizeCode reads a code as a person types it: in either case, with
// spaces or dashes between its groups.
func NormalizeCode(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if r != ' ' && r != '-' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// CheckCode refuses what is not an invite code (a code must be normalized
// first).
func CheckCode(code string) error {
	if len(code) != CodeLen {
		return fmt.Errorf("a room code has %d characters, not %d", CodeLen, len(code))
	}
	for _, r := range code {
		if !strings.ContainsRune(CodeAlphabet, r) {
			if strings.ContainsRune("01OI", r) {
				return fmt.Errorf("room codes have no %q (they have no 0, O, 1 or I)", r)
			}
			return fmt.Errorf("%q is not in a room code", r)
		}
	}
	return nil
}

// GroupCode writes a code as people read it: ABCD-2345.
func GroupCode(code string) string {
	if len(code) != CodeLen {
		return code
	}
	return code[:4] + "-" + code[4:]
}

// TokenLen is a token's length in hexadecimal digits: 128 bits.
const TokenLen = 32

// NewToken writes 16 random bytes as a token.
func NewToken(random []byte) string { return hex.EncodeToString(random[:16]) }

// CheckToken refuses what is not a token: 32 lower-case hexadecimal digits.
func CheckToken(t string) error {
	if len(t) != TokenLen {
		return errors.New("a token of the wrong length")
	}
	for i := 0; i < len(t); i++ {
		if c := t[i]; (c < '0' || c > '9') && (c < 'a' || c > 'f') {
			return errors.New("a token that is not hexadecimal")
		}
	}
	return nil
}

// TokenHash is what a server keeps of a token: enough to recognise it,
// useless to take a seat with if its log is read.
func TokenHash(token string) string {
	h := sha256lite.Sum256([]byte("salotto token\x00" + token))
	return hex.EncodeToString(h[:16])
}
