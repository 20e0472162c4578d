//go:build !js

package save

import (
	"os"
	"path/filepath"
)

// Dir is the folder the desktop store keeps its files in: $SALOTTO_CONFIG_DIR
// (DirEnv) when it is set, else os.UserConfigDir()/salotto. Whatever else
// Salotto writes beside the saves (the game records) finds it here, so the
// variable that keeps tests off a player's saves keeps them off the rest.
func Dir() (string, error) {
	if dir := os.Getenv(DirEnv); dir != "" {
		return dir, nil
	}
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "salotto"), nil
}
