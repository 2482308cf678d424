// Package atomic is atomic read-modify-write on global and local memory
// for kernels written in Go, in the style of SYCL's atomic_ref: each
// function takes a pointer to a slice element and returns the old value.
//
// Operations: Add, Min, Max, And, Or, Xor, Swap and CompareAndSwap on
// int32, uint32 and int64; Add, Min, Max, Swap and CompareAndSwap on
// float32. cmd/kgen maps them to OpenCL's atomic_* functions (32-bit),
// atom_* (64-bit, which needs cl_khr_int64_base_atomics: the launch
// refuses a device without it, and a compare-and-swap loop stands in for
// min, max, and, or and xor on devices without
// cl_khr_int64_extended_atomics), and to compare-and-swap loops for
// float32 add, min and max, which no OpenCL 1.2 device has; in plain Go
// they use sync/atomic.
//
// Float32 Min and Max store v when v < *p (v > *p): a NaN is never
// stored, and one already there stays, on every device.
// CompareAndSwapFloat32 compares bit patterns (-0 and +0 differ, a NaN
// equals the same NaN).
//
//	atomic.AddInt32(&hist[bin], 1)
//
// Co-executed (coexecutor.LaunchKernel), memory that a kernel updates
// only with one of Add, Min, Max, And, Or or Xor, discarding the old
// values, goes to each device as a copy of its own, starting at the
// operation's identity, and the copies are merged into it at the end.
package atomic

import (
	"math"
	"sync/atomic"
	"unsafe"
)

// AddInt32 adds v to *p and returns the old value.
func AddInt32(p *int32, v int32) int32 { return atomic.AddInt32(p, v) - v }

// AddUint32 adds v to *p and returns the old value.
func AddUint32(p *uint32, v uint32) uint32 { return atomic.AddUint32(p, v) - v }

// AddFloat32 adds v to *p and returns the old value.
func AddFloat32(p *float32, v float32) float32 {
	u := (*uint32)(unsafe.Pointer(p))
	for {
		old := atomic.LoadUint32(u)
		nv := math.Float32bits(math.Float32frombits(old) + v)
		if atomic.CompareAndSwapUint32(u, old, nv) {
			return math.Float32frombits(old)
		}
	}
}

// MinInt32 stores min(*p, v) and returns the old value.
func MinInt32(p *int32, v int32) int32 {
	for {
		old := atomic.LoadInt32(p)
		if old <= v || atomic.CompareAndSwapInt32(p, old, v) {
			return old
		}
	}
}

// MaxInt32 stores max(*p, v) and returns the old value.
func MaxInt32(p *int32, v int32) int32 {
	for {
		old := atomic.LoadInt32(p)
		if old >= v || atomic.CompareAndSwapInt32(p, old, v) {
			return old
		}
	}
}

// MinUint32 stores min(*p, v) and returns the old value.
func MinUint32(p *uint32, v uint32) uint32 {
	for {
		old := atomic.LoadUint32(p)
		if old <= v || atomic.CompareAndSwapUint32(p, old, v) {
			return old
		}
	}
}

// MaxUint32 stores max(*p, v) and returns the old value.
func MaxUint32(p *uint32, v uint32) uint32 {
	for {
		old := atomic.LoadUint32(p)
		if old >= v || atomic.CompareAndSwapUint32(p, old, v) {
			return old
		}
	}
}

// SwapInt32 stores v and returns the old value.
func SwapInt32(p *int32, v int32) int32 { return atomic.SwapInt32(p, v) }

// SwapUint32 stores v and returns the old value.
func SwapUint32(p *uint32, v uint32) uint32 { return atomic.SwapUint32(p, v) }

// CompareAndSwapInt32 stores v if *p == old and returns the value *p had.
func CompareAndSwapInt32(p *int32, old, v int32) int32 {
	for {
		cur := atomic.LoadInt32(p)
		if cur != old || atomic.CompareAndSwapInt32(p, old, v) {
			return cur
		}
	}
}

// CompareAndSwapUint32 stores v if *p == old and returns the value *p had.
func CompareAndSwapUint32(p *uint32, old, v uint32) uint32 {
	for {
		cur := atomic.LoadUint32(p)
		if cur != old || atomic.CompareAndSwapUint32(p, old, v) {
			return cur
		}
	}
}

