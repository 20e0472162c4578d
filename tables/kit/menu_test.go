package kit_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/art"
	"salotto/rules/ruletest/toy"
	"salotto/scenes"
	"salotto/sprites"
	"salotto/tables/internal/tabletest"
	"salotto/tables/kit"
)

// menuTable is the least a table does for its menu: a stage with the
// kit's menu button, asked each tick.
type menuTable struct {
	still
	st   *sprites.Stage
	menu *kit.MenuButton
}

func newMenuTable(ctx *scenes.Context) *menuTable {
	t := &menuTable{still: still{name: "play:dolcevita"}, st: ctx.NewStage()}
	t.menu = kit.NewMenuButton(ctx, t.st, lookOf("dolcevita"))
	t.next = func(ctx *scenes.Context) scenes.Change {
		t.st.Update()
		if t.menu.Opened(t.st) {
			return scenes.Push(kit.NewMenu(ctx, lookOf("dolcevita")))
		}
		return scenes.None
	}
	return t
}

func (t *menuTable) Layout(_ *scenes.Context, w, h int) { t.st.SetSize(float64(w), float64(h)) }
func (t *menuTable) Targets(dst []scenes.Target) []scenes.Target {
	return t.menu.AppendTarget(dst)
}

func menuRig(t *testing.T, w, h int) (*tabletest.Rig, *menuTable) {
	ctx, in := tabletest.NewContext(w, h, 1)
	tbl := newMenuTable(ctx)
	r := tabletest.New(t, ctx, in, tbl)
	r.Tick(1)
	return r, tbl
}

// TestMenuButtonSitsInTheCorner at a desktop and a phone size, and moves
// with the screen.
func TestMenuButtonSitsInTheCorner(t *testing.T) {
	r, _ := menuRig(t, 1280, 720)
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		r.App.Layout(sz[0], sz[1])
		r.Tick(1)
		b := r.Target(kit.MenuButtonID)
		want := kit.MenuButtonBox(scenes.NewMetrics(sz[0], sz[1], 1))
		if b.X != want.X || b.Y != want.Y || b.W != want.W || b.W < 28 {
			t.Errorf("%dx%d: the button is at %+v, want %+v (at least 28 px)", sz[0], sz[1], b, want)
		}
		if b.X+b.W > float64(sz[0]) || b.Y < 0 {
			t.Errorf("%dx%d: the button %+v leaves the screen", sz[0], sz[1], b)
		}
	}
}

// TestMenuPausesTheTable: while the menu is open the table beneath is not
// ticked; Resume returns to it.
func TestMenuPausesTheTable(t *testing.T) {
	r, tbl := menuRig(t, 1280, 720)
	r.Click(r.Target(kit.MenuButtonID))
	if r.App.SceneName() != "menu:dolcevita" {
		t.Fatalf("the menu button opened %s", r.App.SceneName())
	}
	ticks := tbl.ticks
	r.Tick(20)
	if tbl.ticks != ticks {
		t.Errorf("the table ticked %d times under its menu", tbl.ticks-ticks)
	}
	r.Click(r.Target(kit.MenuResumeID))
	if r.App.Top() != tbl {
		t.Fatalf("Resume gave %s", r.App.SceneName())
	}
}

// TestMenuLeaveConfirmsByKeyboard: Escape opens, Down to Leave game,
// Enter asks, Enter on the focused answer (No) stays, and Yes leaves.
func TestMenuLeaveConfirmsByKeyboard(t *testing.T) {
	r, _ := menuRig(t, 1280, 720)
	key := func(k ebiten.Key) { r.In.Key(k); r.Tick(1) }
	key(ebiten.KeyEscape)
	m := r.App.Top().(*kit.Menu)
	for range 3 {
		key(ebiten.KeyArrowDown)
	}
	key(ebiten.KeyEnter)
	if !m.Confirming() {
		t.Fatalf("Enter on Leave game did not ask")
	}
	key(ebiten.KeyEnter) // the focus is on No
	if m.Confirming() || r.App.Top() != m {
		t.Fatalf("Enter on the question's first focus did not answer No")
	}
	key(ebiten.KeyEnter) // the focus is back on Leave game
	key(ebiten.KeyArrowLeft)
	key(ebiten.KeyEnter)
	if r.App.SceneName() != "title" || r.App.Depth() != 1 {
		t.Fatalf("Yes by keyboard gave %s (depth %d), want the title alone", r.App.SceneName(), r.App.Depth())
	}
}

// TestMenuSaysWhatCannotOpen: a game without a rules page says so and
// the menu stays.
func TestMenuSaysWhatCannotOpen(t *testing.T) {
	ctx, in := tabletest.NewContext(1280, 720, 1)
	m := kit.NewMenu(ctx, &scenes.Game{Rules: toy.Nim{}, Colors: art.SalonColors})
	r := tabletest.New(t, ctx, in, m)
	r.Tick(1)
	r.Click(r.Target(kit.MenuRulesID))
	if r.App.Top() != m || m.Message() == "" {
		t.Fatalf("Rules of an unknown game: top %s, message %q", r.App.SceneName(), m.Message())
	}
}
