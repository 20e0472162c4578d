//go:build !js

package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"

	"github.com/hajimehoshi/ebiten/v2"
)

// WritePNG reads img's pixels and writes them to path as PNG.
//
// It lives in a desktop-only file: the browser has no file system to write
// to, and leaving image/png and compress/flate out of the js build keeps
// them out of the download (screenshot_js.go is the browser's side).
func WritePNG(img *ebiten.Image, path string) error {
	b := img.Bounds()
	rgba := image.NewRGBA(b)
	img.ReadPixels(rgba.Pix)
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("screenshot: %w", err)
	}
	if err := png.Encode(f, rgba); err != nil {
		f.Close()
		return fmt.Errorf("screenshot %s: %w", path, err)
	}
	return f.Close()
}
