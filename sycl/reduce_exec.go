package sycl

import (
	"fmt"
	"math/bits"
	"reflect"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
)

// This file runs kernels with Reducer parameters.
//
// On the native device each worker combines the work-items of a chunk of
// work-groups in a local variable and merges it into the launch's Reducer
// once per chunk (cmd/kgen's code); when the launch ends the runtime
// combines the Reducer's value into the result element.
//
// On OpenCL devices a launch is two kernels. The kernel itself takes, in
// place of each Reducer parameter, a global pointer to one partial result
// per work-group and local memory of one element per work-item: each
// work-item combines its values privately, the work-group combines them
// in a tree in local memory, and its first work-item writes the group's
// partial. Then the Finish kernel, one work-group, combines the partials
// and writes the result element:
//
//	__kernel void Finish(
//		// for each Reducer parameter, in order:
//		__global T *part, __global T *dst, long index, int combine, __local T *scratch,
//		long parts [, __global long *fault (checked)])
//
// Over a basic range the kernel is Strided: it runs a fixed number of
// work-groups, enough to fill the device, whose work-items loop over the
// launch's (or slice's) work-items, so that each combines many values
// before the tree (as BabelStream's dot does). It takes twelve long
// arguments after the parameters, in place of LaunchArgs': the first and
// end id along dimension 0 of the part that runs, offset included; the
// whole launch's size and offset in dimensions 0, 1 and 2; the launch's
// dimensionality; and a, b and span: enqueued work-item g runs the
// work-items of the part whose linear index (row-major, from the part's
// first) is g*a + k*b, k = 0, 1, ..., below g*a + span. On a GPU a = 1 and
// b is the global size: at each step the work-items read consecutive
// elements, which the memory coalesces. On a CPU each work-item takes a
// block of consecutive work-items (b = 1), which its caches and
// prefetchers favour: a CPU runs a work-group's work-items one after
// another, and with a GPU's stride each would read a new cache line per
// element.

// stridedArgs is the number of a Strided kernel's shape arguments.
const stridedArgs = 12

// reduceWidth is the work-group size of a Strided kernel and of Finish,
// where the kernel allows it: a power of two, so that the tree halves
// evenly.
const reduceWidth = 256

// residentItems is the work-items one compute unit holds at once on the
// GPUs this is tuned for (2048 on NVIDIA's since Maxwell): a Strided
// launch runs residentItems/reduceWidth work-groups per compute unit,
// filling the device once; more would only add partial results.
const residentItems = 2048

// reduceLaunch is an OpenCL launch's reduction state.
type reduceLaunch struct {
	off, global, local []int
	groups             int // partial results per reducer
	width              int // work-items per work-group of the kernel
	parts              []*opencl.Buffer
	shape              [stridedArgs]int64
	q                  *Queue // the queue the pooled parts go back to (nil: none pooled)
}

// blocked reports a device whose Strided kernels give each work-item a
// block of work-items: a CPU.
var blocked = func(d *Device) bool { return d.info.Type == TypeCPU }

// pow2Floor is the largest power of two not above n (n >= 1).
func pow2Floor(n int) int { return 1 << (bits.Len(uint(n)) - 1) }

