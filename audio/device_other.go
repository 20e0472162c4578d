//go:build !linux || android

package audio

// DeviceLikely reports whether a sound device is probably present. In the
// browser the page's AudioContext always exists (it starts after the first
// gesture); on Windows and macOS the system mixer is always there.
func DeviceLikely() bool { return true }
