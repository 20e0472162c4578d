package main

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"time"
)

// weight is what the servers held at one moment, summed over the nodes.
type weight struct {
	RSS        int64  `json:"rss"`        // resident memory, bytes
	HeapInuse  int64  `json:"heapInuse"`  // the Go heap's spans in use
	StackInuse int64  `json:"stackInuse"` // the goroutines' stacks
	HeapFree   int64  `json:"heapFree"`   // heap free but not returned to the system
	Sys        int64  `json:"sys"`        // all the Go runtime has from the system
	Goroutines int    `json:"goroutines"`
	LoadAvg    string `json:"loadAvg"` // the machine's, when it was read
}

// result is one run's figures.
type result struct {
	Nodes   int     `json:"nodes"`
	Rooms   int     `json:"rooms"`
	Players int     `json:"players"`
	Rate    float64 `json:"rate"` // moves a second asked for

	Base          weight        `json:"base"` // before any room
	OpenTime      time.Duration `json:"openTime"`
	Idle          weight        `json:"idle"`
	IdleAfter     time.Duration `json:"idleAfter"`
	IdleCPU       float64       `json:"idleCPU"` // the servers' cores while the rooms sat idle
	IdleLong      *weight       `json:"idleLong,omitempty"`
	IdleLongAfter time.Duration `json:"idleLongAfter,omitempty"`
	Busy          weight        `json:"busy"` // at the timed window's end

	Moves        int           `json:"moves"` // moves sent in the timed window, every seat's frame come
	MovesPerSec  float64       `json:"movesPerSec"`
	P50          time.Duration `json:"p50"`
	P90          time.Duration `json:"p90"`
	P99          time.Duration `json:"p99"`
	Max          time.Duration `json:"max"`
	Late         int           `json:"late"`     // moves sent after their turn had passed
	Replaced     int64         `json:"replaced"` // rooms whose game ended, replaced
	Errors       int           `json:"errors"`
	ErrorSamples []string      `json:"errorSamples,omitempty"`
	ServerCPU    float64       `json:"serverCPU"` // cores, summed over the nodes
	ClientCPU    float64       `json:"clientCPU"` // this process's cores
	LoadAvgStart string        `json:"loadAvgStart"`
	LoadAvgEnd   string        `json:"loadAvgEnd"`
	CPUPressure  float64       `json:"cpuPressure"` // % of the last minute some task waited for a core (-1: unknown)
	IOPressure   float64       `json:"ioPressure"`  // % of it some task waited for the disk
}

// latencies fills in the moves' figures from their times.
func (r *result) latencies(samples []time.Duration, window time.Duration) {
	r.Moves = len(samples)
	r.MovesPerSec = float64(len(samples)) / window.Seconds()
	if len(samples) == 0 {
		return
	}
	s := slices.Clone(samples)
	slices.Sort(s)
	r.P50, r.P90, r.P99 = quantile(s, 0.50), quantile(s, 0.90), quantile(s, 0.99)
	r.Max = s[len(s)-1]
}

// quantile is the q-quantile of sorted samples (nearest rank).
func quantile(sorted []time.Duration, q float64) time.Duration {
	i := int(q*float64(len(sorted))+0.5) - 1
	return sorted[min(max(i, 0), len(sorted)-1)]
}

// perRoom is how much more a room holds than the servers did before any.
func (r *result) perRoom(w weight) float64 {
	return float64(w.RSS-r.Base.RSS) / float64(r.Rooms)
}

func (r *result) print(w io.Writer) {
	fmt.Fprintf(w, "nodes %d, %d rooms of HMS Dolores, %d seats a room, each seat its own connection (%d connections)\n",
		r.Nodes, r.Rooms, r.Players, r.Rooms*r.Players)
	if r.Base.RSS > 0 {
		fmt.Fprintf(w, "before any room: resident %s, heap %s, stacks %s, %d goroutines (load average %s)\n",
			kib(float64(r.Base.RSS)), kib(float64(r.Base.HeapInuse)), kib(float64(r.Base.StackInuse)), r.Base.Goroutines, r.Base.LoadAvg)
	}
	fmt.Fprintf(w, "rooms open in %v\n", r.OpenTime.Round(time.Millisecond))
	r.printIdle(w, r.Idle, r.IdleAfter)
	if r.Base.RSS > 0 {
		fmt.Fprintf(w, "server CPU while the rooms sat idle: %.3f cores\n", r.IdleCPU)
	}
	if r.IdleLong != nil {
		r.printIdle(w, *r.IdleLong, r.IdleLongAfter)
	}
	if r.Rate == 0 {
		return
	}
	fmt.Fprintf(w, "moving: asked %g moves/s, made %.0f moves/s (%d moves timed, %d late, %d rooms replaced after their game ended, %d errors)\n",
		r.Rate, r.MovesPerSec, r.Moves, r.Late, r.Replaced, r.Errors)
	fmt.Fprintf(w, "a move to every seat's frame: p50 %s, p90 %s, p99 %s, max %s\n", ms(r.P50), ms(r.P90), ms(r.P99), ms(r.Max))
	if r.Base.RSS > 0 {
		fmt.Fprintf(w, "server CPU %.2f cores (the clients %.2f); resident %s at the end (load average %s at the window's start, %s at its end)\n",
			r.ServerCPU, r.ClientCPU, kib(float64(r.Busy.RSS)), r.LoadAvgStart, r.LoadAvgEnd)
	} else {
		fmt.Fprintf(w, "the clients' CPU %.2f cores (load average %s at the window's start, %s at its end)\n", r.ClientCPU, r.LoadAvgStart, r.LoadAvgEnd)
	}
	if r.CPUPressure >= 0 {
		fmt.Fprintf(w, "over the last minute some task waited for a core %.0f %% of the time, for the disk %.0f %%\n", r.CPUPressure, r.IOPressure)
	}
	for _, e := range r.ErrorSamples {
		fmt.Fprintln(w, "error:", e)
	}
}

func (r *result) printIdle(w io.Writer, x weight, after time.Duration) {
	if r.Base.RSS == 0 {
		return
	}
	rooms := float64(r.Rooms)
	per := func(a, b int64) string { return kib(float64(a-b) / rooms) }
	fmt.Fprintf(w, "idle %v: resident %s, %s a room (heap in use %s, heap free %s, stacks %s, Go's whole %s a room; %.1f goroutines a room) (load average %s)\n",
		after, kib(float64(x.RSS)), kib(r.perRoom(x)), per(x.HeapInuse, r.Base.HeapInuse), per(x.HeapFree, r.Base.HeapFree),
		per(x.StackInuse, r.Base.StackInuse), per(x.Sys, r.Base.Sys), float64(x.Goroutines-r.Base.Goroutines)/rooms, x.LoadAvg)
}

func (r *result) printJSON(w io.Writer) {
	b, _ := json.Marshal(r)
	fmt.Fprintln(w, string(b))
}

func kib(b float64) string {
	if b >= 10<<20 {
		return fmt.Sprintf("%.1f MiB", b/(1<<20))
	}
	return fmt.Sprintf("%.1f KiB", b/1024)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d)/float64(time.Millisecond)) }
