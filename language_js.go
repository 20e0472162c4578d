//go:build js

package main

import (
	"syscall/js"

	"salotto/lang"
)

// systemLanguage is the browser's: the first of navigator.languages (the
// person's languages, most wanted first) that Salotto has, or else
// navigator.language.
func systemLanguage() string {
	nav := js.Global().Get("navigator")
	var prefs []string
	if list := nav.Get("languages"); list.Type() == js.TypeObject {
		for i := range list.Length() {
			prefs = append(prefs, list.Index(i).String())
		}
	}
	if one := nav.Get("language"); one.Type() == js.TypeString {
		prefs = append(prefs, one.String())
	}
	return lang.FromPreferences(prefs)
}
