package scenes

import (
	"bytes"
	"encoding/json"

	"salotto/save"
)

// SettingsKind is the settings document's kind: the JSON of the whole
// Settings struct, so a field added to Settings (exported, with a json tag)
// is saved and restored with no more work.
var SettingsKind = save.Kind{Name: "settings", Format: 1}

// SettingsName is the settings' document in the store.
const SettingsName = "settings"

// LoadSettings reads the saved settings over the current ones (fields the
// document lacks keep their values). Nothing saved, or no store, leaves
// them; an unreadable document is kept aside and listed in the store's
// Problems for the title to report.
func (c *Context) LoadSettings() {
	if c.Store == nil {
		return
	}
	s := *c.Settings
	if err := c.Store.Read(SettingsName, SettingsKind, &s); err == nil {
		*c.Settings = s
	}
}

// SaveSettings writes the settings if they differ from what was last
// written; last is that JSON, which it returns updated.
func (c *Context) SaveSettings(last []byte) ([]byte, error) {
	now, err := json.Marshal(c.Settings)
	if err != nil || c.Store == nil || bytes.Equal(now, last) {
		return last, err
	}
	if err := c.Store.Write(SettingsName, SettingsKind, c.Settings); err != nil {
		return last, err
	}
	return now, nil
}

// settingsJSON is the settings as SaveSettings compares them.
func (c *Context) settingsJSON() []byte {
	b, _ := json.Marshal(c.Settings)
	return b
}
