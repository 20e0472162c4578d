package toy

import (
	"fmt"
	"sort"
	"strconv"

	"salotto/rules"
)

// intOptions reads integer Variant keys, refusing unknown keys and values
// outside their range. defaults maps each known key to its default.
func intOptions(game string, opts rules.Options, minP, maxP int, known map[string][3]int) (map[string]int, error) {
	if opts.Players < minP || opts.Players > maxP {
		return nil, fmt.Errorf("%s: %d players; this game takes %d to %d", game, opts.Players, minP, maxP)
	}
	out := map[string]int{}
	for k, d := range known {
		out[k] = d[0]
	}
	keys := make([]string, 0, len(opts.Variant))
	for k := range opts.Variant {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		d, ok := known[k]
		if !ok {
			return nil, fmt.Errorf("%s: unknown option %q", game, k)
		}
		v, err := strconv.Atoi(opts.Variant[k])
		if err != nil || v < d[1] || v > d[2] {
			return nil, fmt.Errorf("%s: option %s=%q must be a number from %d to %d", game, k, opts.Variant[k], d[1], d[2])
		}
		out[k] = v
	}
	return out, nil
}
