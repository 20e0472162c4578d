//go:build linux && !android

package audio

// DeviceLikely reports whether a sound card is probably present. On Linux oto
// opens ALSA's default device and, failing that, ends ebiten.RunGame; so the
// game asks first and plays silently when the kernel lists no card.
func DeviceLikely() bool {
	return deviceListed("/proc/asound/cards", "/dev/snd")
}
