package main

import (
	"math"
	"slices"
	"time"
)

// timings collects decision times per bot level: the wall clock's, and
// the processor time of the thread that decided, which a machine shared
// with other work does not inflate.
type timings struct {
	byLevel, cpuByLevel map[string][]time.Duration
}

func newTimings() *timings {
	return &timings{byLevel: map[string][]time.Duration{}, cpuByLevel: map[string][]time.Duration{}}
}

func (t *timings) add(level string, d, cpu time.Duration) {
	t.byLevel[level] = append(t.byLevel[level], d)
	t.cpuByLevel[level] = append(t.cpuByLevel[level], cpu)
}

// timing summarises one level's decisions, in milliseconds. The
// processor figures are zero where the system cannot tell a thread's time.
type timing struct {
	Decisions int     `json:"decisions"`
	MeanMS    float64 `json:"mean_ms"`
	P99MS     float64 `json:"p99_ms"`
	MaxMS     float64 `json:"max_ms"`
	MeanCPUMS float64 `json:"mean_cpu_ms"`
	P99CPUMS  float64 `json:"p99_cpu_ms"`
}

// merge gathers the decisions of several timings into one.
func merge(ts []*timings) *timings {
	all := newTimings()
	for _, t := range ts {
		for level, ds := range t.byLevel {
			all.byLevel[level] = append(all.byLevel[level], ds...)
			all.cpuByLevel[level] = append(all.cpuByLevel[level], t.cpuByLevel[level]...)
		}
	}
	return all
}

func (t *timings) summary() map[string]timing {
	out := map[string]timing{}
	for level, ds := range t.byLevel {
		s := summarize(ds)
		if threadCPUKnown {
			c := summarize(t.cpuByLevel[level])
			s.MeanCPUMS, s.P99CPUMS = c.MeanMS, c.P99MS
		}
		out[level] = s
	}
	return out
}

// summarize gives the mean, the 99th percentile (nearest rank) and the
// maximum of ds.
func summarize(ds []time.Duration) timing {
	if len(ds) == 0 {
		return timing{}
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	var sum time.Duration
	for _, d := range s {
		sum += d
	}
	rank := int(math.Ceil(0.99*float64(len(s)))) - 1
	return timing{
		Decisions: len(s),
		MeanMS:    ms(sum / time.Duration(len(s))),
		P99MS:     ms(s[rank]),
		MaxMS:     ms(s[len(s)-1]),
	}
}

// ms is d in milliseconds, to the microsecond.
func ms(d time.Duration) float64 {
	return math.Round(float64(d.Microseconds())) / 1000
}

// round3 rounds to three decimals for readable JSON.
func round3(x float64) float64 { return math.Round(x*1000) / 1000 }
