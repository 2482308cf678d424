package codegen

import (
	"fmt"
	"strings"
)

// This file holds the one rule by which Go identifiers become OpenCL C
// names.
//
// OpenCL C predefines a great many ordinary identifiers: keywords, scalar,
// vector and image types in every width (int2, float16, image2d_t), the
// builtin function families (asin, rsqrt, vload4, atomic_add, get_*), and
// macros (INT_MAX, FLT_EPSILON, M_PI, CLK_*, true, NULL); extensions add
// more. A Go kernel may use any of them as a name. Rather than keep a list,
// kgen gives the names it takes from Go a shape that no OpenCL name has:
//
//   - A Go name of ASCII letters, digits and underscores that begins with a
//     letter is kept and gets a trailing underscore: sum -> sum_, asin ->
//     asin_, INT_MAX -> INT_MAX_. No identifier OpenCL C defines ends in an
//     underscore except those that begin with one (__OPENCL_VERSION__),
//     which C reserves for the implementation.
//   - Any other Go name (a leading underscore, a non-ASCII letter) is
//     spelled out after the prefix _kgenu_: an underscore doubles, another
//     character is its hexadecimal code point between underscores, and a
//     trailing underscore ends the name (_x -> _kgenu___x_, é ->
//     _kgenu__e9__).
//
// Every user name therefore ends in an underscore. kgen's own names begin
// with _kgen (and _kgenu_ only for user names); names kgen derives from a
// user name append a word to it (the length of memory x_ is x_len, a
// kernel's bool parameter b_ arrives as b_u8), so they end in no
// underscore and meet neither user names nor OpenCL's. Struct types are
// emitted as struct tags (struct P_), which local variables cannot shadow.
//
// The renaming is injective, so distinct Go names stay distinct in C, and
// it keeps the emitted code readable: a Go name reads the same in OpenCL C
// with one more character.
func clName(goName string) string {
	if plainName(goName) {
		return goName + "_"
	}
	var b strings.Builder
	b.WriteString(userPrefix)
	for _, r := range goName {
		switch {
		case r == '_':
			b.WriteString("__")
		case r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'):
			b.WriteRune(r)
		default:
			fmt.Fprintf(&b, "_%x_", r)
		}
	}
	b.WriteString("_")
	return b.String()
}

// userPrefix begins the OpenCL C names of Go names that are not plain.
const userPrefix = "_kgenu_"

// plainName reports a name of ASCII letters, digits and underscores that
// begins with a letter.
func plainName(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z':
		case i > 0 && (c >= '0' && c <= '9' || c == '_'):
		default:
			return false
		}
	}
	return true
}

// clLenName is the name of the element count that follows memory
// parameter goName.
func clLenName(goName string) string { return clName(goName) + "len" }

// cString is s as a C string literal: printable ASCII as it is, other
// bytes, quotes and backslashes as octal escapes.
func cString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' && c != '\\' && c != '?' {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "\\%03o", c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
