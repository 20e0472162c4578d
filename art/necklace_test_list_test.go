package art

func necklaceFaces() []namedFace { return nil }

func necklaceSymbols(map[string][]namedSymbol) {}
