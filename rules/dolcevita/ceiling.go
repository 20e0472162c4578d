package dolcevita

import "salotto/rules"

// CeilingBot makes a seat that measures how much search can win at Dolce
// Vita, never offered (no table makes it, so it is not in the browser's
// build): "expert10", the expert searching ten times as much. It returns
// nil for any other level, "clairvoyant" too: a view hides only the boxed
// cards, which are exactly those missing from sight, so a bot that saw
// them would play as the expert does.
func CeilingBot(level string, seed uint64, real rules.State) rules.Agent {
	if level != "expert10" {
		return nil
	}
	cfg := ExpertSearch
	cfg.Iterations *= 10
	return NewSearchBot(cfg, seed)
}
