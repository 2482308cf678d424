package coexecutor_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// The kernels of the failure tests: OpenCL C as kgen writes it (division
// by zero is 0), and native Go, where it panics.
const faultCL = `
__kernel void inc_or_panic(__global int *x, long at) { x[get_global_id(0)] += 1; }
__kernel void div_i32(__global int *q, __global const int *a, __global const int *b) {
	size_t i = get_global_id(0);
	q[i] = b[i] == 0 ? 0 : a[i] / b[i];
}
__kernel void set_i32(__global int *x, int base) { x[get_global_id(0)] = base + (int)get_global_id(0); }
`

func global[T any](name string, a sycl.Access) sycl.Param {
	return sycl.Param{Name: name, Kind: sycl.ParamGlobal, Type: reflect.TypeFor[T](), Access: a}
}

var (
	// incOrPanic adds one to x[i]; natively it panics at work-item at,
	// after adding.
	incOrPanic = &sycl.Kernel{Name: "inc_or_panic", Source: faultCL,
		Params: []sycl.Param{global[int32]("x", sycl.Reads|sycl.Writes), sycl.ScalarParam[int64]("at")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			x, i := args[0].([]int32), it.ID(0)
			x[i]++
			if int64(i) == args[1].(int64) {
				panic(fmt.Sprintf("deliberate panic at work-item %d", i))
			}
		})}
	// divI32 is q[i] = a[i] / b[i] with Go's semantics natively.
	divI32 = &sycl.Kernel{Name: "div_i32", Source: faultCL,
		Params: []sycl.Param{global[int32]("q", sycl.Writes), global[int32]("a", sycl.Reads), global[int32]("b", sycl.Reads)},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = args[1].([]int32)[i] / args[2].([]int32)[i]
		})}
	// setI32 writes x[i] = base + i: write-only.
	setI32 = &sycl.Kernel{Name: "set_i32", Source: faultCL,
		Params: []sycl.Param{global[int32]("x", sycl.Writes), sycl.ScalarParam[int32]("base")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = args[1].(int32) + int32(i)
		})}
)

func openCLDevice(t *testing.T) *sycl.Device {
	t.Helper()
	for _, d := range allDevices(t) {
		if !d.IsNative() {
			return d
		}
	}
	t.Skip("needs an OpenCL device next to the native one")
	return nil
}

// injectOn fails kernel's launches on dev with kind for the rest of the
// test.
func injectOn(t *testing.T, dev *sycl.Device, kernel string, kind faults.Kind) *atomic.Int32 {
	return injectFault(t, dev, kernel, faults.Fault{Kind: kind})
}

// injectFault is injectOn with the fault f.
func injectFault(t *testing.T, dev *sycl.Device, kernel string, f faults.Fault) *atomic.Int32 {
	var n atomic.Int32
	restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
		if s.Device == dev.Name() && s.Native == dev.IsNative() && s.Kernel == kernel {
			n.Add(1)
			return f
		}
		return faults.Fault{}
	})
	t.Cleanup(restore)
	return &n
}

// A native kernel that panics halfway through a co-executed package fails
// the launch: another unit does not run the package again over what the
// panicking one wrote (x[i]++ applied twice), and a Go-semantics panic
// (division by zero) is not hidden by an OpenCL device's result (0). The
// error names the kernel, the package and the unit.
func TestNativePanicFailsLaunch(t *testing.T) {
	cl := openCLDevice(t)
	const n = 1 << 14
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice(), cl), coexecutor.Powers(1, 1), unguarded)
	require.NoError(t, err)
	defer ce.Close()

	x := make([]int32, n)
	bx := buffer.New(x)
	rep, err := ce.LaunchKernel(sycl.Range1(n), incOrPanic, bx, int64(n/4))
	require.ErrorIs(t, bx.Close(), buffer.ErrDataLost, "the failed package wrote part of it in place")
	require.Error(t, err, "a native kernel's panic\n%v", rep)
	var kp *sycl.PanicError
	require.ErrorAs(t, err, &kp)
	for _, s := range []string{"kernel inc_or_panic", "package", "on unit 0", sycl.NativeDevice().Name(), "deliberate panic at work-item 4096"} {
		assert.ErrorContains(t, err, s)
	}
	for i, v := range x {
		require.True(t, v == 0 || v == 1, "x[%d] = %d: a package ran twice", i, v)
	}
	require.True(t, rep.Units[0].Retired)

	q, a, b := make([]int32, n), make([]int32, n), make([]int32, n)
	for i := range a {
		a[i], b[i] = int32(i+7), 1
	}
	b[n/4] = 0
	bq, ba, bb := buffer.New(q), buffer.New(a), buffer.New(b)
	rep, err = ce.LaunchKernel(sycl.Range1(n), divI32, bq, ba, bb)
	require.NoError(t, bq.Close())
	ba.Close()
	bb.Close()
	require.ErrorContains(t, err, "integer divide by zero", "%v", rep)
	require.ErrorContains(t, err, "kernel div_i32")
	require.ErrorContains(t, err, "on unit 0")

	// The native unit works again in the next launch: its queue, on which
	// every command after the failed one would fail, was replaced.
	counts := make([]int32, n)
	bc := buffer.New(counts)
	rep, err = ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, bc)
	require.NoError(t, err)
	require.NoError(t, bc.Close())
	require.False(t, rep.Units[0].Retired, "%v", rep)
	require.Positive(t, rep.Units[0].Packages)
	for i, c := range counts {
		require.Equal(t, int32(1), c, "counts[%d]", i)
	}
}

