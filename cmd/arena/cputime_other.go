//go:build !linux

package main

import "time"

// threadCPUKnown: elsewhere the arena reports the wall clock only.
const threadCPUKnown = false

func threadCPU() time.Duration { return 0 }
