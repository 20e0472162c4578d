package sha256lite_test

import (
	"bytes"
	"crypto/sha256"
	"math/rand/v2"
	"testing"

	"salotto/internal/sha256lite"
)

// TestSumsMatchCryptoSHA256: every length from 0 to 300 bytes (each
// padding case, one and several blocks), written whole and in random
// pieces, hashes as crypto/sha256 hashes it; Sum leaves the hash running.
func TestSumsMatchCryptoSHA256(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := 0; n <= 300; n++ {
		data := make([]byte, n)
		for i := range data {
			data[i] = byte(rng.Uint32())
		}
		want := sha256.Sum256(data)
		if got := sha256lite.Sum256(data); got != want {
			t.Fatalf("%d bytes: Sum256 %x, want %x", n, got, want)
		}
		d := sha256lite.New()
		for rest := data; len(rest) > 0; {
			k := 1 + rng.IntN(len(rest))
			d.Write(rest[:k])
			rest = rest[k:]
		}
		if got := d.Sum(nil); !bytes.Equal(got, want[:]) {
			t.Fatalf("%d bytes in pieces: %x, want %x", n, got, want)
		}
		d.Write([]byte("more"))
		if got, want := d.Sum(nil), sha256.Sum256(append(data, "more"...)); !bytes.Equal(got, want[:]) {
			t.Fatalf("%d bytes, summed, then more: %x, want %x", n, got, want)
		}
	}
}