// A package that fails halfway on an OpenCL device runs again on another
// unit from the data as they were before it: the coherence tracker took
// the device's half-written copy as current, and the launch makes the
// host's copy, which the device never wrote, current again first. A
// refused launch (nothing ran) is retried too. The report names the unit.
func TestRetryFromDataBeforePackage(t *testing.T) {
	defer opencl.CopyOnCPU()() // PoCL stands in for a device with memory of its own
	cl := openCLDevice(t)
	const n = 1 << 14
	for _, kind := range []faults.Kind{faults.Partial, faults.Fail} {
		t.Run(kind.String(), func(t *testing.T) {
			ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl, sycl.NativeDevice()), coexecutor.Powers(1, 1), unguarded)
			require.NoError(t, err)
			defer ce.Close()
			hits := injectOn(t, cl, "Count", kind)
			counts := make([]int32, n)
			b := buffer.New(counts)
			rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
			require.NoError(t, err)
			require.NoError(t, b.Close())
			// The unit's packages enqueued behind the first before its
			// failure was known reach the device too (they are ordered
			// there, not by the host), and fail with it.
			require.GreaterOrEqual(t, hits.Load(), int32(1))
			for i, c := range counts {
				require.Equal(t, int32(1), c, "work-item %d\n%v", i, rep)
			}
			require.True(t, rep.Units[0].Retired, "the failing unit is named:\n%v", rep)
			require.Error(t, rep.Units[0].Err)
			// Its packages in flight fail with the first (its queue is in
			// order): one or more, all on unit 0.
			require.NotEmpty(t, rep.Failed, "%v", rep)
			for _, p := range rep.Failed {
				assert.Equal(t, 0, p.Unit, "%v", p)
			}
		})
	}
}

// A package that fails after changing data it also reads, with no copy
// from before it (the native device writes the host's memory in place),
// fails the launch with the unit's error rather than run again; a
// write-only package runs again and the launch succeeds.
func TestNoRetryWithoutCopy(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	const n = 1 << 14
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(nat, cl), coexecutor.Powers(1, 1), unguarded)
	require.NoError(t, err)
	defer ce.Close()

	injectOn(t, nat, "Count", faults.Partial)
	counts := make([]int32, n)
	b := buffer.New(counts)
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
	require.ErrorIs(t, b.Close(), buffer.ErrDataLost, "the failed package wrote part of it in place")
	require.ErrorIs(t, err, faults.ErrInjected, "%v", rep)
	require.ErrorContains(t, err, "on unit 0")
	for i, c := range counts {
		require.True(t, c == 0 || c == 1, "counts[%d] = %d: a package ran twice", i, c)
	}

	injectOn(t, nat, "set_i32", faults.Partial)
	x := make([]int32, n)
	bx := buffer.New(x)
	rep, err = ce.LaunchKernel(sycl.Range1(n), setI32, bx, int32(5))
	require.NoError(t, err)
	require.NoError(t, bx.Close())
	for i, v := range x {
		require.Equal(t, int32(5+i), v, "x[%d]", i)
	}
	require.True(t, rep.Units[0].Retired)

	// With KeepOutputs an OpenCL unit's outputs stay on its device, where
	// the next launch (Static: the same ranges) finds them: the host holds
	// no copy from before a package that fails there.
	kce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(cl, nat), coexecutor.Powers(1, 1), coexecutor.KeepOutputs(true), unguarded)
	require.NoError(t, err)
	defer kce.Close()
	counts = make([]int32, n)
	b = buffer.New(counts)
	_, err = kce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
	require.NoError(t, err)
	injectOn(t, cl, "Count", faults.Partial)
	rep, err = kce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
	require.ErrorIs(t, b.Close(), buffer.ErrDataLost, "the failed package half wrote the only copy")
	require.ErrorContains(t, err, "CL_OUT_OF_RESOURCES", "%v", rep)
	require.ErrorContains(t, err, "on unit 0")
	for i, c := range counts {
		require.True(t, c == 1 || c == 2, "counts[%d] = %d after two launches, the second failed", i, c)
	}
}

