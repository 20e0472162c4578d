//go:build !js

package main

import (
	"os"

	"salotto/lang"
)

// systemLanguage is the desktop session's language, from its locale
// variables (LC_ALL, LC_MESSAGES, LANG).
func systemLanguage() string { return lang.FromEnv(os.Getenv) }
