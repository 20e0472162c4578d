//go:build js

package scenes

// wheelNotch is one wheel notch in what ebiten.Wheel reports. In a browser
// that is the DOM wheel event's deltaY in CSS pixels: Chromium sends 100 a
// notch, Firefox (which reports pixels to pages that do not ask for
// deltaMode) about as many, and a trackpad a stream of small ones.
const wheelNotch = 100
