package kit_test

import (
	"errors"
	"image/color"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// still is a scene that only fills the screen: the table a rematch opens,
// or the table beneath a menu.
type still struct {
	name  string
	ticks int
	next  func(*scenes.Context) scenes.Change
}

func (s *still) Name() string                     { return s.name }
func (s *still) Layout(*scenes.Context, int, int) {}
func (s *still) Update(ctx *scenes.Context) scenes.Change {
	s.ticks++
	if s.next != nil {
		return s.next(ctx)
	}
	return scenes.None
}
func (s *still) Draw(dst *ebiten.Image)                      { dst.Fill(color.RGBA{40, 120, 110, 255}) }
func (s *still) NeedsRedraw() bool                           { return false }
func (s *still) Settled() bool                               { return true }
func (s *still) Targets(dst []scenes.Target) []scenes.Target { return dst }

// seats are three rows of a game, best first.
func seats(humans ...int) []kit.ResultRow {
	rows := []kit.ResultRow{
		{Seat: 2, Name: "Sofia", Color: 2, Total: "31", Detail: []string{"12 gems", "19 florins"}},
		{Seat: 0, Name: "Ada", Color: 0, Total: "31", Detail: []string{"31 florins"}},
		{Seat: 1, Name: "Marcello", Color: 1, Total: "9"},
	}
	for i := range rows {
		for _, h := range humans {
			if rows[i].Seat == h {
				rows[i].Human = true
			}
		}
	}
	return rows
}

// results opens a frame for spec as the table would, in its place.
func results(t *testing.T, spec kit.ResultsSpec) (*tabletest.Rig, *kit.Results) {
	t.Helper()
	ctx, in := tabletest.NewContext(1280, 720, 1)
	ctx.Settings.AnimationSpeed = 0
	res := kit.NewResults(ctx, spec)
	r := tabletest.New(t, ctx, in, res)
	r.Tick(2)
	return r, res
}

func TestResultsHeadline(t *testing.T) {
	for _, c := range []struct {
		name    string
		winners []int
		humans  []int
		want    string
		badges  string
	}{
		{"a bot wins", []int{2}, []int{0}, "Sofia wins with 31", "WINNER,,"},
		{"the lone human wins", []int{2}, []int{2}, "You win with 31!", "WINNER,,"},
		{"one of two humans wins", []int{2}, []int{0, 2}, "Sofia wins with 31", "WINNER,,"},
		{"two share", []int{0, 2}, []int{0}, "You and Sofia share the win with 31", "SHARED WIN,SHARED WIN,"},
		{"two share, no lone human", []int{0, 2}, []int{0, 1}, "Sofia and Ada share the win with 31", "SHARED WIN,SHARED WIN,"},
		{"three share", []int{0, 1, 2}, nil, "Sofia, Ada and Marcello share the win with 31", "SHARED WIN,SHARED WIN,SHARED WIN"},
		{"nobody wins", nil, nil, "Game over", ",,"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, res := results(t, kit.ResultsSpec{Game: lookOf("necklace"), Rows: seats(c.humans...), Winners: c.winners})
			if got := res.Headline(); got != c.want {
				t.Errorf("headline %q, want %q", got, c.want)
			}
			var badges []string
			for i := range res.Rows() {
				_, b, _ := res.Row(i)
				badges = append(badges, b.Text())
			}
			if got := strings.Join(badges, ","); got != c.badges {
				t.Errorf("badges %q, want %q", got, c.badges)
			}
		})
	}
}

// TestResultsDetailBreaksBetweenPhrases: the detail is one line where it
// fits and a phrase a line where it does not, never broken mid-phrase.
func TestResultsDetailBreaksBetweenPhrases(t *testing.T) {
	rows := seats()
	rows[0].Detail = []string{"luxuries 4.9M", "money 10 × 100k + 7 × 200k = 2.4M and a very long tail to it"}
	_, res := results(t, kit.ResultsSpec{Game: lookOf("dolcevita"), Rows: rows, Winners: []int{2}})
	if _, _, d := res.Row(1); d.Text() != "31 florins" {
		t.Errorf("short detail %q", d.Text())
	}
	_, _, d := res.Row(0)
	if d.Text() != strings.Join(rows[0].Detail, "\n") {
		t.Errorf("long detail %q, want a phrase a line", d.Text())
	}
}

