package scenes_test

import (
	"testing"

	"salotto/scenes"
)

// TestAppLaysOutInDevicePixels: at a scale of 2 the screen, every scene's
// Layout and the context are in device pixels, and a stage made from the
// context follows the scale and the player's animation speed.
func TestAppLaysOutInDevicePixels(t *testing.T) {
	ctx, _ := newTestContext(640, 360)
	a := &plain{name: "a"}
	app := scenes.NewApp(ctx, a)
	app.FixScale(2)
	if w, h := app.LayoutF(640, 360); w != 1280 || h != 720 {
		t.Fatalf("LayoutF(640, 360) at scale 2 = %vx%v, want 1280x720", w, h)
	}
	if a.w != 1280 || a.h != 720 || ctx.Width != 1280 || ctx.Height != 720 || ctx.Scale != 2 {
		t.Fatalf("scene laid out at %dx%d, context %dx%d scale %v; want 1280x720 at 2", a.w, a.h, ctx.Width, ctx.Height, ctx.Scale)
	}
	st := ctx.NewStage()
	if st.Scale() != 2 {
		t.Fatalf("a new stage's scale is %v, want the context's 2", st.Scale())
	}
	app.FixScale(1.5)
	app.LayoutF(640, 360)
	ctx.Settings.AnimationSpeed = 0
	if st.Scale() != 1.5 || st.Speed() != 0 || a.w != 960 {
		t.Fatalf("after a change: stage scale %v speed %v, scene width %d; want 1.5, 0, 960", st.Scale(), st.Speed(), a.w)
	}
}
