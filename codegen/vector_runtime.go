package codegen

import (
	"fmt"
	"go/format"
	"regexp"
	"strings"
)

// This file holds the helpers a package's vector variants call (loads,
// stores, gathers and scatters that honour an execution mask, mask
// arithmetic, exact reciprocal square roots) for each width. They are
// the source of package github.com/gosycl/gosycl/sycl/vector (written by
// its go:generate from VectorRuntimePackage), which every generated
// vector file imports as kgenvec: the generated code may live outside
// this module, so the package is public, not internal.

// vectorPath is the import path of the helpers' package, and vectorName
// the name a generated vector file imports it as.
const (
	vectorPath = "github.com/gosycl/gosycl/sycl/vector"
	vectorName = "kgenvec"
)

// vecRuntime is the helpers' Go source for the widths of vecLanes, each
// named kgen<Name> as the vector generator calls them.
func vecRuntime() string {
	var b strings.Builder
	for _, l := range vecLanes {
		r := strings.NewReplacer("LL", fmt.Sprint(l), "FULL", fmt.Sprintf("%#x", uint64(1)<<l-1),
			"IOTA", iotaLit(l), "idxFIRST", "idx"+strings.Repeat(".GetLo()", l/8))
		if l == 8 {
			b.WriteString(vecRuntimeMask8)
		} else {
			b.WriteString(vecRuntimeMask16)
		}
		b.WriteString(r.Replace(vecRuntimeMasks))
		for _, e := range []struct{ v, e, bcast string }{
			// A float32 element broadcast from an integer load (kgenSplat).
			{"Float32", "float32", "archsimd.BroadcastInt32xLL(*(*int32)(unsafe.Pointer(&s[b]))).AsFloat32xLL()"},
			{"Int32", "int32", "archsimd.BroadcastInt32xLL(s[b])"},
		} {
			src := strings.NewReplacer("BCASTIX", strings.ReplaceAll(e.bcast, "s[b]", "s[ix[0]]"), "BCAST", e.bcast, "idxFIRST", "idx"+strings.Repeat(".GetLo()", l/8)).Replace(vecRuntimeMemory)
			b.WriteString(strings.NewReplacer("LL", fmt.Sprint(l), "FULL", fmt.Sprintf("%#x", uint64(1)<<l-1),
				"VV", e.v, "EE", e.e).Replace(src))
		}
	}
	for _, l := range vecLanes {
		b.WriteString(vecRuntimeRsqrt[l])
	}
	return b.String()
}

func iotaLit(l int) string {
	var s []string
	for i := 0; i < l; i++ {
		s = append(s, fmt.Sprint(i))
	}
	return strings.Join(s, ", ")
}

// Masks: with 8 lanes (AVX2) a kgenMask8 is an archsimd.Mask32x8; with
// 16 (AVX-512) a kgenMask16 is an Int32x16 of all-ones or zero lanes,
// made a Mask32x16 only inside one operation (kgenK16), and complemented
// by comparison (kgenNot16).
const vecRuntimeMask8 = `
type kgenMask8 = archsimd.Mask32x8

func kgenM8(m archsimd.Mask32x8) kgenMask8 { return m }

func kgenK8(m kgenMask8) archsimd.Mask32x8 { return m }

func kgenMaskInts8(m kgenMask8) archsimd.Int32x8 { return m.ToInt32x8() }

func kgenIntsMask8(v archsimd.Int32x8) kgenMask8 { return v.ToMask() }

func kgenBits8(m kgenMask8) uint64 { return uint64(m.ToBits()) }

func kgenNot8(m kgenMask8) kgenMask8 { return m.ToInt32x8().Not().ToMask() }

// kgenAndNot8 is a &^ b.
func kgenAndNot8(a, b kgenMask8) kgenMask8 { return a.And(kgenNot8(b)) }

// kgenMergeMask8 is a where m is set, b elsewhere.
func kgenMergeMask8(a, b, m kgenMask8) kgenMask8 {
	return a.ToInt32x8().Merge(b.ToInt32x8(), m).ToMask()
}
`

