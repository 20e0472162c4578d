package lang

// Words written on card faces (the rules pages' and the title's pictures).
func init() {
	register("en", map[string]string{
		"cards.gesture.share": "Share",
		"cards.gesture.fight": "Fight",
		"cards.gesture.dodge": "Dodge",
	})
}
