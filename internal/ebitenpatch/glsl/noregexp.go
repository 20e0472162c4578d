// Copyright 2020 The Ebitengine Authors
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

// Package glsl is added to Ebitengine's internal/shaderir/glsl in
// Salotto's browser build, and only there (scripts/lib.sh copies this file
// in and applies ../noregexp.patch, which calls it). Upstream squeezes the
// blank lines of every generated shader with regexp, which with the Kage
// compiler's two patterns is the game's only use of it (about 110 KB of the
// gzip download, docs/size.md). noregexp_test.go checks it against upstream's
// expression. It belongs upstream.
package glsl

import "strings"

// squeezeBlankLines is upstream's
// regexp.MustCompile(`\n\n+`).ReplaceAllString(s, "\n\n"): every run of
// two or more newlines becomes exactly two.
func squeezeBlankLines(s string) string {
	if !strings.Contains(s, "\n\n\n") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			if run++; run > 2 {
				continue
			}
		} else {
			run = 0
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
