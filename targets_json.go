package main

import (
	"math"

	"salotto/internal/jsonlite"
	"salotto/scenes"
)

// targetsJSON is targets as the JSON array the page's targets() returns:
// [{"id","label","x","y","w","h"}, ...], written by jsonlite (the saves'
// encoder, already in the browser build, where encoding/json's reflection
// would add to the download; docs/size.md). JSON has no NaN or infinity, so such a
// position (never a real one) is written 0 rather than losing the list.
func targetsJSON(targets []scenes.Target) string {
	clean := make([]scenes.Target, len(targets))
	for i, t := range targets {
		for _, f := range []*float64{&t.X, &t.Y, &t.W, &t.H} {
			if math.IsNaN(*f) || math.IsInf(*f, 0) {
				*f = 0
			}
		}
		clean[i] = t
	}
	b, err := jsonlite.Marshal(clean)
	if err != nil {
		return "[]"
	}
	return string(b)
}
