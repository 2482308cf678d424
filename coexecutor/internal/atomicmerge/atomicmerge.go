// Package atomicmerge merges copies of memory that devices (or nodes)
// updated with one commutative atomic operation of sycl/atomic, each
// starting at the operation's identity: what coexecutor and
// coexecutor/cluster do with memory whose elements several packages
// update (a histogram's bins).
package atomicmerge

import (
	"fmt"
	"math"
	"reflect"
)

// For returns the identity of atomic operation op on elements of t and
// what merges a copy's elements [lo, hi) into memory's.
func For(t reflect.Type, op string) (any, func(dst, src any, lo, hi int), error) {
	switch t {
	case reflect.TypeFor[int32]():
		return intMerge[int32](op, math.MinInt32, math.MaxInt32)
	case reflect.TypeFor[uint32]():
		return intMerge[uint32](op, 0, math.MaxUint32)
	case reflect.TypeFor[int64]():
		return intMerge[int64](op, math.MinInt64, math.MaxInt64)
	case reflect.TypeFor[float32]():
		return floatMerge(op)
	}
	return nil, nil, fmt.Errorf("no atomics on %v", t)
}

func intMerge[T int32 | uint32 | int64](op string, lowest, highest T) (any, func(dst, src any, lo, hi int), error) {
	var id T
	var f func(a, b T) T
	switch op {
	case "add":
		id, f = 0, func(a, b T) T { return a + b }
	case "min":
		id, f = highest, func(a, b T) T { return min(a, b) }
	case "max":
		id, f = lowest, func(a, b T) T { return max(a, b) }
	case "and":
		id, f = ^T(0), func(a, b T) T { return a & b }
	case "or":
		id, f = 0, func(a, b T) T { return a | b }
	case "xor":
		id, f = 0, func(a, b T) T { return a ^ b }
	default:
		return nil, nil, fmt.Errorf("atomic %q has no merge", op)
	}
	return id, func(dst, src any, lo, hi int) {
		d, s := dst.([]T), src.([]T)
		for i := lo; i < hi; i++ {
			d[i] = f(d[i], s[i])
		}
	}, nil
}

// floatMerge: Min and Max store a value below (above) the one held, as
// sycl/atomic's do: the identity is the infinity nothing passes.
func floatMerge(op string) (any, func(dst, src any, lo, hi int), error) {
	var id float32
	var f func(a, b float32) float32
	switch op {
	case "add":
		id, f = 0, func(a, b float32) float32 { return a + b }
	case "min":
		id = float32(math.Inf(1))
		f = func(a, b float32) float32 {
			if b < a {
				return b
			}
			return a
		}
	case "max":
		id = float32(math.Inf(-1))
		f = func(a, b float32) float32 {
			if b > a {
				return b
			}
			return a
		}
	default:
		return nil, nil, fmt.Errorf("atomic %q on float32 has no merge", op)
	}
	return id, func(dst, src any, lo, hi int) {
		d, s := dst.([]float32), src.([]float32)
		for i := lo; i < hi; i++ {
			d[i] = f(d[i], s[i])
		}
	}, nil
}
