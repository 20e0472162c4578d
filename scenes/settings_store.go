package scenes

import (
	"slices"

	"salotto/lang"
	"salotto/save"
)

// SettingsKind is the settings document's kind: the JSON of the whole
// Settings struct, so a field added to Settings (exported, with a json tag)
// is saved and restored with no more work.
var SettingsKind = save.Kind{Name: "settings", Format: 1}

// SettingsName is the settings' document in the store.
const SettingsName = "settings"

// settingsKeeper is what the Context knows of the settings' document:
// what it last wrote (a change is told from that), whether the last write
// failed and the player was told, and the language the command line asked
// for this run only.
type settingsKeeper struct {
	written Settings // as last written or read; valid once known
	known   bool
	failed  error // the last write's failure, nil once one succeeds
	told    bool  // the App reported failed, until a write succeeds

	// runLanguage is -lang's (PlayIn), which the store does not keep:
	// while Settings.Language is still it, ownLanguage is written.
	runLanguage, ownLanguage string
}

// LoadSettings reads the saved settings over the current ones (fields the
// document lacks keep their values) and takes the words of their
// language. Nothing saved, or no store, leaves them; an unreadable
// document is kept aside and listed in the store's Problems for the title
// to report.
func (c *Context) LoadSettings() {
	if c.Store == nil {
		return
	}
	s := *c.Settings
	if err := c.Store.Read(SettingsName, SettingsKind, &s); err == nil {
		*c.Settings = s
		if words, err := lang.New(s.Language); err == nil {
			c.Words = words
		}
	}
	c.noteWritten(c.stored())
}

// PlayIn plays this run in words' language (-lang, ?lang=) whatever the
// saved settings say. The store keeps the player's own language until they
// pick one on the Settings screen (PickLanguage).
func (c *Context) PlayIn(words *lang.Catalog) {
	c.keeper.ownLanguage = c.Settings.Language
	c.keeper.runLanguage = words.Tag()
	c.Words, c.Settings.Language = words, words.Tag()
}

// PickLanguage is the player's choice of language (the Settings screen):
// the App switches the words to it, and it is saved, ending PlayIn's.
func (c *Context) PickLanguage(tag string) {
	c.Settings.Language = tag
	c.keeper.runLanguage = ""
}

// SaveSettings writes the settings if they differ from what was last
// written or read. Its first call, when nothing was read, only notes them:
// the settings a run starts with need no writing. The comparison copies
// the struct, with no JSON made, so the App calls it every tick. A failed
// write is not tried again until the settings change again; the App
// tells the player of it, once until a write succeeds.
func (c *Context) SaveSettings() error {
	if c.Store == nil {
		return nil
	}
	now := c.stored()
	if !c.keeper.known {
		c.noteWritten(now)
		return nil
	}
	if sameSettings(&now, &c.keeper.written) {
		return nil
	}
	c.noteWritten(now)
	err := c.Store.Write(SettingsName, SettingsKind, now)
	c.keeper.failed = err
	if err == nil {
		c.keeper.told = false
	}
	return err
}

// stored is the settings as the store keeps them: -lang's language left
// out while the player has not picked one.
func (c *Context) stored() Settings {
	s := *c.Settings
	if k := &c.keeper; k.runLanguage != "" && s.Language == k.runLanguage {
		s.Language = k.ownLanguage
	}
	return s
}

// noteWritten remembers s as the store's, its slices copied so that a
// change made in place still shows.
func (c *Context) noteWritten(s Settings) {
	s.HintsSeen = slices.Clone(s.HintsSeen)
	c.keeper.written, c.keeper.known = s, true
}

// sameSettings reports whether a and b are equal, field by field, with no
// allocation (the App asks every tick). A field added to Settings must be
// added here; TestSameSettingsSeesEveryField fails until it is.
func sameSettings(a, b *Settings) bool {
	return a.Sound == b.Sound && a.Volume == b.Volume && a.AnimationSpeed == b.AnimationSpeed &&
		a.Fullscreen == b.Fullscreen && a.Language == b.Language && a.Hints == b.Hints &&
		slices.Equal(a.HintsSeen, b.HintsSeen)
}
