//go:build !js

package scenes

// wheelNotch is one wheel notch in what ebiten.Wheel reports: natively GLFW
// reports lines, one a notch (a trackpad gives fractions).
const wheelNotch = 1
