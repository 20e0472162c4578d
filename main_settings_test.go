package main

import (
	"testing"

	"salotto/lang"
	"salotto/save"
	"salotto/scenes"
)

// countingSounds counts the effects asked for.
type countingSounds struct{ played int }

func (c *countingSounds) Play(scenes.Sound) { c.played++ }
func (c *countingSounds) SetVolume(float64) {}
func (c *countingSounds) SetMuted(bool)     {}

// TestCommandLineWinsForThisRunOnly: with settings an earlier run saved
// (Italian, sound on), -lang es plays this run in Spanish and -mute is
// silent; a setting changed during the run is saved with the player's
// own language and sound, and the next run without flags is Italian and
// sounds again. The saved settings used to be read over -lang (and the
// App switched back to their language), and -mute was saved as sound off.
func TestCommandLineWinsForThisRunOnly(t *testing.T) {
	store := save.Memory()
	earlier := scenes.DefaultSettings()
	earlier.Language, earlier.Sound = "it", true
	if err := store.Write(scenes.SettingsName, scenes.SettingsKind, earlier); err != nil {
		t.Fatal(err)
	}
	es, err := lang.Choose("es", "en")
	if err != nil {
		t.Fatal(err)
	}
	snd := &countingSounds{}
	ctx := newContext(options{lang: "es", mute: true}, es, "en", store, snd)
	ctx.Input = scenes.NewInput(scenes.NewScript())
	ctx.Width, ctx.Height = 1280, 720
	first, err := ctx.Open("settings")
	if err != nil {
		t.Fatal(err)
	}
	app := scenes.NewApp(ctx, first)
	app.Update()
	if ctx.Words.Tag() != "es" || ctx.Settings.Language != "es" {
		t.Errorf("-lang es plays in %s (settings say %s), want es", ctx.Words.Tag(), ctx.Settings.Language)
	}
	ctx.Play(scenes.SoundButton)
	if snd.played != 0 || !ctx.Settings.Sound {
		t.Errorf("-mute: %d effects played, sound setting %v; want none played and the setting left on", snd.played, ctx.Settings.Sound)
	}

	ctx.Settings.Volume = 0.3 // the player changes something during the run
	app.Update()
	var saved scenes.Settings
	if err := store.Read(scenes.SettingsName, scenes.SettingsKind, &saved); err != nil {
		t.Fatal(err)
	}
	if saved.Language != "it" || !saved.Sound || saved.Volume != 0.3 {
		t.Errorf("saved %+v, want Italian, sound on, volume 0.3 (the command line's choices are this run's)", saved)
	}

	next := newContext(options{}, lang.English(), "en", store, snd)
	if next.Words.Tag() != "it" || next.Muted || !next.Settings.Sound {
		t.Errorf("the next run plays in %s, muted %v, sound %v; want Italian with sound", next.Words.Tag(), next.Muted, next.Settings.Sound)
	}
	next.Play(scenes.SoundButton)
	if snd.played != 1 {
		t.Errorf("the next run played %d effects, want 1", snd.played)
	}
}

// TestPickedLanguageIsSavedOverTheCommandLine: once the player picks a
// language on the Settings screen, that choice is theirs and is saved,
// even when it is the one -lang asked for.
func TestPickedLanguageIsSavedOverTheCommandLine(t *testing.T) {
	store := save.Memory()
	earlier := scenes.DefaultSettings()
	earlier.Language = "it"
	store.Write(scenes.SettingsName, scenes.SettingsKind, earlier)
	es, _ := lang.New("es")
	ctx := newContext(options{lang: "es"}, es, "en", store, nil)
	ctx.PickLanguage("es")
	if err := ctx.SaveSettings(); err != nil {
		t.Fatal(err)
	}
	var saved scenes.Settings
	store.Read(scenes.SettingsName, scenes.SettingsKind, &saved)
	if saved.Language != "es" {
		t.Errorf("saved language %q after the player picked es, want es", saved.Language)
	}
}

// TestFirstStartPlaysInTheSystemLanguage: with nothing saved, the run
// plays in the system's language (English for one Salotto lacks), or in
// -lang's when one is asked for.
func TestFirstStartPlaysInTheSystemLanguage(t *testing.T) {
	for _, tc := range []struct{ asked, system, plays string }{
		{"", "it", "it"}, {"", "xx", "en"}, {"es", "it", "es"},
	} {
		store := save.Memory()
		words, err := lang.Choose(tc.asked, tc.system)
		if err != nil {
			t.Fatal(err)
		}
		ctx := newContext(options{lang: tc.asked}, words, tc.system, store, nil)
		if ctx.Words.Tag() != tc.plays || ctx.Settings.Language != tc.plays {
			t.Errorf("-lang %q on a %q system plays in %s (settings %s), want %s", tc.asked, tc.system, ctx.Words.Tag(), ctx.Settings.Language, tc.plays)
		}
	}
}
