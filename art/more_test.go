package art

func moreFaces() []namedFace { return nil }

func moreSymbols(map[string][]namedSymbol) {}