func TestResultsRematchTakesTheTablesPlace(t *testing.T) {
	next := &still{name: "play:necklace"}
	r, _ := results(t, kit.ResultsSpec{Game: lookOf("necklace"), Rows: seats(0), Winners: []int{2},
		Rematch: func() (scenes.Scene, error) { return next, nil }})
	r.Click(r.Target(kit.ResultsRematchID))
	if r.App.Top() != next || r.App.Depth() != 1 {
		t.Fatalf("after Rematch: %s (depth %d), want the new table in the results' place", r.App.SceneName(), r.App.Depth())
	}
}

func TestResultsFailedRematchSaysSo(t *testing.T) {
	r, res := results(t, kit.ResultsSpec{Game: lookOf("necklace"), Rows: seats(0), Winners: []int{2},
		Rematch: func() (scenes.Scene, error) { return nil, errors.New("no deck left") }})
	if res.Message() != "" {
		t.Fatalf("a message before anything failed: %q", res.Message())
	}
	r.Click(r.Target(kit.ResultsRematchID))
	r.Tick(1)
	if r.App.Top() != res {
		t.Fatalf("a failed rematch left the results for %s", r.App.SceneName())
	}
	if got, want := res.Message(), "The rematch could not start: no deck left"; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
}

// TestResultsBackToTitleEmptiesTheStack: Back to title (and Escape) leave
// the title alone on the stack, whatever opened the game.
func TestResultsBackToTitleEmptiesTheStack(t *testing.T) {
	for _, key := range []bool{false, true} {
		ctx, in := tabletest.NewContext(1280, 720, 1)
		r := tabletest.New(t, ctx, in, &still{name: "title"})
		if err := r.App.Apply(scenes.Push(kit.NewResults(ctx, kit.ResultsSpec{Game: lookOf("dolores"), Rows: seats(0), Winners: []int{0}}))); err != nil {
			t.Fatal(err)
		}
		r.Tick(1)
		if key {
			in.Key(ebiten.KeyEscape)
			r.Tick(1)
		} else {
			r.Click(r.Target(kit.ResultsTitleID))
		}
		if r.App.SceneName() != "title" || r.App.Depth() != 1 {
			t.Errorf("Escape %v: %s (depth %d), want the title alone", key, r.App.SceneName(), r.App.Depth())
		}
	}
}

// TestResultsPaintOverTheirFirstTicks: the results frame is painted over
// its first ticks, as a table's opening is: until then it shows its dimmed
// felt's colour alone and is not settled; then its panel and rows.
func TestResultsPaintOverTheirFirstTicks(t *testing.T) {
	ctx, _ := tabletest.NewContext(1280, 720, 1)
	ctx.Settings.AnimationSpeed = 0
	res := kit.NewResults(ctx, kit.ResultsSpec{Game: lookOf("necklace"), Rows: seats(0), Winners: []int{2}})
	dst := ebiten.NewImage(1280, 720)
	res.Draw(dst)
	px := func(x, y int) color.RGBA { return dst.At(x, y).(color.RGBA) }
	backdrop := px(5, 5)
	if mid := px(640, 360); mid != backdrop {
		t.Fatalf("before its first tick the frame's middle is %v, want the backdrop %v alone", mid, backdrop)
	}
	if res.Settled() || res.NeedsRedraw() {
		t.Fatalf("before its opening: settled %v, needs a redraw %v; want neither (the backdrop stays)", res.Settled(), res.NeedsRedraw())
	}
	ticks := 0
	for ; !res.Settled() && ticks < 50; ticks++ {
		res.Update(ctx)
	}
	if !res.Settled() || !res.NeedsRedraw() {
		t.Fatalf("after %d ticks: settled %v, needs a redraw %v; want both", ticks, res.Settled(), res.NeedsRedraw())
	}
	res.Draw(dst)
	if mid := px(640, 360); mid == backdrop {
		t.Errorf("after the opening the frame's middle is still the backdrop %v", mid)
	}
}
