package audio

import (
	"bufio"
	"os"
	"strings"
)

// deviceListed reports whether the ALSA card list at cardsPath names a card,
// or the device directory sndDir holds a PCM device (pcmC0D0p and the like).
// Either file may be missing: containers and CI machines usually have neither.
func deviceListed(cardsPath, sndDir string) bool {
	if f, err := os.Open(cardsPath); err == nil {
		defer f.Close()
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			// A card line starts with its index: " 0 [PCH            ]: HDA-Intel - ..."
			fields := strings.Fields(sc.Text())
			if len(fields) > 1 && isDigits(fields[0]) && strings.HasPrefix(fields[1], "[") {
				return true
			}
		}
	}
	entries, err := os.ReadDir(sndDir)
	if err != nil {
		return false
	}
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "pcm") {
			return true
		}
	}
	return false
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}
