package lang_test

import (
	"testing"

	"salotto/lang"
)

func TestMoneyIsWrittenOneWay(t *testing.T) {
	c := lang.English()
	for v, want := range map[int]string{0: "0", 100_000: "100k", 900_000: "900k", 1_000_000: "1M", 1_200_000: "1.2M", 4_850_000: "4.8M", -300_000: "-300k"} {
		if got := c.Money(v); got != want {
			t.Errorf("Money(%d) = %q, want %q", v, got, want)
		}
	}
}
