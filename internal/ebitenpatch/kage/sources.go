package kage

// Source is a Kage fragment source and where it comes from; gen reads a
// list of Salotto's as JSON.
type Source struct {
	Name   string
	Source string
}

// BuiltinSources lists the sources Ebitengine compiles itself, from a
// builtinshader package (Ebitengine's own, which gen reads, or the browser
// build's patch of it, which the tests read; the patch's tests check both
// write the same bytes): the image shader in every filter, address and
// colour-matrix variant, named as Ebitengine names them, then the screen
// and the clear shaders.
func BuiltinSources(filters, addresses int, source func(filter, address int, colorM bool) []byte, screen, clear []byte) []Source {
	var out []Source
	for f := range filters {
		for a := range addresses {
			for _, m := range []bool{false, true} {
				name := [...]string{"nearest", "linear"}[f] + [...]string{"", "-clamptozero", "-repeat"}[a]
				if m {
					name += "-colorm"
				}
				out = append(out, Source{name, string(source(f, a, m))})
			}
		}
	}
	return append(out, Source{"screen", string(screen)}, Source{"clear", string(clear)})
}
