package lang

// How amounts are written (see Catalog.Money).
func init() {
	registerLines("en", `
numbers.thousands	%[1]sk
numbers.millions	%[1]sM
numbers.decimal_mark	.
numbers.group_mark	,
`)
}