const vecRuntimeMask16 = `
type kgenMask16 = archsimd.Int32x16

func kgenM16(m archsimd.Mask32x16) kgenMask16 { return m.ToInt32x16() }

func kgenK16(m kgenMask16) archsimd.Mask32x16 { return m.ToMask() }

func kgenMaskInts16(m kgenMask16) archsimd.Int32x16 { return m }

func kgenIntsMask16(v archsimd.Int32x16) kgenMask16 { return v }

func kgenBits16(m kgenMask16) uint64 { return uint64(m.ToMask().ToBits()) }

// kgenNot16 and kgenAndNot16 subtract rather than complement (a mask's
// lanes are 0 or -1: ^m is -1-m, a&^b is a-(a&b)), and are inlined: Go
// 1.26 folds complemented And/Or chains of AVX-512 vectors, whether
// complemented by Not or by comparison with zero, into wrong code
// (VPTERNLOGD, VPTESTNMD: the testsuite's Divergent kernel lost lanes),
// and a call in a loop spills every live vector on every iteration (the
// 16-lane variants of lj and perlin ran slower than the scalar code).
func kgenNot16(m kgenMask16) kgenMask16 { return archsimd.BroadcastInt32x16(-1).Sub(m) }

func kgenAndNot16(a, b kgenMask16) kgenMask16 { return a.Sub(a.And(b)) }

// kgenMergeMask16 is a where m is set, b elsewhere.
func kgenMergeMask16(a, b, m kgenMask16) kgenMask16 { return a.Merge(b, m.ToMask()) }
`

const vecRuntimeMasks = `
// iotaLanesLL is static, so that kgenIotaLL is one vector load (an array
// literal is stored to the stack lane by lane first, and the load of it
// waits on those stores).
var iotaLanesLL = [LL]int32{IOTA}

func kgenIotaLL() archsimd.Int32xLL { return archsimd.LoadInt32xLL(&iotaLanesLL) }

// kgenSplatLL broadcasts *p, loaded as an integer (Go loads a float32 with
// a legacy SSE instruction; see cmd/kgen's vector_splat.go).
func kgenSplatLL(p *float32) archsimd.Float32xLL {
	return archsimd.BroadcastInt32xLL(*(*int32)(unsafe.Pointer(p))).AsFloat32xLL()
}

// kgenWordLL is *p's bits, loaded as an integer: a struct gather's float32
// field, copied lane by lane into an array of int32 (Go loads a float32
// with a legacy SSE instruction; see cmd/kgen's vector_struct.go).
func kgenWordLL(p *float32) int32 { return *(*int32)(unsafe.Pointer(p)) }

// kgenTailLL enables the first min(n, LL) lanes.
func kgenTailLL(iota archsimd.Int32xLL, n int) kgenMaskLL {
	return kgenMLL(iota.Less(archsimd.BroadcastInt32xLL(int32(min(n, LL)))))
}

func kgenAnyLL(m kgenMaskLL) bool { return kgenBitsLL(m) != 0 }

// kgenFirstLL returns v's value in the first lane of m (lane 0's when m
// has none).
func kgenFirstLL(v archsimd.Int32xLL, m kgenMaskLL) int32 {
	var a [LL]int32
	v.Store(&a)
	b, k := kgenBitsLL(m), 0
	for b&1 == 0 && k < LL-1 {
		b >>= 1
		k++
	}
	return a[k]
}

// kgenRunLL returns idx's first lane when every lane of m is enabled and
// idx is that lane plus 0, 1, ..., LL-1, not negative.
func kgenRunLL(idx archsimd.Int32xLL, m kgenMaskLL) (int, bool) {
	if kgenBitsLL(m) != FULL {
		return 0, false
	}
	b := idxFIRST.GetElem(0)
	if b < 0 || kgenBitsLL(kgenMLL(idx.Equal(archsimd.BroadcastInt32xLL(b).Add(kgenIotaLL())))) != FULL {
		return 0, false
	}
	return int(b), true
}


func kgenBoolLL(b bool) kgenMaskLL {
	if b {
		return kgenIntsMaskLL(archsimd.BroadcastInt32xLL(-1))
	}
	return kgenIntsMaskLL(archsimd.BroadcastInt32xLL(0))
}

// kgenNegLL is -x as Go computes it: the sign bit flipped.
func kgenNegLL(x archsimd.Float32xLL) archsimd.Float32xLL {
	return x.AsInt32xLL().Xor(archsimd.BroadcastInt32xLL(-1 << 31)).AsFloat32xLL()
}

// kgenAbsLL clears the sign bit (math32.Abs).
func kgenAbsLL(x archsimd.Float32xLL) archsimd.Float32xLL {
	return x.AsInt32xLL().And(archsimd.BroadcastInt32xLL(1<<31 - 1)).AsFloat32xLL()
}
`

