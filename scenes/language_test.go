package scenes_test

import (
	"testing"

	"salotto/scenes"
)

// label is the label of the top scene's target id ("" when there is none).
func (d *driver) label(id string) string {
	for _, tg := range d.app.Targets() {
		if tg.ID == id {
			return tg.Label
		}
	}
	return ""
}

// TestLanguageSwitchesLive: choosing Español on the Settings screen
// relabels that screen at once and the title beneath it, and the choice
// is the setting (which the save layer keeps); Italiano then does the same.
func TestLanguageSwitchesLive(t *testing.T) {
	d := newDriver(t, "title", 1280, 720)
	if got := d.label("button:settings"); got != "Settings" {
		t.Fatalf("title's settings button says %q before the switch", got)
	}
	d.click("button:settings")
	d.expect("settings", 2)
	d.click("choice:language:es")
	ctx := d.app.Context()
	if ctx.Words.Tag() != "es" || ctx.Settings.Language != "es" {
		t.Fatalf("words %q, setting %q after choosing Español", ctx.Words.Tag(), ctx.Settings.Language)
	}
	if got := d.label("choice:language:it"); got != "Idioma: Italiano" {
		t.Errorf("settings relabelled to %q, want the Spanish label", got)
	}
	if got := d.label("button:back"); got != "Volver" {
		t.Errorf("back button says %q", got)
	}
	d.click("button:back")
	d.expect("title", 1)
	if got := d.label("button:settings"); got != "Ajustes" {
		t.Errorf("title beneath settings still says %q", got)
	}
	d.click("button:settings")
	d.click("choice:language:it")
	if got := d.label("button:back"); got != "Indietro" {
		t.Errorf("after Italiano the back button says %q", got)
	}
}

// TestUnknownLanguageSettingIsSetBack: a Settings.Language the catalog
// lacks (a hand-edited settings file) changes nothing and is put back.
func TestUnknownLanguageSettingIsSetBack(t *testing.T) {
	d := newDriver(t, "title", 1280, 720)
	ctx := d.app.Context()
	ctx.Settings.Language = "xx"
	d.tick()
	if ctx.Words.Tag() != "en" || ctx.Settings.Language != "en" {
		t.Fatalf("words %q, setting %q", ctx.Words.Tag(), ctx.Settings.Language)
	}
	var _ scenes.Rebuilder = (*scenes.Title)(nil)
}
