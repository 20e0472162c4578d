package lang

// Ciò che aggiungono i tavoli rifiniti: l'occhiata privata di chi usa la
// Lanterna Rotta.
func init() {
	register("it", map[string]string{
		"polish.lantern.peek": "La tua lanterna: le vedi solo tu",
	})
}
