package lang

// Lo que añaden las mesas pulidas: el vistazo privado de quien usa el
// Farol Roto.
func init() {
	register("es", map[string]string{
		"polish.lantern.peek": "Tu farol: solo tú las ves",
	})
}
