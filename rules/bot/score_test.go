package bot

import (
	"math"
	"testing"

	"salotto/rules"
)

// result is a finished (or unfinished) position with given scores and winners.
type result struct {
	rules.State
	scores, winners []int
	done            bool
}

func (r result) Players() int   { return len(r.scores) }
func (r result) Scores() []int  { return r.scores }
func (r result) Winners() []int { return r.winners }
func (r result) Done() bool     { return r.done }

func TestRewardSharesWinsAndAddsMargin(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    result
		want []float64
	}{
		{"sole win", result{scores: []int{10, 4, 0}, winners: []int{0}, done: true}, []float64{1, 0.04, 0}},
		{"shared win", result{scores: []int{7, 3, 7}, winners: []int{0, 2}, done: true}, []float64{0.55, 0, 0.55}},
		{"all equal", result{scores: []int{5, 5}, winners: []int{0, 1}, done: true}, []float64{0.5, 0.5}},
		{"tie-break winner", result{scores: []int{6, 6}, winners: []int{1}, done: true}, []float64{0.05, 0.95}},
		{"unfinished: leaders", result{scores: []int{2, 8, 8, 0}}, []float64{0.025, 0.55, 0.55, 0}},
	} {
		b := NewMCTS(Config{})
		b.score(tc.r)
		for p, w := range tc.want {
			if math.Abs(b.reward[p]-w) > 1e-9 {
				t.Errorf("%s: rewards %v, want %v", tc.name, b.reward, tc.want)
				break
			}
		}
	}
}
