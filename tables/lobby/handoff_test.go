package lobby

import (
	"errors"
	"strings"
	"testing"

	"salotto/save"
	"salotto/scenes"
	"salotto/tables"
)

// TestTableFailureIsSaidInThePlayersWords: a room whose table cannot
// open says so in the player's language, naming the game; the program's
// own English (the error) is not shown.
func TestTableFailureIsSaidInThePlayersWords(t *testing.T) {
	srv := startServer(t)
	d := newDevice(t, srv.URL(), "it", 1280, 720, save.Memory(), nil)
	d.on.table = func(*scenes.Context, *tables.Descriptor, *tables.Remote) (scenes.Scene, error) {
		return nil, errors.New("the room has 3 seats for 2 players")
	}
	makeRoom(t, d, "Anita", "necklace", "seat:2:bot")
	waitFor(t, "Start", func() bool { return d.room().canStart() }, d)
	d.click("button:start")
	waitFor(t, "the failure", func() bool { return d.room().msg != "" }, d)
	got := d.room().Status()
	if strings.Contains(got, "seats for") || !strings.Contains(got, "La collana della Duchessa") || !strings.Contains(got, "Salotto") {
		t.Errorf("the lobby says %q", got)
	}
}
