package lang

// What the polished tables add: the Broken Lantern user's private peek.
func init() {
	register("en", map[string]string{
		"polish.lantern.peek": "Your lantern: only you see these",
	})
}
