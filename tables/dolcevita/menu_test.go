package dolcevita

import (
	"fmt"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/internal/gametest"
	"salotto/scenes"
	"salotto/tables/kit"
)

// tableAt is what a player sees of the table: whose turn, how far the
// game is, and where each target is.
func (r *rig) tableAt() string {
	s := fmt.Sprintf("round %d placed %d turn %d hand %d:", r.table.live().Round(), r.table.live().Placed(), r.table.live().Turn(), r.table.D.Viewer())
	for _, tg := range r.table.Targets(nil) {
		s += fmt.Sprintf(" %s@%.0f,%.0f", tg.ID, tg.X, tg.Y)
	}
	return s
}

// openMenu waits for the human's turn after a first move and opens the
// menu with the table's button.
func (r *rig) openMenu() (*kit.Menu, string) {
	r.T.Helper()
	r.waitTurn(0)
	for _, tg := range r.App.Targets() {
		if strings.HasPrefix(tg.ID, "hand:") {
			r.Drag(tg, r.Target("column:3"))
			break
		}
	}
	r.waitTurn(0)
	before := r.tableAt()
	r.Click(r.Target(kit.MenuButtonID))
	m, ok := r.App.Top().(*kit.Menu)
	if !ok {
		r.T.Fatalf("the menu button opened %s", r.App.SceneName())
	}
	return m, before
}

// backAtTheTable checks the table is on top again, the same one, as it was.
func (r *rig) backAtTheTable(before, after string) {
	r.T.Helper()
	if r.App.Top() != r.table {
		r.T.Fatalf("%s: on %s, want the same table", after, r.App.SceneName())
	}
	if now := r.tableAt(); now != before {
		r.T.Errorf("%s the table changed:\n before %s\n after  %s", after, before, now)
	}
}

// TestMenuEscapeOpensAndResumes: Escape opens the menu over a table that
// stands still beneath it; Escape again resumes the same game.
func TestMenuEscapeOpensAndResumes(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	r.waitTurn(0)
	before := r.tableAt()
	r.In.Key(ebiten.KeyEscape)
	r.Tick(1)
	if r.App.SceneName() != "menu:dolcevita" || r.App.Depth() != 2 {
		t.Fatalf("Escape at the table gave %s (depth %d), want the menu over the table", r.App.SceneName(), r.App.Depth())
	}
	if _, ok := r.App.Top().(scenes.Overlay); !ok {
		t.Errorf("the menu does not show the table beneath it")
	}
	r.Tick(30)
	r.In.Key(ebiten.KeyEscape)
	r.Tick(1)
	r.backAtTheTable(before, "after Escape, Escape")
}

// TestMenuLeaveAsksFirst: Leave game asks; No returns to the menu and
// then to the table; Yes leaves for the title and the game is gone.
func TestMenuLeaveAsksFirst(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	m, before := r.openMenu()
	r.Click(r.Target(kit.MenuLeaveID))
	if !m.Confirming() || r.App.Top() != m {
		t.Fatalf("Leave game did not ask (top %s)", r.App.SceneName())
	}
	if _, shown := r.Find(kit.MenuResumeID); shown {
		t.Errorf("the question still offers Resume")
	}
	r.Click(r.Target(kit.MenuNoID))
	if m.Confirming() || r.App.Top() != m {
		t.Fatalf("No did not return to the menu (top %s, asking %v)", r.App.SceneName(), m.Confirming())
	}
	r.Click(r.Target(kit.MenuResumeID))
	r.backAtTheTable(before, "after Leave, No, Resume")

	m, _ = r.openMenu()
	r.Click(r.Target(kit.MenuLeaveID))
	r.In.Key(ebiten.KeyEscape) // Escape is No
	r.Tick(1)
	if m.Confirming() || r.App.Top() != m {
		t.Fatalf("Escape on the question gave %s (asking %v), want the menu", r.App.SceneName(), m.Confirming())
	}
	r.Click(r.Target(kit.MenuLeaveID))
	r.Click(r.Target(kit.MenuYesID))
	if r.App.SceneName() != "title" || r.App.Depth() != 1 {
		t.Fatalf("Yes, leave gave %s (depth %d), want the title alone", r.App.SceneName(), r.App.Depth())
	}
}

// TestMenuRulesAndSettingsComeBack: Rules opens this game's rules page and
// Settings the settings; Back from either is the same table as it was.
func TestMenuRulesAndSettingsComeBack(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	for _, c := range []struct{ button, scene string }{{kit.MenuRulesID, "rules:dolcevita"}, {kit.MenuSettingsID, "settings"}} {
		_, before := r.openMenu()
		r.Click(r.Target(c.button))
		if r.App.SceneName() != c.scene || r.App.Depth() != 2 {
			t.Fatalf("%s opened %s (depth %d), want %s over the table", c.button, r.App.SceneName(), r.App.Depth(), c.scene)
		}
		r.Tick(10)
		r.Click(r.Target("button:back"))
		r.backAtTheTable(before, "back from "+c.scene)
	}
}

// TestMenuByKeyboard: arrows move between the menu's buttons and Enter
// takes the one in focus (Down from Resume is Rules).
func TestMenuByKeyboard(t *testing.T) {
	r := newRig(t, 1280, 720, config(t, 3, []int{0}, "0", 7))
	r.waitTurn(0)
	r.In.Key(ebiten.KeyEscape)
	r.Tick(1)
	r.In.Key(ebiten.KeyArrowDown)
	r.Tick(1)
	r.In.Key(ebiten.KeyEnter)
	r.Tick(1)
	if r.App.SceneName() != "rules:dolcevita" {
		t.Fatalf("Escape, Down, Enter gave %s, want the rules", r.App.SceneName())
	}
}

// TestMenuShots writes the menu over the table and the question to leave
// at a desktop and a phone size (shots/tables/dolcevita/*.png).
func TestMenuShots(t *testing.T) {
	for _, sz := range [][2]int{{1280, 720}, {844, 390}} {
		r := newRig(t, sz[0], sz[1], config(t, 3, []int{0}, "0", 7))
		r.openMenu()
		r.Tick(5)
		r.shotAll(fmt.Sprintf("%dx%d-menu", sz[0], sz[1]))
		r.Click(r.Target(kit.MenuLeaveID))
		r.Tick(5)
		r.shotAll(fmt.Sprintf("%dx%d-menu-leave", sz[0], sz[1]))
	}
}

// shotAll writes the whole picture, overlays over what they cover.
func (r *rig) shotAll(name string) {
	r.T.Helper()
	r.Screen.Clear()
	r.App.Paint(r.Screen)
	if err := scenes.WritePNG(r.Screen, gametest.ShotPath(r.T, name)); err != nil {
		r.T.Fatal(err)
	}
}
