package scenes_test

import (
	"strings"
	"testing"

	"salotto/scenes"
)

const sampleRules = `# Sample Game

An opening paragraph that
runs over two lines.

## The cards

![card](dolcevita:luxury:house:300000)
![card](dolcevita:money:200000)

- A **bold** start.
- Plain item.

![card](dolores:bottle:swirl)
**Swirl**, after the deal: rearrange the share.

Closing words.
`

func TestParseRulesBlocks(t *testing.T) {
	blocks, err := scenes.ParseRules(sampleRules)
	if err != nil {
		t.Fatal(err)
	}
	want := []scenes.BlockKind{scenes.BlockTitle, scenes.BlockParagraph, scenes.BlockHeading, scenes.BlockPictures,
		scenes.BlockBullet, scenes.BlockBullet, scenes.BlockPictures, scenes.BlockParagraph}
	if len(blocks) != len(want) {
		t.Fatalf("got %d blocks, want %d: %+v", len(blocks), len(want), blocks)
	}
	for i, k := range want {
		if blocks[i].Kind != k {
			t.Errorf("block %d: kind %d, want %d", i, blocks[i].Kind, k)
		}
	}
	if got := blocks[1].Spans[0].Text; got != "An opening paragraph that runs over two lines." {
		t.Errorf("paragraph lines not joined: %q", got)
	}
	if n := len(blocks[3].Pictures); n != 2 {
		t.Errorf("consecutive picture lines should form one row, got %d pictures", n)
	}
	if p := blocks[3].Pictures[0]; p.Game != "dolcevita" || p.Kind != "luxury" || strings.Join(p.Args, ",") != "house,300000" {
		t.Errorf("picture spec parsed as %+v", p)
	}
	b := blocks[4].Spans
	if len(b) != 3 || b[0].Bold || !b[1].Bold || b[1].Text != "bold" || b[2].Bold {
		t.Errorf("bold spans: %+v", b)
	}
	fig := blocks[6]
	if len(fig.Caption) == 0 || !fig.Caption[0].Bold || fig.Caption[0].Text != "Swirl" {
		t.Errorf("a paragraph glued to a picture should be its caption: %+v", fig)
	}
	if blocks[7].Spans[0].Text != "Closing words." {
		t.Errorf("last paragraph: %+v", blocks[7])
	}
}

func TestParseRulesRefusesMalformedPicture(t *testing.T) {
	for _, line := range []string{"![card](dolores)", "![card](dolores::2)", "![pic](x:y)", "![card](x:y"} {
		_, err := scenes.ParseRules("# T\n\n" + line + "\n")
		if err == nil || !strings.Contains(err.Error(), "line 3") {
			t.Errorf("%s: want an error naming line 3, got %v", line, err)
		}
	}
}

func TestParseInlineKeepsUnpairedStars(t *testing.T) {
	blocks, err := scenes.ParseRules("a ** b")
	if err != nil {
		t.Fatal(err)
	}
	if s := blocks[0].Spans; len(s) != 1 || s[0].Text != "a ** b" || s[0].Bold {
		t.Errorf("unpaired ** should stay text: %+v", s)
	}
}
