package coexecutor

// This file co-executes kernels that update memory with atomics at
// elements no package owns (a histogram's bins): when the kernel only
// ever updates the memory with one commutative operation and discards
// the old values (sycl.AtomicUse.Op, which kgen records), each unit's
// packages update a copy of its own, starting at the operation's
// identity and kept on its device, and once every package has run the
// Director merges the copies into the memory with the operation. A
// failed launch leaves the memory as it was.

import (
	"errors"
	"fmt"
	"math"
	"reflect"

	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
)

// private are the units' copies of memory updated with atomics.
type private struct {
	op    string
	units []*scratch
	merge *sycl.Kernel
}

// newPrivate makes a copy per unit of memory of n elements of p's type,
// updated with p.Atomics.Op.
func newPrivate(k *sycl.Kernel, p sycl.Param, n, units int) (*private, error) {
	id, merge, err := atomicMerge(p.Type, p.Atomics.Op)
	if err != nil {
		return nil, fmt.Errorf("coexecutor: kernel %s: parameter %s: %w", k.Name, p.Name, err)
	}
	pv := &private{op: p.Atomics.Op}
	for u := 0; u < units; u++ {
		pv.units = append(pv.units, newScratch(p.Type, n, id))
	}
	dst := sycl.Param{Name: p.Name, Kind: sycl.ParamGlobal, Type: p.Type, Access: sycl.Reads | sycl.Writes}
	src := sycl.Param{Name: "copy", Kind: sycl.ParamGlobal, Type: p.Type, Access: sycl.Reads}
	pv.merge = &sycl.Kernel{
		Name:   fmt.Sprintf("merge of the devices' copies of %s (atomic %s)", p.Name, pv.op),
		Params: []sycl.Param{dst, src},
		Dims:   1,
		Native: func(l *sycl.NativeLaunch, first, last int, args []any) {
			lo, hi := l.Items(first, last)
			merge(args[0], args[1], lo, hi)
		},
	}
	return pv, nil
}

func (pv *private) release() {
	for _, s := range pv.units {
		s.release()
	}
}

// mergeInto merges into r's memory, on the native device, the copies of
// the units that ran packages (ran[u]): a unit that ran none left its
// copy at the identity, and merging it would cost a launch for nothing.
func (ce *Coexecutor) mergeInto(k *sycl.Kernel, name string, r *role, pv *private, ran []bool) error {
	q, err := ce.gatherQueue()
	if err != nil {
		return err
	}
	n := r.len()
	if n == 0 {
		return nil
	}
	for u, s := range pv.units {
		if u < len(ran) && !ran[u] {
			continue
		}
		ev, err := q.Submit(func(h *sycl.Handler) {
			var dst sycl.MemoryArg
			if r.b != nil {
				dst = r.b.Access(h, memory.ReadWrite)
			} else {
				dst = r.p.MemoryRegion(0, n, memory.ReadWrite)
			}
			h.ParallelFor(sycl.Range1(n), pv.merge.Bind(dst, s.all(memory.Read)))
		})
		if err == nil {
			err = ev.Wait()
		}
		if err != nil {
			return fmt.Errorf("coexecutor: kernel %s: merging the devices' copies of %s: %w", k.Name, name, err)
		}
	}
	return nil
}

// atomicMerge returns the identity of atomic operation op on elements of
// t and what merges a copy's elements [lo, hi) into memory's.
func atomicMerge(t reflect.Type, op string) (any, func(dst, src any, lo, hi int), error) {
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

// checkPrivate refuses, before the launch, memory updated with atomics
// that the Director could not merge into: USM device memory.
func checkPrivate(r *role) error {
	if deviceMemory(r) {
		return errors.New("memory that co-executed devices update with atomics in copies of their own must be a buffer or host or shared USM memory: the Director merges the copies on the host, and usm.MallocDevice memory is only reachable from its device")
	}
	return nil
}
