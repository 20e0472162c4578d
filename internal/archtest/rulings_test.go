package archtest

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"salotto/rules/necklace"
)

// The rulings of each game (docs/rules/GAME.md) are held by tests named
// after them in rules/GAME. Each ruling's section ends with a "Tests:"
// line naming them, so a reader finds a ruling's tests by name and a test's
// ruling by searching for its name. This keeps those names true: a test
// renamed or removed, or a ruling added without a test, fails here.

var testName = regexp.MustCompile(`\bTest[A-Z][A-Za-z0-9_]*`)

var testFunc = regexp.MustCompile(`(?m)^func (Test[A-Z][A-Za-z0-9_]*)\(t \*testing\.T\)`)

func TestRulingsNameTheirTests(t *testing.T) {
	root := moduleRoot(t)
	for _, game := range []string{"dolcevita", "dolores", "necklace"} {
		doc := filepath.Join(root, "docs", "rules", game+".md")
		b, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		have := testsIn(t, filepath.Join(root, "rules", game))
		for n := range testsIn(t, filepath.Join(root, "internal", "archtest")) {
			have[n] = true // the docs' own checks, such as the Necklace's card table
		}
		named := testName.FindAllString(string(b), -1)
		if len(named) < 10 {
			t.Errorf("docs/rules/%s.md names only %d tests", game, len(named))
		}
		for _, n := range named {
			if !have[n] {
				t.Errorf("docs/rules/%s.md names %s, which neither rules/%s nor internal/archtest has", game, n, game)
			}
		}
		for _, s := range rulingSections(string(b)) {
			if !strings.Contains(s.body, "\nTests: ") {
				t.Errorf("docs/rules/%s.md, %q: a ruling without a Tests: line (name its tests, or say \"Tests: none\" and why)", game, s.title)
			}
		}
	}
}

// testsIn is the set of test functions in dir's test files.
func testsIn(t *testing.T, dir string) map[string]bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*_test.go"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no tests in %s: %v", dir, err)
	}
	have := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range testFunc.FindAllStringSubmatch(string(b), -1) {
			have[m[1]] = true
		}
	}
	return have
}

type section struct{ title, body string }

// rulingSections are the sections under "##" and deeper headings that hold
// prose of their own (a heading directly followed by a subheading is a
// group, not a ruling).
func rulingSections(md string) []section {
	var out []section
	var cur *section
	flush := func() {
		if cur != nil && strings.TrimSpace(cur.body) != "" {
			out = append(out, *cur)
		}
	}
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "## ") || strings.HasPrefix(line, "### ") {
			flush()
			cur = &section{title: strings.TrimSpace(strings.TrimLeft(line, "#"))}
			continue
		}
		if strings.HasPrefix(line, "# ") {
			flush()
			cur = nil
			continue
		}
		if cur != nil {
			cur.body += "\n" + line
		}
	}
	flush()
	return out
}

// cardRow is a row of a card table in docs/rules/necklace.md:
// "| B01 | amber, amethyst, pearl, ruby | 4 × emerald | 12 |".
var cardRow = regexp.MustCompile(`(?m)^\| ([BRG][0-9]{2}) \| ([a-z, ]+) \| ([0-9]) × ([a-z]+) \| ([0-9]+) \|$`)

// TestNecklaceCardsAreTheDocs: the card tables of docs/rules/necklace.md
// are the engine's cards, every one of them, and the base deck has nine
// stones of each base gem.
func TestNecklaceCardsAreTheDocs(t *testing.T) {
	b, err := os.ReadFile(filepath.Join(moduleRoot(t), "docs", "rules", "necklace.md"))
	if err != nil {
		t.Fatal(err)
	}
	rows := cardRow.FindAllStringSubmatch(string(b), -1)
	if len(rows) != int(necklace.NumCards) {
		t.Fatalf("docs/rules/necklace.md has %d card rows, the engine %d cards", len(rows), necklace.NumCards)
	}
	var base [necklace.NumGems]int
	for _, row := range rows {
		c, err := necklace.ParseCard(row[1])
		if err != nil {
			t.Fatalf("%s: %v", row[1], err)
		}
		info := c.Info()
		var gems []string
		for _, g := range info.Gems {
			gems = append(gems, g.String())
			if row[1][0] == 'B' {
				base[g]++
			}
		}
		got := strings.Join(gems, ", ") + " | " + strconv.Itoa(info.Count) + " × " + info.WishGem.String() + " | " + strconv.Itoa(info.Florins)
		if want := row[2] + " | " + row[3] + " × " + row[4] + " | " + row[5]; got != want {
			t.Errorf("%s: the engine has %q, the docs %q", row[1], got, want)
		}
	}
	for g := necklace.Gem(0); g < necklace.NumBaseGems; g++ {
		if base[g] != 9 {
			t.Errorf("the base deck has %d %v, the rulings nine of each", base[g], g)
		}
	}
}
