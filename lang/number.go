package lang

import "strconv"

// Money writes an amount of a game's currency the one way Salotto writes
// amounts everywhere a player reads them (seat panels, notes, results):
// in thousands below a million ("400k"), in millions with at most one
// decimal above ("1M", "4.8M"). Card faces print the same figure without
// its unit ("400"), as the printed cards do. The unit and the decimal mark
// come from the language ("numbers.*"), so a later language can write
// "4,8 M" (Spanish and Italian).
func (c *Catalog) Money(v int) string {
	neg := ""
	if v < 0 {
		neg, v = "-", -v
	}
	if v == 0 {
		return "0"
	}
	if v < 1_000_000 {
		return neg + c.T("numbers.thousands", strconv.Itoa(v/1000))
	}
	tenths := v / 100_000
	s := strconv.Itoa(tenths / 10)
	if tenths%10 != 0 {
		s += c.T("numbers.decimal_mark") + strconv.Itoa(tenths%10)
	}
	return neg + c.T("numbers.millions", s)
}

// Grouped writes a whole number with the language's thousands separator
// ("700,000" in English, "700.000" in Spanish and Italian), as banknotes
// and printed amounts show it.
func (c *Catalog) Grouped(n int) string {
	s := strconv.Itoa(n)
	neg := ""
	if n < 0 {
		neg, s = "-", s[1:]
	}
	mark := c.T("numbers.group_mark")
	var b []byte
	for i := range len(s) {
		if i > 0 && (len(s)-i)%3 == 0 {
			b = append(b, mark...)
		}
		b = append(b, s[i])
	}
	return neg + string(b)
}
