package e2e

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// The files of the itch.io bundle, all at the zip's root.
var bundleFiles = []string{"index.html", "loader.js", "wasm_exec.js", "salotto-build.js", "salotto.wasm.br", "salotto.wasm.gz"}

var (
	root      string // the module root
	chrome    string // the Chromium executable, "" when none was found
	chromeErr error

	bundleOnce sync.Once
	bundleDir  string // web bundle built for this run
	bundleZip  string
	bundleErr  error
	tmpDir     string
)

func TestMain(m *testing.M) {
	code := run(m)
	if tmpDir != "" {
		os.RemoveAll(tmpDir)
	}
	os.Exit(code)
}

func run(m *testing.M) int {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		fmt.Fprintln(os.Stderr, "e2e: go env GOMOD:", err)
		return 1
	}
	root = filepath.Dir(strings.TrimSpace(string(out)))
	chrome, chromeErr = findChrome()
	if chromeErr != nil {
		if inCI() {
			fmt.Fprintf(os.Stderr, "e2e: FAIL: %v\n"+
				"e2e: CI is set, so the browser tests may not be skipped. Run ./scripts/test.sh,\n"+
				"e2e: which installs Chromium, or set SALOTTO_CHROME to a Chromium or Chrome binary.\n", chromeErr)
			return 1
		}
		fmt.Fprintf(os.Stderr, "\n%s\n!! e2e: %v\n!! e2e: THE BROWSER TESTS ARE SKIPPED. ./scripts/test.sh installs Chromium.\n%s\n\n",
			strings.Repeat("!", 78), chromeErr, strings.Repeat("!", 78))
	}
	if tmpDir, err = os.MkdirTemp("", "salotto-e2e-"); err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		return 1
	}
	buildForOnlineTests()
	return m.Run()
}

// inCI reports whether the tests run in continuous integration, where
// nothing may be skipped for want of a tool.
func inCI() bool {
	v := strings.ToLower(os.Getenv("CI"))
	return v != "" && v != "false" && v != "0"
}

// findChrome looks for Chromium where Debian and Ubuntu put it, after the
// SALOTTO_CHROME override.
func findChrome() (string, error) {
	if p := os.Getenv("SALOTTO_CHROME"); p != "" {
		if _, err := os.Stat(p); err != nil {
			return "", fmt.Errorf("SALOTTO_CHROME=%s: %w", p, err)
		}
		return p, nil
	}
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser", "/snap/bin/chromium", "/usr/bin/google-chrome"} {
		if _, err := os.Stat(p); err == nil {
			return p, nil
		}
	}
	return "", errors.New("no Chromium found (looked for /usr/bin/chromium, /usr/bin/chromium-browser, /snap/bin/chromium, /usr/bin/google-chrome)")
}

// needChrome stops a browser test when there is no browser: a failure in CI,
// a loud skip elsewhere.
func needChrome(t *testing.T) {
	t.Helper()
	if chromeErr == nil {
		return
	}
	if inCI() {
		t.Fatalf("%v; CI is set, so this test may not be skipped", chromeErr)
	}
	t.Skipf("SKIPPED, NOT PASSED: %v (./scripts/test.sh installs Chromium)", chromeErr)
}

// bundle builds the web bundle once per run, with the same script a
// developer uses, into a temporary directory (never over their web/).
// SALOTTO_E2E_BUNDLE names a directory scripts/web-build.sh has just built
// into (web/ and salotto-web.zip), which scripts/test.sh shares with the
// download size check: brotli at its best takes most of a minute.
func bundle(t *testing.T) (dir, zip string) {
	t.Helper()
	bundleOnce.Do(func() {
		if pre := os.Getenv("SALOTTO_E2E_BUNDLE"); pre != "" {
			bundleDir, bundleZip = filepath.Join(pre, "web"), filepath.Join(pre, "salotto-web.zip")
			for _, f := range append(bundleFiles, "../salotto-web.zip") {
				if _, err := os.Stat(filepath.Join(bundleDir, f)); err != nil {
					bundleErr = fmt.Errorf("SALOTTO_E2E_BUNDLE=%s: %v", pre, err)
					return
				}
			}
			return
		}
		bundleDir = filepath.Join(tmpDir, "web")
		bundleZip = filepath.Join(tmpDir, "salotto-web.zip")
		cmd := exec.Command("bash", filepath.Join(root, "scripts", "web-build.sh"))
		cmd.Dir = root
		cmd.Env = append(os.Environ(), "WEB_OUT="+bundleDir, "ZIP_OUT="+bundleZip)
		out, err := cmd.CombinedOutput()
		if err != nil {
			bundleErr = fmt.Errorf("scripts/web-build.sh: %v\n%s", err, out)
			return
		}
		for _, f := range bundleFiles {
			if _, err := os.Stat(filepath.Join(bundleDir, f)); err != nil {
				bundleErr = fmt.Errorf("scripts/web-build.sh made no %s:\n%s", f, out)
				return
			}
		}
	})
	if bundleErr != nil {
		t.Fatal(bundleErr)
	}
	return bundleDir, bundleZip
}

// shotPath names a screenshot under shots/ at the module root.
func shotPath(t *testing.T, name string) string {
	t.Helper()
	dir := filepath.Join(root, "shots")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dir, "e2e-"+name+".png")
}
