// Package proctrace reads what the Linux kernel counts of a process's
// threads and of the whole machine, cheaply enough to sample every frame:
// how long each kind of thread ran and how long it waited for a core,
// how busy every core was, and how long tasks stood waiting for one. The
// soak's frame trace (tables/kit/watch_trace.go) lines a long frame up
// against these to tell the renderer's and the machine's time from the
// game's. Elsewhere than on Linux every figure reads zero.
package proctrace

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"time"
)

// Use is how long some threads ran on a core, and how long they stood
// runnable waiting for one (the kernel's schedstat, in nanoseconds).
type Use struct{ Run, Wait time.Duration }

func (u Use) add(v Use) Use { return Use{u.Run + v.Run, u.Wait + v.Wait} }

// Sub is the use between an earlier reading and this one.
func (u Use) Sub(v Use) Use { return Use{u.Run - v.Run, u.Wait - v.Wait} }

// Sample is one reading, every figure a running total since boot (or
// since the thread began): subtract two readings for what happened
// between them.
type Sample struct {
	// Main is the process's main thread: Ebitengine's render thread
	// natively, which sends the frame's commands to the GPU and presents.
	Main Use
	// Raster is the software renderer's own worker threads (llvmpipe's).
	Raster Use
	// Other is every other thread of the process: Go's, with the game's
	// Update and Draw, the collector and the writers.
	Other Use
	// Server is the X server's main thread (Xvfb's), which receives each
	// presented frame; zero when it was not found.
	Server Use
	// Busy is the time every core spent on anything but idling
	// (/proc/stat, in the kernel's 10 ms ticks), Stall the time at least
	// one runnable task waited for a core (/proc/pressure/cpu, "some").
	Busy, Stall time.Duration
}

// Sub is what happened between an earlier sample and this one.
func (s Sample) Sub(e Sample) Sample {
	return Sample{Main: s.Main.Sub(e.Main), Raster: s.Raster.Sub(e.Raster), Other: s.Other.Sub(e.Other),
		Server: s.Server.Sub(e.Server), Busy: s.Busy - e.Busy, Stall: s.Stall - e.Stall}
}

// Process is the sum of the process's threads.
func (s Sample) Process() Use { return s.Main.add(s.Raster).add(s.Other) }

// Reader samples one process (this one) and its X server.
type Reader struct {
	pid     int
	tasks   []task
	scanned time.Time
	server  string // the X server's schedstat file, "" when not found
	buf     []byte
	gone    Use // what the threads that ended ran, counted as Other
}

// task is one thread of the process: its schedstat file and its class.
type task struct {
	path  string
	class int
	last  Use // its last reading, kept for when it ends
}

const (
	classMain = iota
	classRaster
	classOther
)

// rescanEvery is how often the list of threads is read again: threads
// come (a renderer starts its workers with its first context) and rarely go.
const rescanEvery = time.Second

// NewReader samples this process; display (such as ":99", the DISPLAY
// variable) names the X server whose thread is read too.
func NewReader(display string) *Reader {
	r := &Reader{pid: os.Getpid(), buf: make([]byte, 512)}
	r.server = findServer(display)
	return r
}

// Read takes a sample.
func (r *Reader) Read() Sample {
	var s Sample
	if now := time.Now(); now.Sub(r.scanned) >= rescanEvery {
		r.scan()
		r.scanned = now
	}
	for i := range r.tasks {
		t := &r.tasks[i]
		if u, ok := r.use(t.path); ok {
			t.last = u
		}
		switch t.class {
		case classMain:
			s.Main = s.Main.add(t.last)
		case classRaster:
			s.Raster = s.Raster.add(t.last)
		default:
			s.Other = s.Other.add(t.last)
		}
	}
	s.Other = s.Other.add(r.gone)
	if r.server != "" {
		s.Server, _ = r.use(r.server)
	}
	s.Busy = r.busy()
	s.Stall = r.stall()
	return s
}

