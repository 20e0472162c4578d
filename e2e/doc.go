// Package e2e tests Salotto as a player meets it in a browser: the web
// bundle is built with scripts/web-build.sh, served on 127.0.0.1 and driven
// in headless Chromium through chromedp.
//
// The package must not import Ebitengine: it runs as a plain Go test that
// needs no display, only Chromium (/usr/bin/chromium, or SALOTTO_CHROME).
// Without Chromium the browser tests fail when CI is set and are skipped,
// loudly, otherwise. Screenshots go to shots/e2e-*.png at the module root.
//
// The game's side of the protocol is window.salotto: ready, scene, settled,
// frames, error and targets() (interactive nodes in game pixels); the
// loader's is window.salottoLoader: stage, received, total, wire, file,
// fallback, error, reason.
package e2e
