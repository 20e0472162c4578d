//go:build ebitenpatch

package kage

import (
	"fmt"
	"go/constant"
	"math"
	"math/bits"

	"github.com/hajimehoshi/ebiten/v2/internal/shaderir"
)

// Encode writes a program as Decode reads it, field by field in the order
// of shaderir's declarations. It refuses a constant that does not fit the
// bool, int64 or float64 the GLSL writer reads from it (or is unknown).
func Encode(p *shaderir.Program) (string, error) {
	e := &encoder{}
	putList(e, p.UniformNames, (*encoder).string)
	putList(e, p.Uniforms, (*encoder).typ)
	e.w.int(p.TextureCount)
	putList(e, p.Attributes, (*encoder).typ)
	putList(e, p.Varyings, (*encoder).typ)
	putList(e, p.Funcs, (*encoder).fn)
	e.block(p.VertexFunc.Block)
	e.block(p.FragmentFunc.Block)
	e.w.int(int(p.Unit))
	e.w.b = append(e.w.b, p.SourceHash[:]...)
	if e.err != nil {
		return "", e.err
	}
	return string(e.w.b), nil
}

type encoder struct {
	w   writer
	err error
}

func putList[T any](e *encoder, s []T, put func(*encoder, T)) {
	e.w.count(len(s), s == nil)
	for _, v := range s {
		put(e, v)
	}
}

func (e *encoder) string(s string) {
	e.w.string(s)
}

func (e *encoder) typ(t shaderir.Type) {
	e.w.int(int(t.Main))
	putList(e, t.Sub, (*encoder).typ)
	e.w.int(t.Length)
}

func (e *encoder) fn(f shaderir.Func) {
	e.w.int(f.Index)
	putList(e, f.InParams, (*encoder).typ)
	putList(e, f.OutParams, (*encoder).typ)
	e.typ(f.Return)
	e.block(f.Block)
}

func (e *encoder) block(b *shaderir.Block) {
	if b == nil {
		e.w.b = append(e.w.b, 0)
		return
	}
	e.w.b = append(e.w.b, 1)
	putList(e, b.LocalVars, (*encoder).typ)
	e.w.int(b.LocalVarIndexOffset)
	putList(e, b.Stmts, (*encoder).stmt)
}

func (e *encoder) stmt(s shaderir.Stmt) {
	e.w.int(int(s.Type))
	putList(e, s.Exprs, (*encoder).expr)
	putList(e, s.Blocks, (*encoder).block)
	e.typ(s.ForVarType)
	e.w.int(s.ForVarIndex)
	e.constant(s.ForInit)
	e.constant(s.ForEnd)
	e.w.int(int(s.ForOp))
	e.constant(s.ForDelta)
	e.w.int(s.InitIndex)
}

func (e *encoder) expr(x shaderir.Expr) {
	e.w.int(int(x.Type))
	putList(e, x.Exprs, (*encoder).expr)
	e.constant(x.Const)
	e.w.string(string(x.BuiltinFunc))
	e.w.string(x.Swizzling)
	e.w.int(x.Index)
	e.w.int(int(x.Op))
}

func (e *encoder) constant(v constant.Value) {
	if v == nil {
		e.w.b = append(e.w.b, constNil)
		return
	}
	switch v.Kind() {
	case constant.Unknown: // the compiler leaves some so
		e.w.b = append(e.w.b, constUnknown)
		return
	case constant.Bool:
		if constant.BoolVal(v) {
			e.w.b = append(e.w.b, constTrue)
		} else {
			e.w.b = append(e.w.b, constFalse)
		}
		return
	case constant.Int:
		if x, exact := constant.Int64Val(v); exact {
			e.w.b = append(e.w.b, constInt)
			e.w.int64(x)
			return
		}
	case constant.Float:
		if x, _ := constant.Float64Val(v); !math.IsInf(x, 0) {
			e.w.b = append(e.w.b, constFloat)
			e.w.uvarint(bits.ReverseBytes64(math.Float64bits(x)))
			return
		}
	}
	if e.err == nil {
		e.err = fmt.Errorf("kage: the constant %s (%s) does not fit the table", v.ExactString(), v.Kind())
	}
}
