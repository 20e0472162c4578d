// Package e2e tests Salotto as a player meets it in a browser: the web
// bundle is built with scripts/web-build.sh, served on 127.0.0.1 and driven
// in headless Chromium through chromedp.
//
// The package must not import Ebitengine: it runs as a plain Go test that
// needs no display, only Chromium (/usr/bin/chromium, or SALOTTO_CHROME).
// Without Chromium the browser tests fail when CI is set and are skipped,
// loudly, otherwise. Screenshots go to shots/e2e-*.png at the module root.
//
// The online tests (online_*_test.go) play rooms through a real
// salotto-server process built from the repository, in two browsers with
// separate profiles, and against the desktop game on a virtual X display
// of their own (Xvfb, xdotool and ImageMagick's import; missing, they
// fail when CI is set, as Chromium does). They run last, side by side.
//
// The game's side of the protocol is window.salotto: ready, scene, settled,
// frames, error and targets() (interactive nodes in game pixels); the
// loader's is window.salottoLoader: stage, received, total, wire, file,
// fallback, error, reason.
package e2e
