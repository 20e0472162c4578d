package archtest

import (
	"slices"
	"strings"
	"testing"
)

// notInTheBrowser are packages the browser build must not link: an HTTP
// stack, a WebSocket library (the page's JavaScript holds the socket,
// online/client/jsdial), the reflection-driven JSON codec
// (internal/jsonlite writes and reads every document and frame), and the
// room server. Each costs the download tens or hundreds of kilobytes.
var notInTheBrowser = []string{
	"net/http",
	"github.com/coder/websocket",
	"encoding/json",
	"salotto/online/server",
	"salotto/online/client/wsdial",
}

// depsFor lists what patterns link for GOOS/GOARCH.
func depsFor(t *testing.T, goos, goarch string, patterns ...string) []string {
	t.Helper()
	return depsEnv(t, []string{"GOOS=" + goos, "GOARCH=" + goarch, "GOWORK=off"}, patterns...)
}

// banned is what list holds of notInTheBrowser.
func banned(list []string) []string {
	var out []string
	for _, p := range list {
		for _, b := range notInTheBrowser {
			if p == b || strings.HasPrefix(p, b+"/") {
				out = append(out, p)
			}
		}
	}
	return out
}

// TestBrowserBuildLinksNoNetworkLibrary: the game built for the browser
// (GOOS=js GOARCH=wasm) plays online through the page's socket, and links
// none of notInTheBrowser; the desktop game, which dials its own
// WebSocket and hosts rooms, links them, which shows the check sees them.
func TestBrowserBuildLinksNoNetworkLibrary(t *testing.T) {
	wasm := depsFor(t, "js", "wasm", ".")
	if !slices.Contains(wasm, "salotto/online/client/jsdial") || !slices.Contains(wasm, "salotto/tables/lobby") {
		t.Fatalf("the browser build does not link Play online and its socket: %d packages", len(wasm))
	}
	if bad := banned(wasm); len(bad) > 0 {
		t.Errorf("the browser build links %v (go list -deps shows who imports them)", bad)
	}
	native := depsFor(t, "linux", "amd64", ".")
	for _, want := range []string{"net/http", "github.com/coder/websocket", "salotto/online/server"} {
		if !slices.Contains(banned(native), want) {
			t.Errorf("control: the desktop build should link %s", want)
		}
	}
}
