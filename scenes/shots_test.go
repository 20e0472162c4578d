package scenes_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/scenes"
)

// shotDir is where screenshots land (the repository's shots/ folder).
const shotDir = "../shots"

// settle runs the app until nothing moves, drawing every tick into screen.
func settle(t *testing.T, app *scenes.App, screen *ebiten.Image) {
	t.Helper()
	for i := 0; i < 600; i++ {
		if err := app.Update(); err != nil {
			t.Fatalf("update: %v", err)
		}
		app.Draw(screen)
		if app.Settled() && i > 2 {
			return
		}
	}
	t.Fatalf("%s never settled", app.SceneName())
}

var shotSizes = []struct{ w, h int }{{1280, 720}, {844, 390}}

// TestScreenshots renders every built-in scene at desktop and phone sizes
// into shots/ (look at them) and checks each is a full, non-blank frame.
func TestScreenshots(t *testing.T) {
	if err := os.MkdirAll(shotDir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, size := range shotSizes {
		for _, name := range newContext(1).Scenes.Names() {
			ctx, _ := newTestContext(size.w, size.h)
			if name == "title" {
				ctx.Settings.AnimationSpeed = 0 // the settled picture, without playing the deal
			}
			s, err := ctx.Open(name)
			if err != nil {
				t.Errorf("%s: %v", name, err)
				continue
			}
			start := time.Now()
			app := scenes.NewApp(ctx, s)
			app.Layout(size.w, size.h)
			screen := ebiten.NewImage(size.w, size.h)
			settle(t, app, screen)
			t.Logf("%s %dx%d settled in %v after %d frames", name, size.w, size.h, time.Since(start), app.Frames())
			file := filepath.Join(shotDir, strings.ReplaceAll(name, ":", "-")+"-"+itoa(size.w)+"x"+itoa(size.h)+".png")
			start = time.Now()
			if err := scenes.WritePNG(screen, file); err != nil {
				t.Fatal(err)
			}
			t.Logf("  written in %v", time.Since(start))
			if r, ok := app.Top().(*scenes.Rules); ok && name == "rules:dolores" {
				// The Message in a Bottle cards, each beside its text.
				r.ScrollTo(r.MaxScroll() * 0.55)
				settle(t, app, screen)
				if err := scenes.WritePNG(screen, strings.TrimSuffix(file, ".png")+"-bottles.png"); err != nil {
					t.Fatal(err)
				}
			}
			// Every corner is painted (no transparent holes) and the frame
			// is not one flat colour.
			first := screen.At(size.w/2, size.h/2)
			varied := false
			for _, p := range [][2]int{{0, 0}, {size.w - 1, 0}, {0, size.h - 1}, {size.w - 1, size.h - 1}, {size.w / 3, size.h / 3}} {
				c := screen.At(p[0], p[1])
				if _, _, _, a := c.RGBA(); a != 0xffff {
					t.Errorf("%s %dx%d: pixel %v not opaque", name, size.w, size.h, p)
				}
				if c != first {
					varied = true
				}
			}
			if !varied {
				t.Errorf("%s %dx%d: blank frame", name, size.w, size.h)
			}
			// Every target lies on screen.
			for _, tg := range app.Targets() {
				if tg.X < 0 || tg.Y < 0 || tg.X+tg.W > float64(size.w)+1 || tg.Y+tg.H > float64(size.h)+1 || tg.W < 8 || tg.H < 8 {
					t.Errorf("%s %dx%d: target %s off screen or tiny: %+v", name, size.w, size.h, tg.ID, tg)
				}
			}
		}
	}
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	var b []byte
	for ; n > 0; n /= 10 {
		b = append([]byte{byte('0' + n%10)}, b...)
	}
	return string(b)
}

// TestReflow resizes each scene through desktop, phone, 4:3 and large
// screens: every target stays on screen and no two targets overlap.
func TestReflow(t *testing.T) {
	sizes := [][2]int{{1280, 720}, {844, 390}, {1024, 768}, {1920, 1080}, {700, 400}}
	for _, name := range newContext(1).Scenes.Names() {
		ctx, _ := newTestContext(1280, 720)
		s, err := ctx.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		app := scenes.NewApp(ctx, s)
		for _, sz := range sizes {
			app.Layout(sz[0], sz[1])
			if err := app.Update(); err != nil {
				t.Fatal(err)
			}
			tgs := app.Targets()
			for i, a := range tgs {
				if a.X < 0 || a.Y < 0 || a.X+a.W > float64(sz[0])+1 || a.Y+a.H > float64(sz[1])+1 {
					t.Errorf("%s at %v: %s off screen: %+v", name, sz, a.ID, a)
				}
				for _, b := range tgs[i+1:] {
					if strings.HasPrefix(b.ID, a.ID+":") || strings.HasPrefix(a.ID, b.ID+":") {
						continue // a part of a control lies on it (the scrollbar's thumb)
					}
					if a.X+2 < b.X+b.W && b.X+2 < a.X+a.W && a.Y+2 < b.Y+b.H && b.Y+2 < a.Y+a.H {
						t.Errorf("%s at %v: %s overlaps %s", name, sz, a.ID, b.ID)
					}
				}
			}
		}
	}
}
