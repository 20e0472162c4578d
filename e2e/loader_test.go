package e2e

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// recorder samples the loader's state and what its bar shows each time the
// bar changes (a MutationObserver sees every update, however slowly the
// page paints), installed before the loader's own script runs.
const recorder = `
window.__samples = [];
new MutationObserver(records => {
	const l = window.salottoLoader;
	for (const r of records) {
		const fill = r.target;
		if (!l || !fill.parentElement || !fill.parentElement.classList.contains("bar")) continue;
		window.__samples.push({
			stage: l.stage, received: l.received, total: l.total,
			width: fill.style.width, status: document.getElementById("status").textContent
		});
	}
}).observe(document, {subtree: true, attributes: true, attributeFilter: ["style"]});`

type sample struct {
	Stage           string
	Received, Total int
	Width, Status   string
}

// bakedSize reads one of the sizes scripts/web-build.sh wrote into
// salotto-build.js (brSize, gzSize, rawSize).
func bakedSize(t *testing.T, dir, key string) int {
	t.Helper()
	js, err := os.ReadFile(filepath.Join(dir, "salotto-build.js"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`\b` + key + `: (\d+)`).FindSubmatch(js)
	if m == nil {
		t.Fatalf("salotto-build.js has no %s: %s", key, js)
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}

// TestLoaderShowsProgress downloads the game slowly and checks the bar
// tells the truth on every path the game can arrive by: bytes received of
// the total, climbing, the bar's width matching, the status line naming the
// download's size, ending complete, and the game starting. The brotli game
// decoded by the browser counts decoded bytes against the raw size; the
// gzip fallback counts the bytes of the .gz, with and without a
// Content-Length, or decoded bytes when the server sent it with
// Content-Encoding: gzip (itch.io does, for any file that looks like gzip).
func TestLoaderShowsProgress(t *testing.T) {
	dir, _ := bundle(t)
	raw, br, gz := bakedSize(t, dir, "rawSize"), bakedSize(t, dir, "brSize"), bakedSize(t, dir, "gzSize")
	if size := fileSize(t, dir, "salotto.wasm.gz"); size != gz {
		t.Fatalf("salotto-build.js says gzSize %d, the file has %d bytes", gz, size)
	}
	for _, tt := range []struct {
		name        string
		mode        brotliMode
		sendLength  bool
		file        string
		total, wire int
		fallback    string // what salottoLoader.fallback must mention
	}{
		{"brotli decoded by the browser", brDecoded, true, "salotto.wasm.br", raw, br, ""},
		{"brotli not decoded, gzip fallback", brRaw, true, "salotto.wasm.gz", gz, gz, "undecoded"},
		{"no brotli, gzip fallback chunked, size from salotto-build.js", brMissing, false, "salotto.wasm.gz", gz, gz, "404"},
		{"brotli not decoded, gzip fallback inflated by the browser", brRawGzEncoded, true, "salotto.wasm.gz", raw, gz, "undecoded"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			srv := serveSlowly(t, dir, tt.mode, tt.sendLength)
			b := newBrowser(t, nil)
			b.beforeLoad(recorder)
			b.open(srv.URL + "/?mute=1")
			if tt.mode == brDecoded { // a picture of the bar part-way, for the eye
				if _, err := b.poll(`(l => l && l.received > l.total / 4 ? "ok" : "")(window.salottoLoader)`, time.Minute); err == nil {
					b.shot("loader-progress")
				}
			}
			stage, err := b.poll(`(() => {
				const l = window.salottoLoader;
				return l && l.stage !== "checking" && l.stage !== "downloading" ? l.stage : "";
			})()`, 2*time.Minute)
			if err != nil {
				t.Fatalf("the download never finished: %v\nconsole:\n%s", err, b.consoleText())
			}
			if stage != "starting" && stage != "running" {
				t.Fatalf("loader stage %q after the download (%s)", stage, eval[string](b, `JSON.stringify(window.salottoLoader)`))
			}
			if file := eval[string](b, `String(window.salottoLoader.file)`); file != tt.file {
				t.Errorf("the loader downloaded %s, want %s", file, tt.file)
			}
			fallback := eval[string](b, `String(window.salottoLoader.fallback)`)
			if tt.fallback == "" && fallback != "null" || tt.fallback != "" && !strings.Contains(fallback, tt.fallback) {
				t.Errorf("salottoLoader.fallback %q, want it to mention %q", fallback, tt.fallback)
			}
			var samples []sample
			if err := json.Unmarshal([]byte(eval[string](b, `JSON.stringify(window.__samples)`)), &samples); err != nil {
				t.Fatal(err)
			}
			checkProgress(t, samples, tt.total, tt.wire)
			b.waitReady()
			b.check()
		})
	}
}

// checkProgress checks the bar's samples while downloading: total bytes
// expected, the status line speaking of wire bytes.
func checkProgress(t *testing.T, samples []sample, total, wire int) {
	t.Helper()
	mb := fmt.Sprintf("of %.1f MB", float64(wire)/1048576)
	partial, last := 0, -1
	for _, s := range samples {
		if s.Stage != "downloading" {
			continue
		}
		if s.Total != total {
			t.Fatalf("total %d while downloading, want %d", s.Total, total)
		}
		if s.Received < last {
			t.Fatalf("received went backwards: %d after %d", s.Received, last)
		}
		last = s.Received
		width, err := strconv.ParseFloat(strings.TrimSuffix(s.Width, "%"), 64)
		if err != nil {
			t.Fatalf("bar width %q is not a percentage", s.Width)
		}
		if want := 100 * float64(s.Received) / float64(total); math.Abs(width-want) > 0.1 {
			t.Errorf("bar at %.1f%% with %d of %d bytes received (want %.1f%%)", width, s.Received, total, want)
		}
		if !strings.Contains(s.Status, mb) {
			t.Errorf("status %q does not say %q", s.Status, mb)
		}
		if s.Received > 0 && s.Received < total {
			partial++
		}
	}
	if partial < 3 {
		t.Errorf("only %d samples caught the download part-way (of %d samples): the bar did not visibly move", partial, len(samples))
	}
	if last != total {
		t.Errorf("the last download sample had %d of %d bytes", last, total)
	}
	t.Logf("%d samples, %d part-way", len(samples), partial)
}

// problemShown waits for the loader to give up and returns what the player
// reads, after checking it is actually on screen.
func problemShown(t *testing.T, b *browser) (reason, text string) {
	t.Helper()
	got, err := b.poll(`(() => {
		const l = window.salottoLoader;
		return l && l.stage === "failed" ? l.reason : "";
	})()`, time.Minute)
	if err != nil {
		t.Fatalf("the loader never reported a problem: %v (%s)", err, eval[string](b, `JSON.stringify(window.salottoLoader)`))
	}
	visible := eval[bool](b, `(() => {
		const p = document.getElementById("problem"), r = p.getBoundingClientRect();
		return getComputedStyle(p).display !== "none" && r.width > 0 && r.height > 0;
	})()`)
	if !visible {
		t.Error("the problem is recorded but not shown")
	}
	text = eval[string](b, `document.getElementById("problem").innerText`)
	if msg := eval[string](b, `window.salottoLoader.error`); msg == "" || !strings.Contains(text, msg) {
		t.Errorf("salottoLoader.error %q is not what the page shows: %q", msg, text)
	}
	return got, text
}

// TestLoaderExplainsMissingGame serves the page without the game: the
// player must read a plain sentence and get a way to try again.
func TestLoaderExplainsMissingGame(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, copyWithout(t, dir, "salotto.wasm.br", "salotto.wasm.gz"))
	b := newBrowser(t, nil)
	b.open(srv.URL + "/")
	reason, text := problemShown(t, b)
	if reason != "download" {
		t.Errorf("reason %q, want download", reason)
	}
	if !strings.Contains(text, "404") {
		t.Errorf("the small print should name the HTTP status: %q", text)
	}
	if !eval[bool](b, `!document.querySelector("#problem button").hidden`) {
		t.Error("no Try again button after a failed download")
	}
	b.shot("loader-missing-game")
	for _, p := range b.problems() {
		t.Error(p)
	}
}

