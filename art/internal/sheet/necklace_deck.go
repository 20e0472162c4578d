package main

import . "salotto/art"

// necklaceDeck is RULINGS.md's card list, copied here only to draw every
// card; the rules package owns the real one.
var necklaceDeck = []struct {
	id      string
	gems    [4]Gem
	count   int
	wish    Gem
	florins int
}{
	{"B01", [4]Gem{Amber, Amethyst, Pearl, Ruby}, 4, Emerald, 12},
	{"B02", [4]Gem{Amber, Amethyst, Emerald, Diamond}, 2, Amber, 3},
	{"B03", [4]Gem{Ruby, Emerald, Diamond, Jet}, 3, Amber, 6},
	{"B04", [4]Gem{Ruby, Emerald, Diamond, Jet}, 3, Amethyst, 7},
	{"B05", [4]Gem{Amber, Pearl, Ruby, Jet}, 4, Amethyst, 11},
	{"B06", [4]Gem{Amber, Diamond, Jet, Sapphire}, 2, Pearl, 4},
	{"B07", [4]Gem{Amber, Amethyst, Pearl, Sapphire}, 3, Pearl, 7},
	{"B08", [4]Gem{Pearl, Emerald, Emerald, Diamond}, 2, Ruby, 5},
	{"B09", [4]Gem{Pearl, Ruby, Sapphire, Sapphire}, 3, Ruby, 9},
	{"B10", [4]Gem{Pearl, Emerald, Diamond, Sapphire}, 4, Ruby, 13},
	{"B11", [4]Gem{Amber, Ruby, Emerald, Diamond}, 3, Emerald, 9},
	{"B12", [4]Gem{Amber, Amethyst, Pearl, Jet}, 2, Diamond, 5},
	{"B13", [4]Gem{Amber, Ruby, Emerald, Diamond}, 3, Diamond, 10},
	{"B14", [4]Gem{Amethyst, Amethyst, Pearl, Sapphire}, 2, Jet, 3},
	{"B15", [4]Gem{Amber, Amethyst, Diamond, Jet}, 3, Jet, 6},
	{"B16", [4]Gem{Ruby, Ruby, Jet, Sapphire}, 2, Sapphire, 4},
	{"B17", [4]Gem{Pearl, Emerald, Jet, Sapphire}, 3, Sapphire, 8},
	{"B18", [4]Gem{Amethyst, Amethyst, Jet, Sapphire}, 4, Sapphire, 12},
	{"R01", [4]Gem{Rainbow, Ruby, Emerald, Jet}, 4, Pearl, 12},
	{"R02", [4]Gem{Rainbow, Amber, Pearl, Sapphire}, 4, Diamond, 14},
	{"G01", [4]Gem{Gold, Amethyst, Diamond, Pearl}, 2, Gold, 7},
	{"G02", [4]Gem{Gold, Ruby, Sapphire, Amber}, 3, Gold, 11},
	{"G03", [4]Gem{Gold, Emerald, Jet, Amethyst}, 4, Gold, 16},
	{"G04", [4]Gem{Gold, Diamond, Ruby, Jet}, 2, Gold, 7},
}