// scan lists the process's threads, keeping the readings of those known.
func (r *Reader) scan() {
	dir := "/proc/" + strconv.Itoa(r.pid) + "/task"
	ents, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	known := make(map[string]task, len(r.tasks))
	for _, t := range r.tasks {
		known[t.path] = t
	}
	r.tasks = r.tasks[:0]
	for _, e := range ents {
		path := dir + "/" + e.Name() + "/schedstat"
		if t, ok := known[path]; ok {
			r.tasks = append(r.tasks, t)
			delete(known, path)
			continue
		}
		class := classOther
		if e.Name() == strconv.Itoa(r.pid) {
			class = classMain
		} else if comm, err := os.ReadFile(dir + "/" + e.Name() + "/comm"); err == nil && strings.HasPrefix(string(comm), "llvmpipe") {
			class = classRaster
		}
		r.tasks = append(r.tasks, task{path: path, class: class})
	}
	for _, t := range known { // ended: keep what they ran, so totals never fall
		r.gone = r.gone.add(t.last)
	}
}

// use reads a schedstat file: "run_ns wait_ns timeslices".
func (r *Reader) use(path string) (Use, bool) {
	b, ok := r.read(path)
	if !ok {
		return Use{}, false
	}
	f := bytes.Fields(b)
	if len(f) < 2 {
		return Use{}, false
	}
	run, err1 := strconv.ParseInt(string(f[0]), 10, 64)
	wait, err2 := strconv.ParseInt(string(f[1]), 10, 64)
	if err1 != nil || err2 != nil {
		return Use{}, false
	}
	return Use{time.Duration(run), time.Duration(wait)}, true
}

// tick is the kernel's clock tick in /proc/stat (USER_HZ, 100 on Linux).
const tick = 10 * time.Millisecond

// busy reads /proc/stat's first line: every core's time, less idle and
// iowait.
func (r *Reader) busy() time.Duration {
	b, ok := r.read("/proc/stat")
	if !ok {
		return 0
	}
	line, _, _ := bytes.Cut(b, []byte("\n"))
	f := bytes.Fields(line)
	if len(f) < 6 || string(f[0]) != "cpu" {
		return 0
	}
	var total int64
	for i, v := range f[1:] {
		if i == 3 || i == 4 { // idle, iowait
			continue
		}
		n, _ := strconv.ParseInt(string(v), 10, 64)
		total += n
	}
	return time.Duration(total) * tick
}

// stall reads the total of /proc/pressure/cpu's "some" line, in µs.
func (r *Reader) stall() time.Duration {
	b, ok := r.read("/proc/pressure/cpu")
	if !ok {
		return 0
	}
	_, after, found := bytes.Cut(b, []byte("total="))
	if !found {
		return 0
	}
	end := bytes.IndexAny(after, " \n")
	if end < 0 {
		end = len(after)
	}
	n, _ := strconv.ParseInt(string(after[:end]), 10, 64)
	return time.Duration(n) * time.Microsecond
}

// read reads a small file into the reader's buffer (valid until the next
// read).
func (r *Reader) read(path string) ([]byte, bool) {
	f, err := os.Open(path)
	if err != nil {
		return nil, false
	}
	defer f.Close()
	n := 0
	for {
		if n == len(r.buf) {
			r.buf = append(r.buf, make([]byte, len(r.buf))...)
		}
		k, err := f.Read(r.buf[n:])
		n += k
		if err != nil || k == 0 {
			break
		}
	}
	return r.buf[:n], n > 0
}

// findServer finds the X server of display (Xvfb or Xorg, whose command
// line names it) and returns its main thread's schedstat file.
func findServer(display string) string {
	if display == "" {
		return ""
	}
	host, num, _ := strings.Cut(display, ":")
	if host != "" {
		return "" // a remote server's threads are not this machine's
	}
	num, _, _ = strings.Cut(num, ".")
	want := ":" + num
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		if _, err := strconv.Atoi(e.Name()); err != nil {
			continue
		}
		cmd, err := os.ReadFile("/proc/" + e.Name() + "/cmdline")
		if err != nil {
			continue
		}
		args := strings.Split(string(cmd), "\x00")
		if len(args) == 0 || !strings.HasSuffix(args[0], "Xvfb") && !strings.HasSuffix(args[0], "Xorg") {
			continue
		}
		for _, a := range args[1:] {
			if a == want {
				return "/proc/" + e.Name() + "/schedstat"
			}
		}
	}
	return ""
}
