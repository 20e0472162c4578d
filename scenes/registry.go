package scenes

import (
	"fmt"
	"strings"

	"salotto/lang"
)

// Factory makes a scene. arg is the part of the name after the colon
// ("dolores" for "rules:dolores"), empty for plain names like "title".
type Factory func(ctx *Context, arg string) (Scene, error)

type registryEntry struct {
	kind string
	args []string // nil: the plain name kind
	make Factory
}

// Registry maps scene names to factories. Names are "KIND" or "KIND:ARG";
// a kind registered with args answers to each "KIND:ARG" and lists them.
// Later scenes plug in the same way the built-in ones do:
//
//	reg.Add("setup", ids, newSetup)
//	reg.Add("play", ids, newTable)
//
// The title screen's game tiles open "setup:GAME" as soon as it is
// registered, and the game's rules page until then.
type Registry struct {
	entries []registryEntry
	games   []Game   // in title-screen order (AddGame)
	rules   []string // the games with a rules page, in that order
}

// Add registers kind. With args, the names are "kind:arg" for each arg;
// without, the name is kind alone. Registering a kind twice replaces it.
func (r *Registry) Add(kind string, args []string, f Factory) {
	for i := range r.entries {
		if r.entries[i].kind == kind {
			r.entries[i] = registryEntry{kind, args, f}
			return
		}
	}
	r.entries = append(r.entries, registryEntry{kind, args, f})
}

// Names lists every openable name in registration order.
func (r *Registry) Names() []string {
	var out []string
	for _, e := range r.entries {
		if e.args == nil {
			out = append(out, e.kind)
			continue
		}
		for _, a := range e.args {
			out = append(out, e.kind+":"+a)
		}
	}
	return out
}

// Has reports whether name can be opened.
func (r *Registry) Has(name string) bool {
	_, _, ok := r.lookup(name)
	return ok
}

func (r *Registry) lookup(name string) (Factory, string, bool) {
	kind, arg, hasArg := strings.Cut(name, ":")
	for _, e := range r.entries {
		if e.kind != kind {
			continue
		}
		if e.args == nil {
			return e.make, "", !hasArg
		}
		for _, a := range e.args {
			if hasArg && a == arg {
				return e.make, arg, true
			}
		}
	}
	return nil, "", false
}

// UnknownSceneError names a scene nobody registered and lists the valid
// names, so the command line can print them.
type UnknownSceneError struct {
	Name  string
	Known []string
}

func (e *UnknownSceneError) Error() string {
	return fmt.Sprintf("unknown scene %q; valid scenes: %s", e.Name, strings.Join(e.Known, ", "))
}

// New opens the scene called name.
func (r *Registry) New(ctx *Context, name string) (Scene, error) {
	f, arg, ok := r.lookup(name)
	if !ok {
		return nil, &UnknownSceneError{Name: name, Known: r.Names()}
	}
	return f(ctx, arg)
}

// GameTitle is the shown name of a game id in words' language, or the id
// itself for a game the catalog does not name.
func GameTitle(words *lang.Catalog, id string) string {
	if k := "scenes.game." + id; words.Has(k) {
		return words.T(k)
	}
	return id
}

// NewRegistry returns a registry with the built-in scenes, title and
// settings; each game added (AddGame) brings its rules page.
func NewRegistry() *Registry {
	r := &Registry{}
	r.Add("title", nil, func(ctx *Context, _ string) (Scene, error) { return NewTitle(ctx), nil })
	r.Add("settings", nil, func(ctx *Context, _ string) (Scene, error) { return NewSettings(ctx), nil })
	return r
}
