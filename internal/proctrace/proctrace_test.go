package proctrace

import (
	"os"
	"runtime"
	"syscall"
	"testing"
	"time"
)

// cpuTime is the CPU time of this process (who: syscall.RUSAGE_SELF) or
// this thread (rusageThread), as getrusage counts it.
func cpuTime(t *testing.T, who int) time.Duration {
	var u syscall.Rusage
	if err := syscall.Getrusage(who, &u); err != nil {
		t.Fatal(err)
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}

// rusageThread is Linux's RUSAGE_THREAD.
const rusageThread = 1

// spin keeps this thread busy until getrusage counts d more of its CPU
// time (however loaded the machine).
func spin(t *testing.T, d time.Duration) {
	start := cpuTime(t, rusageThread)
	for cpuTime(t, rusageThread)-start < d {
	}
}

// TestReadCountsThisProcessRunning: 50 ms of a thread's CPU time show in
// the process's run time, and the machine's busy time does not fall.
func TestReadCountsThisProcessRunning(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads Linux's /proc")
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	r := NewReader("")
	before := r.Read()
	spin(t, 50*time.Millisecond)
	d := r.Read().Sub(before)
	if run := d.Process().Run; run < 45*time.Millisecond || run > 5*time.Second {
		t.Errorf("50 ms of work read as %v run by the process", run)
	}
	if d.Busy < 0 || d.Stall < 0 || d.Raster.Run != 0 {
		t.Errorf("busy %v, stall %v, renderer %v: want none negative and no renderer threads here", d.Busy, d.Stall, d.Raster.Run)
	}
}

// TestThreadsThatEndKeepTheirTime: a thread that ran and ended leaves its
// time in the totals, which never fall.
func TestThreadsThatEndKeepTheirTime(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads Linux's /proc")
	}
	r := NewReader("")
	before := r.Read()
	done := make(chan struct{})
	go func() {
		runtime.LockOSThread() // the thread ends with the goroutine
		spin(t, 30*time.Millisecond)
		r.scanned = time.Time{}
		r.Read()
		close(done)
	}()
	<-done
	time.Sleep(20 * time.Millisecond) // the locked thread exits
	r.scanned = time.Time{}           // list the threads again now
	if d := r.Read().Sub(before); d.Process().Run < 28*time.Millisecond {
		t.Errorf("the ended thread's 30 ms read as %v", d.Process().Run)
	}
}

// TestFindServerNeedsItsDisplay: no display, or another machine's, finds
// no server.
func TestFindServerNeedsItsDisplay(t *testing.T) {
	if s := findServer(""); s != "" {
		t.Errorf("no display found %q", s)
	}
	if s := findServer("otherhost:0"); s != "" {
		t.Errorf("a remote display found %q", s)
	}
	if d := os.Getenv("DISPLAY"); d != "" && findServer(d) == "" {
		t.Logf("no Xvfb or Xorg found for DISPLAY=%s", d)
	}
}

// BenchmarkRead is what a frame of the soak's trace pays to sample.
func BenchmarkRead(b *testing.B) {
	r := NewReader(os.Getenv("DISPLAY"))
	for range b.N {
		r.Read()
	}
}