// Every argument is checked before the first package is submitted: a
// range larger than an output, a nil, closed or mistyped buffer, a freed
// USM pointer, a role that contradicts how the kernel uses the memory
// (In or InPart on memory it writes, Out on memory it reads: Count
// increments its counts) fail the launch with nothing written.
func TestArgumentsCheckedBeforeLaunch(t *testing.T) {
	devs := allDevices(t)
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(devs...), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	const n = 4096
	counts := make([]int32, n)
	b := buffer.New(counts)
	closed := buffer.New(make([]int32, n))
	require.NoError(t, closed.Close())
	q, err := sycl.NewQueueOn(devs[0])
	require.NoError(t, err)
	defer q.Close()
	freed, err := usm.MallocShared[int32](q, n)
	require.NoError(t, err)
	require.NoError(t, freed.Free())
	floats := buffer.New(make([]float32, n))
	defer floats.Close()
	for _, c := range []struct {
		name string
		rng  sycl.Space
		arg  any
		want string
	}{
		{"range larger than the buffer", sycl.Range1(n + 256), b, "outside its 4096 elements"},
		{"nil buffer", sycl.Range1(n), (*buffer.Buffer[int32])(nil), "nil buffer"},
		{"nil buffer in InOut", sycl.Range1(n), coexecutor.InOut((*buffer.Buffer[int32])(nil)), "nil buffer"},
		{"closed buffer", sycl.Range1(n), closed, "closed"},
		{"freed USM", sycl.Range1(n), freed, "freed"},
		{"element type", sycl.Range1(n), floats, "float32"},
		{"not memory", sycl.Range1(n), 3, "want a buffer or a USM pointer"},
		{"In on written memory", sycl.Range1(n), coexecutor.In(b), "argument 0 (counts): coexecutor.In, but the kernel writes it"},
		{"InPart on written memory", sycl.Range1(n), coexecutor.InPart(b, func(p coexecutor.Package) (int, int) { return p.Offset, p.Offset + p.Size }), "coexecutor.InPart, but the kernel writes it"},
		{"Out on read memory", sycl.Range1(n), coexecutor.Out(b), "argument 0 (counts): coexecutor.Out, but the kernel reads it"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep, err := ce.LaunchKernel(c.rng, kernels.CountKernel.Kernel, c.arg)
			h, herr := b.HostRead()
			require.NoError(t, herr)
			for i, c := range h.Slice() {
				require.Zero(t, c, "counts[%d] written by a refused launch", i)
			}
			h.Close()
			require.ErrorContains(t, err, c.want)
			require.ErrorContains(t, err, "kernel Count")
			assert.Nil(t, rep, "a launch with a bad argument ran")
		})
	}
	require.NoError(t, b.Close())
	for i, c := range counts {
		require.Zero(t, c, "counts[%d] written by a refused launch", i)
	}
}

