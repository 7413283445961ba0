package state

import (
	"bytes"
	"crypto/sha256"
	"math/rand/v2"
	"testing"
)

// TestSum256IsSHA256 checks the kit's SHA-256 against crypto/sha256 on
// every length up to three blocks (each padding case: the tail short of
// the length field, just fitting it, and spilling into a second block)
// and on longer random messages.
func TestSum256IsSHA256(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	msg := make([]byte, 1<<16)
	for i := range msg {
		msg[i] = byte(r.Uint32())
	}
	lengths := []int{1000, 4095, 4096, 65535, 1 << 16}
	for n := 0; n <= 192; n++ {
		lengths = append(lengths, n)
	}
	for _, n := range lengths {
		if got, want := sum256(msg[:n]), sha256.Sum256(msg[:n]); got != want {
			t.Fatalf("sum256 of %d bytes = %x, want %x", n, got, want)
		}
	}
	if got, want := sum256(bytes.Repeat([]byte("a"), 1_000_000)), sha256.Sum256(bytes.Repeat([]byte("a"), 1_000_000)); got != want {
		t.Fatalf("sum256 of a million a's = %x, want %x", got, want)
	}
}
