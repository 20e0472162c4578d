package lang

import (
	"fmt"
	"sort"
	"strings"
)

// Default is the language a player gets when nothing else is asked for.
const Default = "en"

// messages maps keys to formats for one language. Filled only by register,
// in init functions; read-only once main starts.
type messages map[string]string

// languages holds every language's messages by ISO 639-1 code. It is
// written only during package initialisation (register) and read-only after,
// which is why a package-level table is safe here.
var languages = map[string]messages{}

// register adds a group of messages to language tag. Two groups defining
// one key is a programming error, caught at start.
func register(tag string, group map[string]string) {
	m := languages[tag]
	if m == nil {
		m = messages{}
		languages[tag] = m
	}
	for k, v := range group {
		if _, dup := m[k]; dup {
			panic(fmt.Sprintf("lang: key %q defined twice for %q", k, tag))
		}
		m[k] = v
	}
}

// registerLines is register for a group written as text, one message a
// line: the key, a tab, the message (exactly, spaces included); blank
// lines are skipped. Every group, English's too, is written this way: a
// map literal puts two string headers per message and its init code into
// the browser download besides the words, text only the words and its
// tabs (docs/size.md has what it saved).
func registerLines(tag, text string) {
	group := map[string]string{}
	for line := range strings.Lines(text) {
		line = strings.TrimSuffix(line, "\n")
		if strings.TrimSpace(line) == "" {
			continue
		}
		k, v, ok := strings.Cut(line, "\t")
		if !ok || k == "" {
			panic(fmt.Sprintf("lang: %s line %q has no key and tab", tag, line))
		}
		if _, dup := group[k]; dup {
			panic(fmt.Sprintf("lang: key %q defined twice for %q", k, tag))
		}
		group[k] = v
	}
	register(tag, group)
}

// Catalog is one language's words. Scenes reach it through their context;
// there is no current-language global.
type Catalog struct {
	tag  string
	msgs messages
}

// New returns the catalog for tag, or an error listing the languages there
// are.
func New(tag string) (*Catalog, error) {
	m, ok := languages[tag]
	if !ok {
		return nil, fmt.Errorf("unknown language %q (choose one of %v)", tag, Tags())
	}
	return &Catalog{tag: tag, msgs: m}, nil
}

// English is the catalog every other language falls back to.
func English() *Catalog {
	c, err := New(Default)
	if err != nil {
		panic(err)
	}
	return c
}

// Tags lists the languages there are, sorted.
func Tags() []string {
	out := make([]string, 0, len(languages))
	for t := range languages {
		out = append(out, t)
	}
	sort.Strings(out)
	return out
}

// Tag is the catalog's language code.
func (c *Catalog) Tag() string { return c.tag }

// Has reports whether key has a message in this language.
func (c *Catalog) Has(key string) bool {
	_, ok := c.msgs[key]
	return ok
}

// T is the message for key, formatted with args. A key with no message
// shows as [[key]], so a missing word is plain on screen and in a screenshot
// (the catalog's tests make sure none is missing).
func (c *Catalog) T(key string, args ...any) string {
	f, ok := c.msgs[key]
	if !ok {
		return "[[" + key + "]]"
	}
	if len(args) == 0 || !strings.Contains(f, "%") {
		// a form that needs none of the arguments (the second person's
		// "You passed.", kit's LogWords.Say) is not followed by them
		return f
	}
	return fmt.Sprintf(f, args...)
}

// Keys lists this language's keys, sorted (for tests and tools).
func (c *Catalog) Keys() []string {
	out := make([]string, 0, len(c.msgs))
	for k := range c.msgs {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Format is key's message unformatted (its fmt verbs still in place), for
// tests that compare translations; "" when the key has none.
func (c *Catalog) Format(key string) string { return c.msgs[key] }
