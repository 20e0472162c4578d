// Package kage carries, in Salotto's browser build, the shader programs the
// game can ask Ebitengine for, compiled ahead, so that the browser build
// links no Kage compiler.
//
// Ebitengine compiles every shader from its source in the shading language
// Kage when it is first used, at run time, with a compiler written on Go's
// own parser (go/parser, go/scanner, go/ast, go/build/constraint): about
// 240 KB of the gzip download (docs/size.md). Yet the browser build only
// ever asks for a fixed set of sources: Ebitengine's built-in ones (every
// filter, address and colour-matrix variant of its image shader, the
// screen and the clear shader) and each source Salotto passes to
// ebiten.NewShader, a constant. So the table programs.bin holds each of
// them compiled by Ebitengine's own compiler, keyed by the FNV-128a hash of
// its source, and the browser build's CompileShader
// (../graphics/shader_js.go) looks a source up there instead of compiling
// it. A source not in the table is an error, never a fallback: a shader
// Salotto adds must be added to the table, and the tests see that it is.
//
// The table is the program itself, Ebitengine's intermediate
// representation (shaderir.Program), which is what the browser's GLSL
// writer and uniform packer read; encode.go writes it, program.go reads it.
// Numbers are carried as the bool, int64 or float64 those readers take from
// them.
//
// scripts/lib.sh copies this package into the browser build's copy of
// Ebitengine, as internal/salotto/kage, with the generator (gen): the
// files that use Ebitengine's internal packages are compiled only there,
// and their build line (ebitenpatch), which keeps them out of Salotto's
// own build, is dropped on the way. Native builds compile shaders as
// Ebitengine is released.
//
// Regenerate the table after a shader source or Ebitengine changes:
//
//	go test ./internal/ebitenpatch/kage -run TestPrecompiledUpToDate -update
//
// which runs gen in the browser build's workspace: it compiles every source
// with Ebitengine's compiler, writes the table, reads each program back and
// checks that it is the same program and writes the same GLSL.
package kage
