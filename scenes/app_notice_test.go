//go:build !js

package scenes

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"salotto/save"
)

// TestAFailedSettingsWriteIsToldOnce: when the store cannot be written
// (its folder is a file here; a full disk or a browser's quota fail the
// same way), the first change of the settings puts up a notice in the
// player's words over the screen; it goes by itself, and later changes
// that fail alike do not bring it back. The failure used to be dropped.
func TestAFailedSettingsWriteIsToldOnce(t *testing.T) {
	notDir := filepath.Join(t.TempDir(), "salotto")
	if err := os.WriteFile(notDir, []byte("a file where the folder should be\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx := NewContext(nil, 1)
	ctx.Input = NewInput(NewScript())
	ctx.Width, ctx.Height = 1280, 720
	ctx.Store = save.OpenDir(notDir)
	app := NewApp(ctx, NewSettings(ctx))
	app.Layout(1280, 720)
	app.Update()
	if got := app.notice.Text(); got != "" {
		t.Fatalf("a notice before anything changed: %q", got)
	}
	ctx.Settings.Volume = 0.2
	app.Update()
	want := ctx.Words.T("save.settings_failed")
	if got := app.notice.Text(); got != want || strings.HasPrefix(got, "[[") {
		t.Fatalf("after a failed write the notice says %q, want %q", got, want)
	}
	for range noticeTicks {
		app.Update()
	}
	if got := app.notice.Text(); got != "" {
		t.Fatalf("the notice is still up after %d ticks: %q", noticeTicks, got)
	}
	ctx.Settings.Volume = 0.4
	ctx.Settings.HintsSeen = append(ctx.Settings.HintsSeen, "dolores.first_share")
	for range 3 {
		app.Update()
		if got := app.notice.Text(); got != "" {
			t.Fatalf("the warning came back after a later failed write: %q", got)
		}
	}
	if data, err := os.ReadFile(notDir); err != nil || !strings.HasPrefix(string(data), "a file where") {
		t.Errorf("the file in the folder's place was touched: %q, %v", data, err)
	}
}

// TestSettingsWrittenOnlyWhenChanged: an App's ticks write nothing while
// the settings stay as they were read, and a change made anywhere (not
// the Settings screen: a tip dismissed at a table) is written in its tick.
func TestSettingsWrittenOnlyWhenChanged(t *testing.T) {
	store := save.Memory()
	ctx := NewContext(nil, 1)
	ctx.Input = NewInput(NewScript())
	ctx.Width, ctx.Height = 1280, 720
	ctx.Store = store
	ctx.LoadSettings()
	app := NewApp(ctx, NewTitle(ctx))
	for range 5 {
		app.Update()
	}
	if store.Has(SettingsName) {
		t.Error("unchanged settings were written")
	}
	ctx.Settings.HintsSeen = append(ctx.Settings.HintsSeen, "dolores.first_share")
	app.Update()
	var got Settings
	if err := store.Read(SettingsName, SettingsKind, &got); err != nil || len(got.HintsSeen) != 1 {
		t.Errorf("after a tip was seen the store holds %+v, %v", got, err)
	}
}

// TestSameSettingsSeesEveryField: a change to any field of Settings is a
// change to save; a field sameSettings does not compare would be lost.
func TestSameSettingsSeesEveryField(t *testing.T) {
	base := DefaultSettings()
	typ := reflect.TypeOf(base)
	for i := range typ.NumField() {
		changed := DefaultSettings()
		f := reflect.ValueOf(&changed).Elem().Field(i)
		switch f.Kind() {
		case reflect.Bool:
			f.SetBool(!f.Bool())
		case reflect.Float64:
			f.SetFloat(f.Float() + 1)
		case reflect.String:
			f.SetString(f.String() + "x")
		case reflect.Slice:
			f.Set(reflect.Append(f, reflect.New(f.Type().Elem()).Elem()))
		default:
			t.Fatalf("Settings.%s is a %s: teach this test (and sameSettings) to change it", typ.Field(i).Name, f.Kind())
		}
		if sameSettings(&base, &changed) {
			t.Errorf("a change of Settings.%s is not seen: compare it in sameSettings", typ.Field(i).Name)
		}
	}
}
