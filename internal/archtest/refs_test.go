package archtest

import (
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
)

// The repository explains itself: whatever a comment, a script or a doc
// refers to must be in a clone of it. These tests read every text file of
// the module (Go, shell, Markdown, JavaScript, HTML, patches) and fail on
// a pointer outside it: a note the repository does not hold, an issue
// number, or a repository path that does not exist.

// outsideRefs are pointers a clone cannot follow: the team's working notes
// (written into docs/ instead), their folder, and issue or pull-request
// numbers (say the thing itself, or point at docs/).
var outsideRefs = []struct {
	re   *regexp.Regexp
	what string
}{
	{regexp.MustCompile(`\b(RULINGS|TOOLCHAIN|ART|DESIGN|STYLE)\.md\b`), "a note outside the repository (docs/ holds what the project needs)"},
	{regexp.MustCompile(`\b(RULINGS|TOOLCHAIN)\b`), "a note outside the repository (docs/ holds what the project needs)"},
	{regexp.MustCompile(`(\.\./|/work/)shared\b`), "a folder outside the repository"},
	{regexp.MustCompile(`(?i)\b(issues?|pull requests?|PRs?)\s*#?[0-9]+\b`), "an issue number (say the thing itself or point at docs/)"},
}

// hashNumber is "#12", a GitHub issue or pull request, in prose (comments
// and Markdown; code has CSS colours such as #333).
var hashNumber = regexp.MustCompile(`(^|[\s(\[])#[0-9]{1,5}\b`)

// upstreamPaths are paths that comments name inside other modules (mostly
// Ebitengine's, which the browser build patches) and that happen to start
// like a folder of this repository.
var upstreamPaths = []string{
	"internal/builtinshader",   // Ebitengine's, replaced in the browser build
	"internal/shader",          // Ebitengine's Kage compiler
	"internal/shaderir",        // Ebitengine's shader IR and GLSL writer
	"internal/graphicsdriver",  // Ebitengine's graphics drivers
	"internal/ui",              // Ebitengine's UI loop
	"internal/glfw",            // Ebitengine's GLFW
	"internal/testing",         // Ebitengine's test runner
	"internal/graphicscommand", // Ebitengine's command queue
	"internal/graphics",        // Ebitengine's, whose shader.go the browser build leaves out
	"internal/salotto",         // what the browser build adds to Ebitengine (internal/ebitenpatch/kage)
}

// otherNames look like file names and are not the repository's: products,
// modules and other modules' files.
var otherNames = map[string]bool{
	"Node.js":         true, // the JavaScript runtime
	"nats.go":         true, // the NATS client module
	"commandqueue.go": true, // Ebitengine's internal/graphicscommand
}

// textExts are the files read, by extension.
var textExts = map[string]bool{".go": true, ".sh": true, ".md": true, ".js": true, ".html": true, ".patch": true}

// sourceFile is one file read: its path from the module root and the text
// in which references count (a Go file's comments, a patch's header, the
// whole of the others), and its whole text for the outside references.
type sourceFile struct {
	rel, prose, all string
}

// repo is the module's tree as the tests see it.
type repo struct {
	root    string
	files   []sourceFile
	ignores []ignoreRule
	top     map[string]bool // names at the module root
}

// ignoreRule is one line of a .gitignore: the folder it sits in (from the
// root), the pattern, whether it is anchored to that folder and whether it
// matches folders only.
type ignoreRule struct {
	dir, pattern      string
	anchored, dirOnly bool
}

// loaded is the tree, read once for all the tests that need it.
var loaded struct {
	sync.Mutex
	r *repo
}

func loadRepo(t *testing.T) *repo {
	t.Helper()
	loaded.Lock()
	defer loaded.Unlock()
	if loaded.r == nil {
		loaded.r = readRepo(t)
	}
	return loaded.r
}

