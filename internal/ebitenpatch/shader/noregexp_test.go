package shader

import (
	"regexp"
	"strconv"
	"testing"
)

// The expressions Ebitengine v2.8.8 uses.
var (
	upstreamTextureVariable = regexp.MustCompile(`\A__t(\d+)\z`)
	upstreamUnit            = regexp.MustCompile(`^[ \t\r\n]*//kage:unit\s+([^ \t\r\n]+)[ \t\r\n]*$`)
)

// strings lists every sequence of up to n pieces.
func sequences(pieces []string, n int) []string {
	out := []string{""}
	level := []string{""}
	for range n {
		var next []string
		for _, p := range level {
			for _, q := range pieces {
				next = append(next, p+q)
			}
		}
		out = append(out, next...)
		level = next
	}
	return out
}

// TestTextureVariableIndexIsUpstreams compares with upstream's match and
// strconv.Atoi on names built from the pieces that matter.
func TestTextureVariableIndexIsUpstreams(t *testing.T) {
	names := sequences([]string{"__t", "_", "t", "0", "7", "x", "\n", "٣"}, 4)
	names = append(names, "__t99999999999999999999999", "__t00012")
	for _, name := range names {
		i, ok := textureVariableIndex(name)
		m := upstreamTextureVariable.FindStringSubmatch(name)
		if ok != (m != nil) {
			t.Fatalf("textureVariableIndex(%q) matched %v, upstream %v", name, ok, m != nil)
		}
		if m == nil {
			continue
		}
		want, _ := strconv.Atoi(m[1])
		if i != want {
			t.Fatalf("textureVariableIndex(%q) = %d, upstream %d", name, i, want)
		}
	}
}

// TestUnitDirectiveIsUpstreams compares with upstream's match on every
// line of up to six pieces: the directive, the blanks RE2's \s and the
// value's class tell apart (space, tab, CR, LF, form feed, vertical tab),
// and value letters.
func TestUnitDirectiveIsUpstreams(t *testing.T) {
	lines := sequences([]string{"//kage:unit", " ", "\t", "\r", "\n", "\f", "\v", "p", "/"}, 6)
	lines = append(lines, "//kage:unit pixels", "  //kage:unit texels \r", "//kage:unitpixels", "// kage:unit pixels")
	for _, line := range lines {
		v, ok := unitDirective(line)
		m := upstreamUnit.FindStringSubmatch(line)
		if ok != (m != nil) || (m != nil && v != m[1]) {
			t.Fatalf("unitDirective(%q) = %q, %v; upstream %q", line, v, ok, m)
		}
	}
}
