// Package rulesref holds the rules reference players read in the game,
// written in the project's own words from RULINGS.md and the rulebooks, as
// one embedded Markdown file per game and language (en/ now; es/ and it/
// join later). The Rules scene typesets them.
//
// The Markdown subset: "# Title", "## Heading", paragraphs separated by a
// blank line, "- bullet" lines, **bold** inline, and picture lines
// "![card](GAME:KIND:ARGS)" (several in a row form one row of pictures):
//
//	dolcevita:luxury:house:300000  dolcevita:money:200000  dolcevita:number:4
//	dolores:goods:wine:2  dolores:bottle:swirl  dolores:dawn  dolores:gesture:share
//	necklace:B04
package rulesref

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

//go:embed en/*.md
var texts embed.FS

// Games lists the games that have a reference, in title-screen order.
var Games = []string{"dolcevita", "dolores", "necklace"}

// Text returns the reference for game in lang (an ISO 639-1 code). A
// missing translation falls back to English, so a new language can land one
// game at a time.
func Text(lang, game string) (string, error) {
	for _, l := range []string{lang, "en"} {
		b, err := texts.ReadFile(l + "/" + game + ".md")
		if err == nil {
			return string(b), nil
		}
	}
	return "", fmt.Errorf("no rules reference for game %q (have: %s)", game, strings.Join(Games, ", "))
}

// Languages lists the languages with at least one reference.
func Languages() []string {
	entries, _ := fs.ReadDir(texts, ".")
	var out []string
	for _, e := range entries {
		if e.IsDir() {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}
