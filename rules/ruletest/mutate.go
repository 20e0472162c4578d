package ruletest

import (
	"encoding/json" // test support only: jsonlite reads no values of unknown shape
	"math/rand/v2"
	"slices"
	"testing"

	"salotto/rules"
)

// MutatedViews is DecodeView's hostile test by meaning rather than by
// bytes: it takes real encodings of the views of Hostile.Options's games
// and changes one to three of their values at a time (a number to another
// near the game's ranges, a name to another name the game writes, a flag
// flipped, an entry of a list dropped, doubled or swapped with its
// neighbour), count times. A byte fuzzer mostly breaks the JSON; these
// are well-formed views that lie, and DecodeView must refuse each one or
// accept a view that holds up as FuzzDecodeView demands.
func MutatedViews(t testing.TB, g rules.Game, h Hostile, count int, seed uint64) {
	t.Helper()
	c := g.(rules.Codec)
	views, _ := corpus(g, c, h)
	var docs []any
	words := map[string]bool{}
	for _, v := range views {
		var doc any
		if err := json.Unmarshal(v, &doc); err != nil {
			t.Fatalf("a real view is not JSON: %v", err)
		}
		docs = append(docs, doc)
		collectWords(doc, words)
	}
	vocab := slices.Sorted(func(yield func(string) bool) {
		for w := range words {
			if !yield(w) {
				return
			}
		}
	})
	r := rand.New(rand.NewPCG(seed, 0x6d75_7461_7465))
	accepted := 0
	for i := 0; i < count; i++ {
		doc := clone(docs[r.IntN(len(docs))])
		for k := 1 + r.IntN(3); k > 0; k-- {
			doc = mutate(doc, r, vocab)
		}
		data, err := json.Marshal(doc)
		if err != nil {
			t.Fatalf("writing a mutated view: %v", err)
		}
		v, err := c.DecodeView(data)
		if err != nil {
			continue
		}
		accepted++
		if err := acceptedView(g, c, v, h); err != nil {
			t.Fatalf("the mutated view %s was accepted: %v", data, err)
		}
	}
	t.Logf("%s: %d of %d mutated views accepted, and held up", g.Name(), accepted, count)
}

func collectWords(v any, words map[string]bool) {
	switch v := v.(type) {
	case string:
		words[v] = true
	case []any:
		for _, x := range v {
			collectWords(x, words)
		}
	case map[string]any:
		for _, x := range v {
			collectWords(x, words)
		}
	}
}

func clone(v any) any {
	switch v := v.(type) {
	case []any:
		out := make([]any, len(v))
		for i, x := range v {
			out[i] = clone(x)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, x := range v {
			out[k] = clone(x)
		}
		return out
	}
	return v
}

// mutate changes one value somewhere in v, drawn with r, and returns v.
func mutate(v any, r *rand.Rand, vocab []string) any {
	switch x := v.(type) {
	case map[string]any:
		if len(x) == 0 {
			return x
		}
		keys := slices.Sorted(func(yield func(string) bool) {
			for k := range x {
				if !yield(k) {
					return
				}
			}
		})
		k := keys[r.IntN(len(keys))]
		x[k] = mutate(x[k], r, vocab)
		return x
	case []any:
		if len(x) == 0 || r.IntN(4) == 0 {
			return mutateList(x, r)
		}
		i := r.IntN(len(x))
		x[i] = mutate(x[i], r, vocab)
		return x
	case float64:
		switch r.IntN(3) {
		case 0:
			return x + float64(r.IntN(5)-2)
		case 1:
			return float64(r.IntN(10) - 2)
		}
		return float64(r.IntN(84) - 2)
	case string:
		return vocab[r.IntN(len(vocab))]
	case bool:
		return !x
	}
	return v
}

// mutateList drops, doubles or swaps an entry.
func mutateList(x []any, r *rand.Rand) []any {
	if len(x) == 0 {
		return x
	}
	i := r.IntN(len(x))
	switch r.IntN(3) {
	case 0:
		return slices.Delete(slices.Clone(x), i, i+1)
	case 1:
		return slices.Insert(slices.Clone(x), i, clone(x[i]))
	}
	if i+1 < len(x) {
		x[i], x[i+1] = x[i+1], x[i]
	}
	return x
}
