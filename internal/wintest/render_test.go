package wintest

import (
	"image"
	"path/filepath"
	"strings"
	"testing"
)

// The screens the Windows build must draw: the title, each table and one
// rules page, at the default window size.
var screens = []string{"title", "play:dolcevita", "play:dolores", "play:necklace", "rules:dolores"}

const frameW, frameH = 1280, 720

// TestWindowsBuildRendersUnderWine runs salotto.exe as it ships under Wine
// for each screen with -screenshot, and checks each PNG is a real frame of
// the right size that matches the native game's frame of the same scene
// and seed. The PNGs are kept in shots/wine-*.png (the native ones in
// shots/wine-native-*.png) for a person to look at.
func TestWindowsBuildRendersUnderWine(t *testing.T) {
	f := setup(t)
	for _, scene := range screens {
		t.Run(scene, func(t *testing.T) {
			args := []string{"-mute", "-seed", "3", "-size", "1280x720", "-scene", scene}
			name := strings.ReplaceAll(scene, ":", "-")
			got := f.shootWine(t, name, nil, args...)
			alike(t, "the native frame", got, f.shootNative(t, name, "", args...))
		})
	}
}

// shootWine runs the exe with args, env added to its environment, and
// -screenshot shots/wine-NAME.png, and returns the screenshot once it has
// passed checkFrame.
func (f *fixture) shootWine(t *testing.T, name string, env []string, args ...string) image.Image {
	t.Helper()
	file := "wine-" + name + ".png"
	f.wine.runExeEnv(t, env, f.exe, f.shots, append(args, "-screenshot", file)...)
	img, err := readPNG(filepath.Join(f.shots, file))
	if err != nil {
		t.Fatalf("the exe's screenshot: %v", err)
	}
	stats := measure(img)
	if err := checkFrame(stats, frameW, frameH); err != nil {
		t.Fatalf("%s is no frame of the game: %v", file, err)
	}
	t.Logf("%s: %s", file, stats)
	return img
}

// shootNative is the native game's screenshot, shots/wine-native-NAME.png,
// with its store in config (see runNative).
func (f *fixture) shootNative(t *testing.T, name, config string, args ...string) image.Image {
	t.Helper()
	file := filepath.Join(f.shots, "wine-native-"+name+".png")
	runNative(t, f.native, config, append(args, "-screenshot", file)...)
	img, err := readPNG(file)
	if err != nil {
		t.Fatalf("the native game's screenshot: %v", err)
	}
	return img
}

// alike fails the test unless at least minNear of got's pixels are near
// want's, which is what.
func alike(t *testing.T, what string, got, want image.Image) {
	t.Helper()
	near := nearShare(got, want)
	t.Logf("%.1f %% of pixels as %s", 100*near, what)
	if near < minNear {
		t.Errorf("only %.1f %% of the pixels match %s (want %.0f %%)", 100*near, what, 100*minNear)
	}
}
