package kit_test

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/internal/gametest"
	"salotto/lang"
	"salotto/rules"
	"salotto/rules/catalog"
	dv "salotto/rules/dolcevita"
	nk "salotto/rules/necklace"
	"salotto/scenes"
	"salotto/tables/dolcevita"
	"salotto/tables/dolores"
	"salotto/tables/kit"
	"salotto/tables/necklace"
)

var logNames = []string{"Ada", "Marcello", "Sofia", "Vittorio", "Claudia"}

func logWords() kit.LogWords {
	return kit.LogWords{W: lang.English(), Seat: func(p int) string { return logNames[p] }}
}

// logLines are each game's sentences and its Redact (nil: all public).
var logLines = []struct {
	game   string
	line   kit.LogLine
	redact func(rules.Event, int) rules.Event
	// quiet are the event types the log leaves out
	quiet []string
}{
	{"dolcevita", dolcevita.LogLine, nil, []string{"dolcevita.ColumnResolving"}},
	{"dolores", dolores.LogLine, nil, nil},
	{"necklace", necklace.LogLine, nk.Redact, nil},
}

// TestLogWordsEveryEvent plays random games of each game and words every
// event for every viewer: each reads as a finished sentence (no missing
// key, no bad argument), and only the types the table means to leave out
// are left out.
func TestLogWordsEveryEvent(t *testing.T) {
	lw := logWords()
	for _, c := range logLines {
		g, err := catalog.Lookup(c.game)
		if err != nil {
			t.Fatal(err)
		}
		lo, hi := g.PlayerRange()
		seen := map[string]bool{}
		for n := max(lo, 2); n <= hi; n++ {
			for seed := uint64(1); seed <= 3; seed++ {
				eachEvent(t, g, n, seed, func(ev rules.Event) {
					typ := fmt.Sprintf("%T", ev)
					seen[typ] = true
					for viewer := -1; viewer < n; viewer++ {
						shown := ev
						if c.redact != nil {
							shown = c.redact(ev, viewer)
						}
						got := c.line(lw, shown)
						if strings.Contains(got, "[[") || strings.Contains(got, "%!") {
							t.Fatalf("%s: %s reads %q", c.game, typ, got)
						}
						if (got == "") != contains(c.quiet, typ) {
							t.Fatalf("%s: %s reads %q", c.game, typ, got)
						}
					}
				})
			}
		}
		if len(seen) < 5 {
			t.Errorf("%s: only %d event types met", c.game, len(seen))
		}
	}
}

// eachEvent plays one game of g for players from seed by random moves
// and hands f every event, as the rules return it.
func eachEvent(t *testing.T, g rules.Game, players int, seed uint64, f func(rules.Event)) {
	t.Helper()
	s, err := g.Setup(rules.Options{Players: players}, seed)
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 9))
	for !s.Done() {
		act := s.ToAct(nil)
		p := act[r.IntN(len(act))]
		legal := s.Legal(p, nil)
		evs, err := s.Apply(p, legal[r.IntN(len(legal))])
		if err != nil {
			t.Fatal(err)
		}
		for _, ev := range evs {
			f(ev)
		}
	}
}

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

func TestLogSentencesNameSeats(t *testing.T) {
	lw := logWords()
	for _, c := range []struct {
		line kit.LogLine
		ev   rules.Event
		want string
	}{
		{dolcevita.LogLine, dv.Placed{Player: 1, Number: 5, Column: 2}, "Marcello placed 5 under column 3."},
		{dolcevita.LogLine, dv.TieCancelled{Column: 0, Total: 9, Players: []int{0, 2, 1}}, "Column 1: Ada, Sofia and Marcello tied on 9 and cancel."},
		{dolcevita.LogLine, dv.GameEnded{Winners: []int{2}}, "The game is over: Sofia won."},
		{necklace.LogLine, nk.Declined{Player: 0}, "Ada declined the discard pile."},
	} {
		if got := c.line(lw, c.ev); got != c.want {
			t.Errorf("%#v reads %q, want %q", c.ev, got, c.want)
		}
	}
}

