//go:build !js

package lobby

import (
	"crypto/rand"
	"os"
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"salotto/online/client/wsdial"
)

// dial opens a room server's WebSocket natively.
var dial = wsdial.Dial

// wake asks the sleeping app for a frame; it is safe from any goroutine.
func wake() { ebiten.ScheduleFrame() }

// random fills b from the system's secure source (tokens).
func random(b []byte) { _, _ = rand.Read(b) }

// pageServer: a desktop has no page whose origin could serve rooms.
func pageServer() (url string, looking bool) { return "", false }

// showRoom: a desktop has no address bar; -join CODE comes back to a room.
func showRoom(string) {}

// canCopy: Ebitengine has no clipboard on the desktop, so a room shows its
// join command instead, and prints it.
const canCopy = false

// roomLink: a desktop room has no page address to share.
func roomLink(string) string { return "" }

// copyText is never asked for on the desktop (canCopy).
func copyText(_ string, done func(bool)) { done(false) }

// systemName is the user's login name with a capital, cut to a name's
// length: a first guess at the player's name, which they may change.
func systemName() string {
	for _, v := range []string{"USER", "USERNAME", "LOGNAME"} {
		if n := []rune(strings.TrimSpace(os.Getenv(v))); len(n) > 0 && string(n) != "root" {
			n[0] = unicode.ToUpper(n[0])
			return string(n[:min(len(n), maxName)])
		}
	}
	return ""
}
