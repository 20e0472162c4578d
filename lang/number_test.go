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

// TestMoneyPerLanguage: Spanish and Italian write a decimal comma and a
// spaced unit ("4,8 M"), as their players write millions.
func TestMoneyPerLanguage(t *testing.T) {
	for tag, cases := range map[string]map[int]string{
		"es": {0: "0", 400_000: "400 mil", 1_000_000: "1 M", 4_850_000: "4,8 M", -1_200_000: "-1,2 M"},
		"it": {0: "0", 400_000: "400 mila", 1_000_000: "1 M", 4_850_000: "4,8 M", 2_300_000: "2,3 M"},
	} {
		c, err := lang.New(tag)
		if err != nil {
			t.Fatal(err)
		}
		for v, want := range cases {
			if got := c.Money(v); got != want {
				t.Errorf("%s: Money(%d) = %q, want %q", tag, v, got, want)
			}
		}
	}
}

func TestGroupedPerLanguage(t *testing.T) {
	for _, tc := range []struct {
		tag  string
		n    int
		want string
	}{
		{"en", 700_000, "700,000"}, {"es", 700_000, "700.000"}, {"it", 100_000, "100.000"},
		{"en", 999, "999"}, {"es", 1_000, "1.000"}, {"it", 12_345_678, "12.345.678"},
		{"en", -4_500, "-4,500"}, {"es", 0, "0"},
	} {
		c, _ := lang.New(tc.tag)
		if got := c.Grouped(tc.n); got != tc.want {
			t.Errorf("%s: Grouped(%d) = %q, want %q", tc.tag, tc.n, got, tc.want)
		}
	}
}
