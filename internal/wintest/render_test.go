package wintest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The screens the Windows build must draw: the title, each table and one
// rules page, at the default window size.
var screens = []string{"title", "play:dolcevita", "play:dolores", "play:necklace", "rules:dolores"}

const frameW, frameH = 1280, 720

// TestWindowsBuildRendersUnderWine builds salotto.exe as it ships, runs it
// under Wine for each screen with -screenshot, and checks each PNG is a
// real frame of the right size that matches the native game's frame of
// the same scene and seed. The PNGs are kept in shots/wine-*.png (and the
// native ones in shots/wine-native-*.png) for a person to look at.
func TestWindowsBuildRendersUnderWine(t *testing.T) {
	f := setup(t)
	// Whatever the native game keeps goes in a folder of its own, never
	// the developer's.
	config := t.TempDir()

	for _, scene := range screens {
		t.Run(scene, func(t *testing.T) {
			name := "wine-" + strings.ReplaceAll(scene, ":", "-") + ".png"
			args := []string{"-mute", "-seed", "3", "-size", "1280x720", "-scene", scene}
			f.wine.runExe(t, f.exe, f.shots, append(args, "-screenshot", name)...)
			got, err := readPNG(filepath.Join(f.shots, name))
			if err != nil {
				t.Fatalf("the exe's screenshot: %v", err)
			}
			stats := measure(got)
			if err := checkFrame(stats, frameW, frameH); err != nil {
				t.Fatalf("%s is no frame of the game: %v", name, err)
			}

			ref := filepath.Join(f.shots, "wine-native-"+strings.TrimPrefix(name, "wine-"))
			cmd := exec.Command(f.native, append(args, "-screenshot", ref)...)
			cmd.Env = append(os.Environ(), "SALOTTO_NOAUDIO=1", "XDG_CONFIG_HOME="+config)
			if out, err := cmd.CombinedOutput(); err != nil {
				t.Fatalf("the native game: %v\n%s", err, out)
			}
			want, err := readPNG(ref)
			if err != nil {
				t.Fatal(err)
			}
			near := nearShare(got, want)
			t.Logf("%s: %s; %.1f %% of pixels as native", name, stats, 100*near)
			if near < minNear {
				t.Errorf("%s: only %.1f %% of its pixels match the native frame %s (want %.0f %%)", name, 100*near, ref, 100*minNear)
			}
		})
	}
}
