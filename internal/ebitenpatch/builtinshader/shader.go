// Copyright 2022 The Ebitengine Authors
//
// Licensed under the Apache License, Version 2.0 (the "License");
// you may not use this file except in compliance with the License.
// You may obtain a copy of the License at
//
//     http://www.apache.org/licenses/LICENSE-2.0
//
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS,
// WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
// See the License for the specific language governing permissions and
// limitations under the License.

// Package builtinshader replaces Ebitengine's internal/builtinshader/shader.go
// in Salotto's browser build, and only there: scripts/lib.sh copies the module
// from the module cache, puts this file in place of upstream's, and builds
// through a temporary go.work that replaces the module with the copy. Native
// builds use Ebitengine as released.
//
// Why: upstream builds these shader sources with text/template, whose
// reflection (reflect.Value.MethodByName) makes the Go linker keep every
// exported method of every reachable type. In Salotto's WebAssembly that is
// about 4.3 MB raw and 0.7 MB of the compressed download (docs/size.md). This
// file writes the same bytes with a strings.Builder, so text/template is not
// linked at all. It belongs upstream; once Ebitengine generates its shaders
// without text/template this file and its copy step go away.
//
// The build refuses to apply it to any upstream file but the one it was
// written against, named by these two lines (scripts/lib.sh reads them):
//
//	upstream: github.com/hajimehoshi/ebiten/v2 v2.8.8 internal/builtinshader/shader.go
//	upstream-sha256: 932a4a04d35a2bafa2272c9089f963ba5f189d855931af8fc049ead7360f6ebe
//
// shader_test.go proves the output is upstream's, byte for byte, for every
// filter, address and colour-matrix variant.
package builtinshader

import (
	"strings"
	"sync"
)

type Filter int

const (
	FilterNearest Filter = iota
	FilterLinear
)

const FilterCount = 2

type Address int

const (
	AddressUnsafe Address = iota
	AddressClampToZero
	AddressRepeat
)

const AddressCount = 3

const (
	UniformColorMBody        = "ColorMBody"
	UniformColorMTranslation = "ColorMTranslation"
)

var (
	shaders  [FilterCount][AddressCount][2][]byte
	shadersM sync.Mutex
)

// The pieces of upstream's template, in its order. Each keeps the blank
// lines the template's {{if}} and {{end}} lines leave behind.
const (
	srcHeader = "//kage:unit pixels\n\npackage main\n\n"

	srcColorMUniforms = "\nvar ColorMBody mat4\nvar ColorMTranslation vec4\n"

	srcAdjustRepeat = `
func adjustTexelForAddressRepeat(p vec2) vec2 {
	origin := imageSrc0Origin()
	size := imageSrc0Size()
	return mod(p - origin, size) + origin
}
`

	srcFragmentStart = "\n\nfunc Fragment(dstPos vec4, srcPos vec2, color vec4) vec4 {\n"

	srcNearestUnsafe       = "\n\tclr := imageSrc0UnsafeAt(srcPos)\n"
	srcNearestClampToZero  = "\n\tclr := imageSrc0At(srcPos)\n"
	srcNearestRepeat       = "\n\tclr := imageSrc0At(adjustTexelForAddressRepeat(srcPos))\n"
	srcLinearCorners       = "\n\tp0 := srcPos - 1/2.0\n\tp1 := srcPos + 1/2.0\n\n"
	srcLinearRepeatCorners = "\n\tp0 = adjustTexelForAddressRepeat(p0)\n\tp1 = adjustTexelForAddressRepeat(p1)\n"

	srcLinearUnsafe = `
	c0 := imageSrc0UnsafeAt(p0)
	c1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c3 := imageSrc0UnsafeAt(p1)
`
	srcLinearSafe = `
	c0 := imageSrc0At(p0)
	c1 := imageSrc0At(vec2(p1.x, p0.y))
	c2 := imageSrc0At(vec2(p0.x, p1.y))
	c3 := imageSrc0At(p1)
`
	srcLinearMix = "\n\n\trate := fract(p1)\n\tclr := mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)\n"

	srcColorM = `
	// Un-premultiply alpha.
	// When the alpha is 0, 1-sign(alpha) is 1.0, which means division does nothing.
	clr.rgb /= clr.a + (1-sign(clr.a))
	// Apply the clr matrix.
	clr = (ColorMBody * clr) + ColorMTranslation
	// Premultiply alpha
	clr.rgb *= clr.a
	// Apply the color scale.
	clr *= color
	// Clamp the output.
	clr.rgb = min(clr.rgb, clr.a)
`
	srcColorScale = "\n\t// Apply the color scale.\n\tclr *= color\n"

	srcFragmentEnd = "\n\n\treturn clr\n}\n\n"
)

