//go:build !unix

package necklace

import "time"

// cpuTime is unknown here; CPU metrics then read as infinite or zero.
func cpuTime() time.Duration { return 0 }
