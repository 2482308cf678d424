package sycl

import (
	"errors"
	"fmt"
	"math"
	"reflect"
	"strings"
	"sync"
	"unsafe"

	"github.com/gosycl/gosycl/internal/memory"
)

// ParamKind is how a kernel parameter is passed.
type ParamKind uint8

// Parameter kinds.
const (
	ParamScalar ParamKind = iota + 1 // by value
	ParamGlobal                      // global memory: a buffer accessor or a USM pointer
	ParamLocal                       // work-group local memory of a size given at launch
	ParamReduce                      // a Reducer: its contributions combined into one element of memory
)

func (k ParamKind) String() string {
	switch k {
	case ParamScalar:
		return "scalar"
	case ParamGlobal:
		return "global"
	case ParamLocal:
		return "local"
	case ParamReduce:
		return "reducer"
	}
	return "unknown"
}

// Param is one kernel parameter: for ParamScalar its Go type, for
// ParamGlobal and ParamLocal the element type, for ParamReduce the
// reduced type.
type Param struct {
	Name string
	Kind ParamKind
	Type reflect.Type
	// WithLen (ParamGlobal): the OpenCL kernel takes the memory's element
	// count as a long right after the pointer (cmd/kgen uses it for len()
	// and bounds checks).
	WithLen bool
	// Access (ParamGlobal) says whether the kernel reads and/or writes the
	// memory; cmd/kgen records it, and the coexecutor derives accessors
	// from it. Reads means the kernel reads contents it did not write
	// itself: a read of an element the work-item wrote before, which
	// kgen can prove, is not one. Zero means unknown.
	Access Access
	// Footprint (ParamGlobal) says which elements a slab of the launch
	// reads and writes; cmd/kgen infers it, and the coexecutor places
	// each package's inputs and outputs by it. Nil means not recorded.
	Footprint *Footprint
	// Reduce (ParamReduce) is the combiner (see ReducerParam).
	Reduce *ReduceOp
	// Atomics (ParamGlobal, ParamLocal) says what the kernel does to the
	// memory with atomics; nil: nothing, or not recorded.
	Atomics *AtomicUse
}

// Access is how a kernel uses a global memory parameter.
type Access uint8

// Access bits.
const (
	Reads Access = 1 << iota
	Writes
)

// paramArgs is the number of OpenCL kernel arguments the parameters take.
func (k *Kernel) paramArgs() int {
	n := len(k.Params)
	for _, p := range k.Params {
		if p.WithLen || p.Kind == ParamReduce {
			n++
		}
	}
	if k.GroupScratch > 0 {
		n++
	}
	return n
}

// clArgs is the number of OpenCL kernel arguments in Source or (checked)
// in CheckedSource: the parameters', then the launch arguments
// (LaunchArgs) or a strided kernel's shape (Strided), then the fault
// record (checked).
func (k *Kernel) clArgs(checked bool) int {
	n := k.paramArgs()
	if k.LaunchArgs {
		n += 2
	}
	if k.Strided {
		n += stridedArgs
	}
	if checked {
		n++
	}
	return n
}

// ScalarParam declares a by-value parameter of type T.
func ScalarParam[T any](name string) Param {
	return Param{Name: name, Kind: ParamScalar, Type: reflect.TypeFor[T]()}
}

// GlobalParam declares a global-memory parameter of elements T.
func GlobalParam[T any](name string) Param {
	return Param{Name: name, Kind: ParamGlobal, Type: reflect.TypeFor[T]()}
}

// LocalParam declares a local-memory parameter of elements T.
func LocalParam[T any](name string) Param {
	return Param{Name: name, Kind: ParamLocal, Type: reflect.TypeFor[T]()}
}