// TestLogHidesAnotherSeatsDraw: the card a seat drew is in that seat's
// log, and another viewer reads only that a card was drawn.
func TestLogHidesAnotherSeatsDraw(t *testing.T) {
	s, err := nk.Game{}.Setup(rules.Options{Players: 2, Variant: map[string]string{"start": "1"}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	evs, err := s.Apply(1, nk.TakeDraw)
	if err != nil {
		t.Fatal(err)
	}
	drew := evs[0].(nk.Drew)
	lw := logWords()
	if got, want := necklace.LogLine(lw, nk.Redact(drew, 0)), "Marcello drew a card."; got != want {
		t.Errorf("seat 0 reads %q, want %q", got, want)
	}
	if got := necklace.LogLine(lw, nk.Redact(drew, 1)); !strings.Contains(got, drew.Card.String()) {
		t.Errorf("the drawer reads %q, without the card %s", got, drew.Card)
	}
}

// logScene is what the log panel offers a test.
type logPanel interface {
	scenes.Scene
	Log() *kit.MoveLog
}

// TestLogPanelAtTheTable: L opens the log over a Necklace table, the newest
// line at the bottom and no card the bot drew in it; the wheel scrolls to
// older moves; L closes it and the table is as it was.
func TestLogPanelAtTheTable(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		r := newUndoRig(t, necklace.New, "necklace", 2, 9, 0)
		r.App.Layout(sz[0], sz[1])
		for range 6 {
			r.waitHuman()
			live := r.base().D.Live().(*nk.State)
			if len(live.Hand(0)) > nk.HandSize {
				r.play(nk.DiscardMove(live.Hand(0)[0]))
			} else {
				r.play(nk.TakeDraw)
			}
		}
		r.waitHuman()
		b := r.base()
		r.In.Key(ebiten.KeyL)
		r.Tick(2)
		p, ok := r.App.Top().(logPanel)
		if !ok || r.App.SceneName() != "log:necklace" {
			t.Fatalf("L opened %s", r.App.SceneName())
		}
		shown := p.Log().Shown()
		if len(shown) < 3 {
			t.Fatalf("%dx%d: the log shows %q", sz[0], sz[1], shown)
		}
		// the bot's draws read as a card drawn, and no card it drew is
		// named before it shows it by discarding it
		draws := 0
		for _, line := range shown {
			if strings.HasPrefix(line, "Marcello drew") {
				if draws++; line != "Marcello drew a card." {
					t.Fatalf("the log tells the card the bot drew: %q", line)
				}
			}
		}
		if draws == 0 {
			t.Fatalf("no draw of the bot in %q", shown)
		}
		// each sentence on view is a target reading as it reads
		var listed []string
		for _, tg := range r.App.Targets() {
			if strings.HasPrefix(tg.ID, kit.LogLineID) {
				listed = append(listed, tg.Label)
			}
		}
		if !reflect.DeepEqual(listed, shown) {
			t.Fatalf("the log's targets read %q, the log shows %q", listed, shown)
		}
		shot(t, r, fmt.Sprintf("log-%dx%d", sz[0], sz[1]))
		r.In.Scroll(2)
		r.Tick(1)
		if older := p.Log().Shown(); reflect.DeepEqual(older, shown) && p.Log().Len() > len(shown) {
			t.Fatalf("the wheel did not scroll: %q", older)
		}
		r.In.Key(ebiten.KeyL)
		r.Tick(2)
		if r.App.SceneName() != "play:necklace" || r.base() != b {
			t.Fatalf("L did not close the log: %s", r.App.SceneName())
		}
	}
}

// shot writes the whole screen (the table and the overlay over it) to
// shots/tables/kit/name.png.
func shot(t *testing.T, r *undoRig, name string) {
	t.Helper()
	w, h := r.App.Context().Width, r.App.Context().Height
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	r.App.Draw(img)
	if err := scenes.WritePNG(img, gametest.ShotPath(t, name)); err != nil {
		t.Fatal(err)
	}
}

// TestLogOpensFromItsButtonAndTheMenu at a Dolce Vita and an HMS Dolores
// table: the button beside the menu button, and the menu's entry (whose
// Close returns to the table); the shots are of a phone's screen.
func TestLogOpensFromItsButtonAndTheMenu(t *testing.T) {
	for _, c := range []struct {
		game    string
		open    kit.Open
		players int
	}{{"dolcevita", dolcevita.New, 3}, {"dolores", dolores.New, 3}} {
		r := newUndoRig(t, c.open, c.game, c.players, 4, 0)
		r.App.Layout(844, 390)
		for range 8 {
			r.waitHuman()
			r.play(r.base().D.Live().Legal(0, nil)[0])
		}
		r.waitHuman()
		r.Click(r.Target(kit.LogButtonID))
		p, ok := r.App.Top().(logPanel)
		if !ok {
			t.Fatalf("%s: the log button opened %s", c.game, r.App.SceneName())
		}
		if p.Log().Empty() || len(p.Log().Shown()) == 0 {
			t.Fatalf("%s: an empty log after 8 moves", c.game)
		}
		shot(t, r, "log-"+c.game+"-844x390")
		r.Click(r.Target(kit.LogCloseID))
		r.Tick(1)
		r.Click(r.Target(kit.MenuButtonID))
		r.Click(r.Target(kit.MenuLogID))
		if _, ok := r.App.Top().(logPanel); !ok {
			t.Fatalf("%s: the menu's Move log opened %s", c.game, r.App.SceneName())
		}
		r.Click(r.Target(kit.LogCloseID))
		r.Tick(1)
		if r.App.SceneName() != "play:"+c.game {
			t.Fatalf("%s: Close from the menu's log left %s", c.game, r.App.SceneName())
		}
	}
}