// A part function returning a part outside its memory fails the launch
// before that package is submitted: its rows keep their values.
func TestBadPartPackageDoesNotRun(t *testing.T) {
	const n = 1 << 12
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 8}, coexecutor.DeviceList(sycl.NativeDevice()), coexecutor.LocalSize(64), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	x, y := make([]float32, n), make([]float32, n)
	for i := range x {
		x[i], y[i] = float32(i+1), 1
	}
	bx, by := buffer.New(x), buffer.New(y)
	bad := n / 2
	part := func(p coexecutor.Package) (int, int) {
		if p.Offset == bad {
			return -1, p.Offset + p.Size
		}
		return p.Offset, p.Offset + p.Size
	}
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), coexecutor.InPart(bx, part), by)
	require.NoError(t, by.Close())
	require.NoError(t, bx.Close())
	require.ErrorContains(t, err, "parameter x: the part [-1,")
	require.ErrorContains(t, err, fmt.Sprintf("[%d,%d)", bad, bad+n/8))
	for i := bad; i < bad+n/8; i++ {
		require.Equal(t, float32(1), y[i], "y[%d]: the package with the bad part ran\n%v", i, rep)
	}
}

// A cancelled launch stops its native packages between work-group chunks:
// a kernel that blocks until released sees the chunks it had started end,
// and no other, and the launch returns ctx.Err().
func TestCancelStopsNativePackage(t *testing.T) {
	const n = 1 << 16
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice()), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	release := make(chan struct{})
	var entered, groups, items atomic.Int64
	var once sync.Once
	block := &sycl.Kernel{Name: "block", Params: []sycl.Param{global[int32]("x", sycl.Writes)},
		Native: func(l *sycl.NativeLaunch, first, last int, args []any) {
			entered.Add(1)
			once.Do(cancel)
			<-release
			groups.Add(int64(last - first))
			items.Add(int64((last - first) * l.Local[0]))
		}}
	go func() { <-ctx.Done(); close(release) }()
	b := buffer.New(make([]int32, n))
	defer b.Close()
	rep, err := ce.LaunchKernelContext(ctx, sycl.Range1(n), block, b)
	require.ErrorIs(t, err, context.Canceled)
	require.Len(t, rep.Failed, 1, "%v", rep)
	workers := int64(sycl.NativeDevice().Info().ComputeUnits)
	assert.LessOrEqual(t, entered.Load(), workers, "chunks started after the cancellation")
	assert.Less(t, items.Load(), int64(n), "the whole package ran")
}

// Bad device options are errors of New.
func TestDeviceOptions(t *testing.T) {
	nat := sycl.NativeDevice()
	for _, c := range []struct {
		name string
		opt  coexecutor.Option
		want string
	}{
		{"nil selector", coexecutor.Devices(nil), "selector 0 is nil"},
		{"no selector", coexecutor.Devices(), "names no selector"},
		{"no device", coexecutor.DeviceList(), "names no device"},
		{"nil device", coexecutor.DeviceList(nat, nil), "device 1 is nil"},
		{"duplicate", coexecutor.DeviceList(nat, nat), "given twice (devices 0 and 1)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			ce, err := coexecutor.New(&coexecutor.Dynamic{}, c.opt, unguarded)
			if ce != nil {
				ce.Close()
			}
			require.ErrorContains(t, err, c.want)
		})
	}
}

// panicky is a CommanderKernel that panics in the hook named by at.
type panicky struct {
	at string
	b  *buffer.Buffer[int32]
}

func (p *panicky) hit(hook string) {
	if p.at == hook {
		panic("deliberate panic in " + hook)
	}
}

func (p *panicky) InitDirector(*coexecutor.Director) error { p.hit("InitDirector"); return nil }
func (p *panicky) InitUnit(coexecutor.Unit) error          { p.hit("InitUnit"); return nil }
func (p *panicky) Submit(pkg coexecutor.Package, h *sycl.Handler) {
	sp, _ := pkg.Span(p.b.Len())
	h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(buffer.ReadWrite(h, p.b, sp)))
	if pkg.ID == 2 {
		p.hit("Submit")
	}
}
func (p *panicky) Completed(pkg coexecutor.Package) {
	if pkg.ID == 1 {
		p.hit("Completed")
	}
}
func (p *panicky) DoneUnit(coexecutor.Unit) error { p.hit("DoneUnit"); return nil }
func (p *panicky) DoneDirector(*coexecutor.Director, *coexecutor.Report) error {
	p.hit("DoneDirector")
	return nil
}

// panickyPolicy's scheduler panics in Next.
type panickyPolicy struct{}

func (panickyPolicy) Name() string { return "panicky" }
func (panickyPolicy) New(coexecutor.Setup) (coexecutor.Scheduler, error) {
	return panickySched{}, nil
}

// oddPolicy is a Policy that panics in Name (name), in New (new), or
// returns neither a scheduler nor an error (nothing).
type oddPolicy struct{ at string }

