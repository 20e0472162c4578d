package remotetest

import (
	"testing"
	"time"

	"salotto/tables/internal/tabletest"
)

// TrueResults checks the results frame on top of r, an online game's:
// its check of every card shown (waiting for the room's end if need be)
// says they were all true, it offers Save this game (target saveID) and
// no rematch (rematchID); the check is a target (results:check) that
// reads as it does. It writes the frame's screenshot as shot.
func TrueResults(t *testing.T, r *tabletest.Rig, rematchID, saveID, shot string) {
	t.Helper()
	const truth = "Every card you were shown was true."
	res, ok := r.App.Top().(interface{ Check() string })
	if !ok {
		t.Fatalf("%s is not a results frame", r.App.SceneName())
	}
	for i := 0; i < 5000 && res.Check() != truth; i++ {
		r.Tick(1)
		time.Sleep(time.Millisecond)
	}
	if res.Check() != truth {
		t.Errorf("the results' check says %q", res.Check())
	}
	// the check is a target, read out as it reads (the browser tests too)
	if tg, ok := r.Find("results:check"); !ok || tg.Label != truth {
		t.Errorf("the check's target is %+v (listed %v)", tg, ok)
	}
	if _, ok := r.Find(rematchID); ok {
		t.Error("an online game's results offer a rematch")
	}
	if _, ok := r.Find(saveID); !ok {
		t.Error("an online game's results do not offer Save this game")
	}
	r.Tick(30)
	r.Shot(shot)
}
