package lobby

import (
	"salotto/online/proto"
	"salotto/scenes"
)

// Open is the first screen for a room's code given with -join (the
// desktop) or in the page's address (?room=CODE: a shared link, or a
// reload in a room): back to the room's seats when this device holds
// them (watching again, when it watched), else joining it under the
// player's name. When the code is wrong, no server is known, or no name
// is, Play online opens with the code typed and says why.
func (on *Online) Open(ctx *scenes.Context, typed string) scenes.Scene {
	if code, err := readCode(ctx.Words, typed); err == nil {
		if k, _ := readKept(ctx); k.Rooms != nil {
			if r, ok := k.room(code); ok {
				return on.resume(ctx, r)
			}
		}
		typed = proto.GroupCode(code)
	}
	h := on.Hub(ctx)
	h.code.value = typed
	h.auto = true
	h.refresh()
	h.joinWhenReady()
	return h
}

// joinWhenReady joins the typed code once the server is known (the page
// may still be asking its origin), as Join would; it gives up, saying why,
// when something is missing.
func (h *Hub) joinWhenReady() {
	if !h.auto || h.srvState == serverLooking {
		return
	}
	h.auto = false
	h.enter(false)
}
