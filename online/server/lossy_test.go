package server

import (
	"testing"
	"time"

	"salotto/online/client"
)

// TestLossyPathLosesNoMoveAndRepeatsNone plays games of every kind with
// each seat's connection going through a proxy that drops, repeats,
// delays and reorders frames both ways. Every game finishes as the
// offline game of its seed (no move lost, none applied twice), and
// every seat's check of what it was shown passes.
func TestLossyPathLosesNoMoveAndRepeatsNone(t *testing.T) {
	s := startServer(t, quick(t.TempDir()))
	const seed = 20261201
	p := startLossyProxy(t, wsURL(s), seed, faults{drop: 0.05, dup: 0.05, delay: 0.1, reorder: 0.05, maxDelay: 40 * time.Millisecond})
	c := cfg(p.url)
	c.Resend = 250 * time.Millisecond // a lost frame costs a resend: keep the games short
	runs := standardRuns(seed, 2)
	configs := make([]client.Config, len(runs))
	for i := range configs {
		configs[i] = c
	}
	playAllWithin(t, 50*time.Second, configs, runs, nil)
	n := &p.counts
	t.Logf("through the proxy (seed %d): %d frames; %d dropped, %d repeated, %d delayed, %d reordered",
		seed, n.frames.Load(), n.dropped.Load(), n.duplicated.Load(), n.delayed.Load(), n.reordered.Load())
	for what, k := range map[string]int64{"dropped": n.dropped.Load(), "repeated": n.duplicated.Load(),
		"delayed": n.delayed.Load(), "reordered": n.reordered.Load()} {
		if k < 20 {
			t.Errorf("the proxy %s only %d frames: the test tested little", what, k)
		}
	}
}
