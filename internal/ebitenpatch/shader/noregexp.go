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

// Package shader is added to Ebitengine's internal/shader in Salotto's
// browser build, and only there (scripts/lib.sh copies this file in and
// applies ../noregexp.patch, which calls it; native builds use Ebitengine as
// released). Upstream's Kage compiler matches two patterns with regexp,
// and they are the game's only use of it: regexp and regexp/syntax cost
// about 110 KB of the gzip download (docs/size.md). These functions match the
// same strings by hand; noregexp_test.go checks them against upstream's
// expressions on every short string of the characters that matter. It
// belongs upstream.
package shader

import (
	"strconv"
	"strings"
)

// textureVariableIndex reports whether name is a texture variable,
// `\A__t(\d+)\z`, and its index (0 when the digits overflow an int, as
// upstream's strconv.Atoi with its error dropped gives).
func textureVariableIndex(name string) (int, bool) {
	digits, ok := strings.CutPrefix(name, "__t")
	if !ok || digits == "" || strings.TrimLeft(digits, "0123456789") != "" {
		return 0, false
	}
	i, _ := strconv.Atoi(digits)
	return i, true
}

// unitDirective matches one line against upstream's
// `^[ \t\r\n]*//kage:unit\s+([^ \t\r\n]+)[ \t\r\n]*$` and returns the
// submatch. \s is RE2's [\t\n\f\r ], so a form feed may belong to the
// blank before the value or to the value; as in the expression, the blank
// takes as many as it can.
func unitDirective(line string) (string, bool) {
	const blank = " \t\r\n"
	rest, ok := strings.CutPrefix(strings.TrimLeft(line, blank), "//kage:unit")
	if !ok {
		return "", false
	}
	body := strings.TrimRight(rest, blank)
	// the value has no space, tab, CR or LF, so it starts after the last one
	v := strings.LastIndexAny(body, blank) + 1
	for v < len(body)-1 && body[v] == '\f' {
		v++
	}
	if v == 0 || v >= len(body) || strings.Trim(body[:v], "\t\n\f\r ") != "" {
		return "", false
	}
	return body[v:], true
}
