package proto

import (
	"encoding/binary"
	"encoding/hex"
	"errors"

	"salotto/internal/sha256lite"
)

// SaltLen is a room's salt's length in hexadecimal digits (128 bits). The
// salt keeps the room's commitments hiding until the end: without it, a
// 64-bit seed or a move out of a short list could be found by trying them
// all against its hash.
const SaltLen = 32

// CheckSalt refuses what is not a salt.
func CheckSalt(s string) error {
	if len(s) != SaltLen {
		return errors.New("a salt of the wrong length")
	}
	if _, err := hex.DecodeString(s); err != nil {
		return errors.New("a salt that is not hexadecimal")
	}
	return nil
}

// SeedHash is the room's commitment to its deal, published before it: a
// hash of the seed and the salt, both revealed when the game ends.
func SeedHash(seed uint64, salt string) string {
	h := sha256lite.New()
	h.Write([]byte("salotto seed\x00"))
	var b [8]byte
	binary.BigEndian.PutUint64(b[:], seed)
	h.Write(b[:])
	h.Write([]byte(salt))
	return hex.EncodeToString(h.Sum(nil))
}

// Receipt is the room's commitment to move seq, made by seat in room with
// the text move, sent to every viewer as soon as the move is accepted.
// Once the salt is revealed, a viewer recomputes it from the record: a
// secret choice (a gesture, a wager) can then be shown to be the one made
// before anyone else's was revealed.
func Receipt(salt, room string, seq, seat int, move string) string {
	h := sha256lite.New()
	h.Write([]byte("salotto receipt\x00"))
	for _, s := range []string{salt, room, move} {
		var n [4]byte
		binary.BigEndian.PutUint32(n[:], uint32(len(s)))
		h.Write(n[:])
		h.Write([]byte(s))
	}
	var b [8]byte
	binary.BigEndian.PutUint32(b[:4], uint32(seq))
	binary.BigEndian.PutUint32(b[4:], uint32(seat))
	h.Write(b[:])
	return hex.EncodeToString(h.Sum(nil))
}

// Digest is the hash a client keeps of a view it was shown, to compare
// with the view the record gives at the end.
func Digest(view []byte) string {
	h := sha256lite.Sum256(view)
	return hex.EncodeToString(h[:])
}