// AndInt32 stores *p & v and returns the old value.
func AndInt32(p *int32, v int32) int32 { return atomic.AndInt32(p, v) }

// OrInt32 stores *p | v and returns the old value.
func OrInt32(p *int32, v int32) int32 { return atomic.OrInt32(p, v) }

// XorInt32 stores *p ^ v and returns the old value.
func XorInt32(p *int32, v int32) int32 {
	for {
		old := atomic.LoadInt32(p)
		if atomic.CompareAndSwapInt32(p, old, old^v) {
			return old
		}
	}
}

// AndUint32 stores *p & v and returns the old value.
func AndUint32(p *uint32, v uint32) uint32 { return atomic.AndUint32(p, v) }

// OrUint32 stores *p | v and returns the old value.
func OrUint32(p *uint32, v uint32) uint32 { return atomic.OrUint32(p, v) }

// XorUint32 stores *p ^ v and returns the old value.
func XorUint32(p *uint32, v uint32) uint32 {
	for {
		old := atomic.LoadUint32(p)
		if atomic.CompareAndSwapUint32(p, old, old^v) {
			return old
		}
	}
}

// AddInt64 adds v to *p and returns the old value.
func AddInt64(p *int64, v int64) int64 { return atomic.AddInt64(p, v) - v }

// MinInt64 stores min(*p, v) and returns the old value.
func MinInt64(p *int64, v int64) int64 {
	for {
		old := atomic.LoadInt64(p)
		if old <= v || atomic.CompareAndSwapInt64(p, old, v) {
			return old
		}
	}
}

// MaxInt64 stores max(*p, v) and returns the old value.
func MaxInt64(p *int64, v int64) int64 {
	for {
		old := atomic.LoadInt64(p)
		if old >= v || atomic.CompareAndSwapInt64(p, old, v) {
			return old
		}
	}
}

// AndInt64 stores *p & v and returns the old value.
func AndInt64(p *int64, v int64) int64 { return atomic.AndInt64(p, v) }

// OrInt64 stores *p | v and returns the old value.
func OrInt64(p *int64, v int64) int64 { return atomic.OrInt64(p, v) }

// XorInt64 stores *p ^ v and returns the old value.
func XorInt64(p *int64, v int64) int64 {
	for {
		old := atomic.LoadInt64(p)
		if atomic.CompareAndSwapInt64(p, old, old^v) {
			return old
		}
	}
}

// SwapInt64 stores v and returns the old value.
func SwapInt64(p *int64, v int64) int64 { return atomic.SwapInt64(p, v) }

// CompareAndSwapInt64 stores v if *p == old and returns the value *p had.
func CompareAndSwapInt64(p *int64, old, v int64) int64 {
	for {
		cur := atomic.LoadInt64(p)
		if cur != old || atomic.CompareAndSwapInt64(p, old, v) {
			return cur
		}
	}
}

// MinFloat32 stores v if v < *p and returns the old value.
func MinFloat32(p *float32, v float32) float32 {
	return updateFloat32(p, func(old float32) bool { return v < old }, v)
}

// MaxFloat32 stores v if v > *p and returns the old value.
func MaxFloat32(p *float32, v float32) float32 {
	return updateFloat32(p, func(old float32) bool { return v > old }, v)
}

// updateFloat32 stores v while store(old) holds and returns the old value.
func updateFloat32(p *float32, store func(old float32) bool, v float32) float32 {
	u := (*uint32)(unsafe.Pointer(p))
	for {
		old := atomic.LoadUint32(u)
		if !store(math.Float32frombits(old)) || atomic.CompareAndSwapUint32(u, old, math.Float32bits(v)) {
			return math.Float32frombits(old)
		}
	}
}

// SwapFloat32 stores v and returns the old value.
func SwapFloat32(p *float32, v float32) float32 {
	return math.Float32frombits(atomic.SwapUint32((*uint32)(unsafe.Pointer(p)), math.Float32bits(v)))
}

// CompareAndSwapFloat32 stores v if *p has old's bits and returns the
// value *p had.
func CompareAndSwapFloat32(p *float32, old, v float32) float32 {
	return math.Float32frombits(CompareAndSwapUint32((*uint32)(unsafe.Pointer(p)), math.Float32bits(old), math.Float32bits(v)))
}
