package kit

import "salotto/scenes"

// PlayOnlineScene is the scene an online table leaves to (the menu's
// Leave, the results' button): the Play online screen, opened by this
// name where it is registered, else the title.
const PlayOnlineScene = "online"

// leaveTo starts the stack again at Play online, or at the title.
func leaveTo(ctx *scenes.Context) scenes.Change {
	if s, err := ctx.Open(PlayOnlineScene); err == nil {
		return scenes.Reset(s)
	}
	if s, err := ctx.Open("title"); err == nil {
		return scenes.Reset(s)
	}
	return scenes.None
}
