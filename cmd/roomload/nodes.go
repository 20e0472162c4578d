package main

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// node is a salotto-server process this run started, on a fresh data
// folder, with its profiles served on a loopback port of its own.
type node struct {
	cmd   *exec.Cmd
	url   string // http://127.0.0.1:port
	debug string // host:port of its profiles
	data  string
	log   *os.File
}

// startNodes starts c.nodes servers; three form a loopback cluster.
func startNodes(c config, stderr io.Writer) ([]*node, error) {
	addrs := make([]string, c.nodes)
	routes := make([]string, c.nodes)
	for i := range addrs {
		addrs[i], routes[i] = freeAddr(), freeAddr()
	}
	var nodes []*node
	started := make(chan error, c.nodes)
	for i := range c.nodes {
		data, err := os.MkdirTemp(c.dataRoot, "roomload-data")
		if err != nil {
			return nodes, err
		}
		logf, err := os.CreateTemp("", "roomload-server-*.log")
		if err != nil {
			return nodes, err
		}
		n := &node{data: data, debug: freeAddr(), log: logf}
		args := []string{"-addr", addrs[i], "-data", data, "-debug", n.debug,
			// every client of the run comes from 127.0.0.1: the limits per
			// address would hold the whole load to one person's
			"-join-burst", "1000000", "-join-every", "1ms"}
		if c.nodes > 1 {
			var others []string
			for j, r := range routes {
				if j != i {
					others = append(others, "nats://"+r)
				}
			}
			args = append(args, "-node", fmt.Sprintf("n%d", i+1), "-cluster", routes[i], "-routes", strings.Join(others, ","))
		}
		args = append(args, c.extra...)
		n.cmd = exec.Command(c.bin, args...)
		n.cmd.Stderr = logf
		if c.profile != "" && c.rate == 0 {
			// every allocation in the heap profile, not one in 512 KiB:
			// a room's small parts would not show otherwise (it slows the
			// server down too much to time moves with)
			n.cmd.Env = append(os.Environ(), "GODEBUG=memprofilerate=1")
		}
		nodes = append(nodes, n)
		go func() { started <- n.start() }()
	}
	for range nodes {
		if err := <-started; err != nil {
			return nodes, err
		}
	}
	fmt.Fprintf(stderr, "roomload: %d node(s) up; their logs: %s\n", len(nodes), logNames(nodes))
	return nodes, nil
}

// start runs the process and waits until it says where it listens.
func (n *node) start() error {
	out, err := n.cmd.StdoutPipe()
	if err != nil {
		return err
	}
	if err := n.cmd.Start(); err != nil {
		return err
	}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if rest, ok := strings.CutPrefix(sc.Text(), "Salotto's room server on "); ok {
				ready <- strings.Fields(rest)[0]
			}
		}
	}()
	select {
	case n.url = <-ready:
		return nil
	case <-time.After(2 * time.Minute):
		return fmt.Errorf("%s did not start within 2 minutes (log: %s)", n.cmd.Path, n.log.Name())
	}
}

// stop ends the process (SIGINT: it closes its rooms and its store) and
// removes its data.
func (n *node) stop() {
	if n.cmd.Process != nil {
		_ = n.cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = n.cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(20 * time.Second):
			_ = n.cmd.Process.Kill()
			<-done
		}
	}
	n.log.Close()
	_ = os.RemoveAll(n.data)
}

func logNames(nodes []*node) string {
	var s []string
	for _, n := range nodes {
		s = append(s, n.log.Name())
	}
	return strings.Join(s, " ")
}

func freeAddr() string {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		panic(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// clockTick is Linux's USER_HZ, the unit of /proc/PID/stat's times.
const clockTick = 100

// cpu is the processor time the process has used so far.
func (n *node) cpu() time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", n.cmd.Process.Pid))
	if err != nil {
		return 0
	}
	// the fields after the command's name, which is in parentheses
	s := string(b)
	f := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
	if len(f) < 13 {
		return 0
	}
	utime, _ := strconv.ParseInt(f[11], 10, 64)
	stime, _ := strconv.ParseInt(f[12], 10, 64)
	return time.Duration(utime+stime) * time.Second / clockTick
}

// rss is the process's resident memory, in bytes.
func (n *node) rss() int64 {
	return procStatus(n.cmd.Process.Pid, "VmRSS:")
}

func procStatus(pid int, field string) int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, field); ok {
			kb, _ := strconv.ParseInt(strings.Fields(rest)[0], 10, 64)
			return kb << 10
		}
	}
	return 0
}

// goMem is what the Go runtime of a node says it holds: the heap in use,
// the goroutines' stacks, and how many goroutines there are.
type goMem struct {
	HeapInuse, StackInuse int64
	HeapFree              int64 // heap pages free but not returned to the system
	Sys                   int64 // all the runtime has from the system
	Goroutines            int
}

func (n *node) goMem() goMem {
	var m goMem
	body, err := get("http://" + n.debug + "/debug/pprof/heap?debug=1")
	if err == nil {
		var idle, released int64
		for _, line := range strings.Split(body, "\n") {
			name, v, ok := strings.Cut(strings.TrimPrefix(line, "# "), " = ")
			if !ok || !strings.HasPrefix(line, "# ") {
				continue
			}
			x, _ := strconv.ParseInt(strings.Fields(v)[0], 10, 64)
			switch name {
			case "HeapInuse":
				m.HeapInuse = x
			case "HeapIdle":
				idle = x
			case "HeapReleased":
				released = x
			case "Stack":
				m.StackInuse = x
			case "Sys":
				m.Sys = x
			}
		}
		m.HeapFree = idle - released
	}
	if body, err := get("http://" + n.debug + "/debug/pprof/goroutine?debug=1"); err == nil {
		if v, ok := strings.CutPrefix(strings.SplitN(body, "\n", 2)[0], "goroutine profile: total "); ok {
			m.Goroutines, _ = strconv.Atoi(strings.TrimSpace(v))
		}
	}
	return m
}

// saveProfile writes one of the node's profiles (heap, profile?seconds=N)
// to dir.
func (n *node) saveProfile(dir, name, query string) error {
	resp, err := http.Get("http://" + n.debug + "/debug/pprof/" + query)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("profile %s: %s", query, resp.Status)
	}
	f, err := os.Create(filepath.Join(dir, name))
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, resp.Body); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

func get(url string) (string, error) {
	c := http.Client{Timeout: 30 * time.Second}
	resp, err := c.Get(url)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return string(b), err
}

// selfCPU is this process's own processor time: the clients' share.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
