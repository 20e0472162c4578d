package kage

import (
	"fmt"
	"go/ast"
	"go/constant"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"salotto/internal/ebitenpatch/builtinshader"
)

// builtinSources are the sources Ebitengine compiles itself, as the browser
// build writes them (the builtinshader patch).
func builtinSources() []Source {
	return BuiltinSources(int(builtinshader.FilterCount), int(builtinshader.AddressCount),
		func(f, a int, m bool) []byte {
			return builtinshader.ShaderSource(builtinshader.Filter(f), builtinshader.Address(a), m)
		},
		builtinshader.ScreenShaderSource, builtinshader.ClearShaderSource)
}

const ebitenPath = "github.com/hajimehoshi/ebiten/v2"

// repoSources finds every call of ebiten.NewShader in the Go files under
// root (tests aside: the browser runs none) and the constant source each
// passes, named by its package's directory and the constant's name
// ("gfx.roundShapeSrc"). A source that is not a constant, or a use of
// NewShader other than a call, is a problem: the table cannot hold what
// is only known at run time, and in the browser it would fail.
func repoSources(root string) (sources []Source, problems []string, err error) {
	dirs := map[string][]string{}
	err = filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") || name == "testdata" || name == "node_modules") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(p, "go.mod")); p != root && err == nil {
				return filepath.SkipDir // another module
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			dirs[filepath.Dir(p)] = append(dirs[filepath.Dir(p)], p)
		}
		return nil
	})
	if err != nil {
		return nil, nil, err
	}
	for dir, files := range dirs {
		rel, err := filepath.Rel(root, dir)
		if err != nil {
			return nil, nil, err
		}
		s, p, err := packageSources(filepath.ToSlash(rel), files)
		if err != nil {
			return nil, nil, err
		}
		sources = append(sources, s...)
		problems = append(problems, p...)
	}
	sort.Slice(sources, func(i, j int) bool { return sources[i].Name < sources[j].Name })
	sort.Strings(problems)
	return sources, problems, nil
}

// packageSources is repoSources for the files of one directory. It
// type-checks them on their own, every import an empty package, which is
// enough to know a constant's value, and ignores the errors that makes.
func packageSources(rel string, files []string) (sources []Source, problems []string, err error) {
	fset := token.NewFileSet()
	var parsed []*ast.File
	for _, f := range files {
		file, err := parser.ParseFile(fset, f, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, nil, err
		}
		parsed = append(parsed, file)
	}
	info := &types.Info{Types: map[ast.Expr]types.TypeAndValue{}}
	conf := types.Config{
		Importer: importerFunc(func(p string) (*types.Package, error) {
			pkg := types.NewPackage(p, path.Base(p))
			pkg.MarkComplete()
			return pkg, nil
		}),
		Error: func(error) {},
	}
	conf.Check(rel, fset, parsed, info) // errors expected: the imports are empty

	for _, file := range parsed {
		ebiten := ""
		for _, imp := range file.Imports {
			if imp.Path.Value == `"`+ebitenPath+`"` {
				ebiten = "ebiten"
				if imp.Name != nil {
					ebiten = imp.Name.Name
				}
			}
		}
		if ebiten == "" {
			continue
		}
		isNewShader := func(e ast.Expr) bool {
			sel, ok := e.(*ast.SelectorExpr)
			if !ok || sel.Sel.Name != "NewShader" {
				return false
			}
			x, ok := sel.X.(*ast.Ident)
			return ok && x.Name == ebiten
		}
		called := map[ast.Expr]bool{}
		ast.Inspect(file, func(n ast.Node) bool {
			if call, ok := n.(*ast.CallExpr); ok && isNewShader(call.Fun) {
				called[call.Fun] = true
				where := fset.Position(call.Pos())
				arg := ast.Unparen(call.Args[0])
				if conv, ok := arg.(*ast.CallExpr); ok && len(conv.Args) == 1 && isByteSlice(conv.Fun) {
					arg = ast.Unparen(conv.Args[0])
				}
				v := info.Types[arg].Value
				if v == nil || v.Kind() != constant.String {
					problems = append(problems, fmt.Sprintf("%s: ebiten.NewShader's source is not a constant, so the browser build cannot carry it compiled", where))
					return true
				}
				name := fmt.Sprintf("%s:%d", path.Join(rel, filepath.Base(where.Filename)), where.Line)
				if id, ok := arg.(*ast.Ident); ok {
					name = strings.TrimPrefix(rel+"."+id.Name, "..")
				}
				sources = append(sources, Source{name, constant.StringVal(v)})
			}
			return true
		})
		ast.Inspect(file, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok && isNewShader(e) && !called[e] {
				problems = append(problems, fmt.Sprintf("%s: ebiten.NewShader is used other than called with a constant source", fset.Position(e.Pos())))
			}
			return true
		})
	}
	return sources, problems, nil
}

func isByteSlice(e ast.Expr) bool {
	a, ok := e.(*ast.ArrayType)
	if !ok || a.Len != nil {
		return false
	}
	id, ok := a.Elt.(*ast.Ident)
	return ok && (id.Name == "byte" || id.Name == "uint8")
}

type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// TestRepoSourcesSeesEveryUse runs the scan on a package written for it:
// a constant source (named, aliased import, parenthesised, a concatenation),
// a source made at run time, and NewShader taken as a value.
func TestRepoSourcesSeesEveryUse(t *testing.T) {
	root := t.TempDir()
	files := map[string]string{
		"fx/a.go": `package fx

import eb "github.com/hajimehoshi/ebiten/v2"

const glowSrc = "//kage:unit pixels\n" + body

const body = "package main"

func glow() { eb.NewShader([]byte((glowSrc))) }

func made(s string) { eb.NewShader([]byte(s)) }

var later = eb.NewShader
`,
		"fx/b.go": `package fx

import "github.com/hajimehoshi/ebiten/v2"

func lit() { ebiten.NewShader([]byte("package main // literal")) }
`,
		"fx/c_test.go": `package fx

import "github.com/hajimehoshi/ebiten/v2"

func inTest(s string) { ebiten.NewShader([]byte(s)) }
`,
		"other/d.go": `package other

func NewShader(b []byte) {}

func mine(s string) { NewShader([]byte(s)) }
`,
	}
	for name, text := range files {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	sources, problems, err := repoSources(root)
	if err != nil {
		t.Fatal(err)
	}
	want := []Source{{"fx.glowSrc", "//kage:unit pixels\npackage main"}, {"fx/b.go:5", "package main // literal"}}
	if fmt.Sprint(sources) != fmt.Sprint(want) {
		t.Errorf("sources:\n%q\nwant\n%q", sources, want)
	}
	if len(problems) != 2 || !strings.Contains(problems[0], "a.go:11:") || !strings.Contains(problems[0], "not a constant") ||
		!strings.Contains(problems[1], "a.go:13:") || !strings.Contains(problems[1], "other than called") {
		t.Errorf("problems: %q, want a.go:11 not a constant, a.go:13 not called", problems)
	}
}
