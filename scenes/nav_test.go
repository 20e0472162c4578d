package scenes_test

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
	"salotto/tables/all"
)

// driver plays synthetic input into an app the way a player would.
type driver struct {
	t      *testing.T
	app    *scenes.App
	script *scenes.Script
	screen *ebiten.Image
}

func newDriver(t *testing.T, name string, w, h int) *driver {
	ctx, script := newTestContext(w, h)
	s, err := ctx.Open(name)
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, app: scenes.NewApp(ctx, s), script: script, screen: ebiten.NewImage(w, h)}
	d.app.Layout(w, h)
	settle(t, d.app, d.screen)
	return d
}

func (d *driver) tick() {
	d.t.Helper()
	if err := d.app.Update(); err != nil {
		d.t.Fatalf("update: %v", err)
	}
	d.app.Draw(d.screen)
}

// click presses and releases on the target with id, then lets the
// screen settle.
func (d *driver) click(id string) {
	d.t.Helper()
	var found *scenes.Target
	for _, tg := range d.app.Targets() {
		if tg.ID == id {
			tg := tg
			found = &tg
		}
	}
	if found == nil {
		d.t.Fatalf("%s: no target %q in %v", d.app.SceneName(), id, d.app.Targets())
	}
	x, y := found.Centre()
	d.script.Move(float64(x), float64(y))
	d.tick()
	d.script.Press()
	d.tick()
	d.script.Release()
	d.tick()
	settle(d.t, d.app, d.screen)
}

func (d *driver) key(k ebiten.Key) {
	d.script.Key(k)
	d.tick()
	settle(d.t, d.app, d.screen)
}

func (d *driver) expect(scene string, depth int) {
	d.t.Helper()
	if d.app.SceneName() != scene || d.app.Depth() != depth {
		d.t.Fatalf("on %s (depth %d), want %s (depth %d)", d.app.SceneName(), d.app.Depth(), scene, depth)
	}
}

// TestNavigateTitleRulesSettings walks title → each game's rules → back →
// settings → back with synthetic clicks and keys, at both screen sizes.
func TestNavigateTitleRulesSettings(t *testing.T) {
	for _, size := range shotSizes {
		d := newDriver(t, "title", size.w, size.h)
		for _, g := range all.Games {
			d.click("tile:" + g.ID())
			d.expect("rules:"+g.ID(), 2)
			d.click("button:back")
			d.expect("title", 1)
		}
		d.click("button:rules")
		d.expect("rules:dolcevita", 2)
		d.click("rules-tab:necklace")
		d.expect("rules:necklace", 2)
		d.key(ebiten.KeyEscape)
		d.expect("title", 1)
		d.click("button:settings")
		d.expect("settings", 2)
		d.click("button:back")
		d.expect("title", 1)
	}
}

// TestKeyboardOnlyReachesSettings: Tab to the Settings button, Enter.
func TestKeyboardOnlyReachesSettings(t *testing.T) {
	d := newDriver(t, "title", 1280, 720)
	for i := 0; i < 8 && d.app.SceneName() == "title"; i++ {
		d.key(ebiten.KeyTab)
		if focusedID(d) == "button:settings" {
			d.key(ebiten.KeyEnter)
		}
	}
	d.expect("settings", 2)
}

func focusedID(d *driver) string {
	title, ok := d.app.Top().(*scenes.Title)
	if !ok || title.Stage().Focus() == nil {
		return ""
	}
	return title.Stage().Focus().Name
}

// TestSettingsChangeTheContext: the controls change the shared settings.
func TestSettingsChangeTheContext(t *testing.T) {
	d := newDriver(t, "settings", 1280, 720)
	set := d.app.Context().Settings
	d.click("choice:sound:off")
	if set.Sound {
		t.Error("Sound off did not turn sound off")
	}
	d.click("choice:speed:fast")
	if set.AnimationSpeed != 2 {
		t.Errorf("speed %v, want 2", set.AnimationSpeed)
	}
	v := set.Volume
	d.click("button:volume-down")
	if set.Volume >= v {
		t.Errorf("volume %v did not drop from %v", set.Volume, v)
	}
	d.click("button:volume-up")
	d.click("button:volume-up")
	if set.Volume <= v {
		t.Errorf("volume %v did not rise above %v", set.Volume, v)
	}
}

