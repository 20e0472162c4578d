package lang_test

import (
	"strings"
	"testing"

	"salotto/lang"
)

func TestEnglishIsTheDefault(t *testing.T) {
	c := lang.English()
	if c.Tag() != lang.Default || lang.Default != "en" {
		t.Fatalf("default catalog is %q", c.Tag())
	}
}

func TestMissingKeyShowsItsName(t *testing.T) {
	c := lang.English()
	if got := c.T("no.such.key"); got != "[[no.such.key]]" {
		t.Fatalf("missing key shows %q", got)
	}
}

func TestMessagesFormatTheirArguments(t *testing.T) {
	c := lang.English()
	if got := c.T("common.player_n", 3); got != "Player 3" {
		t.Fatalf("player_n = %q", got)
	}
}

func TestUnknownLanguageListsTheKnownOnes(t *testing.T) {
	_, err := lang.New("xx")
	if err == nil || !strings.Contains(err.Error(), "en") {
		t.Fatalf("New(xx) = %v", err)
	}
}

func TestNoEmptyMessages(t *testing.T) {
	for _, tag := range lang.Tags() {
		c, _ := lang.New(tag)
		for _, k := range c.Keys() {
			if strings.TrimSpace(c.T(k)) == "" {
				t.Errorf("%s: %q is empty", tag, k)
			}
		}
	}
}
