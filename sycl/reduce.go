package sycl

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"sync"

	"github.com/gosycl/gosycl/internal/memory"
)

// This file holds reductions as kernels see them (SYCL 2020's reduction
// and reducer): the combiners, the Reducer kernel parameter, and the
// Reduction launch argument that names the element receiving the result.

// Number is the element types the arithmetic combiners take.
type Number interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 |
		~float32 | ~float64
}

// Integer is the element types the bitwise combiners take.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 |
		~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Op is a reduction's combiner: an associative and commutative operation
// on T and its identity (Combine(Identity(), v) == v), as SYCL's binary
// operations with a known identity. The runtime combines a launch's
// values in any order and grouping, so a combiner that is not both gives
// results that vary from launch to launch, and between devices.
//
// The built-in combiners are Plus, Multiplies, Minimum, Maximum, BitAnd,
// BitOr and BitXor. A combiner of your own is an empty struct type
// declared in the kernel's package with the two methods; cmd/kgen
// translates them for devices as it does //kgen:func helpers.
type Op[T any] interface {
	Identity() T
	Combine(a, b T) T
}

// Plus adds (identity 0). Integer sums wrap as Go's do; float sums are
// rounded in the order the device combines them.
type Plus[T Number] struct{}

// Identity returns 0.
func (Plus[T]) Identity() T { return 0 }

// Combine returns a + b.
func (Plus[T]) Combine(a, b T) T { return a + b }

// Multiplies multiplies (identity 1).
type Multiplies[T Number] struct{}

// Identity returns 1.
func (Multiplies[T]) Identity() T { return 1 }

// Combine returns a * b.
func (Multiplies[T]) Combine(a, b T) T { return a * b }

// Minimum keeps the smaller value (identity: T's largest value, +Inf for
// floats). On OpenCL devices a float NaN is ignored (fmin), in Go and on
// the native device it wins (min).
type Minimum[T Number] struct{}

// Identity returns T's largest value (+Inf for floats).
func (Minimum[T]) Identity() T { return extreme[T](true) }

// Combine returns min(a, b).
func (Minimum[T]) Combine(a, b T) T { return min(a, b) }

// Maximum keeps the larger value (identity: T's smallest value, -Inf for
// floats); NaNs as for Minimum.
type Maximum[T Number] struct{}

// Identity returns T's smallest value (-Inf for floats).
func (Maximum[T]) Identity() T { return extreme[T](false) }

// Combine returns max(a, b).
func (Maximum[T]) Combine(a, b T) T { return max(a, b) }

// BitAnd is bitwise and (identity: all bits set).
type BitAnd[T Integer] struct{}

// Identity returns ^0.
func (BitAnd[T]) Identity() T { return ^T(0) }

// Combine returns a & b.
func (BitAnd[T]) Combine(a, b T) T { return a & b }

// BitOr is bitwise or (identity 0).
type BitOr[T Integer] struct{}

// Identity returns 0.
func (BitOr[T]) Identity() T { return 0 }

// Combine returns a | b.
func (BitOr[T]) Combine(a, b T) T { return a | b }

// BitXor is bitwise exclusive or (identity 0).
type BitXor[T Integer] struct{}

// Identity returns 0.
func (BitXor[T]) Identity() T { return 0 }

// Combine returns a ^ b.
func (BitXor[T]) Combine(a, b T) T { return a ^ b }

// extreme is T's largest (max) or smallest value, ±Inf for floats.
func extreme[T Number](largest bool) T {
	var z T
	v := reflect.ValueOf(&z).Elem()
	bits := v.Type().Bits()
	switch {
	case v.CanFloat() && largest:
		v.SetFloat(math.Inf(1))
	case v.CanFloat():
		v.SetFloat(math.Inf(-1))
	case v.CanInt() && largest:
		v.SetInt(math.MaxInt64 >> (64 - bits))
	case v.CanInt():
		v.SetInt(math.MinInt64 >> (64 - bits))
	case largest:
		v.SetUint(math.MaxUint64 >> (64 - bits))
	}
	return z
}

