package e2e

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The online tests play rooms through a real salotto-server process, as
// friends do: built from this repository once per run, it serves the
// bundle the suite built (-web) and the rooms (/ws) from one loopback
// address, keeping them in a temporary folder (-data).

// program is a program of this repository, built once per run.
type program struct {
	pkg, name string // the package (from the module root) and the file
	once      sync.Once
	path      string
	err       error
}

// The programs the online tests run.
var (
	serverProgram  = &program{pkg: "./cmd/salotto-server", name: "salotto-server"}
	desktopProgram = &program{pkg: ".", name: "salotto"}
)

// build builds the program, once.
func (p *program) build() {
	p.once.Do(func() {
		p.path = filepath.Join(tmpDir, p.name)
		p.err = goBuild(p.path, p.pkg)
	})
}

// binary is the built program's path; the test fails if it did not build.
func (p *program) binary(t *testing.T) string {
	t.Helper()
	p.build()
	if p.err != nil {
		t.Fatal(p.err)
	}
	return p.path
}

// buildForOnlineTests starts building the server and the desktop game
// while the browser tests before the online ones run, when the run
// includes an online test: the online tests run last, side by side
// (t.Parallel), and wait only for what is not built yet.
func buildForOnlineTests() {
	flag.Parse()
	if pat := flag.Lookup("test.run").Value.String(); pat != "" {
		if re, err := regexp.Compile(pat); err != nil || !re.MatchString("TestOnline") {
			return
		}
	}
	go func() {
		serverProgram.build()
		desktopProgram.build()
	}()
}

// goBuild builds pkg (relative to the module root) into out.
func goBuild(out, pkg string) error {
	cmd := exec.Command("go", "build", "-o", out, pkg)
	cmd.Dir = root
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build %s: %v\n%s", pkg, err, msg)
	}
	return nil
}

// roomServer is one salotto-server process, which a test may kill and
// start again on the same address and data.
type roomServer struct {
	t    *testing.T
	addr string // 127.0.0.1:PORT
	data string
	web  string
	args []string // more flags

	mu   sync.Mutex
	cmd  *exec.Cmd
	done chan struct{} // closed once the process has exited
	log  strings.Builder
}

// startRoomServer starts a server for the suite's bundle on a free
// loopback port, with its rooms in a fresh folder; extra flags follow.
// It is killed when the test ends, however it ends.
func startRoomServer(t *testing.T, extra ...string) *roomServer {
	t.Helper()
	dir, _ := bundle(t)
	s := &roomServer{t: t, data: t.TempDir(), web: dir, args: extra}
	t.Cleanup(func() {
		s.kill()
		if t.Failed() {
			t.Logf("salotto-server's output:\n%s", s.output())
		}
	})
	// A port found free may be taken before the server binds it (by
	// anything on the machine): then another is tried.
	for try := 1; ; try++ {
		s.addr = freeAddr(t)
		s.launch()
		if s.answers() {
			break
		}
		if try == 5 {
			t.Fatalf("salotto-server found no free port in 5 tries:\n%s", s.output())
		}
		t.Logf("port taken before salotto-server bound it; trying another:\n%s", s.output())
		s.mu.Lock()
		s.log.Reset()
		s.mu.Unlock()
	}
	return s
}

// URL is the server's address, where the page is served.
func (s *roomServer) URL() string { return "http://" + s.addr }

// freeAddr is a loopback address with a port nothing listens on now,
// below the kernel's range of ports for outgoing connections and for
// listeners on port 0: the browsers' and the other tests' sockets then
// cannot take it between this check and the server's bind, nor between a
// kill and the restart on the same address.
func freeAddr(t *testing.T) string {
	t.Helper()
	for range 200 {
		addr := fmt.Sprintf("127.0.0.1:%d", 20000+rand.IntN(12000))
		l, err := net.Listen("tcp", addr)
		if err == nil {
			l.Close()
			return addr
		}
	}
	t.Fatal("no free loopback port between 20000 and 32000")
	return ""
}

// start runs the server and waits until it answers the page's question
// about its rooms (/salotto-server.json).
func (s *roomServer) start() {
	s.t.Helper()
	s.launch()
	if !s.answers() {
		s.t.Fatalf("salotto-server could not bind %s:\n%s", s.addr, s.output())
	}
}

// launch starts the server's process.
func (s *roomServer) launch() {
	s.t.Helper()
	args := append([]string{"-addr", s.addr, "-data", s.data, "-web", s.web}, s.args...)
	cmd := exec.Command(serverProgram.binary(s.t), args...)
	w := s.logWriter()
	cmd.Stdout, cmd.Stderr = w, w
	if err := cmd.Start(); err != nil {
		s.t.Fatalf("starting salotto-server: %v", err)
	}
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	s.mu.Lock()
	s.cmd, s.done = cmd, done
	s.mu.Unlock()
}

// answers waits until the launched server answers: false if it exited
// because its address was taken.
func (s *roomServer) answers() bool {
	s.t.Helper()
	s.mu.Lock()
	done := s.done
	s.mu.Unlock()
	started := time.Now()
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		select {
		case <-done:
			if strings.Contains(s.output(), "address already in use") {
				s.mu.Lock()
				s.cmd = nil
				s.mu.Unlock()
				return false
			}
			s.t.Fatalf("salotto-server exited at once:\n%s", s.output())
		default:
		}
		if resp, err := http.Get(s.URL() + "/salotto-server.json"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				s.t.Logf("salotto-server up on %s in %.1f s", s.addr, time.Since(started).Seconds())
				return true
			}
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("salotto-server did not answer in 60 s:\n%s", s.output())
		}
	}
}

// kill ends the server with SIGKILL, as a crash or a pulled plug would,
// and waits for the process to be gone.
func (s *roomServer) kill() {
	s.mu.Lock()
	cmd, done := s.cmd, s.done
	s.cmd = nil
	s.mu.Unlock()
	if cmd == nil {
		return
	}
	cmd.Process.Signal(syscall.SIGKILL)
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		s.t.Errorf("salotto-server (pid %d) still runs 10 s after SIGKILL", cmd.Process.Pid)
	}
}

// logWriter collects the server's output.
func (s *roomServer) logWriter() *lockedWriter { return &lockedWriter{mu: &s.mu, b: &s.log} }

func (s *roomServer) output() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.log.String()
}

// lockedWriter appends to a builder under a mutex.
type lockedWriter struct {
	mu *sync.Mutex
	b  *strings.Builder
}

func (w *lockedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.b.Write(p)
}
