package toy

// hasher is FNV-1a over 64-bit words: stable on every platform and run.
type hasher uint64

func newHasher() hasher { return 14695981039346656037 }

func (h *hasher) add(v int) {
	x := uint64(v)
	for i := 0; i < 8; i++ {
		*h ^= hasher(x & 0xff)
		*h *= 1099511628211
		x >>= 8
	}
}
