//go:build linux && !android

package game

import (
	"os"
	"path/filepath"
)

// audioDevice reports whether a sound device or server is reachable. The
// audio context fails the whole game loop when it cannot open a device,
// so the game looks first: an ALSA device node, or a PulseAudio or
// PipeWire socket.
func audioDevice() (bool, string) {
	if _, err := os.Stat("/dev/snd"); err == nil {
		return true, ""
	}
	if os.Getenv("PULSE_SERVER") != "" {
		return true, ""
	}
	if dir := os.Getenv("XDG_RUNTIME_DIR"); dir != "" {
		for _, s := range []string{"pulse/native", "pipewire-0"} {
			if _, err := os.Stat(filepath.Join(dir, s)); err == nil {
				return true, ""
			}
		}
	}
	return false, "no sound device (no /dev/snd and no PulseAudio or PipeWire socket)"
}