func (p oddPolicy) Name() string {
	if p.at == "name" {
		panic("deliberate panic in Name")
	}
	return "odd"
}

func (p oddPolicy) New(s coexecutor.Setup) (coexecutor.Scheduler, error) {
	switch p.at {
	case "new":
		panic("deliberate panic in New")
	case "nothing":
		return nil, nil
	}
	return (&coexecutor.Static{}).New(s)
}

type panickySched struct{}

func (panickySched) Next(int, int) int            { panic("deliberate panic in Next") }
func (panickySched) Completed(coexecutor.Package) {}

type panickyWriter struct{}

func (panickyWriter) Write([]byte) (int, error) { panic("deliberate panic in a trace writer") }

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("deliberate write error") }

// A panic in user code, on whichever goroutine runs it, fails the launch
// with a *coexecutor.PanicError naming the code; one on a unit's goroutine
// also names the package and the unit.
func TestCallbackPanics(t *testing.T) {
	devs := allDevices(t)
	const n = 4096
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 8}, coexecutor.DeviceList(devs...), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	check := func(t *testing.T, err error, callback string, onUnit bool) {
		t.Helper()
		var pe *coexecutor.PanicError
		require.ErrorAs(t, err, &pe)
		assert.Equal(t, callback, pe.Callback)
		assert.Contains(t, fmt.Sprint(pe.Value), "deliberate panic")
		assert.NotEmpty(t, pe.Stack)
		if onUnit {
			assert.ErrorContains(t, err, "package ")
			assert.ErrorContains(t, err, "on unit ")
		}
	}
	for _, hook := range []string{"InitDirector", "InitUnit", "Submit", "Completed", "DoneUnit", "DoneDirector"} {
		t.Run(hook, func(t *testing.T) {
			b := buffer.New(make([]int32, n))
			defer b.Close()
			_, err := ce.Run(context.Background(), sycl.Range1(n), &panicky{at: hook, b: b})
			name := "CommanderKernel." + hook
			if hook == "Completed" {
				name = "PackageCompleter.Completed"
			}
			check(t, err, name, hook == "Submit" || hook == "Completed")
		})
	}
	t.Run("Launch", func(t *testing.T) {
		b := buffer.New(make([]int32, n))
		defer b.Close()
		_, err := ce.Launch(sycl.Range1(n), func(pkg coexecutor.Package, h *sycl.Handler) {
			sp, _ := pkg.Span(n)
			h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, sp)))
			if pkg.ID == 3 {
				panic("deliberate panic in a command group")
			}
		})
		check(t, err, "command-group function", true)
		require.ErrorContains(t, err, "package 3 ")
	})
	t.Run("InPart", func(t *testing.T) {
		x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
		defer x.Close()
		defer y.Close()
		_, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(1),
			coexecutor.InPart(x, func(p coexecutor.Package) (int, int) { panic("deliberate panic in a part") }), y)
		check(t, err, "InPart function of parameter x", true)
	})
	t.Run("Scheduler", func(t *testing.T) {
		sce, err := coexecutor.New(panickyPolicy{}, coexecutor.DeviceList(devs...), unguarded)
		require.NoError(t, err)
		defer sce.Close()
		b := buffer.New(make([]int32, n))
		defer b.Close()
		_, err = sce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
		check(t, err, "Scheduler.Next", false)
	})
	t.Run("Policy", func(t *testing.T) {
		// Name is asked once, by New; New's failure is each launch's.
		_, err := coexecutor.New(oddPolicy{"name"}, coexecutor.DeviceList(devs...))
		check(t, err, "Policy.Name", false)
		for _, at := range []string{"new", "nothing"} {
			pce, err := coexecutor.New(oddPolicy{at}, coexecutor.DeviceList(devs...))
			require.NoError(t, err)
			counts := make([]int32, n)
			b := buffer.New(counts)
			_, err = pce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
			if at == "new" {
				check(t, err, "Policy.New", false)
			} else {
				require.ErrorContains(t, err, "coexecutor: odd: Policy.New returned neither a Scheduler nor an error")
			}
			require.NoError(t, b.Close())
			require.Equal(t, make([]int32, n), counts, "nothing ran")
			require.NoError(t, pce.Close())
		}
	})
	t.Run("Trace", func(t *testing.T) {
		// The trace is written once the launch has ended: its results
		// are complete, and the writer's failure is the launch's error.
		for _, w := range []io.Writer{panickyWriter{}, failingWriter{}} {
			tce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 8}, coexecutor.DeviceList(devs...), unguarded, coexecutor.Trace(w))
			require.NoError(t, err)
			counts := make([]int32, n)
			b := buffer.New(counts)
			rep, err := tce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
			require.NotNil(t, rep)
			require.ErrorContains(t, err, "coexecutor: writing the trace: ")
			if _, ok := w.(panickyWriter); ok {
				check(t, err, "Trace writer", false)
			} else {
				require.ErrorContains(t, err, "deliberate write error")
			}
			require.NoError(t, b.Close())
			require.NoError(t, tce.Close())
			for i, c := range counts {
				require.Equal(t, int32(1), c, "counts[%d]", i)
			}
		}
		// A launch that fails and whose trace fails: both errors.
		tce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 8}, coexecutor.DeviceList(devs...), unguarded, coexecutor.Trace(failingWriter{}))
		require.NoError(t, err)
		defer tce.Close()
		x, y := buffer.New(make([]float32, n)), buffer.New(make([]float32, n))
		defer x.Close()
		defer y.Close()
		_, err = tce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(1),
			coexecutor.InPart(x, func(p coexecutor.Package) (int, int) { panic("deliberate panic in a part") }), y)
		check(t, err, "InPart function of parameter x", true)
		require.ErrorContains(t, err, "deliberate write error")
	})
	// The coexecutor still works.
	counts := make([]int32, n)
	b := buffer.New(counts)
	_, err = ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, b)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	for i, c := range counts {
		require.Equal(t, int32(1), c, "counts[%d]", i)
	}
	require.False(t, errors.Is(err, context.Canceled))
}

