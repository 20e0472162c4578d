package kit

import (
	"testing"

	"salotto/rules"
	"salotto/rules/necklace"
	"salotto/rules/record"
	"salotto/tables/internal/tabletest"
)

// TestWatchHidesEveryResultsButton: watch mode shows a game's results
// without input, so none of their buttons shows: not Rematch, not Back to
// title, and not Save this game, which the frame has with a record (a
// frame without one is shown as well).
func TestWatchHidesEveryResultsButton(t *testing.T) {
	ctx, _ := tabletest.NewContext(1280, 720, 1)
	w := &Watch{ctx: ctx, bar: newControlBar(ctx), soak: newSoakLog(ctx)}
	opts := rules.Options{Players: 2}
	res := NewResults(ctx, ResultsSpec{Game: testLook("necklace"), Record: record.New(necklace.Game{}, opts, 1, nil)})
	if res.save == nil || !res.save.Visible() {
		t.Fatal("a results frame with its game's record shows no Save this game")
	}
	w.showResults(res)
	for name, b := range map[string]interface{ Visible() bool }{"Rematch": res.rematch, "Back to title": res.back, "Save this game": res.save} {
		if b.Visible() {
			t.Errorf("watch mode shows the results' %s", name)
		}
	}
	w.showResults(NewResults(ctx, ResultsSpec{Game: testLook("necklace")}))
}