// TestLoaderExplainsNoWebGL starts Chromium without its software renderer,
// so WebGL 2 is unavailable: the loader must say so instead of starting a
// game that cannot draw.
func TestLoaderExplainsNoWebGL(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := newBrowser(t, map[string]any{"disable-software-rasterizer": true, "enable-unsafe-swiftshader": false})
	b.open(srv.URL + "/")
	reason, text := problemShown(t, b)
	if reason != "no-webgl" {
		t.Errorf("reason %q, want no-webgl; the page says %q", reason, text)
	}
	if got := eval[int](b, `window.salottoLoader.received`); got != 0 {
		t.Errorf("downloaded %d bytes of a game this browser cannot draw", got)
	}
	b.shot("loader-no-webgl")
	for _, p := range b.problems() {
		t.Error(p)
	}
}

// TestLoaderExplainsMissingFeatures takes away, before the page loads, a
// feature the game cannot run without: the loader must name the problem in
// plain words and download nothing. Unpacking gzip is only needed when the
// brotli game did not arrive decoded, so DecompressionStream is missed on
// the fallback path only.
func TestLoaderExplainsMissingFeatures(t *testing.T) {
	dir, _ := bundle(t)
	for _, tt := range []struct {
		reason, remove, says string
		mode                 brotliMode
	}{
		{"no-webassembly", "delete window.WebAssembly", "WebAssembly", brDecoded},
		{"no-decompression", "delete window.DecompressionStream", "unpack", brRaw},
	} {
		t.Run(tt.reason, func(t *testing.T) {
			srv := serveWith(t, dir, tt.mode)
			b := newBrowser(t, nil)
			b.beforeLoad(tt.remove)
			b.open(srv.URL + "/")
			reason, text := problemShown(t, b)
			if reason != tt.reason || !strings.Contains(text, tt.says) {
				t.Errorf("reason %q and text %q, want %q mentioning %q", reason, text, tt.reason, tt.says)
			}
			if got := eval[int](b, `window.salottoLoader.received`); got != 0 {
				t.Errorf("downloaded %d bytes of a game this browser cannot run", got)
			}
			for _, p := range b.problems() {
				t.Error(p)
			}
		})
	}
}