// newReduceLaunch works out the kernel's launch sizes and allocates the
// partial results.
func (c *command) newReduceLaunch() (*reduceLaunch, error) {
	k := c.act.bound.k
	s := c.act.space
	r := &reduceLaunch{}
	if k.Strided {
		wg, err := c.kern.WorkGroupSize()
		if err != nil {
			return nil, err
		}
		r.width = pow2Floor(max(1, min(reduceWidth, wg, c.q.dev.info.MaxWorkGroupSize)))
		lo, hi := s.part()
		items := (hi - lo) * s.global[1] * s.global[2] // unused dimensions have extent 1
		r.groups = max(1, min(ceilDiv(items, r.width), max(1, c.q.dev.info.ComputeUnits)*max(1, residentItems/r.width)))
		r.global, r.local = []int{r.groups * r.width}, []int{r.width}
		r.shape = [stridedArgs]int64{int64(s.off[0] + lo), int64(s.off[0] + hi)}
		for d := 0; d < 3; d++ {
			n := 1
			if d < s.dims {
				n = s.global[d]
			}
			r.shape[2+2*d], r.shape[3+2*d] = int64(n), int64(s.off[d])
		}
		r.shape[8] = int64(s.dims)
		if all := r.groups * r.width; blocked(c.q.dev) {
			chunk := ceilDiv(items, all)
			r.shape[9], r.shape[10], r.shape[11] = int64(chunk), 1, int64(chunk)
		} else {
			r.shape[9], r.shape[10], r.shape[11] = 1, int64(all), int64(items)
		}
	} else {
		r.off, r.global, r.local = s.openCL()
		r.groups, r.width = 1, 1
		for d := range r.global {
			r.groups *= r.global[d] / r.local[d]
			r.width *= r.local[d]
		}
	}
	for _, p := range k.Params {
		if p.Kind != ParamReduce {
			continue
		}
		size := r.groups * int(p.Type.Size())
		var b *opencl.Buffer
		if k.Strided {
			// Pooled by the queue (reduce_pool.go), sized for any launch.
			size = max(size, c.q.stridedParts(r.width, int(p.Type.Size())))
			b = c.q.takeParts(size)
			r.q = c.q
		}
		if b == nil {
			var err error
			if b, err = c.loc.NewBuffer(size); err != nil {
				r.release()
				return nil, err
			}
		}
		r.parts = append(r.parts, b)
	}
	return r, nil
}

// release lets go of the partial results: back to the queue's pool, or
// released. OpenCL keeps a buffer until the commands enqueued with it
// have finished, and the queue runs the next user of a pooled one after
// them, so this may follow the enqueues at once.
func (r *reduceLaunch) release() {
	for _, b := range r.parts {
		if r.q != nil {
			r.q.putParts(b)
		} else {
			b.Release()
		}
	}
	r.parts = nil
}

// bindReducer binds the kernel's arguments i and i+1 for the n-th
// Reducer parameter p: its partial results and its local memory.
func (r *reduceLaunch) bindReducer(k *cl.Kernel, i, n int, p Param) error {
	if err := k.SetArgBuffer(i, r.parts[n].M); err != nil {
		return err
	}
	return k.SetArgLocal(i+1, r.width*int(p.Type.Size()))
}

// bindShape binds a Strided kernel's shape arguments.
func (c *command) bindShape(r *reduceLaunch) error {
	i := c.act.bound.k.paramArgs()
	for j, v := range r.shape {
		if err := c.kern.K.SetArgInt64(i+j, v); err != nil {
			return fmt.Errorf("setting shape argument %d: %w", i+j, err)
		}
	}
	return nil
}

