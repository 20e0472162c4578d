package glsl

import (
	"regexp"
	"testing"
)

// upstreamBlankLines is the expression Ebitengine v2.8.8 uses.
var upstreamBlankLines = regexp.MustCompile(`\n\n+`)

// TestSqueezeBlankLinesIsUpstreams compares with upstream's replacement on
// every string of up to eight characters from newline, space and a letter,
// and on a shader-like text.
func TestSqueezeBlankLinesIsUpstreams(t *testing.T) {
	cases := []string{"void main() {\n\n\n\tgl_FragColor = vec4(0);\n\n}\n\n\n\n"}
	alphabet := []byte("\n a")
	var grow func(prefix []byte)
	grow = func(prefix []byte) {
		cases = append(cases, string(prefix))
		if len(prefix) == 8 {
			return
		}
		for _, c := range alphabet {
			grow(append(prefix, c))
		}
	}
	grow(nil)
	for _, s := range cases {
		if got, want := squeezeBlankLines(s), upstreamBlankLines.ReplaceAllString(s, "\n\n"); got != want {
			t.Fatalf("squeezeBlankLines(%q) = %q, upstream's regexp gives %q", s, got, want)
		}
	}
}
