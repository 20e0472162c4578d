package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"
)

// TestTargetsFileWrittenWhenAsked: with SALOTTO_TARGETS naming a file,
// the desktop game writes its scene, whether it stands still, its scale
// and its targets there, as the page publishes them in window.salotto;
// the file is whole JSON and its targets are where the screen has them.
func TestTargetsFileWrittenWhenAsked(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "targets.json")
	cmd := exec.Command(binary, "-scene", "settings", "-mute", "-size", "1280x720", "-screenshot", filepath.Join(dir, "s.png"))
	cmd.Env = append(os.Environ(), "SALOTTO_NOAUDIO=1", TargetsEnv+"="+file)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("salotto: %v\n%s", err, out)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("no targets file: %v", err)
	}
	var got struct {
		Scene   string
		Settled bool
		Scale   float64
		Targets []struct {
			ID, Label  string
			X, Y, W, H float64
		}
	}
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatalf("the targets file is not JSON: %v\n%s", err, data)
	}
	if got.Scene != "settings" || got.Scale < 1 {
		t.Errorf("the file says scene %q, scale %v", got.Scene, got.Scale)
	}
	i := slices.IndexFunc(got.Targets, func(tg struct {
		ID, Label  string
		X, Y, W, H float64
	}) bool {
		return tg.ID == "choice:speed:very-fast"
	})
	if i < 0 {
		t.Fatalf("the settings' targets lack the speed choices: %s", data)
	}
	if tg := got.Targets[i]; tg.W <= 0 || tg.H <= 0 || tg.Label == "" || tg.X+tg.W > 1280*got.Scale || tg.Y+tg.H > 720*got.Scale {
		t.Errorf("the very fast speed is %+v on a 1280x720 window", tg)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 2 {
		t.Errorf("the folder holds %d files, want the targets and the screenshot (no half-written file left)", len(entries))
	}
}

// TestTargetsFileCostsNothingUnset: without SALOTTO_TARGETS there is no
// publisher, and publishing through none does nothing.
func TestTargetsFileCostsNothingUnset(t *testing.T) {
	t.Setenv(TargetsEnv, "")
	f := newTargetsFile()
	if f != nil {
		t.Fatalf("a publisher with %s unset: %+v", TargetsEnv, f)
	}
	f.publish(nil) // a nil publisher never looks at the app
}
