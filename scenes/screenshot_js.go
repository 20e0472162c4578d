//go:build js

package scenes

import (
	"errors"

	"github.com/hajimehoshi/ebiten/v2"
)

// errNoScreenshot is what -screenshot reports in the browser.
var errNoScreenshot = errors.New("screenshot: screenshots are a desktop feature")

// WritePNG is the browser's stand-in for the desktop PNG writer
// (screenshot.go): a page has no file system, and the PNG encoder would
// only add to the download. It reports that and writes nothing.
func WritePNG(img *ebiten.Image, path string) error { return errNoScreenshot }
