package main

import (
	"syscall"
	"time"
)

// threadCPUKnown: Linux tells the processor time of one thread.
const threadCPUKnown = true

// rusageThread is Linux's RUSAGE_THREAD, which package syscall does not name.
const rusageThread = 1

// threadCPU is the calling thread's user and system time so far; the
// tournament locks its goroutine to one thread, so differences are a
// decision's own processor time.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
