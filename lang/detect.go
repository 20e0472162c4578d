package lang

import "strings"

// FromLocale is the language of a locale name as systems write them: a
// POSIX locale ("es_ES.UTF-8", "it_IT@euro"), a browser's BCP 47 tag
// ("es-419", "it-CH") or a bare code ("ES"). It is "" for a locale whose
// language Salotto does not have, and for "C" and "POSIX", which name no
// language at all.
func FromLocale(locale string) string {
	code := locale
	if i := strings.IndexAny(code, "_-.@"); i >= 0 {
		code = code[:i]
	}
	code = strings.ToLower(code)
	if _, ok := languages[code]; ok {
		return code
	}
	return ""
}

// FromEnv picks the language of a desktop session from its locale
// variables as POSIX ranks them for messages: LC_ALL over LC_MESSAGES over
// LANG, the first one set deciding. A session in a language Salotto lacks
// (or in "C") plays in English: falling through to a lower variable would
// override what the person chose.
func FromEnv(getenv func(string) string) string {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" {
			if tag := FromLocale(s); tag != "" {
				return tag
			}
			return Default
		}
	}
	return Default
}

// FromPreferences picks the first language Salotto has from a browser's
// list of preferred languages (navigator.languages, most wanted first), or
// English when it has none of them.
func FromPreferences(prefs []string) string {
	for _, p := range prefs {
		if tag := FromLocale(p); tag != "" {
			return tag
		}
	}
	return Default
}

// Choose is the catalog a player asked for by name (-lang, ?lang=), or,
// when they asked for none, the system's language (system). The name is
// read as a locale (FromLocale), so a region tag ("es-ES", "it_CH") picks
// its language. An unknown name is refused in the system's language,
// listing the valid ones.
func Choose(asked, system string) (*Catalog, error) {
	sys, err := New(system)
	if err != nil {
		sys = English()
	}
	if asked == "" {
		return sys, nil
	}
	if tag := FromLocale(asked); tag != "" {
		return New(tag)
	}
	return nil, unknownLanguage{sys.T("language.unknown", asked, strings.Join(Tags(), ", "))}
}

// unknownLanguage is Choose's refusal, already worded for the player.
type unknownLanguage struct{ msg string }

func (e unknownLanguage) Error() string { return e.msg }
