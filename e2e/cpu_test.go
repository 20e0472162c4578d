package e2e

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/chromedp/chromedp"
)

// clockTick is Linux's USER_HZ, the unit of /proc/PID/stat's CPU times:
// 100 on every architecture Go runs Chromium on.
const clockTick = 10 * time.Millisecond

// cpuTime is the processor time the browser has used so far: its own
// process and every process below it (renderer, GPU, network, utility),
// user and system, from /proc. On a shared, busy machine it moves far less
// than wall time does, since waiting for a core costs none; it is 0 where
// there is no /proc.
func (b *browser) cpuTime() time.Duration {
	b.t.Helper()
	c := chromedp.FromContext(b.ctx)
	if c == nil || c.Browser == nil || c.Browser.Process() == nil {
		b.t.Fatal("no browser process to measure")
	}
	root := c.Browser.Process().Pid
	type proc struct {
		ppid int
		cpu  time.Duration
	}
	procs := map[int]proc{}
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	for _, path := range stats {
		data, err := os.ReadFile(path)
		if err != nil {
			continue // gone meanwhile
		}
		// pid (comm) state ppid ... utime stime: fields 4, 14 and 15, counted
		// after the command name, which may hold spaces.
		s := string(data)
		close := strings.LastIndexByte(s, ')')
		if close < 0 {
			continue
		}
		f := strings.Fields(s[close+1:])
		if len(f) < 13 {
			continue
		}
		pid, _ := strconv.Atoi(filepath.Base(filepath.Dir(path)))
		ppid, _ := strconv.Atoi(f[1])
		utime, _ := strconv.Atoi(f[11])
		stime, _ := strconv.Atoi(f[12])
		procs[pid] = proc{ppid, time.Duration(utime+stime) * clockTick}
	}
	var total time.Duration
	for pid, p := range procs {
		for at := pid; at > 1; at = procs[at].ppid {
			if at == root {
				total += p.cpu
				break
			}
			if _, ok := procs[at]; !ok {
				break
			}
		}
	}
	return total
}
