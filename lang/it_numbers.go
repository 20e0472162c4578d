package lang

// Come si scrivono le somme (vedi Catalog.Money): "400 mila", "4,8 M".
func init() {
	register("it", map[string]string{
		"numbers.thousands":    "%[1]s mila",
		"numbers.millions":     "%[1]s M",
		"numbers.decimal_mark": ",",
		"numbers.group_mark":   ".",
	})
}
