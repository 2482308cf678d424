package codegen

import (
	"fmt"
	"strings"
)

// This file holds the helpers a package's vector variants call (loads,
// stores, gathers and scatters that honour an execution mask, mask
// arithmetic, exact reciprocal square roots), emitted once per generated
// vector file for each width: the generated code may live outside this
// module, so it cannot import a shared internal package.

// vecRuntime is the helpers' Go source for widths 8 and 16.
func vecRuntime() string {
	var b strings.Builder
	for _, l := range []int{8, 16} {
		r := strings.NewReplacer("LL", fmt.Sprint(l), "FULL", fmt.Sprintf("%#x", uint64(1)<<l-1),
			"IOTA", iotaLit(l))
		b.WriteString(r.Replace(vecRuntimeMasks))
		for _, e := range []struct{ v, e string }{{"Float32", "float32"}, {"Int32", "int32"}} {
			b.WriteString(strings.NewReplacer("LL", fmt.Sprint(l), "FULL", fmt.Sprintf("%#x", uint64(1)<<l-1),
				"VV", e.v, "EE", e.e).Replace(vecRuntimeMemory))
		}
	}
	b.WriteString(vecRuntimeRsqrt)
	return b.String()
}

func iotaLit(l int) string {
	var s []string
	for i := 0; i < l; i++ {
		s = append(s, fmt.Sprint(i))
	}
	return strings.Join(s, ", ")
}

const vecRuntimeMasks = `
func kgenIotaLL() archsimd.Int32xLL { return archsimd.LoadInt32xLL(&[LL]int32{IOTA}) }

// kgenTailLL enables the first min(n, LL) lanes.
func kgenTailLL(iota archsimd.Int32xLL, n int) archsimd.Mask32xLL {
	return iota.Less(archsimd.BroadcastInt32xLL(int32(min(n, LL))))
}

func kgenAnyLL(m archsimd.Mask32xLL) bool { return m.ToBits() != 0 }

func kgenBitsLL(m archsimd.Mask32xLL) uint64 { return uint64(m.ToBits()) }

func kgenNotLL(m archsimd.Mask32xLL) archsimd.Mask32xLL {
	return m.ToInt32xLL().Not().ToMask()
}

func kgenAndNotLL(a, b archsimd.Mask32xLL) archsimd.Mask32xLL {
	return a.ToInt32xLL().AndNot(b.ToInt32xLL()).ToMask()
}

// kgenMergeMaskLL is a where m is set, b elsewhere.
func kgenMergeMaskLL(a, b, m archsimd.Mask32xLL) archsimd.Mask32xLL {
	return a.ToInt32xLL().Merge(b.ToInt32xLL(), m).ToMask()
}

func kgenBoolLL(b bool) archsimd.Mask32xLL {
	if b {
		return archsimd.BroadcastInt32xLL(-1).ToMask()
	}
	return archsimd.BroadcastInt32xLL(0).ToMask()
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
func kgenLoadVVLL(s []EE, base int, m archsimd.Mask32xLL) archsimd.VVxLL {
	if m.ToBits() == FULL && base >= 0 && base <= len(s)-LL {
		return archsimd.LoadVVxLLSlice(s[base:])
	}
	return kgenLoadVVLLSlow(s, base, m)
}

func kgenLoadVVLLSlow(s []EE, base int, m archsimd.Mask32xLL) archsimd.VVxLL {
	var t [LL]EE
	bits := uint64(m.ToBits())
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			t[k] = s[base+k]
		}
	}
	return archsimd.LoadVVxLL(&t)
}

// kgenStoreVVLL stores v's lanes enabled by m to s[base+k].
func kgenStoreVVLL(s []EE, base int, v archsimd.VVxLL, m archsimd.Mask32xLL) {
	if m.ToBits() == FULL && base >= 0 && base <= len(s)-LL {
		v.StoreSlice(s[base:])
		return
	}
	kgenStoreVVLLSlow(s, base, v, m)
}

func kgenStoreVVLLSlow(s []EE, base int, v archsimd.VVxLL, m archsimd.Mask32xLL) {
	var t [LL]EE
	v.Store(&t)
	bits := uint64(m.ToBits())
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			s[base+k] = t[k]
		}
	}
}

// kgenGatherVVLL loads s[idx[k]] for the lanes k of m.
func kgenGatherVVLL(s []EE, idx archsimd.Int32xLL, m archsimd.Mask32xLL) archsimd.VVxLL {
	var t [LL]EE
	var ix [LL]int32
	idx.Store(&ix)
	bits := uint64(m.ToBits())
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			t[k] = s[ix[k]]
		}
	}
	return archsimd.LoadVVxLL(&t)
}

// kgenScatterVVLL stores v's lanes enabled by m to s[idx[k]], lane 0
// first (as the scalar code's work-items run).
func kgenScatterVVLL(s []EE, idx archsimd.Int32xLL, v archsimd.VVxLL, m archsimd.Mask32xLL) {
	var t [LL]EE
	var ix [LL]int32
	idx.Store(&ix)
	v.Store(&t)
	bits := uint64(m.ToBits())
	for k := 0; k < LL; k++ {
		if bits>>k&1 != 0 {
			s[ix[k]] = t[k]
		}
	}
}
`

// vecRuntimeRsqrt computes math32.Rsqrt's float32(1/math.Sqrt(float64(x)))
// in double precision, so that every lane is exactly the scalar result.
const vecRuntimeRsqrt = `
func kgenRsqrt8(x archsimd.Float32x8) archsimd.Float32x8 {
	one := archsimd.BroadcastFloat64x4(1)
	lo := one.Div(x.GetLo().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	hi := one.Div(x.GetHi().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	return x.SetLo(lo).SetHi(hi)
}

func kgenRsqrt16(x archsimd.Float32x16) archsimd.Float32x16 {
	one := archsimd.BroadcastFloat64x8(1)
	lo := one.Div(x.GetLo().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	hi := one.Div(x.GetHi().ConvertToFloat64().Sqrt()).ConvertToFloat32()
	return x.SetLo(lo).SetHi(hi)
}
`
