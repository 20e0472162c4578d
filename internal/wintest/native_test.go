package wintest

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"salotto/save"
)

// runNative runs the native game with args and fails the test unless it
// exits 0. Its store is the folder config, or, when config is "", what a
// screenshot run keeps without save.DirEnv: nothing, in memory. It never
// sees the developer's folder.
func runNative(t *testing.T, bin, config string, args ...string) {
	t.Helper()
	cmd := exec.Command(bin, args...)
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, save.DirEnv+"=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, "SALOTTO_NOAUDIO=1")
	if config != "" {
		cmd.Env = append(cmd.Env, save.DirEnv+"="+config)
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("the native game %v: %v\n%s", args, err, out)
	}
}