// Kernel is a kernel as the runtime runs it: its OpenCL C source for
// OpenCL devices and its native implementation for the native device. cmd/kgen
// generates Kernels from Go functions; hand-written OpenCL C (a string or
// an embedded .cl file) is equally supported, with a Native function when
// the kernel should also run on the native device.
//
// Source may hold several kernels (cmd/kgen puts a package's kernels in one
// program). When it does not build, the runtime builds it again for this
// kernel alone, with the options -D _kgen_alone -D _kgen_alone_<Name>, and
// caches either build per device: a source that guards each kernel, and
// the functions only some kernels call, with
//
//	#if !defined(_kgen_alone) || defined(_kgen_alone_<Name>) ...
//
// as cmd/kgen's do, keeps its other kernels working when one of them does
// not build. The build error names the lines the compiler objects to; in
// cmd/kgen's sources #line directives make those Go lines.
type Kernel struct {
	Name string // the kernel's name (the Go function's, for cmd/kgen's)
	// CLName is the __kernel function's name in Source; empty: Name.
	// (cmd/kgen renames Go names clear of OpenCL C's.)
	CLName  string
	Source  string // OpenCL C; empty for native-only kernels
	Options string // OpenCL build options
	// Pos is where the kernel is declared, "file.go:line", for errors
	// (cmd/kgen sets it; may be empty).
	Pos    string
	Params []Param
	Native NativeFunc // nil: the kernel does not run on the native device
	// NativeSIMD, when set, returns the kernel's vector variant for a
	// width of lanes work-items (8 or 16), or nil when it has none; the
	// native device then runs it instead of Native where it measured it
	// faster on the kernel's first launches, or where EnvNativeSIMD
	// forces it (see NativeSIMDLanes and EnvNativeSIMD). cmd/kgen sets it in a file built only with
	// GOEXPERIMENT=simd on amd64. A variant computes exactly what Native
	// computes.
	NativeSIMD func(lanes int) NativeFunc
	NeedsFP64  bool // uses double precision
	UsesNDItem bool // needs an NDRange (barriers, local ids)
	// Dims is the dimensionality of the ranges the kernel is written for
	// (1-3); 0: any. A kernel with Dims set reads no dimension beyond
	// them and no get_work_dim: on PoCL the runtime enqueues its 1- and
	// 2-D launches with one more dimension, of size 1 at offset 1, so that
	// PoCL compiles one work-group function for launches at every offset
	// (internal/backend/opencl, offsetclass.go). cmd/kgen sets it.
	Dims int
	// LaunchArgs kernels take two more OpenCL arguments, right after the
	// parameters' and before Debug's fault record: the whole launch's
	// global size and global offset along SYCL dimension 0, as longs. The
	// runtime binds them at every launch. Over a Slice (a co-executed
	// package) only the slice is enqueued, so get_global_size,
	// get_global_offset, get_group_id and get_num_groups answer for the
	// slice along that dimension; these arguments recover the whole
	// launch's answers (see Slice). cmd/kgen sets it on kernels whose
	// queries need them.
	LaunchArgs bool
	// GroupScratch, on kernels that call group algorithms (group.go), is
	// the local memory they take per work-item, in bytes: the OpenCL
	// kernel takes one more argument right after the parameters', a
	// __local buffer of GroupScratch times the work-group's size, which
	// the runtime binds. cmd/kgen sets it.
	GroupScratch int
	// Stale is set by generated code whose kernel's Go source changed
	// after generation: launches fail with it until go generate runs.
	Stale error
	// CheckedSource is Source with every index checked, which cmd/kgen
	// generates; OpenCL devices run it instead of Source when GOSYCL_CHECK
	// is bounds (see EnvCheck). Its kernel takes one more argument, a
	// global long[3] fault record, zeroed before the launch, where the
	// first out-of-range index writes its position code, the index and
	// the length (and reads element 0 instead); the launch then fails
	// naming CheckPositions[code-1], "file.go:line:col".
	CheckedSource  string
	CheckPositions []string
	// Finish, on kernels with ParamReduce parameters, names the OpenCL
	// kernel of Source that combines a launch's partial results into
	// each reduction's element; Strided says the kernel loops over its
	// work-items. See reduce_exec.go for both OpenCL signatures.
	Finish  string
	Strided bool
	// EvenCost tells that every work-item does the same work wherever it
	// lies in the range, give or take a constant: it runs the kernel's
	// loops as many times as every other work-item (kgen's analysis;
	// codegen/evencost.go). A co-executor then knows the costs of the
	// range's places without being told them.
	EvenCost bool
}

