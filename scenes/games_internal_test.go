package scenes

// RegisterGames adds the games' looks to a registry: the external tests
// set it (games_test.go) from tables/all, which this package's own tests
// cannot import, so that the title and rules pages they lay out show the
// real games.
var RegisterGames func(*Registry)

// withGames is ctx with the games registered.
func withGames(ctx *Context) *Context {
	RegisterGames(ctx.Scenes)
	return ctx
}
