package ruletest

import (
	"go/ast"
	"go/parser"
	"go/token"
	"reflect"
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

// CheckEventKinds fails unless the event types file declares (as
// EventTypes lists them, but for except) are kinds, the event kinds a
// codec knows, and each was met (seen, as CodecRoundTrip counts them).
func CheckEventKinds(t testing.TB, file string, except, kinds []string, seen map[string]int) {
	t.Helper()
	types := EventTypes(t, file, except...)
	if k := slices.Sorted(slices.Values(kinds)); !slices.Equal(types, k) {
		t.Errorf("%s declares the event types %v; the codec knows %v", file, types, k)
	}
	for _, k := range types {
		if seen[k] == 0 {
			t.Errorf("no %s event was met: the round trip did not check its codec", k)
		}
	}
}

// EventKinds are the type names of events, one value of each type: the
// kinds a codec built on rules/wire knows.
func EventKinds(events []any) []string {
	out := make([]string, len(events))
	for i, e := range events {
		out[i] = reflect.TypeOf(e).Name()
	}
	return out
}
