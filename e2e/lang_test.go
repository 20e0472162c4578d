package e2e

import (
	"strings"
	"testing"
)

// spanishBrowser is a Chromium whose person reads Spanish. In headless
// Chromium it is --accept-lang that sets navigator.languages (--lang alone
// leaves it en-US), so that is what a Spanish browser is here; the test
// checks it took before it means anything.
func spanishBrowser(t *testing.T) *browser {
	t.Helper()
	b := newBrowser(t, map[string]any{"accept-lang": "es-ES,es"})
	b.open("about:blank")
	if got := eval[string](b, `navigator.languages.join(",")`); !strings.HasPrefix(got, "es") {
		t.Fatalf("the browser's languages are %q, not Spanish", got)
	}
	return b
}

// TestLanguageSpanishBrowser: with a Spanish browser the loader speaks
// Spanish before the game arrives, and the game opens its title in
// Spanish; ?lang=it overrides the browser.
func TestLanguageSpanishBrowser(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := spanishBrowser(t)
	b.open(srv.URL + "/")
	page := eval[string](b, `window.salottoLoader.lang + "|" + document.documentElement.lang + "|" + document.querySelector(".tagline").textContent`)
	if page != "es|es|Dolce Vita · HMS Dolores · El collar de la Duquesa" {
		t.Errorf("the loader page says %q, want Spanish", page)
	}
	b.waitReady()
	b.waitScene("title")
	for id, want := range map[string]string{"button:settings": "Ajustes", "button:rules": "Reglas"} {
		if got := b.target(id).Label; got != want {
			t.Errorf("%s says %q, want %q", id, got, want)
		}
	}
	if got := b.target("tile:necklace").Label; !strings.Contains(got, "El collar de la Duquesa") {
		t.Errorf("the necklace tile says %q", got)
	}
	b.shot("lang-es-title")
	b.check()

	b.open(srv.URL + "/?lang=it")
	b.waitReady()
	b.waitScene("title")
	if got := b.target("button:settings").Label; got != "Impostazioni" {
		t.Errorf("?lang=it: settings says %q, want Impostazioni", got)
	}
	b.check()
}

// TestLanguageUnknownOnTheAddress: ?lang=fr is refused on the page, in the
// browser's language, naming the valid ones.
func TestLanguageUnknownOnTheAddress(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := spanishBrowser(t)
	b.open(srv.URL + "/?lang=fr")
	reason, text := problemShown(t, b)
	for _, want := range []string{"idioma desconocido", `"fr"`, "en, es, it"} {
		if !strings.Contains(text, want) {
			t.Errorf("the page says %q, lacking %q", text, want)
		}
	}
	if reason != "address" {
		t.Errorf("reason %q, want address", reason)
	}
	if !strings.Contains(text, "Este enlace pide algo que Salotto no tiene") {
		t.Errorf("the loader's own words are not Spanish: %q", text)
	}
	for _, p := range b.problems() {
		t.Error(p)
	}
}
