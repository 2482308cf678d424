package calls

import (
	"math"
	"math/bits"

	"github.com/gosycl/gosycl/math32"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/sycl/atomic"
)

func plain(x int32) int32 { return x + 1 }

//kgen:func
func helper(x int32) int32 { return x * 2 }

//kgen:kernel
func Other(it sycl.Item, out []int32) {
	out[it.ID(0)] = helper(1)
}

//kgen:kernel
func Calls(it sycl.Item, out []int32, in []uint32, f []float32) {
	i := it.ID(0)
	out[i] = plain(1)                               // want "call to plain: only //kgen:func helpers of this package, math32, math, sycl/atomic and item methods can be called in kernels"
	out[i] = int32(bits.OnesCount32(in[i]))         // want "call to bits.OnesCount32: only //kgen:func helpers of this package"
	Other(it, out)                                  // want "call to kernel Other: kernels cannot call kernels; mark shared code //kgen:func"
	f[i] = float32(math.Float64frombits(uint64(i))) // want "math.Float64frombits has no device translation"
	if math32.IsInf(f[i], 0) {                      // want "math32.IsInf has no device translation"
		f[i] = 0
	}
}

type counter struct{ n int32 }

func (c counter) get() int32 { return c.n }

//kgen:kernel
func Method(it sycl.Item, out []int32, c counter) {
	out[it.ID(0)] = c.get() // want "call to method get: methods are not supported in kernels"
}

//kgen:kernel
func Atomics(it sycl.Item, out []int32) {
	v := int32(0)
	atomic.AddInt32(&v, 1) // want "the first argument of atomic.AddInt32 must be &memory\\[index\\]"
	atomic.AddInt32(&out[it.ID(0)], 1)
}