// source writes the shader upstream's template writes for these parameters.
func source(filter Filter, address Address, useColorM bool) []byte {
	var b strings.Builder
	b.WriteString(srcHeader)
	if useColorM {
		b.WriteString(srcColorMUniforms)
	}
	b.WriteString("\n\n")
	if address == AddressRepeat {
		b.WriteString(srcAdjustRepeat)
	}
	b.WriteString(srcFragmentStart)
	switch filter {
	case FilterNearest:
		b.WriteString("\n")
		switch address {
		case AddressUnsafe:
			b.WriteString(srcNearestUnsafe)
		case AddressClampToZero:
			b.WriteString(srcNearestClampToZero)
		case AddressRepeat:
			b.WriteString(srcNearestRepeat)
		}
		b.WriteString("\n")
	case FilterLinear:
		b.WriteString(srcLinearCorners)
		if address == AddressRepeat {
			b.WriteString(srcLinearRepeatCorners)
		}
		b.WriteString("\n\n")
		if address == AddressUnsafe {
			b.WriteString(srcLinearUnsafe)
		} else {
			b.WriteString(srcLinearSafe)
		}
		b.WriteString(srcLinearMix)
	}
	b.WriteString("\n\n")
	if useColorM {
		b.WriteString(srcColorM)
	} else {
		b.WriteString(srcColorScale)
	}
	b.WriteString(srcFragmentEnd)
	return []byte(b.String())
}

// ShaderSource returns the built-in shader source based on the given parameters.
//
// The returned shader always uses a color matrix so far.
func ShaderSource(filter Filter, address Address, useColorM bool) []byte {
	shadersM.Lock()
	defer shadersM.Unlock()

	var c int
	if useColorM {
		c = 1
	}
	if s := shaders[filter][address][c]; s != nil {
		return s
	}

	b := source(filter, address, useColorM)
	shaders[filter][address][c] = b
	return b
}

var ScreenShaderSource = []byte(`//kage:unit pixels

package main

func Fragment(dstPos vec4, srcPos vec2) vec4 {
	// Blend source colors in a square region, which size is 1/scale.
	scale := imageDstSize()/imageSrc0Size()
	pos := srcPos
	p0 := pos - 1/2.0/scale
	p1 := pos + 1/2.0/scale

	// Texels must be in the source rect, so it is not necessary to check.
	c0 := imageSrc0UnsafeAt(p0)
	c1 := imageSrc0UnsafeAt(vec2(p1.x, p0.y))
	c2 := imageSrc0UnsafeAt(vec2(p0.x, p1.y))
	c3 := imageSrc0UnsafeAt(p1)

	// p is the p1 value in one pixel assuming that the pixel's upper-left is (0, 0) and the lower-right is (1, 1).
	rate := clamp(fract(p1)*scale, 0, 1)
	return mix(mix(c0, c1, rate.x), mix(c2, c3, rate.x), rate.y)
}
`)

var ClearShaderSource = []byte(`//kage:unit pixels

package main

func Fragment() vec4 {
	return vec4(0)
}
`)

func AppendShaderSources(sources [][]byte) [][]byte {
	for filter := Filter(0); filter < FilterCount; filter++ {
		for address := Address(0); address < AddressCount; address++ {
			sources = append(sources, ShaderSource(filter, address, false), ShaderSource(filter, address, true))
		}
	}
	sources = append(sources, ScreenShaderSource, ClearShaderSource)
	return sources
}
