package groups

import "github.com/gosycl/gosycl/sycl"

// MaxAbs is a combiner of the package's own.
type MaxAbs struct{}

func (MaxAbs) Identity() int32 { return 0 }

func (MaxAbs) Combine(a, b int32) int32 { return max(a, b) }

type pair struct{ a, b int32 }

//kgen:func
func helper(v int32) int32 {
	return v + 1
}

//kgen:kernel
func Misused(it sycl.NDItem, in []int32, out []int32, n int32) {
	i := it.GlobalID(0)
	out[i] = sycl.ReduceOverGroup(it, in[i], MaxAbs{}) // want "the combiner must be one of sycl's"
	p := sycl.GroupBroadcast(it, pair{1, 2}, 0)        // want "GroupBroadcast of pair is not supported"
	out[i] += p.a
	out[i] += helper(in[i])
	if sycl.NativeGroupAll(nil) { // want "call to sycl.NativeGroupAll: only"
		out[i] = 2
	}
}