// TestRulesScroll: wheel, keys and the scrollbar move the page and stay
// within its bounds.
func TestRulesScroll(t *testing.T) {
	d := newDriver(t, "rules:dolcevita", 844, 390)
	r := d.app.Top().(*scenes.Rules)
	if r.MaxScroll() <= 0 {
		t.Fatal("the Dolce Vita reference should not fit on a phone screen")
	}
	d.script.Move(400, 250)
	d.script.Scroll(-2)
	d.tick()
	settle(t, d.app, d.screen)
	if r.ScrollOffset() <= 0 {
		t.Errorf("wheel down did not scroll: %v", r.ScrollOffset())
	}
	d.key(ebiten.KeyEnd)
	if r.ScrollOffset() != r.MaxScroll() {
		t.Errorf("End: offset %v, want %v", r.ScrollOffset(), r.MaxScroll())
	}
	d.key(ebiten.KeyPageDown)
	if r.ScrollOffset() != r.MaxScroll() {
		t.Errorf("scrolled past the end: %v", r.ScrollOffset())
	}
	d.key(ebiten.KeyHome)
	if r.ScrollOffset() != 0 {
		t.Errorf("Home: offset %v", r.ScrollOffset())
	}
	// Drag the page up by 100 px.
	d.script.Move(400, 300)
	d.tick()
	d.script.Press()
	d.tick()
	for y := 290.0; y >= 200; y -= 10 {
		d.script.Move(400, y)
		d.tick()
	}
	d.script.Release()
	d.tick()
	if off := r.ScrollOffset(); off < 95 || off > 105 {
		t.Errorf("dragging the page 100 px scrolled %v", off)
	}
	// Drag the scrollbar thumb to the bottom.
	var bar scenes.Target
	for _, tg := range d.app.Targets() {
		if tg.ID == "scrollbar" {
			bar = tg
		}
	}
	x, _ := bar.Centre()
	d.script.Move(float64(x), bar.Y+2)
	d.tick()
	d.script.Press()
	d.tick()
	d.script.Move(float64(x), bar.Y+bar.H+50)
	d.tick()
	d.script.Release()
	d.tick()
	if r.ScrollOffset() != r.MaxScroll() {
		t.Errorf("scrollbar to the bottom: offset %v, want %v", r.ScrollOffset(), r.MaxScroll())
	}
}

// TestSliderArrowKeys: with the volume slider focused, the arrow keys
// change the volume and keep the focus on the slider (they must not be
// spent moving focus to a neighbour first).
func TestSliderArrowKeys(t *testing.T) {
	d := newDriver(t, "settings", 1280, 720)
	st := d.app.Top().(*scenes.SettingsScene).Stage()
	for i := 0; i < 20 && (st.Focus() == nil || st.Focus().Name != "slider:volume"); i++ {
		d.key(ebiten.KeyTab)
	}
	if st.Focus() == nil || st.Focus().Name != "slider:volume" {
		t.Fatal("Tab never reached the volume slider")
	}
	set := d.app.Context().Settings
	v := set.Volume
	d.key(ebiten.KeyArrowLeft)
	if set.Volume >= v {
		t.Errorf("Left: volume %v did not drop from %v", set.Volume, v)
	}
	if f := st.Focus(); f == nil || f.Name != "slider:volume" {
		t.Errorf("Left moved the focus off the slider")
	}
	v = set.Volume
	d.key(ebiten.KeyArrowRight)
	if set.Volume <= v {
		t.Errorf("Right: volume %v did not rise from %v", set.Volume, v)
	}
}

// TestF11TogglesOncePerPress: holding F11 for several ticks toggles
// fullscreen once, not once per tick.
func TestF11TogglesOncePerPress(t *testing.T) {
	d := newDriver(t, "title", 640, 360)
	set := d.app.Context().Settings
	was := set.Fullscreen
	d.script.Key(ebiten.KeyF11)
	d.tick()
	if set.Fullscreen == was {
		t.Fatal("F11 did not toggle fullscreen")
	}
	d.script.Hold(ebiten.KeyF11)
	for range 3 {
		d.tick()
	}
	d.script.Unhold()
	if set.Fullscreen == was {
		t.Error("holding F11 toggled fullscreen again")
	}
	set.Fullscreen = was
	d.tick()
}
