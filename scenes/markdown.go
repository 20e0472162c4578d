package scenes

import (
	"fmt"
	"strings"
)

// BlockKind says how a block of the rules text is typeset.
type BlockKind int

// The kinds of block in the rules Markdown subset.
const (
	BlockTitle     BlockKind = iota // "# Title"
	BlockHeading                    // "## Heading"
	BlockParagraph                  // lines up to a blank line
	BlockBullet                     // "- item"
	BlockPictures                   // one or more "![card](spec)" lines in a row
)

// Span is a run of text in one weight.
type Span struct {
	Text string
	Bold bool
}

// Block is one typeset unit of a rules page. A BlockPictures block whose
// Caption is set is a figure: the pictures beside the paragraph that
// follows them without a blank line (how the Dolores reference explains
// each bottle card next to its picture).
type Block struct {
	Kind     BlockKind
	Spans    []Span
	Pictures []CardSpec
	Caption  []Span
}

// CardSpec is a picture reference "GAME:KIND:ARGS", e.g.
// "dolores:goods:wine:2" or "necklace:B04".
type CardSpec struct {
	Game string
	Kind string
	Args []string
}

func (c CardSpec) String() string {
	s := c.Game
	if c.Kind != "" {
		s += ":" + c.Kind
	}
	for _, a := range c.Args {
		s += ":" + a
	}
	return s
}

// ParseCardSpec reads "GAME:KIND[:ARG...]". For the necklace game the card
// id is the kind ("necklace:B04").
func ParseCardSpec(s string) (CardSpec, error) {
	parts := strings.Split(s, ":")
	if len(parts) < 2 {
		return CardSpec{}, fmt.Errorf("card picture %q: want GAME:KIND[:ARGS]", s)
	}
	for _, p := range parts {
		if p == "" {
			return CardSpec{}, fmt.Errorf("card picture %q: empty field", s)
		}
	}
	return CardSpec{Game: parts[0], Kind: parts[1], Args: parts[2:]}, nil
}

// ParseRules reads the rules Markdown subset (see package rulesref). A
// malformed picture line is an error naming its line, so a typo in a rules
// text fails a test instead of showing a hole on screen.
func ParseRules(md string) ([]Block, error) {
	var blocks []Block
	var para []string
	flush := func() {
		if len(para) > 0 {
			blocks = append(blocks, Block{Kind: BlockParagraph, Spans: parseInline(strings.Join(para, " "))})
			para = para[:0]
		}
	}
	lines := strings.Split(strings.ReplaceAll(md, "\r\n", "\n"), "\n")
	for i, raw := range lines {
		line := strings.TrimSpace(raw)
		switch {
		case line == "":
			flush()
		case strings.HasPrefix(line, "## "):
			flush()
			blocks = append(blocks, Block{Kind: BlockHeading, Spans: parseInline(strings.TrimSpace(line[3:]))})
		case strings.HasPrefix(line, "# "):
			flush()
			blocks = append(blocks, Block{Kind: BlockTitle, Spans: parseInline(strings.TrimSpace(line[2:]))})
		case strings.HasPrefix(line, "- "), strings.HasPrefix(line, "* "):
			flush()
			blocks = append(blocks, Block{Kind: BlockBullet, Spans: parseInline(strings.TrimSpace(line[2:]))})
		case strings.HasPrefix(line, "!["):
			flush()
			spec, err := parsePictureLine(line)
			if err != nil {
				return nil, fmt.Errorf("rules text line %d: %w", i+1, err)
			}
			if n := len(blocks); n > 0 && blocks[n-1].Kind == BlockPictures && i > 0 && strings.HasPrefix(strings.TrimSpace(lines[i-1]), "![") {
				blocks[n-1].Pictures = append(blocks[n-1].Pictures, spec)
			} else {
				blocks = append(blocks, Block{Kind: BlockPictures, Pictures: []CardSpec{spec}})
			}
		default:
			// A paragraph glued to the picture line above it is that
			// picture's caption.
			if len(para) == 0 && i > 0 && strings.HasPrefix(strings.TrimSpace(lines[i-1]), "![") {
				j := i
				var cap []string
				for ; j < len(lines) && isPlainLine(lines[j]); j++ {
					cap = append(cap, strings.TrimSpace(lines[j]))
				}
				blocks[len(blocks)-1].Caption = parseInline(strings.Join(cap, " "))
				// Mark consumed lines by blanking them in place.
				for k := i; k < j; k++ {
					lines[k] = ""
				}
				continue
			}
			para = append(para, line)
		}
	}
	flush()
	return blocks, nil
}

func isPlainLine(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && !strings.HasPrefix(s, "#") && !strings.HasPrefix(s, "- ") && !strings.HasPrefix(s, "* ") && !strings.HasPrefix(s, "![")
}

func parsePictureLine(line string) (CardSpec, error) {
	const open = "![card]("
	if !strings.HasPrefix(line, open) || !strings.HasSuffix(line, ")") {
		return CardSpec{}, fmt.Errorf("picture line %q: want ![card](GAME:KIND:ARGS)", line)
	}
	return ParseCardSpec(line[len(open) : len(line)-1])
}

// parseInline splits **bold** runs from plain text. An unpaired ** is kept
// as text.
func parseInline(s string) []Span {
	var spans []Span
	bold := false
	for {
		i := strings.Index(s, "**")
		if i < 0 || (!bold && !strings.Contains(s[i+2:], "**")) {
			if s != "" {
				spans = append(spans, Span{Text: s, Bold: bold})
			}
			return spans
		}
		if i > 0 {
			spans = append(spans, Span{Text: s[:i], Bold: bold})
		}
		bold = !bold
		s = s[i+2:]
	}
}
