package wintest

import (
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// tools are the programs the Wine tests run, each found on PATH.
var tools = []string{"wine", "wineboot", "wineserver", "x86_64-w64-mingw32-gcc"}

// needWine stops a test that cannot run here: a failure when CI is set, a
// loud skip elsewhere, as the browser tests do without Chromium.
func needWine(t *testing.T) {
	t.Helper()
	var missing []string
	for _, tool := range tools {
		if _, err := exec.LookPath(tool); err != nil {
			missing = append(missing, tool)
		}
	}
	var why string
	switch {
	case len(missing) > 0:
		why = fmt.Sprintf("not found: %s (./scripts/test.sh installs wine and gcc-mingw-w64-x86-64-win32)", strings.Join(missing, ", "))
	case os.Getenv("DISPLAY") == "":
		why = "no DISPLAY: run under xvfb-run, as ./scripts/test.sh does"
	default:
		return
	}
	if inCI() {
		t.Fatalf("%s; CI is set, so this test may not be skipped", why)
	}
	t.Skipf("SKIPPED, NOT PASSED: the Windows build under Wine: %s", why)
}

func inCI() bool {
	v := strings.ToLower(os.Getenv("CI"))
	return v != "" && v != "false" && v != "0"
}
