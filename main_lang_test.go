package main

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestFlagLangRefusesUnknown: -lang with a language the game lacks exits 2
// and lists the valid ones, in the session's language (LC_ALL here).
func TestFlagLangRefusesUnknown(t *testing.T) {
	for _, tc := range []struct{ locale, want string }{
		{"C", `unknown language "fr" (valid: en, es, it)`},
		{"es_ES.UTF-8", `idioma desconocido "fr" (válidos: en, es, it)`},
		{"it_IT.UTF-8", `lingua sconosciuta "fr" (valide: en, es, it)`},
	} {
		cmd := exec.Command(binary, "-lang", "fr", "-scenes")
		cmd.Env = append(os.Environ(), "SALOTTO_NOAUDIO=1", "LC_ALL="+tc.locale)
		out, err := cmd.CombinedOutput()
		ee, ok := err.(*exec.ExitError)
		if !ok || ee.ExitCode() != 2 || !strings.Contains(string(out), tc.want) {
			t.Errorf("LC_ALL=%s -lang fr: %v, output %q; want exit 2 saying %q", tc.locale, err, out, tc.want)
		}
	}
}
