package rulesref_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"salotto/lang"
	"salotto/rulesref"
)

var picture = regexp.MustCompile(`^!\[card\]\(([a-z]+):([A-Za-z0-9:_-]+)\)$`)

// TestEveryGameHasAnEnglishReference checks that each game's reference
// exists, opens with its title and has sections.
func TestEveryGameHasAnEnglishReference(t *testing.T) {
	for _, g := range rulesref.Games {
		s, err := rulesref.Text("en", g)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(s, "# ") {
			t.Errorf("%s: does not open with a title", g)
		}
		if strings.Count(s, "\n## ") < 4 {
			t.Errorf("%s: fewer than four sections", g)
		}
	}
}

// TestMissingLanguageFallsBackToEnglish keeps a half-translated build
// playable.
func TestMissingLanguageFallsBackToEnglish(t *testing.T) {
	en, _ := rulesref.Text("en", "dolores")
	xx, err := rulesref.Text("xx", "dolores")
	if err != nil || xx != en {
		t.Fatalf("fallback: err=%v same=%v", err, xx == en)
	}
	if _, err := rulesref.Text("en", "chess"); err == nil || !strings.Contains(err.Error(), "dolcevita") {
		t.Fatalf("unknown game should be refused naming the known ones, got %v", err)
	}
}

// TestPicturesNameTheirOwnGame catches a picture line pointing at another
// game's cards or a malformed reference.
func TestPicturesNameTheirOwnGame(t *testing.T) {
	for _, g := range rulesref.Games {
		s, _ := rulesref.Text("en", g)
		n := 0
		for _, line := range strings.Split(s, "\n") {
			if !strings.HasPrefix(line, "![") {
				continue
			}
			m := picture.FindStringSubmatch(line)
			if m == nil {
				t.Errorf("%s: malformed picture line %q", g, line)
				continue
			}
			if m[1] != g {
				t.Errorf("%s: picture of another game: %q", g, line)
			}
			n++
		}
		if n < 3 {
			t.Errorf("%s: only %d pictures", g, n)
		}
	}
}

// TestEveryBottleCardIsExplained: the Dolores reference must picture and
// explain each Message in a Bottle card.
func TestEveryBottleCardIsExplained(t *testing.T) {
	s, _ := rulesref.Text("en", "dolores")
	for _, c := range []string{"broken-lantern", "lookout", "theft", "swirl", "ebb", "convoy", "ruse", "mix-up", "wager"} {
		if !strings.Contains(s, "dolores:bottle:"+c+")") {
			t.Errorf("no picture of %s", c)
		}
		low := strings.ToLower(s)
		if !strings.Contains(low, "**"+c+"**") && !strings.Contains(low, "**"+strings.ReplaceAll(c, "-", " ")+"**") {
			t.Errorf("%s not explained in bold", c)
		}
	}
}

// TestEveryFileIsListed: each Markdown file under rulesref/ is embedded and
// reachable through Text, so a new translation cannot be forgotten in texts.
func TestEveryFileIsListed(t *testing.T) {
	files, err := filepath.Glob("*/*.md")
	if err != nil || len(files) < len(rulesref.Games) {
		t.Fatalf("found %d reference files (%v)", len(files), err)
	}
	for _, f := range files {
		lang, game := filepath.Dir(f), strings.TrimSuffix(filepath.Base(f), ".md")
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Contains(rulesref.Languages(), lang) {
			t.Errorf("%s: language %q is not in Languages() %v", f, lang, rulesref.Languages())
		}
		if got, err := rulesref.Text(lang, game); err != nil || got != string(want) {
			t.Errorf("%s: Text(%q, %q) does not return the file (err %v)", f, lang, game, err)
		}
	}
}

// TestTranslationsMatchEnglish: every game's reference exists in every
// language the catalog has, with the same sections and the same card
// pictures in the same order as the English one, so a player sees the
// same cards explained whatever they read.
func TestTranslationsMatchEnglish(t *testing.T) {
	shape := func(s string) (sections int, pictures []string) {
		for _, line := range strings.Split(s, "\n") {
			switch {
			case strings.HasPrefix(line, "## "):
				sections++
			case strings.HasPrefix(line, "!["):
				pictures = append(pictures, line)
			}
		}
		return
	}
	for _, tag := range lang.Tags() {
		if !slices.Contains(rulesref.Languages(), tag) {
			t.Errorf("no rules references in %s", tag)
			continue
		}
		for _, g := range rulesref.Games {
			en, _ := rulesref.Text("en", g)
			tr, _ := rulesref.Text(tag, g)
			if tag != "en" && tr == en {
				t.Errorf("%s %s: falls back to English", tag, g)
			}
			if !strings.HasPrefix(tr, "# ") {
				t.Errorf("%s %s: does not open with a title", tag, g)
			}
			es, ep := shape(en)
			ts, tp := shape(tr)
			if ts != es {
				t.Errorf("%s %s: %d sections, English has %d", tag, g, ts, es)
			}
			if !slices.Equal(tp, ep) {
				t.Errorf("%s %s: pictures %v, English has %v", tag, g, tp, ep)
			}
		}
	}
}

// TestBottleCardsExplainedInEachLanguage: the Dolores reference explains
// each Message in a Bottle card under the name its card face prints.
func TestBottleCardsExplainedInEachLanguage(t *testing.T) {
	for _, tag := range lang.Tags() {
		words, _ := lang.New(tag)
		s, _ := rulesref.Text(tag, "dolores")
		for _, c := range []string{"broken-lantern", "lookout", "theft", "swirl", "ebb", "convoy", "ruse", "mix-up", "wager"} {
			name := words.T("cards.bottle." + c)
			if !strings.Contains(s, "**"+name+"**") {
				t.Errorf("%s: %s is not explained as **%s**", tag, c, name)
			}
		}
	}
}