// Reducer is a reduction variable as a kernel sees it: a kernel
// parameter whose Combine calls contribute values, combined by O into one
// result. The launch binds it to the element that receives the result
// with Reduction. Several reducers in one kernel reduce in the same
// launch.
//
//	//kgen:kernel
//	func Dot(it sycl.Item, x, y []float32, dot sycl.Sum[float32]) {
//		i := it.ID(0)
//		dot.Combine(x[i] * y[i])
//	}
//
//	h.ParallelFor(sycl.Range1(n), DotKernel.Bind(buffer.Read(h, bx), buffer.Read(h, by),
//		sycl.Reduction(buffer.ReadWrite(h, bdot))))
//
// In plain Go (the kernel called directly) a Reducer from NewReducer
// accumulates its contributions, safe for concurrent use; Value returns
// them combined. Kernels may only call Combine.
type Reducer[T any, O Op[T]] struct{ s *reducerState[T] }

type reducerState[T any] struct {
	mu sync.Mutex
	v  T
}

// The reducers of the built-in combiners.
type (
	Sum[T Number]     = Reducer[T, Plus[T]]
	Product[T Number] = Reducer[T, Multiplies[T]]
	Min[T Number]     = Reducer[T, Minimum[T]]
	Max[T Number]     = Reducer[T, Maximum[T]]
	And[T Integer]    = Reducer[T, BitAnd[T]]
	Or[T Integer]     = Reducer[T, BitOr[T]]
	Xor[T Integer]    = Reducer[T, BitXor[T]]
)

// NewReducer returns a Reducer holding O's identity, for calling kernels
// as plain Go.
func NewReducer[T any, O Op[T]]() Reducer[T, O] {
	var o O
	return Reducer[T, O]{&reducerState[T]{v: o.Identity()}}
}

// Combine contributes v to the reduction.
func (r Reducer[T, O]) Combine(v T) {
	if r.s == nil {
		panic("sycl: Combine on a zero Reducer (make one with NewReducer, or launch the kernel)")
	}
	var o O
	r.s.mu.Lock()
	r.s.v = o.Combine(r.s.v, v)
	r.s.mu.Unlock()
}

// Value returns the contributions combined (the identity before any).
func (r Reducer[T, O]) Value() T {
	if r.s == nil {
		var o O
		return o.Identity()
	}
	r.s.mu.Lock()
	defer r.s.mu.Unlock()
	return r.s.v
}

// ReductionArg is the launch argument of a Reducer parameter: the element
// that receives the result (see Reduction).
type ReductionArg[T any] struct{ reduction }

type reduction struct{ mem MemoryArg }

func (r reduction) reductionMem() MemoryArg { return r.mem }

type reductionRequest interface{ reductionMem() MemoryArg }

// Reduction binds a Reducer parameter to the one element that m covers:
// an accessor over one element (buffer.ReadWrite(h, b, buffer.Range(i,
// 1)), or of a one-element buffer), or a USM pointer or region of one
// element. Its access mode says where the result starts, as SYCL's
// initialize_to_identity property does: with ReadWrite (and a USM pointer)
// the launch combines the element's value with the kernel's contributions;
// with Write or DiscardWrite it overwrites the element with them alone.
// A read-only accessor is an error of the launch.
func Reduction[T any](m Global[T]) ReductionArg[T] { return ReductionArg[T]{reduction{m}} }

// ReductionOf is Reduction for code that does not know T (the
// coexecutor): Kernel.Bind checks the element type.
func ReductionOf(m MemoryArg) any { return reduction{m} }

// ReduceOp is a Reducer parameter's combiner as the runtime uses it on
// the host; ReducerParam makes it from the parameter's type.
type ReduceOp struct {
	name     string
	identity func() any
	combine  func(a, b any) any
	native   func() (arg any, value func() any)
	gather   func() *Kernel
}