// where is the kernel's name and, when known, its position.
func (k *Kernel) where() string {
	if k.Pos == "" {
		return k.Name
	}
	return k.Name + " (" + k.Pos + ")"
}

// Bound is a kernel with its arguments, ready to launch.
type Bound struct {
	k    *Kernel
	args []any
	err  error
}

// Kernel returns the bound kernel.
func (b Bound) Kernel() *Kernel { return b.k }

// Err returns the binding error, if any.
func (b Bound) Err() error { return b.err }

// Bind checks args against the kernel's parameters and binds them. A
// mismatch is reported by the launch (and by Err).
func (k *Kernel) Bind(args ...any) Bound {
	if k == nil {
		return Bound{err: errors.New("sycl: Bind of a nil *Kernel")}
	}
	b := Bound{k: k, args: args}
	if len(args) != len(k.Params) {
		b.err = fmt.Errorf("sycl: kernel %s takes %d arguments (%s), got %d", k.Name, len(k.Params), k.signature(), len(args))
		return b
	}
	for i, p := range k.Params {
		if err := p.check(args[i]); err != nil {
			b.err = fmt.Errorf("sycl: kernel %s: argument %d (%s): %w", k.Name, i, p.Name, err)
			return b
		}
	}
	return b
}

func (k *Kernel) signature() string {
	s := make([]string, len(k.Params))
	for i, p := range k.Params {
		s[i] = p.String()
	}
	return strings.Join(s, ", ")
}

func (p Param) String() string {
	switch p.Kind {
	case ParamGlobal:
		return fmt.Sprintf("%s global []%v", p.Name, p.Type)
	case ParamLocal:
		return fmt.Sprintf("%s local []%v", p.Name, p.Type)
	case ParamReduce:
		if p.Reduce != nil {
			return fmt.Sprintf("%s reducer %v with %s", p.Name, p.Type, p.Reduce.Name())
		}
		return fmt.Sprintf("%s reducer %v", p.Name, p.Type)
	}
	return fmt.Sprintf("%s %v", p.Name, p.Type)
}

func (p Param) check(a any) error {
	switch p.Kind {
	case ParamScalar:
		if t := reflect.TypeOf(a); t != p.Type {
			return fmt.Errorf("got %v, want %v", t, p.Type)
		}
	case ParamGlobal:
		m, ok := a.(MemoryArg)
		if !ok {
			return fmt.Errorf("got %T, want a buffer accessor or a USM pointer of %v", a, p.Type)
		}
		u := m.MemoryUse()
		if u.Err != nil {
			return u.Err
		}
		if t := u.Elem; t != p.Type {
			return fmt.Errorf("got memory of %v, want %v", t, p.Type)
		}
		// A read-only accessor to memory the kernel writes: the writes
		// would reach the memory on a device that computes on host
		// memory in place and be lost on one with memory of its own.
		if u.Mode == memory.Read && p.Access&Writes != 0 {
			return errors.New("a read-only accessor, but the kernel writes the parameter")
		}
		// A discard-write accessor to memory the kernel reads (other
		// than elements it wrote itself before, which kgen does not
		// count): the reads would see the old contents on such a device
		// and none on the other.
		if u.Mode == memory.DiscardWrite && p.Access&Reads != 0 {
			return errors.New("a discard-write accessor, but the kernel reads the parameter's contents; use buffer.Write or ReadWrite")
		}
	case ParamLocal:
		la, ok := a.(localRequest)
		if !ok {
			return fmt.Errorf("got %T, want sycl.NewLocal[%v](n)", a, p.Type)
		}
		l := la.localArg()
		switch {
		case l.elem == nil:
			return fmt.Errorf("got a zero %T, want sycl.NewLocal[%v](n)", a, p.Type)
		case l.elem != p.Type:
			return fmt.Errorf("got local memory of %v, want %v", l.elem, p.Type)
		case l.n < 0:
			return fmt.Errorf("sycl.NewLocal[%v](%d): the count must not be negative", l.elem, l.n)
		case l.elem.Size() > 0 && l.n > math.MaxInt/int(l.elem.Size()):
			return fmt.Errorf("sycl.NewLocal[%v](%d): the size overflows", l.elem, l.n)
		}
	case ParamReduce:
		if p.Reduce == nil {
			return errors.New("the parameter has no combiner (declare it with ReducerParam)")
		}
		_, err := p.reductionUse(a)
		return err
	}
	return nil
}

