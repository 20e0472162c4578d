package lang_test

import (
	"strings"
	"testing"

	"salotto/lang"
)

func TestFromLocale(t *testing.T) {
	for in, want := range map[string]string{
		"es_ES.UTF-8": "es", "it_IT@euro": "it", "en_GB.UTF-8": "en", "es-419": "es", "it-CH": "it",
		"ES": "es", "it": "it", "C": "", "POSIX": "", "C.UTF-8": "", "": "", "fr_FR.UTF-8": "", "esperanto": "",
	} {
		if got := lang.FromLocale(in); got != want {
			t.Errorf("FromLocale(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestFromEnvRanksTheVariables: LC_ALL over LC_MESSAGES over LANG; the
// first one set decides even when it names a language Salotto lacks.
func TestFromEnvRanksTheVariables(t *testing.T) {
	for _, tc := range []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "en"},
		{map[string]string{"LANG": "es_ES.UTF-8"}, "es"},
		{map[string]string{"LANG": "es_ES.UTF-8", "LC_MESSAGES": "it_IT.UTF-8"}, "it"},
		{map[string]string{"LANG": "es_ES.UTF-8", "LC_MESSAGES": "it_IT.UTF-8", "LC_ALL": "en_US.UTF-8"}, "en"},
		{map[string]string{"LANG": "it_IT.UTF-8", "LC_ALL": "es_AR.UTF-8"}, "es"},
		{map[string]string{"LANG": "C"}, "en"},
		{map[string]string{"LANG": "it_IT.UTF-8", "LC_ALL": "C"}, "en"},
		{map[string]string{"LANG": "it_IT.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"}, "en"},
	} {
		if got := lang.FromEnv(func(k string) string { return tc.env[k] }); got != tc.want {
			t.Errorf("FromEnv(%v) = %q, want %q", tc.env, got, tc.want)
		}
	}
}

func TestFromPreferencesTakesTheFirstKnown(t *testing.T) {
	for _, tc := range []struct {
		prefs []string
		want  string
	}{
		{nil, "en"}, {[]string{"es-ES", "en"}, "es"}, {[]string{"fr-FR", "it-IT", "es"}, "it"}, {[]string{"de", "fr"}, "en"},
	} {
		if got := lang.FromPreferences(tc.prefs); got != tc.want {
			t.Errorf("FromPreferences(%v) = %q, want %q", tc.prefs, got, tc.want)
		}
	}
}

func TestChooseOverridesTheSystem(t *testing.T) {
	for _, tc := range []struct{ asked, system, want string }{
		{"", "es", "es"}, {"it", "es", "it"}, {"EN", "it", "en"}, {"", "xx", "en"},
		// a region tag, as a browser's address may carry it, picks its language
		{"es-ES", "en", "es"}, {"it_CH", "en", "it"}, {"en-GB", "es", "en"},
	} {
		c, err := lang.Choose(tc.asked, tc.system)
		if err != nil || c.Tag() != tc.want {
			t.Errorf("Choose(%q, %q) = %v, %v; want %s", tc.asked, tc.system, c, err, tc.want)
		}
	}
}

// TestChooseRefusesAnUnknownLanguage in the system's own language, naming
// every valid one.
func TestChooseRefusesAnUnknownLanguage(t *testing.T) {
	for _, asked := range []string{"fr-FR", "C", "es!"} {
		if c, err := lang.Choose(asked, "es"); err == nil {
			t.Errorf("Choose(%q) accepted as %s", asked, c.Tag())
		}
	}
	_, err := lang.Choose("fr", "es")
	if err == nil {
		t.Fatal("fr accepted")
	}
	for _, want := range []string{"idioma desconocido", `"fr"`, "en, es, it"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("refusal %q lacks %q", err, want)
		}
	}
}
