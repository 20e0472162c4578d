package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"salotto/online/server"
)

// TestDefaults: with no flags the server listens on 127.0.0.1:8080 and
// keeps its rooms in a salotto-server folder in the user's cache folder.
func TestDefaults(t *testing.T) {
	cache := t.TempDir()
	t.Setenv("XDG_CACHE_HOME", cache)
	var o server.Options
	if err := o.Defaults(); err != nil {
		t.Fatal(err)
	}
	if o.Addr != "127.0.0.1:8080" {
		t.Errorf("default address %s, want 127.0.0.1:8080", o.Addr)
	}
	if want := filepath.Join(cache, "salotto-server"); o.Data != want {
		t.Errorf("default data folder %s, want %s", o.Data, want)
	}
	if o.Node == "" || len(o.Origins) == 0 {
		t.Errorf("no default node name or origins: %+v", o)
	}
}

func TestBadFlagsExitTwo(t *testing.T) {
	for _, args := range [][]string{{"-nope"}, {"stray"}, {"-node", "a.b"}, {"-routes", "nats://x:1"}, {"-tls-cert", "c.pem"}} {
		var out, errb bytes.Buffer
		code := run(args, &out, &errb)
		if code == 0 {
			t.Errorf("%v: exit 0", args)
		}
		if errb.Len() == 0 {
			t.Errorf("%v: nothing said on stderr", args)
		}
	}
}

func TestWebFolderMustExist(t *testing.T) {
	var out, errb bytes.Buffer
	if code := run([]string{"-web", filepath.Join(t.TempDir(), "none"), "-data", t.TempDir()}, &out, &errb); code != 1 {
		t.Errorf("exit %d, want 1", code)
	}
	if !strings.Contains(errb.String(), "web-build.sh") {
		t.Errorf("the message does not say how to make the web build: %q", errb.String())
	}
}
