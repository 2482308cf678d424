package reducers

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Fine(it sycl.Item, x []float32, sum sycl.Sum[float32], peak sycl.Reducer[float32, MaxAbs]) {
	sum.Combine(x[it.ID(0)])
	peak.Combine(x[it.ID(0)])
}

//kgen:kernel
func Misuse(it sycl.Item, x []float32, sum sycl.Sum[float32]) {
	s := sum               // want "variable s: a Reducer can only be a kernel's parameter" "sum is a Reducer: a kernel can only call sum.Combine\\(v\\)"
	_ = sum.Value()        // want "method Value of a Reducer: a kernel can only call Combine"
	pass(sum, x[it.ID(0)]) // want "sum is a Reducer"
	s.Combine(1)
}

//kgen:func
func pass(r sycl.Sum[float32], v float32) { // want "helper pass: parameter r: a Reducer can only be a kernel's parameter"
	r.Combine(v)
}

// Any is a combiner over bools, which devices do not reduce.
type Any struct{}

func (Any) Identity() bool         { return false }
func (Any) Combine(a, b bool) bool { return a || b }

//kgen:kernel
func Bools(it sycl.Item, x []bool, any sycl.Reducer[bool, Any]) { // want "kernel Bools: parameter any: reductions of bool are not supported"
	any.Combine(x[it.ID(0)])
}

// MaxAbs is a combiner of the package's own.
type MaxAbs struct{}

func (MaxAbs) Identity() float32 { return 0 }

func (MaxAbs) Combine(a, b float32) float32 {
	if a*a >= b*b {
		return a
	}
	return b
}

// Scaled holds state, which devices cannot.
type Scaled struct{ k float32 }

func (Scaled) Identity() float32 { return 0 }

func (s Scaled) Combine(a, b float32) float32 { return a + s.k*b }

//kgen:kernel
func Stateful(it sycl.Item, x []float32, r sycl.Reducer[float32, Scaled]) { // want "kernel Stateful: parameter r: combiner Scaled: it must be an empty struct type"
	r.Combine(x[it.ID(0)])
}

// Echo uses its receiver.
type Echo struct{}

func (Echo) Identity() float32 { return 0 }

func (e Echo) Combine(a, b float32) float32 {
	_ = e // want "combiner method Echo.Combine uses its receiver e; devices have no combiner value"
	return a + b
}

//kgen:kernel
func Echoes(it sycl.Item, x []float32, r sycl.Reducer[float32, Echo]) {
	r.Combine(x[it.ID(0)])
}

// Mapped uses a map in its Combine.
type Mapped struct{}

func (Mapped) Identity() int32 { return 0 }

func (Mapped) Combine(a, b int32) int32 {
	m := map[int32]int32{a: b} // want "variable m: maps are not supported" "map literal: maps are not supported"
	return m[a]
}

//kgen:kernel
func Mapping(it sycl.Item, x []int32, r sycl.Reducer[int32, Mapped]) {
	r.Combine(x[it.ID(0)])
}

// Generic is a generic combiner.
type Generic[T sycl.Number] struct{}

func (Generic[T]) Identity() T      { return 0 }
func (Generic[T]) Combine(a, b T) T { return a + b }

//kgen:kernel
func Generics(it sycl.Item, x []int32, r sycl.Reducer[int32, Generic[int32]]) { // want "combiner Generic\\[int32\\]: it is generic"
	r.Combine(x[it.ID(0)])
}

//kgen:kernel
func InLocal(it sycl.NDItem, tile sycl.Local[sycl.Sum[float32]]) { // want "local memory element"
}
