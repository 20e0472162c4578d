//go:build ebitenpatch

// This file is added to Ebitengine's internal/graphics
// in Salotto's browser build, and only there (scripts/lib.sh copies it in
// without the build line above, which keeps it out of Salotto's own build,
// and ../kage.patch keeps upstream's shader.go, the Kage compiler's only
// caller, out of the browser build). The browser build compiles no shaders:
// it looks each source up among the programs compiled ahead
// (../kage), which takes Go's parser out of the download. Native builds
// use Ebitengine as released.

package graphics

import (
	"github.com/hajimehoshi/ebiten/v2/internal/salotto/kage"
	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// CompileShader returns the program Ebitengine's compiler made of
// fragmentSrc, compiled ahead, or an error when the browser build does not
// carry it.
func CompileShader(fragmentSrc []byte) (*shaderir.Program, error) {
	return kage.Program(fragmentSrc)
}

// CalcSourceHash returns the hash of the source Ebitengine compiled for
// fragmentSrc, as the program compiled ahead records it.
func CalcSourceHash(fragmentSrc []byte) (shaderir.SourceHash, error) {
	p, err := kage.Program(fragmentSrc)
	if err != nil {
		return shaderir.SourceHash{}, err
	}
	return p.SourceHash, nil
}
