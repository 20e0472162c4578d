package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"salotto/online/client"
	"salotto/rules"
	"salotto/rules/catalog"
)

// load is one run: its servers, its rooms, and what they measured.
type load struct {
	c     config
	game  rules.Game
	codec rules.Codec
	urls  []string
	nodes []*node

	moving   chan struct{} // closed when the rooms begin to move
	base     time.Time     // when they did
	winStart time.Time     // the timed window
	winEnd   time.Time

	mu       sync.Mutex
	samples  []time.Duration // the moves sent in the window: each one's time
	late     int             // moves in the window sent later than their turn
	errs     []string
	errCount int
	replaced atomic.Int64 // rooms whose game ended, replaced by new ones
	opened   atomic.Int64
}

// measure runs c: starts the servers, opens the rooms, weighs them idle,
// moves them, and reports.
func measure(c config, stderr io.Writer) (*result, error) {
	g, err := catalog.Lookup("dolores")
	if err != nil {
		return nil, err
	}
	ld := &load{c: c, game: g, codec: g.(rules.Codec), moving: make(chan struct{})}
	res := &result{Nodes: max(c.nodes, len(c.servers)), Rooms: c.rooms, Players: c.players, Rate: c.rate}
	if c.bin != "" {
		ld.nodes, err = startNodes(c, stderr)
		defer func() {
			for _, n := range ld.nodes {
				n.stop()
			}
		}()
		if err != nil {
			return nil, err
		}
		for _, n := range ld.nodes {
			ld.urls = append(ld.urls, n.url)
		}
		time.Sleep(3 * time.Second) // let the servers settle before the baseline
	} else {
		ld.urls = c.servers
	}
	for i, u := range ld.urls {
		if ld.urls[i], err = client.RoomsURL(u); err != nil {
			return nil, err
		}
	}
	res.Base = ld.weigh()

	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	defer func() {
		cancel()
		wg.Wait()
	}()
	opened := make(chan error, c.rooms)
	gate := make(chan struct{}, c.open)
	t0 := time.Now()
	fmt.Fprintf(stderr, "roomload: opening %d rooms of %d seats (load average %s)\n", c.rooms, c.players, loadAvg())
	for i := range c.rooms {
		r := &loadRoom{id: i, ld: ld, rng: rand.New(rand.NewPCG(c.seed, uint64(i)))}
		wg.Add(1)
		go func() {
			defer wg.Done()
			ld.play(ctx, r, gate, opened)
		}()
	}
	for range c.rooms {
		if err := <-opened; err != nil {
			return nil, fmt.Errorf("opening the rooms: %w", err)
		}
	}
	res.OpenTime = time.Since(t0)
	fmt.Fprintf(stderr, "roomload: %d rooms open in %v; idle for %v\n", c.rooms, res.OpenTime.Round(time.Millisecond), c.idle)

	idle0 := ld.cpu()
	time.Sleep(c.idle)
	res.IdleCPU = float64(ld.cpu()-idle0) / float64(c.idle)
	res.Idle = ld.weigh()
	res.IdleAfter = c.idle
	if c.profile != "" {
		ld.profile("heap-idle.pb.gz", "heap")
		ld.profile("goroutine-idle.txt", "goroutine?debug=1")
	}
	if c.idleLong > c.idle {
		time.Sleep(c.idleLong - c.idle)
		long := ld.weigh()
		res.IdleLong, res.IdleLongAfter = &long, c.idleLong
		if c.profile != "" {
			ld.profile("heap-idle-long.pb.gz", "heap")
		}
	}
	if c.rate == 0 {
		return res, nil
	}

	ld.base = time.Now()
	ld.winStart = ld.base.Add(c.warmup)
	ld.winEnd = ld.winStart.Add(c.duration)
	close(ld.moving)
	fmt.Fprintf(stderr, "roomload: moving at %g moves/s: %v warm-up, then %v timed\n", c.rate, c.warmup, c.duration)
	time.Sleep(time.Until(ld.winStart))
	cpu0, self0, load0 := ld.cpu(), selfCPU(), loadAvg()
	if c.profile != "" {
		go ld.profile("cpu-load.pb.gz", fmt.Sprintf("profile?seconds=%d", int(c.duration.Seconds())))
	}
	time.Sleep(time.Until(ld.winEnd))
	cpu1, self1 := ld.cpu(), selfCPU()
	res.LoadAvgStart, res.LoadAvgEnd = load0, loadAvg()
	res.CPUPressure, res.IOPressure = pressure("cpu"), pressure("io")
	res.Busy = ld.weigh()
	// the moves sent at the window's end are given the time to come back
	time.Sleep(2 * time.Second)
	ld.mu.Lock()
	res.latencies(ld.samples, c.duration)
	res.Late, res.Errors, res.ErrorSamples = ld.late, ld.errCount, ld.errs
	ld.mu.Unlock()
	res.Replaced = ld.replaced.Load()
	res.ServerCPU = float64(cpu1-cpu0) / float64(c.duration)
	res.ClientCPU = float64(self1-self0) / float64(c.duration)
	if c.profile != "" {
		time.Sleep(time.Second) // the CPU profile ends with the window
	}
	return res, nil
}