const vecRuntimeMemory = `
// kgenLoadVVLL loads s[base+k] for the lanes k of m: one vector load when
// every lane is enabled and in range, else lane by lane (an enabled lane
// out of range panics as the scalar code does).
func kgenLoadVVLL(s []EE, base int, m kgenMaskLL) archsimd.VVxLL {
	if kgenBitsLL(m) == FULL && base >= 0 && base <= len(s)-LL {
		return archsimd.LoadVVxLLSlice(s[base:])
	}
	return kgenLoadVVLLSlow(s, base, m)
}

// The lane-by-lane copies below move each element's 32 bits by integer
// loads and stores: a float32 copy is a legacy SSE load (MOVSS) among the
// caller's vector code (cmd/kgen's vector_splat.go), and the bits, NaN
// payloads included, are the element's either way.

func kgenLoadVVLLSlow(s []EE, base int, m kgenMaskLL) archsimd.VVxLL {
	var t [LL]EE
	bits := kgenBitsLL(m)
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			*(*int32)(unsafe.Pointer(&t[k])) = *(*int32)(unsafe.Pointer(&s[base+k]))
		}
	}
	return archsimd.LoadVVxLL(&t)
}

// kgenStoreVVLL stores v's lanes enabled by m to s[base+k].
func kgenStoreVVLL(s []EE, base int, v archsimd.VVxLL, m kgenMaskLL) {
	if kgenBitsLL(m) == FULL && base >= 0 && base <= len(s)-LL {
		v.StoreSlice(s[base:])
		return
	}
	kgenStoreVVLLSlow(s, base, v, m)
}

func kgenStoreVVLLSlow(s []EE, base int, v archsimd.VVxLL, m kgenMaskLL) {
	var t [LL]EE
	v.Store(&t)
	bits := kgenBitsLL(m)
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			*(*int32)(unsafe.Pointer(&s[base+k])) = *(*int32)(unsafe.Pointer(&t[k]))
		}
	}
}

// kgenGatherVVLL loads s[idx[k]] for the lanes k of m: one vector load
// when every lane is enabled and the indices run consecutively in range
// (a clamped stencil's interior), one broadcast when every lane is
// enabled and the indices are all the same (a table lookup at a coarse
// coordinate), else lane by lane.
func kgenGatherVVLL(s []EE, idx archsimd.Int32xLL, m kgenMaskLL) archsimd.VVxLL {
	if b, ok := kgenRunLL(idx, m); ok && b <= len(s)-LL {
		return archsimd.LoadVVxLLSlice(s[b:])
	}
	var t [LL]EE
	var ix [LL]int32
	idx.Store(&ix)
	bits := kgenBitsLL(m)
	if bits == FULL && kgenBitsLL(kgenMLL(idx.Equal(archsimd.BroadcastInt32xLL(ix[0])))) == FULL {
		return BCASTIX
	}
	// One loop for full and partial masks, so that Go inlines the
	// gather into a kernel's loop (a call there spills every live
	// vector).
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			*(*int32)(unsafe.Pointer(&t[k])) = *(*int32)(unsafe.Pointer(&s[ix[k]]))
		}
	}
	return archsimd.LoadVVxLL(&t)
}

// kgenScatterVVLL stores v's lanes enabled by m to s[idx[k]], lane 0
// first (as the scalar code's work-items run).
func kgenScatterVVLL(s []EE, idx archsimd.Int32xLL, v archsimd.VVxLL, m kgenMaskLL) {
	if b, ok := kgenRunLL(idx, m); ok && b <= len(s)-LL {
		v.StoreSlice(s[b:])
		return
	}
	var t [LL]EE
	var ix [LL]int32
	idx.Store(&ix)
	v.Store(&t)
	bits := kgenBitsLL(m)
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			*(*int32)(unsafe.Pointer(&s[ix[k]])) = *(*int32)(unsafe.Pointer(&t[k]))
		}
	}
}
`

