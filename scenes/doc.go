// Package scenes holds Salotto's screens and the stack that runs them.
//
// A Scene never reaches into a manager: its Update returns the Change it
// wants (Push, Pop, Replace or None) and the App applies it with a short
// cross-fade. Scenes are made by name through a Registry ("title",
// "settings", "rules:dolores", later "setup:GAME" and "play:GAME"), so the
// command line, the title screen and tests open scenes the same way.
//
// Everything a scene needs (input, sound, settings, the registry, the seed)
// travels in one *Context value; the package keeps no global state.
package scenes
