package server

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"salotto/online/botclient"
	"salotto/online/client"
	"salotto/online/proto"
	"salotto/rules"
	"salotto/rules/catalog"
)

// serverBin builds cmd/salotto-server once for the tests that run it as
// a process of its own, to kill it as an operator's machine might.
var serverBin = sync.OnceValues(func() (string, error) {
	dir, err := os.MkdirTemp("", "salotto-server-bin")
	if err != nil {
		return "", err
	}
	bin := filepath.Join(dir, "salotto-server")
	out, err := exec.Command("go", "build", "-o", bin, "salotto/cmd/salotto-server").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build: %v\n%s", err, out)
	}
	return bin, nil
})

// proc is a server running as its own process.
type proc struct {
	t    testing.TB
	args []string
	cmd  *exec.Cmd
	url  string
	log  *lockedBuffer
}

// freeAddr is a loopback address with a port nobody listens on now.
func freeAddr(t testing.TB) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// startProc starts the server with args and waits until it says where it
// listens.
func startProc(t testing.TB, args ...string) *proc {
	t.Helper()
	if _, err := serverBin(); err != nil {
		t.Fatal(err)
	}
	p := &proc{t: t, args: args, log: &lockedBuffer{}}
	t.Cleanup(func() { p.kill(); p.tellIfFailed() })
	if err := p.launch(); err != nil {
		t.Fatal(err)
	}
	return p
}

// start starts the process again (after kill9).
func (p *proc) start() {
	p.t.Helper()
	if err := p.launch(); err != nil {
		p.t.Fatal(err)
	}
}

// launch starts the process and waits for it to listen; it never calls
// t.Fatal, so that nodes of a cluster can be started from goroutines.
func (p *proc) launch() error {
	bin, _ := serverBin()
	p.cmd = exec.Command(bin, p.args...)
	stdout, _ := p.cmd.StdoutPipe()
	p.cmd.Stderr = p.log
	if err := p.cmd.Start(); err != nil {
		return err
	}
	ready := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			line := sc.Text()
			fmt.Fprintln(p.log, line)
			if rest, ok := strings.CutPrefix(line, "Salotto's room server on "); ok {
				ready <- strings.Fields(rest)[0]
			}
		}
		_, _ = io.Copy(io.Discard, stdout)
	}()
	select {
	case p.url = <-ready:
		return nil
	case <-time.After(90 * time.Second):
		p.kill()
		return fmt.Errorf("the server did not start within 90 s:\n%s", p.log)
	}
}

// kill9 kills the process at once, as a power cut would: no shutdown.
func (p *proc) kill9() {
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
}

func (p *proc) kill() {
	if p.cmd != nil && p.cmd.ProcessState == nil {
		p.kill9()
	}
}

// tellIfFailed logs the end of the process's output when the test
// failed: what the server said is what a failure in CI is read from.
func (p *proc) tellIfFailed() {
	if !p.t.Failed() {
		return
	}
	lines := strings.Split(strings.TrimRight(p.log.String(), "\n"), "\n")
	if len(lines) > 120 {
		lines = lines[len(lines)-120:]
	}
	p.t.Logf("the server %v said (last %d lines):\n%s", p.args, len(lines), strings.Join(lines, "\n"))
}

type lockedBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (l *lockedBuffer) Write(b []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(b)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// tableRun is a worker playing games of one kind, one after another,
// through whatever happens to the servers.
type tableRun struct {
	game    string
	levels  []string
	variant map[string]string
	seeds   []uint64
}

// playAll plays every run's games at once and checks each against the
// offline game of its seed: no accepted move lost, none applied twice.
func playAll(t *testing.T, c client.Config, runs []tableRun, during func(done *atomic.Int32)) {
	t.Helper()
	configs := make([]client.Config, len(runs))
	for i := range configs {
		configs[i] = c
	}
	playAllOn(t, configs, runs, during)
}

// playAllOn is playAll with each run's own client configuration.
func playAllOn(t *testing.T, configs []client.Config, runs []tableRun, during func(done *atomic.Int32)) {
	t.Helper()
	playAllWithin(t, 5*time.Minute, configs, runs, during)
}

// playAllWithin is playAllOn with the time the games may take at most.
func playAllWithin(t *testing.T, within time.Duration, configs []client.Config, runs []tableRun, during func(done *atomic.Int32)) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), within)
	defer cancel()
	var wg sync.WaitGroup
	errs := make(chan error, 64)
	finished := make(chan *botGame, 64)
	var done atomic.Int32
	for k, r := range runs {
		c := configs[k]
		g, err := catalog.Lookup(r.game)
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			for _, seed := range r.seeds {
				bg := &botGame{game: g, opts: rules.Options{Players: len(r.levels), Variant: r.variant}, levels: r.levels, seed: seed}
				tb := &botclient.Table{Game: g, Options: bg.opts, Levels: r.levels, Seed: seed, Grace: 600,
					BotSeed: func(p int) uint64 { return arenaBotSeed(seed, p) }}
				out, err := tb.Play(ctx, c)
				if err != nil {
					errs <- fmt.Errorf("%s seed %d, room %s: %w", r.game, seed, out.Room, err)
					return
				}
				bg.out = out
				done.Add(1)
				finished <- bg
			}
		}()
	}
	if during != nil {
		during(&done)
	}
	wg.Wait()
	close(errs)
	close(finished)
	for err := range errs {
		t.Error(err)
	}
	n := 0
	for bg := range finished {
		n++
		for p, r := range bg.out.Results {
			if r.Verified != nil {
				t.Errorf("room %s seat %d: what it was shown does not check: %v", bg.out.Room, p, r.Verified)
			}
		}
		bg.sameGame(t)
	}
	want := 0
	for _, r := range runs {
		want += len(r.seeds)
	}
	if n != want {
		t.Errorf("%d of %d games finished", n, want)
	}
}

// finished waits until n games have finished; false, with an error, if
// they have not within the time the games have (they stalled).
func finished(t *testing.T, done *atomic.Int32, n int32) bool {
	t.Helper()
	deadline := time.Now().Add(4 * time.Minute)
	for done.Load() < n {
		if time.Now().After(deadline) {
			t.Errorf("only %d games finished in 4 minutes, waiting for %d: the games stalled", done.Load(), n)
			return false
		}
		time.Sleep(20 * time.Millisecond)
	}
	return true
}

// standardRuns are the games the process tests play: each kind, with
// simultaneous choices (HMS Dolores) and hidden hands (the necklace).
func standardRuns(base uint64, per int) []tableRun {
	seeds := func(k uint64) []uint64 {
		var s []uint64
		for i := range per {
			s = append(s, base+k*100+uint64(i))
		}
		return s
	}
	return []tableRun{
		{game: "dolores", levels: []string{"normal", "easy", "normal"}, seeds: seeds(1)},
		{game: "dolores", levels: []string{"easy", "normal"}, seeds: seeds(2)},
		{game: "necklace", levels: []string{"normal", "easy"}, variant: map[string]string{"expansions": "rainbow+gold"}, seeds: seeds(3)},
		{game: "dolcevita", levels: []string{"easy", "normal", "easy", "random"}, seeds: seeds(4)},
	}
}

// TestKillNineLosesNoAcceptedMove kills the server with SIGKILL in the
// middle of several games, twice, and starts it again on the same data:
// the clients reconnect and resume, every game finishes, and every record
// is the offline game of its seed.
func TestKillNineLosesNoAcceptedMove(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server as a process")
	}
	data := t.TempDir()
	addr := freeAddr(t)
	p := startProc(t, "-addr", addr, "-data", data, "-join-burst", "10000", "-join-every", "1ms", "-lease", "3s",
		"-frame-rate", "1000", "-frame-burst", "1000")
	u, _ := client.RoomsURL(p.url)
	c := cfg(u)
	runs := standardRuns(700, 6)
	playAll(t, c, runs, func(done *atomic.Int32) {
		// kill once a few games have finished, and again later: most games
		// are being played at each kill
		for _, after := range []int32{2, 9} {
			if !finished(t, done, after) {
				return
			}
			if n := done.Load(); n > 16 {
				t.Errorf("%d of 24 games had finished before the kill: it tests little", n)
			}
			p.kill9()
			t.Logf("killed the server (kill -9); starting it again on the same data")
			p.start()
		}
	})
}

