package ruletest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"slices"
	"testing"
)

// EventTypes lists the event types a game's source file declares (its
// events.go): the struct types with a String method, but for those named
// in except (a struct of an event's field, such as a score line). A
// codec's test compares it with the kinds the codec knows, so that an
// event type added to the game without a wire form fails the test.
func EventTypes(t testing.TB, file string, except ...string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
	if err != nil {
		t.Fatalf("reading the event types: %v", err)
	}
	var structs, stringers []string
	for _, d := range f.Decls {
		switch d := d.(type) {
		case *ast.GenDecl:
			for _, spec := range d.Specs {
				if ts, ok := spec.(*ast.TypeSpec); ok {
					if _, ok := ts.Type.(*ast.StructType); ok {
						structs = append(structs, ts.Name.Name)
					}
				}
			}
		case *ast.FuncDecl:
			if d.Recv == nil || d.Name.Name != "String" || len(d.Recv.List) != 1 {
				continue
			}
			recv := d.Recv.List[0].Type
			if star, ok := recv.(*ast.StarExpr); ok {
				recv = star.X
			}
			if id, ok := recv.(*ast.Ident); ok {
				stringers = append(stringers, id.Name)
			}
		}
	}
	var out []string
	for _, name := range structs {
		if slices.Contains(stringers, name) && !slices.Contains(except, name) {
			out = append(out, name)
		}
	}
	slices.Sort(out)
	return out
}