// vecRuntimeRsqrt computes math32.Rsqrt's float32(1/math.Sqrt(float64(x)))
// in double precision, so that every lane is exactly the scalar result.
var vecRuntimeRsqrt = map[int]string{8: `
func kgenRsqrt8(x archsimd.Float32x8) archsimd.Float32x8 {
	one := archsimd.BroadcastFloat64x4(1)
	lo := one.Div(x.GetLo().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	hi := one.Div(x.GetHi().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	return x.SetLo(lo).SetHi(hi)
}
`, 16: `
func kgenRsqrt16(x archsimd.Float32x16) archsimd.Float32x16 {
	one := archsimd.BroadcastFloat64x8(1)
	lo := one.Div(x.GetLo().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	hi := one.Div(x.GetHi().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	return x.SetLo(lo).SetHi(hi)
}
`}

// helperName matches a kgen-prefixed identifier: the helpers' names in
// vecRuntime, and the calls of them in the generated kernels.
var helperName = regexp.MustCompile(`\bkgen([A-Z]\w*)`)

// vecHelpers is the set of the helpers' names (without kgen).
var vecHelpers = func() map[string]bool {
	m := map[string]bool{}
	for _, d := range regexp.MustCompile(`(?m)^(?:func|type) kgen(\w+)`).FindAllStringSubmatch(vecRuntime(), -1) {
		m[d[1]] = true
	}
	return m
}()

// useVectorPackage rewrites the generated kernels' calls of the helpers
// (kgenLoadFloat328) as calls into the helpers' package
// (kgenvec.LoadFloat328).
func useVectorPackage(code string) string {
	return helperName.ReplaceAllStringFunc(code, func(id string) string {
		if name := id[len("kgen"):]; vecHelpers[name] {
			return vectorName + "." + name
		}
		return id
	})
}

// VectorRuntimePackage is the Go source of package
// github.com/gosycl/gosycl/sycl/vector: the helpers, exported, built only
// with GOEXPERIMENT=simd on amd64, and ByLanes, which gives a kernel's
// sycl.Kernel.NativeSIMD from its variants.
func VectorRuntimePackage() ([]byte, error) {
	var b strings.Builder
	b.WriteString(`// Code generated by gen.go from cmd/kgen's vector helpers; DO NOT EDIT.

//go:build goexperiment.simd && amd64

package vector

import (
	"simd/archsimd"
	"unsafe"

	"github.com/gosycl/gosycl/sycl"
)

// ByLanes gives a kernel's sycl.Kernel.NativeSIMD: its variant for a
// width, nil where it has none.
func ByLanes(byLanes map[int]sycl.NativeFunc) func(int) sycl.NativeFunc {
	return func(lanes int) sycl.NativeFunc { return byLanes[lanes] }
}
`)
	b.WriteString(helperName.ReplaceAllString(vecRuntime(), "$1"))
	return format.Source([]byte(b.String()))
}
