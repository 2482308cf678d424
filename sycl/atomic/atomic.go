// Package atomic is atomic read-modify-write on global and local memory
// for kernels written in Go, in the style of SYCL's atomic_ref: each
// function takes a pointer to a slice element and returns the old value.
// cmd/kgen maps them to OpenCL's atomic_add, atomic_min, atomic_max,
// atomic_xchg and atomic_cmpxchg (32-bit; a CAS loop for float32 add); in
// plain Go they use sync/atomic.
//
//	atomic.AddInt32(&hist[bin], 1)
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
