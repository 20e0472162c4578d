// Package save keeps what outlives a session: the settings, the
// statistics and one autosave per game, each a named document.
//
// A Store writes documents atomically (desktop: a file in
// os.UserConfigDir()/salotto, or $SALOTTO_CONFIG_DIR, replaced by rename
// only once the new copy is on disk; browser: one localStorage entry). Every
// document is wrapped in an envelope naming its kind and format version, so
// another program's JSON, a document in the wrong slot and one written by a
// newer Salotto are told apart from a damaged one. A document that cannot be
// read is never overwritten: it is kept aside (autosave-dolores.json becomes
// autosave-dolores.json.damaged-1), the reader gets a *Problem naming why,
// and the game goes on without it. One that cannot be kept aside, or cannot
// be read at all, stays in its place, and the store refuses to write over
// it or remove it (ErrKeptInPlace).
//
// The package imports neither the scenes nor Ebitengine: it knows documents,
// not screens. The scene that shows a Problem words it from the catalog
// ("save.problem.REASON").
package save

// DirEnv names the environment variable that moves the desktop store out
// of the player's config folder: tests and developers' runs set it so they
// never touch a real player's saves.
const DirEnv = "SALOTTO_CONFIG_DIR"