// Name is the combiner's type, as "sycl.Plus[float32]".
func (o *ReduceOp) Name() string { return o.name }

// Identity returns the combiner's identity, a T.
func (o *ReduceOp) Identity() any { return o.identity() }

// Combine combines two Ts.
func (o *ReduceOp) Combine(a, b any) any { return o.combine(a, b) }

// Gather returns a native-only kernel over Range1(n) with two parameters:
// global memory parts of n Ts, read, and a Reducer with this combiner,
// into which it combines them. The coexecutor gathers the devices'
// partial results of a reduction with it.
func (o *ReduceOp) Gather() *Kernel { return o.gather() }

// ReducerParam declares a Reducer[T, O] parameter (cmd/kgen writes these).
func ReducerParam[T any, O Op[T]](name string) Param {
	var o O
	op := &ReduceOp{
		name:     reflect.TypeFor[O]().String(),
		identity: func() any { return o.Identity() },
		combine:  func(a, b any) any { return o.Combine(a.(T), b.(T)) },
		native: func() (any, func() any) {
			r := NewReducer[T, O]()
			return r, func() any { return r.Value() }
		},
	}
	op.gather = sync.OnceValue(func() *Kernel {
		parts := GlobalParam[T]("parts")
		parts.Access = Reads
		return &Kernel{
			Name:   "gather of " + name,
			Params: []Param{parts, ReducerParam[T, O](name)},
			Dims:   1,
			Native: func(l *NativeLaunch, first, last int, args []any) {
				parts, r := args[0].([]T), args[1].(Reducer[T, O])
				lo, hi := l.Items(first, last)
				acc := o.Identity()
				for _, v := range parts[lo:hi] {
					acc = o.Combine(acc, v)
				}
				r.Combine(acc)
			},
		}
	})
	return Param{Name: name, Kind: ParamReduce, Type: reflect.TypeFor[T](), Reduce: op}
}

// reductionUse checks a Reducer parameter's argument and returns the use
// of its element's memory.
func (p Param) reductionUse(a any) (use reductionTarget, err error) {
	rr, ok := a.(reductionRequest)
	if !ok {
		return use, fmt.Errorf("got %T, want sycl.Reduction of memory of %v", a, p.Type)
	}
	m := rr.reductionMem()
	if m == nil {
		return use, errors.New("sycl.Reduction of nil memory")
	}
	u := m.MemoryUse()
	if u.Err != nil {
		return use, u.Err
	}
	if u.Buf == nil && u.Alloc == nil {
		return use, errors.New("sycl.Reduction of an invalid (zero) accessor or pointer")
	}
	if u.Elem != p.Type {
		return use, fmt.Errorf("got memory of %v, want %v", u.Elem, p.Type)
	}
	sz := int(u.Elem.Size())
	lo, hi := u.Lo, u.Hi
	if u.Buf == nil && u.Mode == 0 { // a whole USM pointer
		lo, hi = 0, u.Alloc.Size
	}
	if sz > 0 && hi-lo != sz {
		return use, fmt.Errorf("a reduction receives its result in one element; the memory given covers %d (bind one with buffer.Range(i, 1) or Ptr.Region(i, 1, mode))", (hi-lo)/sz)
	}
	if u.Mode == memory.Read {
		return use, errors.New("the reduction's accessor is read-only; a reduction writes its result: bind it with ReadWrite (to combine with the element's value) or DiscardWrite (to overwrite it)")
	}
	return reductionTarget{use: u, index: lo / max(sz, 1), combine: u.Mode == 0 || u.Mode == memory.ReadWrite}, nil
}

// reductionTarget is the element a reduction writes: its memory, its
// index and whether the result combines with its value.
type reductionTarget struct {
	use     memory.Use
	index   int
	combine bool
}
