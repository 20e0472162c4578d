package ruletest

import (
	"fmt"
	"testing"
)

// Recorder is a testing.TB that keeps failures instead of failing, so
// that a test can show one of the kit's checks catching a broken game.
type Recorder struct {
	testing.TB
	Errs []string
}

func (r *Recorder) Helper() {}

func (r *Recorder) Errorf(format string, a ...any) {
	r.Errs = append(r.Errs, fmt.Sprintf(format, a...))
}

func (r *Recorder) Fatalf(format string, a ...any) { r.Errorf(format, a...) }