// TestFailoverMovesRoomsToLiveNodes runs a cluster of three nodes on the
// loopback address, plays games whose rooms and connections are spread
// over the nodes, and kills (kill -9) the first node while it owns rooms.
// Its rooms are claimed by the others and replayed from their logs (kept
// on three replicas), the clients that were on it reconnect elsewhere, and
// every game finishes as the offline game of its seed.
func TestFailoverMovesRoomsToLiveNodes(t *testing.T) {
	if testing.Short() {
		t.Skip("runs a cluster of server processes")
	}
	var addrs, routes []string
	for range 3 {
		addrs = append(addrs, freeAddr(t))
		routes = append(routes, freeAddr(t))
	}
	var procs []*proc
	var urls []string
	type startedProc struct {
		p   *proc
		err error
	}
	started := make(chan startedProc, 3)
	for i := range 3 {
		var others []string
		for j, r := range routes {
			if j != i {
				others = append(others, "nats://"+r)
			}
		}
		args := []string{"-addr", addrs[i], "-data", t.TempDir(), "-node", fmt.Sprintf("n%d", i+1),
			"-cluster", routes[i], "-routes", strings.Join(others, ","), "-lease", "3s",
			"-join-burst", "10000", "-join-every", "1ms", "-frame-rate", "1000", "-frame-burst", "1000"}
		p := &proc{t: t, args: args, log: &lockedBuffer{}}
		t.Cleanup(func() { p.kill(); p.tellIfFailed() })
		go func() { started <- startedProc{p, p.launch()} }()
	}
	for range 3 {
		sp := <-started
		if sp.err != nil {
			t.Fatal(sp.err)
		}
		procs = append(procs, sp.p)
	}
	slices.SortFunc(procs, func(a, b *proc) int { return strings.Compare(a.args[5], b.args[5]) })
	for _, p := range procs {
		u, _ := client.RoomsURL(p.url)
		urls = append(urls, u)
	}
	runs := standardRuns(300, 6)
	// each table starts on another node: rooms and their connections
	// are spread over the cluster
	configs := make([]client.Config, len(runs))
	for k := range runs {
		configs[k] = cfg(append(slices.Clone(urls[k%3:]), urls[:k%3]...)...)
	}
	playAllOn(t, configs, runs, func(done *atomic.Int32) {
		if !finished(t, done, 3) {
			return
		}
		if n := done.Load(); n > 14 {
			t.Errorf("%d of 24 games had finished before the kill: it tests little", n)
		}
		procs[0].kill9()
		t.Logf("killed node n1 (kill -9) with %d games finished", done.Load())
	})
}

// TestAnIdleRoomHoldsOneGoroutinePerConnection opens rooms of two
// connections on a server process and lets them sit: the server then
// holds one goroutine per connection (its reader) and none per room, the
// least an idle room can cost (docs/online-load.md weighs it).
func TestAnIdleRoomHoldsOneGoroutinePerConnection(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the server as a process")
	}
	debug := freeAddr(t)
	p := startProc(t, "-addr", freeAddr(t), "-data", t.TempDir(), "-debug", debug, "-join-burst", "10000", "-join-every", "1ms")
	u, _ := client.RoomsURL(p.url)
	c := cfg(u)
	before := serverGoroutines(t, debug)
	const rooms = 30
	for range rooms {
		host := client.Open(c, &proto.Create{T: proto.TCreate, Game: "dolores", Options: rules.Options{Players: 2}, Host: botclient.Token(),
			Seats: []proto.SeatSpec{{Kind: proto.KindHere, Name: "Ada", Token: botclient.Token()}, {Kind: proto.KindOnline}}})
		defer host.Close()
		code := await[*proto.Welcome](t, host).Room
		guest := client.Open(c, &proto.Join{T: proto.TJoin, Room: code, Name: "Bea", Token: botclient.Token()})
		defer guest.Close()
		await[*proto.Welcome](t, guest)
		for !full(await[*proto.Seats](t, host)) {
		}
		host.Start()
		await[*proto.View](t, host)
		await[*proto.View](t, guest)
	}
	// what a frame or a write started has ended after a moment; a few
	// goroutines the node starts once (not per room) may have come
	const once = 4
	var extra int
	for range 20 {
		time.Sleep(250 * time.Millisecond)
		if extra = serverGoroutines(t, debug) - before; extra <= 2*rooms+once {
			return
		}
	}
	t.Errorf("%d idle rooms of two connections hold %d goroutines (%.1f a room), want one a connection", rooms, extra, float64(extra)/rooms)
}

// serverGoroutines is how many goroutines a server process has, from the
// profiles it serves with -debug.
func serverGoroutines(t *testing.T, debug string) int {
	t.Helper()
	resp, err := http.Get("http://" + debug + "/debug/pprof/goroutine?debug=1")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	line, _ := bufio.NewReader(resp.Body).ReadString('\n')
	n, err := strconv.Atoi(strings.TrimSpace(strings.TrimPrefix(line, "goroutine profile: total ")))
	if err != nil {
		t.Fatalf("the goroutine profile begins %q", line)
	}
	return n
}