// MemoryArg is global memory a kernel can use: buffer.Accessor,
// usm.Ptr and usm.Region are MemoryArgs (the runtime reads them through
// an unexported method set).
type MemoryArg interface {
	memoryArg
}

// memoryArg is what the runtime reads of a MemoryArg.
type memoryArg interface {
	MemoryUse() memory.Use
}

// LocalArg is a request for work-group local memory.
type LocalArg struct {
	elem  reflect.Type
	n     int
	alloc func(n int) any
}

// Local is work-group local memory as a kernel written in Go sees it.
type Local[T any] []T

// LocalMem is a request for n elements of local memory of type T per
// work-group: the launch argument for a Local[T] parameter.
type LocalMem[T any] struct{ LocalArg }

// NewLocal requests n elements of local memory of type T per work-group.
func NewLocal[T any](n int) LocalMem[T] {
	return LocalMem[T]{LocalArg{reflect.TypeFor[T](), n, func(n int) any { return make([]T, n) }}}
}

type localRequest interface{ localArg() LocalArg }

func (l LocalArg) localArg() LocalArg { return l }

// Global is global memory holding elements of T: buffer.Accessor[T] and
// usm.Ptr[T]. Typed kernel bindings (cmd/kgen) take Global[T] parameters,
// so that memory of the wrong element type is a compile error.
type Global[T any] interface {
	MemoryArg
	GlobalElem(T)
}

// Len returns the number of elements.
func (l LocalArg) Len() int { return l.n }

// Bytes returns the size in bytes.
func (l LocalArg) Bytes() int { return l.n * int(l.elem.Size()) }

// NewSlice allocates one work-group's local memory as a []T.
func (l LocalArg) NewSlice() any { return l.alloc(l.n) }

// clName is the __kernel function's name in Source.
func (k *Kernel) clName() string {
	if k.CLName != "" {
		return k.CLName
	}
	return k.Name
}

// spareDim tells whether launch a of k may be enqueued with one more
// OpenCL dimension than it has (opencl.Kernel.SpareDim, which keeps PoCL
// from compiling the kernel again for launches at offset zero): k is
// written for ranges of the launch's dimensionality (Kernel.Dims, as
// cmd/kgen's kernels are), so it reads no dimension beyond them, and its
// source src asks no get_work_dim. Reductions keep their shape.
func spareDim(k *Kernel, a *action, src string) bool {
	return k.Dims == a.space.dims && a.red == nil && !k.Strided && !asksWorkDim(src)
}

// workDims remembers, by source string, whether OpenCL C source asks
// get_work_dim: cmd/kgen puts a package's kernels in one source, often
// over 100 KB, which spareDim would otherwise search at every launch.
var workDims struct {
	mu sync.Mutex
	m  map[sourceKey]bool
}

// sourceKey names a string by its bytes' address and length (the pointer
// keeps them alive while the key exists): the same string value, as a
// Kernel's Source is from launch to launch, is found without reading its
// text.
type sourceKey struct {
	p *byte
	n int
}

// maxWorkDims bounds workDims (sources made at run time each add a key).
const maxWorkDims = 256

// asksWorkDim reports whether src calls get_work_dim.
func asksWorkDim(src string) bool {
	key := sourceKey{unsafe.StringData(src), len(src)}
	workDims.mu.Lock()
	asks, ok := workDims.m[key]
	workDims.mu.Unlock()
	if ok {
		return asks
	}
	asks = strings.Contains(src, "get_work_dim")
	workDims.mu.Lock()
	if workDims.m == nil || len(workDims.m) >= maxWorkDims {
		workDims.m = map[sourceKey]bool{}
	}
	workDims.m[key] = asks
	workDims.mu.Unlock()
	return asks
}
