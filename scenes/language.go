package scenes

import "salotto/lang"

// Rebuilder is a scene that can be made again in the context's current
// language, keeping what the player did there (a table keeps its game):
// the App swaps every Rebuilder on the stack for its rebuilt self when the
// player switches language. A scene that is not a Rebuilder keeps its old
// words until it closes.
type Rebuilder interface {
	Rebuild(ctx *Context) (Scene, error)
}

// syncLanguage follows Settings.Language: once it names another language
// than ctx.Words, the words become that language's catalog and every
// scene on the stack is rebuilt in it, bottom to top, so that Back finds
// the title already translated. A language the catalog lacks is set back.
func (a *App) syncLanguage() {
	s := a.ctx.Settings
	if a.ctx.Words == nil || s.Language == a.ctx.Words.Tag() {
		return
	}
	words, err := lang.New(s.Language)
	if err != nil {
		s.Language = a.ctx.Words.Tag()
		return
	}
	a.ctx.Words = words
	for i, sc := range a.stack {
		r, ok := sc.(Rebuilder)
		if !ok {
			continue
		}
		next, err := r.Rebuild(a.ctx)
		if err != nil || next == nil {
			continue // the old scene, in the old words, beats none
		}
		a.stack[i] = next
		if a.w > 0 {
			next.Layout(a.ctx, a.w, a.h)
		}
	}
	a.dirty = true
}

// Rebuild implements Rebuilder.
func (t *Title) Rebuild(ctx *Context) (Scene, error) { return NewTitle(ctx), nil }

// Rebuild implements Rebuilder.
func (s *SettingsScene) Rebuild(ctx *Context) (Scene, error) { return NewSettings(ctx), nil }

// Rebuild implements Rebuilder: the same game's rules, from the top.
func (r *Rules) Rebuild(ctx *Context) (Scene, error) { return NewRules(ctx, r.game) }