// play runs one room: opens it (through the gate, a few at a time), waits
// for the others while pinging, then moves at its rate, replacing its room
// when the game ends or breaks.
func (ld *load) play(ctx context.Context, r *loadRoom, gate chan struct{}, opened chan<- error) {
	gate <- struct{}{}
	err := r.open(ctx)
	<-gate
	opened <- err
	if err != nil {
		r.close()
		return
	}
	defer r.close()
	interval := time.Duration(float64(ld.c.rooms) / max(ld.c.rate, 1e-9) * float64(time.Second))
	var due time.Time
	tick := time.NewTimer(time.Second)
	defer tick.Stop()
	for {
		var wake time.Duration
		select {
		case <-ld.moving:
			if due.IsZero() {
				// the rooms' turns are spread evenly over the interval
				due = ld.base.Add(time.Duration(r.id) * interval / time.Duration(ld.c.rooms))
			}
			wake = time.Until(due)
		default:
			wake = time.Second
		}
		if wake > 0 {
			tick.Reset(min(wake, time.Second))
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
			}
			r.ping(ctx)
			continue
		}
		sent := time.Now()
		d, err := r.move(ctx)
		if ctx.Err() != nil {
			return
		}
		switch {
		case err == nil:
			ld.sample(sent, d)
		case errors.Is(err, errOver):
			ld.replaced.Add(1)
		default:
			ld.fail(sent, r, err)
		}
		if err != nil {
			r.close()
			if err := r.open(ctx); err != nil {
				if ctx.Err() == nil {
					ld.fail(time.Now(), r, err)
				}
				return
			}
		}
		due = due.Add(interval)
		if now := time.Now(); due.Before(now) {
			if ld.inWindow(sent) {
				ld.mu.Lock()
				ld.late++
				ld.mu.Unlock()
			}
			due = now
		}
	}
}

func (ld *load) inWindow(t time.Time) bool {
	return !t.Before(ld.winStart) && t.Before(ld.winEnd)
}

func (ld *load) sample(sent time.Time, d time.Duration) {
	if !ld.inWindow(sent) {
		return
	}
	ld.mu.Lock()
	ld.samples = append(ld.samples, d)
	ld.mu.Unlock()
}

// fail counts a room's error (any time after the rooms opened) and keeps
// the first few to report.
func (ld *load) fail(at time.Time, r *loadRoom, err error) {
	ld.mu.Lock()
	defer ld.mu.Unlock()
	ld.errCount++
	if len(ld.errs) < 5 {
		ld.errs = append(ld.errs, fmt.Sprintf("room %d (%s): %v", r.id, r.code, err))
	}
}

// weigh reads what the servers hold now, summed over the nodes.
func (ld *load) weigh() weight {
	w := weight{LoadAvg: loadAvg()}
	for _, n := range ld.nodes {
		w.RSS += n.rss()
		m := n.goMem()
		w.HeapInuse += m.HeapInuse
		w.StackInuse += m.StackInuse
		w.HeapFree += m.HeapFree
		w.Sys += m.Sys
		w.Goroutines += m.Goroutines
	}
	return w
}

func (ld *load) cpu() time.Duration {
	var d time.Duration
	for _, n := range ld.nodes {
		d += n.cpu()
	}
	return d
}

// profile saves a profile of each node to the profile folder.
func (ld *load) profile(name, query string) {
	if err := os.MkdirAll(ld.c.profile, 0o755); err != nil {
		return
	}
	for i, n := range ld.nodes {
		file := name
		if len(ld.nodes) > 1 {
			file = fmt.Sprintf("n%d-%s", i+1, name)
		}
		if err := n.saveProfile(ld.c.profile, file, query); err != nil {
			fmt.Fprintln(os.Stderr, "roomload:", err)
		}
	}
}

// loadAvg is the machine's load average over the last minute, as uptime
// shows it.
func loadAvg() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "?"
	}
	return strings.Fields(string(b))[0]
}

// pressure is the share of the last minute in which some task waited for
// the resource (Linux's pressure stall information, "some avg60"), in
// percent, or -1 where the system does not tell.
func pressure(resource string) float64 {
	b, err := os.ReadFile("/proc/pressure/" + resource)
	if err != nil {
		return -1
	}
	for _, f := range strings.Fields(string(b)) {
		if v, ok := strings.CutPrefix(f, "avg60="); ok {
			p, err := strconv.ParseFloat(v, 64)
			if err == nil {
				return p
			}
		}
	}
	return -1
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

func splitFields(s string) []string { return strings.Fields(s) }
