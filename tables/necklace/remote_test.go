package necklace

import (
	"fmt"
	"testing"

	"salotto/rules"
	"salotto/tables/kit/remotetest"
)

func TestRemoteShots(t *testing.T) {
	for _, size := range [][2]int{{1280, 720}, {844, 390}} {
		h := remotetest.NewHost(t, "necklace", rules.Options{Players: 2}, []remotetest.Seat{{Name: "Anita"}, {Name: "Marcello", Level: "normal"}}, 5)
		r, sc := remotetest.Table(t, size[0], size[1], 1, New, h, 0)
		tb := sc.(*Table)
		r.Tick(120)
		r.Shot(fmt.Sprintf("remote-%dx%d", size[0], size[1]))
		remotetest.BarClear(t, tb, "start")
	}
}
