//go:build !linux

package necklace

import "time"

// threadCPU is unknown here: the CPU metrics then read as zero.
func threadCPU() time.Duration { return 0 }