func readRepo(t *testing.T) *repo {
	t.Helper()
	r := &repo{root: moduleRoot(t), top: map[string]bool{}}
	entries, err := os.ReadDir(r.root)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		r.top[e.Name()] = true
	}
	// The .gitignore files first, so the walk can skip what they ignore.
	err = filepath.WalkDir(r.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		if d.Name() == ".gitignore" {
			r.readIgnore(t, p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	err = filepath.WalkDir(r.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := filepath.ToSlash(mustRel(t, r.root, p))
		if d.IsDir() {
			if d.Name() == ".git" || d.Name() == "testdata" || (rel != "." && r.ignored(rel, true)) {
				return filepath.SkipDir
			}
			return nil
		}
		if !textExts[filepath.Ext(p)] || r.ignored(rel, false) {
			return nil
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f := sourceFile{rel: rel, all: string(b), prose: string(b)}
		switch filepath.Ext(p) {
		case ".go":
			f.prose = goComments(t, p, b)
		case ".patch":
			f.prose = patchHeader(f.all)
		}
		r.files = append(r.files, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(r.files) < 100 {
		t.Fatalf("read only %d files under %s", len(r.files), r.root)
	}
	return r
}

func mustRel(t *testing.T, base, p string) string {
	rel, err := filepath.Rel(base, p)
	if err != nil {
		t.Fatal(err)
	}
	return rel
}

func (r *repo) readIgnore(t *testing.T, p string) {
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.ToSlash(mustRel(t, r.root, filepath.Dir(p)))
	for _, line := range strings.Split(string(b), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") || strings.HasPrefix(line, "!") {
			continue
		}
		rule := ignoreRule{dir: dir}
		if strings.HasSuffix(line, "/") {
			rule.dirOnly = true
			line = strings.TrimSuffix(line, "/")
		}
		if strings.Contains(line, "/") {
			rule.anchored = true
			line = strings.TrimPrefix(line, "/")
		}
		rule.pattern = line
		r.ignores = append(r.ignores, rule)
	}
}

// ignored reports whether rel (from the root), or a folder above it, is
// git-ignored: a build output, a screenshot folder.
func (r *repo) ignored(rel string, isDir bool) bool {
	parts := strings.Split(rel, "/")
	for i := range parts {
		sub := strings.Join(parts[:i+1], "/")
		subIsDir := isDir || i < len(parts)-1
		for _, rule := range r.ignores {
			if rule.dirOnly && !subIsDir {
				continue
			}
			in := sub
			if rule.dir != "." {
				if !strings.HasPrefix(sub, rule.dir+"/") {
					continue
				}
				in = strings.TrimPrefix(sub, rule.dir+"/")
			}
			target := in
			if !rule.anchored {
				target = path.Base(in)
			}
			if ok, _ := path.Match(rule.pattern, target); ok {
				return true
			}
		}
	}
	return false
}

// goComments is the text of a Go file's comments, one per line.
func goComments(t *testing.T, p string, src []byte) string {
	f, err := parser.ParseFile(token.NewFileSet(), p, src, parser.ParseComments|parser.SkipObjectResolution)
	if err != nil {
		t.Fatalf("%s: %v", p, err)
	}
	var b strings.Builder
	for _, g := range f.Comments {
		b.WriteString(g.Text())
		b.WriteString("\n")
	}
	return b.String()
}

// patchHeader is a patch's description: the lines before its first diff.
func patchHeader(s string) string {
	for _, mark := range []string{"\ndiff ", "\n--- "} {
		if i := strings.Index(s, mark); i >= 0 {
			s = s[:i]
		}
	}
	return s
}

func TestNothingPointsOutsideTheRepository(t *testing.T) {
	r := loadRepo(t)
	self := "internal/archtest/refs_test.go"
	var bad []string
	for _, f := range r.files {
		if f.rel == self {
			continue
		}
		for _, ref := range outsideRefs {
			for _, m := range ref.re.FindAllStringIndex(f.all, -1) {
				bad = append(bad, f.rel+":"+lineOf(f.all, m[0])+": "+f.all[m[0]:m[1]]+": "+ref.what)
			}
		}
		for _, m := range hashNumber.FindAllString(f.prose, -1) {
			bad = append(bad, f.rel+": "+strings.TrimSpace(m)+": an issue number (say the thing itself or point at docs/)")
		}
	}
	if len(bad) > 0 {
		t.Errorf("%d pointers outside the repository:\n  %s", len(bad), strings.Join(bad, "\n  "))
	}
}

// TestOutsideRefsAreCaught is the control: each pattern finds what it is
// meant to, so that the test above cannot pass by matching nothing.
func TestOutsideRefsAreCaught(t *testing.T) {
	for _, s := range []string{
		"see " + "RULINGS" + ".md", "(" + "TOOLCHAIN" + " §2)", "(" + "ART" + ".md)",
		"../" + "shared/x", "held to a budget (" + "issue" + " 10)", "fixed in " + "PR" + " #12",
	} {
		found := false
		for _, ref := range outsideRefs {
			found = found || ref.re.MatchString(s)
		}
		if !found {
			t.Errorf("%q is not caught", s)
		}
	}
	if !hashNumber.MatchString("as in #1512, 2023") || hashNumber.MatchString(`Hex("#333")`) {
		t.Error("hashNumber should catch #1512 in prose and leave a colour alone")
	}
}

func lineOf(s string, off int) string {
	return strconv.Itoa(strings.Count(s[:off], "\n") + 1)
}

// pathToken is a path as prose writes it: segments joined by slashes, with
// an optional "#anchor" after a Markdown file.
var pathToken = regexp.MustCompile(`(?:\./)?[A-Za-z0-9_][A-Za-z0-9_.*\-]*(?:/[A-Za-z0-9_.*\-]+)+/?(?:#[a-z0-9\-_]+)?`)

// fileToken is a file named without a folder: "events.go", "size.md#x".
var fileToken = regexp.MustCompile(`(^|[^A-Za-z0-9_./*\-])([A-Za-z0-9_\-]+\.(?:go|md|sh|js|html|patch))(#[a-z0-9\-_]+)?\b`)

// placeholder is a segment that stands for any name: GAME, NAME, DIR.
var placeholder = regexp.MustCompile(`^[A-Z][A-Z_]+(\.[a-z]+)?$`)

// TestNamedPathsExist: every repository path a comment, script or doc
// names exists (a file, a folder, or a glob that matches), and every
// Markdown anchor it names is one of that file's headings. A path is the
// repository's when its first folder is one at the module root (after
// "salotto/", the module's name); a bare file name must be in the naming
// file's folder or somewhere in the repository. Git-ignored paths (build
// outputs, screenshots) are exempt.
func TestNamedPathsExist(t *testing.T) {
	r := loadRepo(t)
	basenames := map[string]bool{}
	for _, f := range r.files {
		basenames[path.Base(f.rel)] = true
	}
	anchors := map[string]map[string]bool{}
	var bad []string
	for _, f := range r.files {
		for _, m := range pathToken.FindAllStringIndex(f.prose, -1) {
			if m[0] > 0 && strings.ContainsRune(":/.$~%@-", rune(f.prose[m[0]-1])) {
				continue // part of a URL, a variable, a home folder, a longer name
			}
			tok := f.prose[m[0]:m[1]]
			if why := r.checkPath(f, tok, anchors); why != "" {
				bad = append(bad, f.rel+": "+tok+": "+why)
			}
		}
		for _, m := range fileToken.FindAllStringSubmatch(f.prose, -1) {
			name, anchor := m[2], m[3]
			local := path.Join(path.Dir(f.rel), name)
			if r.exists(local) {
				if anchor != "" {
					if why := r.checkAnchor(local, anchor[1:], anchors); why != "" {
						bad = append(bad, f.rel+": "+name+anchor+": "+why)
					}
				}
				continue
			}
			if !otherNames[name] && !basenames[name] && !r.ignored(local, false) && !r.ignoredName(name) && !r.existsAnywhere(name) {
				bad = append(bad, f.rel+": "+name+": no such file in the repository")
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("%d named paths that the repository does not hold:\n  %s", len(bad), strings.Join(bad, "\n  "))
	}
}

// checkPath says what is wrong with tok, a path f names, or "".
func (r *repo) checkPath(f sourceFile, tok string, anchors map[string]map[string]bool) string {
	p, anchor, _ := strings.Cut(tok, "#")
	p = strings.TrimPrefix(p, "./")
	p = strings.TrimPrefix(p, "salotto/")
	p = strings.TrimRight(p, ".")
	p = strings.TrimSuffix(p, "/")
	if p == "" {
		return ""
	}
	first, _, _ := strings.Cut(p, "/")
	if !r.top[first] {
		// Perhaps relative to the naming file ("en/", "../noregexp.patch").
		return ""
	}
	for _, up := range upstreamPaths {
		if p == up || strings.HasPrefix(p, up+"/") {
			return ""
		}
	}
	segs := strings.Split(p, "/")
	for i, s := range segs {
		if placeholder.MatchString(s) {
			segs[i] = "*"
		}
	}
	p = strings.Join(segs, "/")
	if strings.Contains(p, "*") {
		matches, _ := filepath.Glob(filepath.Join(r.root, filepath.FromSlash(p)))
		if len(matches) == 0 && !r.ignored(p, false) {
			return "matches nothing in the repository"
		}
		return ""
	}
	if !r.exists(p) {
		// A package path with a Go selector: "internal/gametest.Main".
		dir, last := path.Split(p)
		if pkg, sel, ok := strings.Cut(last, "."); ok && sel != "" && sel[0] >= 'A' && sel[0] <= 'Z' && r.exists(dir+pkg) {
			return ""
		}
		if r.ignored(p, false) {
			return ""
		}
		return "no such file or folder in the repository"
	}
	if anchor != "" {
		return r.checkAnchor(p, anchor, anchors)
	}
	return ""
}

// ignoredName reports whether some .gitignore names a file called name: a
// build output named without its folder ("wasm_exec.js").
func (r *repo) ignoredName(name string) bool {
	for _, rule := range r.ignores {
		if ok, _ := path.Match(path.Base(rule.pattern), name); ok && !rule.dirOnly {
			return true
		}
	}
	return false
}

func (r *repo) exists(rel string) bool {
	_, err := os.Stat(filepath.Join(r.root, filepath.FromSlash(rel)))
	return err == nil
}

func (r *repo) existsAnywhere(name string) bool {
	found := false
	filepath.WalkDir(r.root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || found {
			return filepath.SkipAll
		}
		if d.IsDir() && d.Name() == ".git" {
			return filepath.SkipDir
		}
		found = d.Name() == name
		return nil
	})
	return found
}

// checkAnchor says what is wrong with #anchor in the Markdown file rel.
func (r *repo) checkAnchor(rel, anchor string, cache map[string]map[string]bool) string {
	if !strings.HasSuffix(rel, ".md") {
		return "an anchor into a file that is not Markdown"
	}
	set, ok := cache[rel]
	if !ok {
		b, err := os.ReadFile(filepath.Join(r.root, filepath.FromSlash(rel)))
		if err != nil {
			return err.Error()
		}
		set = headingAnchors(string(b))
		cache[rel] = set
	}
	if !set[anchor] {
		return "no heading with that anchor in " + rel
	}
	return ""
}

// headingAnchors are the anchors GitHub gives a Markdown file's headings:
// lower case, punctuation dropped, spaces as hyphens, "-1", "-2"... for
// repeats. Headings inside fenced code do not count.
func headingAnchors(md string) map[string]bool {
	set := map[string]bool{}
	seen := map[string]int{}
	fenced := false
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(line, "```") {
			fenced = !fenced
			continue
		}
		if fenced || !strings.HasPrefix(line, "#") {
			continue
		}
		title := strings.TrimSpace(strings.TrimLeft(line, "#"))
		var b strings.Builder
		for _, c := range strings.ToLower(title) {
			switch {
			case c == ' ':
				b.WriteRune('-')
			case c == '-' || c == '_' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c > 127 && c != '–' && c != '—' && c != '’' && c != '×':
				b.WriteRune(c)
			}
		}
		a := b.String()
		if n := seen[a]; n > 0 {
			set[a+"-"+strconv.Itoa(n)] = true
		} else {
			set[a] = true
		}
		seen[a]++
	}
	return set
}

func TestHeadingAnchors(t *testing.T) {
	set := headingAnchors("# Title\n## resolv's hit tests\n```\n# not a heading\n```\n## Motion\n## Motion\n### Dodge / Share: 1–2\n")
	for _, want := range []string{"title", "resolvs-hit-tests", "motion", "motion-1", "dodge--share-12"} {
		if !set[want] {
			t.Errorf("no anchor %q in %v", want, set)
		}
	}
	if set["not-a-heading"] {
		t.Error("a line in fenced code counted as a heading")
	}
}

// TestNamedPathsAreChecked is the control for TestNamedPathsExist: a path
// that is missing, an anchor that is no heading and a glob that matches
// nothing are each refused; real, placeholder and ignored paths pass.
func TestNamedPathsAreChecked(t *testing.T) {
	r := loadRepo(t)
	f := sourceFile{rel: "README.md"}
	anchors := map[string]map[string]bool{}
	for tok, wantBad := range map[string]bool{
		"docs/no-such-file.md":                true,
		"docs/toolchain.md#no-such-heading":   true,
		"rules/*/no_such_*.go":                true,
		"scripts/lib.sh":                      false,
		"docs/toolchain.md#resolvs-hit-tests": false,
		"salotto/rules/dolcevita":             false,
		"rulesref/GAME/dolores.md":            false,
		"tables/kit/autosave*.go":             false,
		"shots/e2e-title.png":                 false,
		"internal/gametest.Main":              false,
	} {
		if why := r.checkPath(f, tok, anchors); (why != "") != wantBad {
			t.Errorf("checkPath(%q) = %q, want refused: %v", tok, why, wantBad)
		}
	}
}