// TestLoaderBrotliNeedsNoUnpacking removes DecompressionStream and serves
// the brotli game as itch.io does: the browser decodes it, so the game
// starts all the same.
func TestLoaderBrotliNeedsNoUnpacking(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	b := newBrowser(t, nil)
	b.beforeLoad("delete window.DecompressionStream")
	b.open(srv.URL + "/?mute=1")
	b.waitReady()
	if file := eval[string](b, `String(window.salottoLoader.file)`); file != "salotto.wasm.br" {
		t.Errorf("the loader downloaded %s, want salotto.wasm.br", file)
	}
	b.waitScene("title")
	b.check()
}

// TestLoaderExplainsBadAddress opens the page with an address the game
// cannot follow: the player reads what went wrong, the detail names it, and
// the button leads to the plain page, where the game starts.
func TestLoaderExplainsBadAddress(t *testing.T) {
	dir, _ := bundle(t)
	srv := serve(t, dir)
	for _, tt := range []struct{ query, detail string }{
		{"?scene=nowhere", `unknown scene "nowhere"`},
		{"?seed=lots", `?seed="lots"`},
	} {
		t.Run(tt.query, func(t *testing.T) {
			b := newBrowser(t, nil)
			b.open(srv.URL + "/" + tt.query)
			reason, text := problemShown(t, b)
			if reason != "address" || !strings.Contains(text, tt.detail) {
				t.Errorf("reason %q and text %q, want address naming %q", reason, text, tt.detail)
			}
			for _, p := range b.problems() {
				t.Error(p)
			}
			if tt.query == "?scene=nowhere" {
				b.shot("loader-bad-address")
				if !eval[bool](b, `(() => { const btn = document.querySelector("#problem button"); btn.click(); return !btn.hidden; })()`) {
					t.Fatal("the button is hidden")
				}
				// The page navigates: polls fail while the old document goes.
				deadline := time.Now().Add(30 * time.Second)
				for {
					_, err := b.poll(`location.search === "" && window.salottoLoader && window.salottoLoader.stage !== "failed" ? "plain" : ""`, time.Second)
					if err == nil {
						break
					}
					if time.Now().After(deadline) {
						t.Fatalf("the button did not lead to the plain page: %v", err)
					}
				}
				b.waitReady()
				if got := b.waitScene("title"); got != "title" {
					t.Errorf("the button led to scene %q, want title", got)
				}
			}
		})
	}
}
