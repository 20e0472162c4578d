package server

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter holds a token bucket per address (golang.org/x/time/rate), for
// the requests that open or find rooms: guessing invite codes is held to
// the rate, and one address cannot flood the server with rooms.
type limiter struct {
	mu    sync.Mutex
	every rate.Limit
	burst int
	by    map[string]*entry
	swept time.Time
}

type entry struct {
	l    *rate.Limiter
	used time.Time
}

func newLimiter(every time.Duration, burst int) *limiter {
	return &limiter{every: rate.Every(every), burst: burst, by: map[string]*entry{}, swept: time.Now()}
}

// allow reports whether addr may make one more request now.
func (l *limiter) allow(addr string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	now := time.Now()
	if now.Sub(l.swept) > time.Minute {
		// forget the addresses whose bucket has long been full again
		for a, e := range l.by {
			if now.Sub(e.used) > 10*time.Minute {
				delete(l.by, a)
			}
		}
		l.swept = now
	}
	e := l.by[addr]
	if e == nil {
		e = &entry{l: rate.NewLimiter(l.every, l.burst)}
		l.by[addr] = e
	}
	e.used = now
	return e.l.Allow()
}
