package lang

// Cómo se escriben las cantidades (ver Catalog.Money): "400 mil", "4,8 M".
func init() {
	register("es", map[string]string{
		"numbers.thousands":    "%[1]s mil",
		"numbers.millions":     "%[1]s M",
		"numbers.decimal_mark": ",",
		"numbers.group_mark":   ".",
	})
}