// LaunchKernel checks untyped arguments against the kernel's parameters
// before any unit starts: a scalar of the wrong Go type, a wrong count or
// something that is not a buffer or a USM pointer is one error naming the
// argument, no package is handed out, and the memory keeps its values. The
// typed launch kgen generates (SaxpyKernel.Launch) makes the first two
// compile errors; the third compiles (an accessor is a Global[float32])
// and is refused alike.
func TestUntypedArgumentsRefusedBeforeAnyUnit(t *testing.T) {
	var trace bytes.Buffer
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(allDevices(t)...), coexecutor.Trace(&trace), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	const n = 256
	x, y := make([]float32, n), make([]float32, n)
	for i := range y {
		x[i], y[i] = 1, 7
	}
	bx, by := buffer.New(x), buffer.New(y)
	launch := func(args ...any) (*coexecutor.Report, error) {
		return ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, args...)
	}
	for _, c := range []struct {
		name string
		run  func() (*coexecutor.Report, error)
		want string
	}{
		{"an int for a float32", func() (*coexecutor.Report, error) { return launch(2, bx, by) }, "argument 0 (a): got int, want float32"},
		{"a float64 for a float32", func() (*coexecutor.Report, error) { return launch(2.0, bx, by) }, "argument 0 (a): got float64, want float32"},
		{"too few", func() (*coexecutor.Report, error) { return launch(float32(2), bx) }, "takes 3 arguments, got 2"},
		{"a slice for memory", func() (*coexecutor.Report, error) { return launch(float32(2), x, by) }, "argument 1 (x): got []float32, want a buffer or a USM pointer"},
		{"an accessor through the typed launch", func() (*coexecutor.Report, error) {
			return kernels.SaxpyKernel.Launch(ce, sycl.Range1(n), 2, buffer.Read(nil, bx), by)
		}, "argument 1 (x)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			rep, err := c.run()
			require.ErrorContains(t, err, c.want)
			require.ErrorContains(t, err, "kernel Saxpy")
			require.True(t, strings.HasPrefix(err.Error(), "coexecutor: "), "%v", err)
			assert.NotContains(t, err.Error(), "every unit")
			assert.NotContains(t, err.Error(), "\n", "one error, not one per unit")
			assert.Nil(t, rep)
			assert.Empty(t, trace.String(), "a package was handed out")
		})
	}
	require.NoError(t, by.Close())
	for i, v := range y {
		require.Equal(t, float32(7), v, "y[%d] written by a refused launch", i)
	}
	require.NoError(t, bx.Close())
}
