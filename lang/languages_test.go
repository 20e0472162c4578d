package lang_test

import (
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"salotto/lang"
)

func TestThreeLanguages(t *testing.T) {
	if got := lang.Tags(); !slices.Equal(got, []string{"en", "es", "it"}) {
		t.Fatalf("languages = %v, want en, es, it", got)
	}
}

// TestEveryLanguageHasEnglishKeys: a key missing from a translation shows
// as [[key]] on that player's screen, and a key English lacks is a word
// nobody can ask for (or a typo in a key).
func TestEveryLanguageHasEnglishKeys(t *testing.T) {
	en := lang.English()
	for _, tag := range lang.Tags() {
		c, _ := lang.New(tag)
		for _, k := range en.Keys() {
			if !c.Has(k) {
				t.Errorf("%s lacks %q", tag, k)
			}
		}
		for _, k := range c.Keys() {
			if !en.Has(k) {
				t.Errorf("%s has %q, which English lacks", tag, k)
			}
		}
	}
}

// verb matches one fmt verb with its optional argument index and flags.
var verb = regexp.MustCompile(`%(\[(\d+)\])?[-+# 0]*[0-9]*(\.[0-9]+)?([a-zA-Z%])`)

// verbs is the set of argument uses in f, each as "N:v" (argument N
// formatted with v), unnumbered verbs counted as fmt counts them; "%%"
// counts as itself.
func verbs(f string) []string {
	var out []string
	next := 1
	for _, m := range verb.FindAllStringSubmatch(f, -1) {
		if m[4] == "%" {
			out = append(out, "%%")
			continue
		}
		n := next
		if m[2] != "" {
			n, _ = strconv.Atoi(m[2])
		}
		next = n + 1
		out = append(out, strconv.Itoa(n)+":"+m[4])
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestTranslationsKeepTheFormatVerbs: each argument English formats, a
// translation formats too, with the same verb (a %d given a name prints
// %!d(string=...)); it may reorder them, and it may repeat one.
func TestTranslationsKeepTheFormatVerbs(t *testing.T) {
	en := lang.English()
	for _, tag := range lang.Tags() {
		c, _ := lang.New(tag)
		for _, k := range en.Keys() {
			if !c.Has(k) {
				continue
			}
			want, got := verbs(en.Format(k)), verbs(c.Format(k))
			if !slices.Equal(want, got) {
				t.Errorf("%s %q: verbs %v, English has %v", tag, k, got, want)
			}
		}
	}
}

func TestVerbsAreCounted(t *testing.T) {
	for f, want := range map[string]string{
		"%[2]s trades the %[2]s for %[1]d": "1:d 2:s",
		"%s and %d":                        "1:s 2:d",
		"%[1]d %%":                         "%% 1:d",
		"nothing":                          "",
	} {
		if got := strings.Join(verbs(f), " "); got != want {
			t.Errorf("verbs(%q) = %q, want %q", f, got, want)
		}
	}
}

// TestGameTermsPerLanguage pins the game terms each language's players
// use for the gestures, the florin and the Duchess, so a later edit cannot
// drift from what they call them.
func TestGameTermsPerLanguage(t *testing.T) {
	for tag, want := range map[string]map[string]string{
		"es": {"cards.gesture.share": "Compartir", "cards.gesture.fight": "Conflicto", "cards.gesture.dodge": "Esquivar", "necklace.florins_one": "1 florín"},
		"it": {"cards.gesture.share": "Dividere", "cards.gesture.fight": "Conflitto", "cards.gesture.dodge": "Schivare", "necklace.florins_one": "1 fiorino"},
	} {
		c, _ := lang.New(tag)
		for k, v := range want {
			if got := c.T(k); got != v {
				t.Errorf("%s %q = %q, want %q", tag, k, got, v)
			}
		}
	}
	es, _ := lang.New("es")
	it, _ := lang.New("it")
	if !strings.Contains(es.T("necklace.jewel_box"), "Duquesa") || !strings.Contains(it.T("necklace.jewel_box"), "Duchessa") {
		t.Errorf("the Duchess is la Duquesa / la Duchessa: %q, %q", es.T("necklace.jewel_box"), it.T("necklace.jewel_box"))
	}
}

// TestTranslationsKeepTheirSpaces: a message English pads with spaces
// (a separator such as " · ") is padded the same in every language, so a
// translation written one per line keeps the spaces at its ends.
func TestTranslationsKeepTheirSpaces(t *testing.T) {
	en := lang.English()
	ends := func(s string) (string, string) {
		trimmed := strings.TrimSpace(s)
		i := strings.Index(s, trimmed)
		return s[:i], s[i+len(trimmed):]
	}
	for _, tag := range lang.Tags() {
		c, _ := lang.New(tag)
		for _, k := range en.Keys() {
			el, er := ends(en.Format(k))
			tl, tr := ends(c.Format(k))
			if el != tl || er != tr {
				t.Errorf("%s %q = %q: English pads it %q…%q", tag, k, c.Format(k), el, er)
			}
		}
	}
}
