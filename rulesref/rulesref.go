// Package rulesref holds the rules reference players read in the game,
// written in the project's own words from docs/rules/ and the rulebooks, as
// one embedded Markdown file per game and language (en/, es/, it/). The
// Rules scene typesets them.
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
	_ "embed"
	"fmt"
	"sort"
	"strings"
)

// The files are embedded as strings, one variable each, rather than as an
// embed.FS, whose file-system code the browser download would carry only
// to read these few files. A new language adds its files here and a
// line to texts (rulesref_test.go checks every file on disk is listed).
var (
	//go:embed en/dolcevita.md
	enDolceVita string
	//go:embed en/dolores.md
	enDolores string
	//go:embed en/necklace.md
	enNecklace string
	//go:embed es/dolcevita.md
	esDolceVita string
	//go:embed es/dolores.md
	esDolores string
	//go:embed es/necklace.md
	esNecklace string
	//go:embed it/dolcevita.md
	itDolceVita string
	//go:embed it/dolores.md
	itDolores string
	//go:embed it/necklace.md
	itNecklace string
)

// texts maps a language, then a game, to its Markdown.
var texts = map[string]map[string]string{
	"en": {"dolcevita": enDolceVita, "dolores": enDolores, "necklace": enNecklace},
	"es": {"dolcevita": esDolceVita, "dolores": esDolores, "necklace": esNecklace},
	"it": {"dolcevita": itDolceVita, "dolores": itDolores, "necklace": itNecklace},
}

// Games lists the games that have a reference, in title-screen order.
var Games = []string{"dolcevita", "dolores", "necklace"}

// Has reports whether game has a reference (in English, at least).
func Has(game string) bool {
	_, ok := texts["en"][game]
	return ok
}

// Text returns the reference for game in lang (an ISO 639-1 code). A
// missing translation falls back to English, so a new language can land one
// game at a time.
func Text(lang, game string) (string, error) {
	for _, l := range []string{lang, "en"} {
		if s, ok := texts[l][game]; ok {
			return s, nil
		}
	}
	return "", fmt.Errorf("no rules reference for game %q (have: %s)", game, strings.Join(Games, ", "))
}

// Languages lists the languages with at least one reference.
func Languages() []string {
	var out []string
	for l := range texts {
		out = append(out, l)
	}
	sort.Sort(sort.StringSlice(out))
	return out
}
