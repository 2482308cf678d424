package sycl

import "testing"

// The vector width follows the CPU's features and GOSYCL_NATIVE_SIMD; a
// CPU without AVX2 always runs the scalar code.
func TestSIMDLanes(t *testing.T) {
	for _, c := range []struct {
		avx2, avx512 bool
		env          string
		want         int
	}{
		{false, false, "", 0},
		{false, false, "16", 0},
		{false, true, "16", 0}, // no such CPU; the scalar code all the same
		{true, false, "", 8},
		{true, false, "on", 8},
		{true, false, "16", 8},
		{true, false, "off", 0},
		{true, true, "", 8},
		{true, true, "16", 16},
		{true, true, "off", 0},
	} {
		if got := simdLanes(c.avx2, c.avx512, c.env); got != c.want {
			t.Errorf("simdLanes(avx2 %v, avx512 %v, %q) = %d, want %d", c.avx2, c.avx512, c.env, got, c.want)
		}
	}
}

// nativeFunc runs a kernel's vector variant for the width selected, and
// its scalar code when it has none, none for that width, or the
// environment says off.
func TestNativeFuncSelection(t *testing.T) {
	var ran string
	scalar := func(*NativeLaunch, int, int, []any) { ran = "scalar" }
	vec := func(lanes int) NativeFunc {
		if lanes == 0 {
			return nil
		}
		return func(*NativeLaunch, int, int, []any) { ran = "vector" }
	}
	for _, c := range []struct {
		simd func(int) NativeFunc
		env  string
		want string
	}{
		{nil, "", "scalar"},
		{func(int) NativeFunc { return nil }, "", "scalar"},
		{vec, "off", "scalar"},
		{vec, "", map[bool]string{true: "vector", false: "scalar"}[NativeSIMDLanes() > 0]},
	} {
		t.Setenv(EnvNativeSIMD, c.env)
		ran = ""
		nativeFunc(&Kernel{Native: scalar, NativeSIMD: c.simd})(nil, 0, 0, nil)
		if ran != c.want {
			t.Errorf("NativeSIMD set %v, %s=%q: ran %s, want %s", c.simd != nil, EnvNativeSIMD, c.env, ran, c.want)
		}
	}
}
