//go:build linux

package necklace

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time of the calling OS thread (the caller locks
// its goroutine to it): what a call cost, on a machine whose wall clock
// also counts the other programs sharing its cores.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(1 /* RUSAGE_THREAD */, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
