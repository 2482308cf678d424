package codegen

import (
	"strings"
	"testing"
)

func TestCLName(t *testing.T) {
	for _, c := range []struct{ goName, want string }{
		{"sum", "sum_"},
		{"asin", "asin_"},
		{"INT_MAX", "INT_MAX_"},
		{"int2", "int2_"},
		{"x_", "x__"},
		{"true", "true_"},
		{"_x", "_kgenu___x_"},
		{"__OPENCL_VERSION_", "_kgenu_____OPENCL__VERSION___"},
		{"é", "_kgenu__e9__"},
		{"xé1", "_kgenu_x_e9_1_"},
		{"日本", "_kgenu__65e5__672c__"},
	} {
		if got := clName(c.goName); got != c.want {
			t.Errorf("clName(%q) = %q, want %q", c.goName, got, c.want)
		}
	}
}

// TestCLNameShapes checks the properties the renaming rests on over tricky
// names: distinct Go names stay distinct, every user name ends in an
// underscore and is a C identifier, and neither user names nor the names
// derived from them (lengths, bool parameters) begin like kgen's own
// names or meet one another.
func TestCLNameShapes(t *testing.T) {
	var names []string
	parts := []string{"", "_", "__", "x", "X", "1", "é", "len", "u8", "kgen", "_kgen", "u", "e9", "_e9_"}
	for _, a := range parts {
		for _, b := range parts {
			for _, c := range parts {
				names = append(names, a+b+c)
			}
		}
	}
	seen := map[string]string{}
	for _, n := range names {
		if n == "" || n[0] >= '0' && n[0] <= '9' {
			continue // not Go identifiers
		}
		img := clName(n)
		if prev, ok := seen[img]; ok && prev != n {
			t.Errorf("%q and %q both become %q", prev, n, img)
		}
		seen[img] = n
		if !strings.HasSuffix(img, "_") {
			t.Errorf("clName(%q) = %q does not end in an underscore", n, img)
		}
		if !cIdent(img) {
			t.Errorf("clName(%q) = %q is not a C identifier", n, img)
		}
		if strings.HasPrefix(img, "_") && !strings.HasPrefix(img, userPrefix) {
			t.Errorf("clName(%q) = %q begins with an underscore", n, img)
		}
		if strings.HasPrefix(img, "_kgen") && !strings.HasPrefix(img, userPrefix) {
			t.Errorf("clName(%q) = %q begins like kgen's own names", n, img)
		}
	}
	for img, n := range seen {
		for _, derived := range []string{clLenName(n), img + "u8"} {
			if _, ok := seen[derived]; ok {
				t.Errorf("%q, derived from %q, is also a user name", derived, n)
			}
		}
	}
}

func cIdent(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return s != ""
}

func TestCString(t *testing.T) {
	for in, want := range map[string]string{`k.go`: `"k.go"`, `a"b\c?.go`: `"a\042b\134c\077.go"`, "é.go": `"\303\251.go"`} {
		if got := cString(in); got != want {
			t.Errorf("cString(%q) = %s, want %s", in, got, want)
		}
	}
}