// finish enqueues the Finish kernel after the kernel's event main, which
// it consumes, and returns Finish's event; the command's event keeps main
// for the start of its profile.
func (c *command) finish(r *reduceLaunch, main *cl.Event, fault *opencl.Buffer) (*cl.Event, error) {
	k := c.act.bound.k
	fk := c.finKern
	wg, err := fk.WorkGroupSize()
	if err != nil {
		opencl.ReleaseEvent(main)
		return nil, err
	}
	width := pow2Floor(max(1, min(reduceWidth, wg, c.q.dev.info.MaxWorkGroupSize)))
	i, n := 0, 0
	for pi, p := range k.Params {
		if p.Kind != ParamReduce {
			continue
		}
		t := c.act.red[pi]
		err := fk.K.SetArgBuffer(i, r.parts[n].M)
		if err == nil {
			err = c.bindMemory(fk, i+1, t.use)
		}
		if err == nil {
			err = fk.K.SetArgInt64(i+2, int64(t.index))
		}
		if err == nil {
			comb := int32(0)
			if t.combine {
				comb = 1
			}
			err = fk.K.SetArgInt32(i+3, comb)
		}
		if err == nil {
			err = fk.K.SetArgLocal(i+4, width*int(p.Type.Size()))
		}
		if err != nil {
			opencl.ReleaseEvent(main)
			return nil, fmt.Errorf("setting argument %d of %s (%s): %w", i, k.Finish, p.Name, err)
		}
		i += 5
		n++
	}
	if err := fk.K.SetArgInt64(i, int64(r.groups)); err != nil {
		opencl.ReleaseEvent(main)
		return nil, err
	}
	if fault != nil {
		if err := fk.K.SetArgBuffer(i+1, fault.M); err != nil {
			opencl.ReleaseEvent(main)
			return nil, err
		}
	}
	ev, err := c.q.clq.Launch(fk, nil, []int{width}, []int{width}, []*cl.Event{main})
	c.releaseFinish()
	if err != nil {
		// A driver may refuse to enqueue a command behind one that has
		// failed (NVIDIA's does): the kernel's failure is then the
		// command's, not the refusal.
		if st, serr := opencl.EventStatus(main); serr == nil && st < 0 {
			if kerr := opencl.WaitEvent(main); kerr != nil {
				err = kerr
			}
		}
		opencl.ReleaseEvent(main)
		return nil, err
	}
	c.ev.first = main
	return ev, nil
}

// releaseFinish returns the Finish kernel object to its pool.
func (c *command) releaseFinish() {
	if c.finKern != nil {
		c.finKern.Release()
		c.finKern = nil
	}
}

// bindMemory binds global memory u to argument i of kernel kern.
func (c *command) bindMemory(kern *opencl.Kernel, i int, u memory.Use) error {
	switch {
	case u.Buf != nil:
		return kern.K.SetArgBuffer(i, u.Buf.DeviceBuffer(c.loc).M)
	case c.usmArg[u.Alloc].SVM != nil:
		return kern.SetArgSVM(i, c.usmArg[u.Alloc].SVM)
	}
	return kern.K.SetArgBuffer(i, c.usmArg[u.Alloc].Buf.M)
}

// hostView is global memory u as the native device sees it: a []T over
// the whole memory.
func (c *command) hostView(u memory.Use) any {
	if a, ok := c.usmArg[u.Alloc]; ok && u.Alloc != nil && u.View != nil && a.Host != nil {
		return u.View(a.Host) // the allocation's shadow copy
	}
	return u.Typed()
}

// nativeReductions makes the Reducer arguments of a native launch and
// returns what writes their results once it has run; a user combiner's
// panic is its error.
func (c *command) nativeReductions(args []any) func() error {
	a := c.act
	if a.red == nil {
		return func() error { return nil }
	}
	var done []func()
	for i, p := range a.bound.k.Params {
		if p.Kind != ParamReduce {
			continue
		}
		arg, value := p.Reduce.native()
		args[i] = arg
		t, op := a.red[i], p.Reduce
		mem := reflect.ValueOf(c.hostView(t.use))
		done = append(done, func() {
			e := mem.Index(t.index)
			v := value()
			if t.combine {
				v = op.Combine(e.Interface(), v)
			}
			e.Set(reflect.ValueOf(v))
		})
	}
	return func() (err error) {
		defer func() {
			if r := recover(); r != nil {
				err = fmt.Errorf("combining the reductions' results: %v", r)
			}
		}()
		for _, f := range done {
			f()
		}
		return nil
	}
}

// reductionLocal is the local memory a launch's reducers take on an
// OpenCL device, in bytes.
func (a *action) reductionLocal() int64 {
	if a.red == nil {
		return 0
	}
	k := a.bound.k
	width := int64(reduceWidth)
	if !k.Strided {
		width = 1
		for d := 0; d < a.space.dims; d++ {
			width *= int64(a.space.local[d])
		}
	}
	var n int64
	for _, p := range k.Params {
		if p.Kind == ParamReduce {
			n += width * int64(p.Type.Size())
		}
	}
	return n
}
