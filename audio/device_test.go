package audio

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDeviceListed(t *testing.T) {
	tests := []struct {
		name  string
		cards string   // contents of the cards file; "-" for no file
		snd   []string // files under the snd directory; nil for no directory
		want  bool
	}{
		{"container without either", "-", nil, false},
		{"no soundcards", "--- no soundcards ---\n", []string{"seq", "timer"}, false},
		{"one card listed", " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n                      HDA Intel PCH at 0xf7f10000 irq 33\n", nil, true},
		{"pcm device only", "-", []string{"controlC0", "pcmC0D0p", "timer"}, true},
		{"control but no pcm", "-", []string{"controlC0", "seq"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			cards := filepath.Join(dir, "cards")
			if tt.cards != "-" {
				if err := os.WriteFile(cards, []byte(tt.cards), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			snd := filepath.Join(dir, "snd")
			if tt.snd != nil {
				if err := os.Mkdir(snd, 0o755); err != nil {
					t.Fatal(err)
				}
				for _, f := range tt.snd {
					if err := os.WriteFile(filepath.Join(snd, f), nil, 0o644); err != nil {
						t.Fatal(err)
					}
				}
			}
			if got := deviceListed(cards, snd); got != tt.want {
				t.Errorf("deviceListed = %v, want %v", got, tt.want)
			}
		})
	}
}
