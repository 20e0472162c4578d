//go:build ebitenpatch

// Command gen writes the table of precompiled Kage programs
// (internal/ebitenpatch/kage/programs.bin) and proves it. It runs natively,
// inside the browser build's copy of Ebitengine (as
// internal/salotto/kage/gen), where graphics.CompileShader is Ebitengine's
// own compiler; kage_test.go runs it:
//
//	gen -ebiten VERSION -sources SOURCES.json -out programs.bin
//
// SOURCES.json lists Salotto's own shader sources ([{"Name", "Source"}]);
// gen adds Ebitengine's built-in ones. It compiles each, writes the table,
// then reads every program back from it as the browser build does and
// checks that it is the same program (every field, compared by
// reflection, so a field a new Ebitengine adds cannot be lost unseen) and
// that the GLSL writer makes the same vertex and fragment shaders of it,
// in both GLSL versions; and that a source not in the table is refused.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"go/constant"
	"os"
	"reflect"

	"github.com/hajimehoshi/ebiten/v2/internal/builtinshader"
	"github.com/hajimehoshi/ebiten/v2/internal/graphics"
	"github.com/hajimehoshi/ebiten/v2/internal/salotto/kage"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir/glsl"
)

func main() {
	version := flag.String("ebiten", "", "the Ebitengine version, for the table's header")
	sourcesFile := flag.String("sources", "", "a JSON list of Salotto's shader sources")
	out := flag.String("out", "", "where to write the table")
	flag.Parse()
	if *version == "" || *sourcesFile == "" || *out == "" {
		flag.Usage()
		os.Exit(2)
	}
	data, err := os.ReadFile(*sourcesFile)
	if err != nil {
		fail(err)
	}
	var own []kage.Source
	if err := json.Unmarshal(data, &own); err != nil {
		fail(fmt.Errorf("%s: %w", *sourcesFile, err))
	}
	sources := append(builtinSources(), own...)

	var entries []kage.Entry
	compiled := map[kage.Key]*shaderir.Program{}
	for _, s := range sources {
		key := kage.KeyOf([]byte(s.Source))
		if _, ok := compiled[key]; ok {
			continue // the same source under another name
		}
		p, err := graphics.CompileShader([]byte(s.Source))
		if err != nil {
			fail(fmt.Errorf("compiling %s: %w", s.Name, err))
		}
		enc, err := kage.Encode(p)
		if err != nil {
			fail(fmt.Errorf("%s: %w", s.Name, err))
		}
		compiled[key] = p
		entries = append(entries, kage.Entry{Name: s.Name, Key: key, Program: enc})
	}
	table := string(kage.AppendEntries(nil, *version, entries))

	bad := 0
	for _, s := range sources {
		want := compiled[kage.KeyOf([]byte(s.Source))]
		got, err := kage.Lookup(table, []byte(s.Source))
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", s.Name, err)
			bad++
			continue
		}
		if d := diff("Program", reflect.ValueOf(want).Elem(), reflect.ValueOf(got).Elem()); d != "" {
			fmt.Fprintf(os.Stderr, "%s: the program read back differs: %s\n", s.Name, d)
			bad++
		}
		for _, v := range []glsl.GLSLVersion{glsl.GLSLVersionDefault, glsl.GLSLVersionES300} {
			wv, wf := glsl.Compile(want, v)
			gv, gf := glsl.Compile(got, v)
			if wv != gv || wf != gf {
				fmt.Fprintf(os.Stderr, "%s: the program read back writes other GLSL (version %d):\n%s\n%s\n--- read back:\n%s\n%s\n", s.Name, v, wv, wf, gv, gf)
				bad++
			}
		}
	}
	if _, err := kage.Lookup(table, []byte("package main // in no table")); err == nil {
		fmt.Fprintln(os.Stderr, "a source the table does not hold was not refused")
		bad++
	}
	if bad > 0 {
		fail(fmt.Errorf("%d failures; the table is not written", bad))
	}
	if err := os.WriteFile(*out, []byte(table), 0o644); err != nil {
		fail(err)
	}
	fmt.Printf("%d programs, %d bytes\n", len(entries), len(table))
}

// builtinSources are the sources Ebitengine itself compiles, from its own
// builtinshader package.
func builtinSources() []kage.Source {
	return kage.BuiltinSources(int(builtinshader.FilterCount), int(builtinshader.AddressCount),
		func(f, a int, m bool) []byte {
			return builtinshader.ShaderSource(builtinshader.Filter(f), builtinshader.Address(a), m)
		},
		builtinshader.ScreenShaderSource, builtinshader.ClearShaderSource)
}

var constantType = reflect.TypeFor[constant.Value]()

// diff describes the first difference between a and b, values of one type,
// or returns "". Constants are equal when the GLSL writer reads the same
// of them: their kind and their bool, int64 or float64.
func diff(path string, a, b reflect.Value) string {
	if a.Type() == constantType {
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Sprintf("%s: %v, read back %v", path, a, b)
			}
			return ""
		}
		return diffConstant(path, a.Interface().(constant.Value), b.Interface().(constant.Value))
	}
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() || b.IsNil() {
			if a.IsNil() != b.IsNil() {
				return fmt.Sprintf("%s: nil %v, read back nil %v", path, a.IsNil(), b.IsNil())
			}
			return ""
		}
		return diff(path, a.Elem(), b.Elem())
	case reflect.Slice:
		if a.IsNil() != b.IsNil() || a.Len() != b.Len() {
			return fmt.Sprintf("%s: %d elements (nil %v), read back %d (nil %v)", path, a.Len(), a.IsNil(), b.Len(), b.IsNil())
		}
		fallthrough
	case reflect.Array:
		for i := range a.Len() {
			if d := diff(fmt.Sprintf("%s[%d]", path, i), a.Index(i), b.Index(i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Struct:
		for i := range a.NumField() {
			if d := diff(path+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i)); d != "" {
				return d
			}
		}
		return ""
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if a.Int() != b.Int() {
			return fmt.Sprintf("%s: %d, read back %d", path, a.Int(), b.Int())
		}
		return ""
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		if a.Uint() != b.Uint() {
			return fmt.Sprintf("%s: %d, read back %d", path, a.Uint(), b.Uint())
		}
		return ""
	case reflect.String:
		if a.String() != b.String() {
			return fmt.Sprintf("%s: %q, read back %q", path, a.String(), b.String())
		}
		return ""
	case reflect.Bool:
		if a.Bool() != b.Bool() {
			return fmt.Sprintf("%s: %v, read back %v", path, a.Bool(), b.Bool())
		}
		return ""
	}
	return fmt.Sprintf("%s: gen cannot compare a %s; teach it, and the table's encoding, this field", path, a.Type())
}

func diffConstant(path string, a, b constant.Value) string {
	same := a.Kind() == b.Kind()
	if same {
		switch a.Kind() {
		case constant.Bool:
			same = constant.BoolVal(a) == constant.BoolVal(b)
		case constant.Int:
			x, xok := constant.Int64Val(a)
			y, yok := constant.Int64Val(b)
			same = xok && yok && x == y
		case constant.Float:
			x, _ := constant.Float64Val(a)
			y, _ := constant.Float64Val(b)
			same = x == y
		default:
			same = a.Kind() == constant.Unknown
		}
	}
	if !same {
		return fmt.Sprintf("%s: %s (%s), read back %s (%s)", path, a.ExactString(), a.Kind(), b.ExactString(), b.Kind())
	}
	return ""
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "gen:", err)
	os.Exit(1)
}
