package testsuite

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

// The fault-injection tests: co-executed launches whose units fail
// (internal/faults), hang or disappear, whose user code panics and whose
// inputs are bad. Each runs on the device alone and co-executed with each
// other visible device (the device under test is unit 0), and checks the
// launch's error or success and its exact output: the elements of the
// packages that ran hold the launch's values, those of packages that never
// ran their values from before, and a failed package's what coexecutor's
// rule says its failure leaves.

const (
	faultN   = 4096 // work-items
	faultLWS = 64   // local size
	faultPkg = 8    // work-groups per package: 8 packages
	faultSet = 100  // set_idx's base
)

// pinned is a Policy that hands package j (faultPkg work-groups, in range
// order) to unit j mod units, so that which unit runs which package does
// not depend on timing. The packages of a unit that failed go to the
// others, as the Commander hands out what nobody was assigned.
type pinned struct{}

func (pinned) Name() string { return "pinned" }

func (pinned) New(s coexecutor.Setup) (coexecutor.Scheduler, error) {
	p := &pinnedSched{groups: s.Groups, next: make([]int, len(s.Units))}
	for u := range p.next {
		p.next[u] = u
	}
	return p, nil
}

type pinnedSched struct {
	groups int
	next   []int // per unit, its next package
}

func (p *pinnedSched) Assign(u int) (lo, hi int, ok bool) {
	lo = p.next[u] * faultPkg
	if lo >= p.groups {
		return 0, 0, false
	}
	p.next[u] += len(p.next)
	return lo, min(lo+faultPkg, p.groups), true
}

func (p *pinnedSched) Next(int, int) int            { return 0 }
func (p *pinnedSched) Completed(coexecutor.Package) {}

// unitPackages are the offsets of the packages pinned gives unit u of
// units.
func unitPackages(u, units int) []int {
	var offs []int
	for j := u; j*faultPkg*faultLWS < faultN; j += units {
		offs = append(offs, j*faultPkg*faultLWS)
	}
	return offs
}

// faultConfigs are the device sets of the fault tests: dev alone, then
// dev first with each other visible device.
func faultConfigs(t *testing.T, dev *sycl.Device) [][]*sycl.Device {
	cfgs := [][]*sycl.Device{{dev}}
	for _, o := range otherDevices(t, dev) {
		cfgs = append(cfgs, []*sycl.Device{dev, o})
	}
	return cfgs
}

func configName(devs []*sycl.Device) string {
	if len(devs) == 1 {
		return "alone"
	}
	return "with " + devs[1].Name()
}

// newFaultCoexecutor co-executes on devs with pinned packages, leaving a
// core to the host: co-executed, an OpenCL CPU device's unit runs on a
// sub-device (faultUnit).
func newFaultCoexecutor(t *testing.T, devs []*sycl.Device) *coexecutor.Coexecutor {
	t.Helper()
	ce, err := coexecutor.New(pinned{}, coexecutor.DeviceList(devs...), coexecutor.LocalSize(faultLWS), coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.HostCores(1))
	require.NoError(t, err)
	t.Cleanup(func() { ce.Close() })
	return ce
}

// faultUnit is the device the fault categories' device under test runs
// on in ce: the device itself, or the sub-device its unit computes on
// (coexecutor.HostCores).
func faultUnit(ce *coexecutor.Coexecutor) *sycl.Device { return ce.Devices()[0] }

// injectAt makes dev fail kernel's launch at offset with kind, and counts
// the faults injected.
func injectAt(t *testing.T, dev *sycl.Device, kernel string, offset int, f faults.Fault) func() int {
	var mu sync.Mutex
	hits := 0
	restore := faults.SetLaunch(func(s faults.Site) faults.Fault {
		if s.Device != dev.Name() || s.Native != dev.IsNative() || s.Kernel != kernel || s.Offset != offset {
			return faults.Fault{}
		}
		mu.Lock()
		defer mu.Unlock()
		hits++
		return f
	})
	t.Cleanup(restore)
	return func() int { mu.Lock(); defer mu.Unlock(); return hits }
}

// leaves is what a failed package leaves in its range.
type leaves int

const (
	leftBefore leaves = iota // every element as before the launch
	leftPrefix               // the first elements as after, up to half, then as before
	leftEither               // each element as before or as after
)

// checkOutcome checks got against what the report says ran: the elements
// of rep.Packages as in after, those of rep.Failed as failed says (nil:
// as before), the others as in before (a nil report: the launch ran
// nothing).
func checkOutcome(t *testing.T, rep *coexecutor.Report, got, before, after []int32, failed func(coexecutor.Package) leaves) {
	t.Helper()
	if failed == nil {
		failed = func(coexecutor.Package) leaves { return leftBefore }
	}
	class := make([]int, len(got)) // 0 before, 1 after, 2+l: a failed package's
	owner := make([]coexecutor.Package, len(got))
	if rep != nil {
		for _, p := range rep.Failed {
			for i := p.Offset; i < p.Offset+p.Size; i++ {
				class[i], owner[i] = 2+int(failed(p)), p
			}
		}
		for _, p := range rep.Packages { // a retried package's range ran after all
			for i := p.Offset; i < p.Offset+p.Size; i++ {
				class[i] = 1
			}
		}
	}
	for i := 0; i < len(got); {
		switch class[i] {
		case 0:
			require.Equal(t, before[i], got[i], "element %d: no package ran it\n%v", i, rep)
		case 1:
			require.Equal(t, after[i], got[i], "element %d: its package ran\n%v", i, rep)
		case 2 + int(leftBefore):
			require.Equal(t, before[i], got[i], "element %d: its package (%v) failed, leaving it as before\n%v", i, owner[i], rep)
		case 2 + int(leftEither):
			require.True(t, got[i] == before[i] || got[i] == after[i], "element %d = %d: neither %d (before) nor %d (after)\n%v", i, got[i], before[i], after[i], rep)
		case 2 + int(leftPrefix):
			p := owner[i]
			k := 0
			for k < p.Size && got[p.Offset+k] == after[p.Offset+k] {
				k++
			}
			for j := p.Offset + k; j < p.Offset+p.Size; j++ {
				require.Equal(t, before[j], got[j], "element %d of %v, which failed halfway after %d elements\n%v", j, p, k, rep)
			}
			require.True(t, k > 0 && k <= p.Size/2, "%v failed halfway after %d of its %d elements", p, k, p.Size)
			i = p.Offset + p.Size
			continue
		}
		i++
	}
}

// faultMemory is an int32 output of faultN elements: a buffer or a USM
// allocation that every unit of a configuration can use.
type faultMemory struct {
	name string
	// open returns the kernel argument holding data, and close ends the
	// launch's use of it and returns the elements, with the error of
	// bringing them home (a buffer's Close).
	open func(t *testing.T, data []int32) (arg any, close func() ([]int32, error))
	// strategy is how the last allocation opened is realised (USM; nil
	// for buffers).
	strategy func() usm.Strategy
}

var bufferMemory = faultMemory{name: "buffer", open: func(t *testing.T, data []int32) (any, func() ([]int32, error)) {
	b := buffer.New(data)
	return b, func() ([]int32, error) { return data, b.Close() }
}}

// usmMemory is a shared allocation of the configuration's OpenCL device,
// which the native device can use too (or of the native device alone).
func usmMemory(t *testing.T, devs []*sycl.Device) (faultMemory, bool) {
	owner := devs[0]
	opencl := 0
	for _, d := range devs {
		if !d.IsNative() {
			owner = d
			opencl++
		}
	}
	if opencl > 1 {
		return faultMemory{}, false // two OpenCL devices cannot share an allocation
	}
	q := newQueue(t, owner)
	var strategy usm.Strategy
	return faultMemory{name: "usm", strategy: func() usm.Strategy { return strategy }, open: func(t *testing.T, data []int32) (any, func() ([]int32, error)) {
		p, err := usm.MallocShared[int32](q, len(data))
		require.NoError(t, err)
		strategy = p.Strategy()
		s, err := p.Slice()
		require.NoError(t, err)
		copy(s, data)
		return p, func() ([]int32, error) {
			s, err := p.Slice()
			require.NoError(t, err)
			out := append([]int32(nil), s...)
			require.NoError(t, p.Free())
			return out, nil
		}
	}}, true
}

// faultKernel is a kernel of the fault tests with its values before and
// after a launch.
type faultKernel struct {
	name          string
	kernel        string // as the fault hook sees it
	writeOnly     bool
	before, after func(i int) int32
	launch        func(ctx context.Context, ce *coexecutor.Coexecutor, mem any) (*coexecutor.Report, error)
}

var (
	// countKernel reads and writes its output: counts[i]++.
	countKernel = faultKernel{"read-write", "Count", false,
		func(int) int32 { return 0 }, func(int) int32 { return 1 },
		func(ctx context.Context, ce *coexecutor.Coexecutor, mem any) (*coexecutor.Report, error) {
			return ce.LaunchKernelContext(ctx, sycl.Range1(faultN), kernels.CountKernel.Kernel, mem)
		}}
	// setKernel only writes it: a[i] = faultSet + i.
	setKernel = faultKernel{"write-only", "set_idx", true,
		func(int) int32 { return -1 }, func(i int) int32 { return faultSet + int32(i) },
		func(ctx context.Context, ce *coexecutor.Coexecutor, mem any) (*coexecutor.Report, error) {
			return ce.LaunchKernelContext(ctx, sycl.Range1(faultN), setIdx, coexecutor.Out(mem.(coexecutor.Global[int32])), int32(faultSet))
		}}
)

func (k faultKernel) values(n int) (before, after []int32) {
	before, after = make([]int32, n), make([]int32, n)
	for i := range before {
		before[i], after[i] = k.before(i), k.after(i)
	}
	return before, after
}

// run launches k on mem holding its before values, and returns the report,
// the error and the elements after the launch.
func (k faultKernel) run(t *testing.T, ctx context.Context, ce *coexecutor.Coexecutor, mem faultMemory) (*coexecutor.Report, []int32, error) {
	before, _ := k.values(faultN)
	arg, done := mem.open(t, append([]int32(nil), before...))
	rep, err := k.launch(ctx, ce, arg)
	got, _ := done() // the categories check the elements whatever Close says
	return rep, got, err
}

// FaultUnitFails makes the device's unit fail on its first, middle and
// last package, refusing the launch (Fail) or dying halfway (Partial), with
// a kernel that reads and writes its output and one that only writes it,
// on buffers and USM. Co-executed, the launch succeeds exactly when the
// failed package may run on the other unit: it did not begin, its output
// is write-only, or it is a buffer range written on an OpenCL device with
// memory of its own (whose host copy is current again: a device that
// uses host memory in place, as the native one, wrote the host's copy);
// otherwise, and alone, it fails.
func FaultUnitFails(t *testing.T, dev *sycl.Device) {
	for _, devs := range faultConfigs(t, dev) {
		mems := []faultMemory{bufferMemory}
		if m, ok := usmMemory(t, devs); ok {
			mems = append(mems, m)
		}
		ce := newFaultCoexecutor(t, devs)
		dev := faultUnit(ce)
		own := unitPackages(0, len(devs))
		for _, mem := range mems {
			for _, k := range []faultKernel{countKernel, setKernel} {
				for _, kind := range []faults.Kind{faults.Fail, faults.Partial} {
					for _, at := range []struct {
						name   string
						offset int
					}{{"first", own[0]}, {"middle", own[len(own)/2]}, {"last", own[len(own)-1]}} {
						name := fmt.Sprintf("%s/%s/%s/%s/%s", configName(devs), mem.name, k.name, kind, at.name)
						t.Run(name, func(t *testing.T) {
							hits := injectAt(t, dev, k.kernel, at.offset, faults.Fault{Kind: kind})
							rep, got, err := k.run(t, context.Background(), ce, mem)
							require.Equal(t, 1, hits(), "faults injected")
							restored := mem.name == "buffer" && !dev.UsesHostMemory()
							retried := kind == faults.Fail || k.writeOnly || restored
							before, after := k.values(faultN)
							if len(devs) > 1 && retried {
								require.NoError(t, err, "%v", rep)
								checkOutcome(t, rep, got, before, after, nil)
								require.True(t, rep.Units[0].Retired, "the failed unit is named\n%v", rep)
								require.Error(t, rep.Units[0].Err)
								return
							}
							require.Error(t, err, "%v", rep)
							if kind == faults.Partial && !dev.IsNative() {
								require.ErrorContains(t, err, "CL_OUT_OF_RESOURCES")
							} else {
								require.ErrorIs(t, err, faults.ErrInjected)
							}
							require.ErrorContains(t, err, "on unit 0")
							checkOutcome(t, rep, got, before, after, func(p coexecutor.Package) leaves {
								// A unit that works on a copy of a USM
								// allocation (one it cannot address, or its
								// own device's copy of an emulated one)
								// copies nothing back from a failed package.
								onCopy := mem.name == "usm" && rep != nil && (rep.Units[0].USM.CopiesIn > 0 || mem.strategy() == usm.Emulated && !dev.UsesHostMemory())
								if p.Offset == at.offset && p.Unit == 0 && kind == faults.Partial && !restored && !onCopy {
									return leftPrefix
								}
								return leftBefore
							})
						})
					}
				}
			}
		}
	}
}

// FaultHang holds the device's first package past the launch's deadline:
// the launch returns context.DeadlineExceeded once the held package ends
// (a native one stops at once, an OpenCL one runs when released), with
// every element as before or after; the next launch succeeds.
func FaultHang(t *testing.T, dev *sycl.Device) {
	for _, devs := range faultConfigs(t, dev) {
		t.Run(configName(devs), func(t *testing.T) {
			ce := newFaultCoexecutor(t, devs)
			dev := faultUnit(ce)
			ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
			defer cancel()
			release := make(chan struct{})
			go func() { <-ctx.Done(); close(release) }()
			injectAt(t, dev, countKernel.kernel, 0, faults.Fault{Kind: faults.Hold, Release: release})
			rep, got, err := countKernel.run(t, ctx, ce, bufferMemory)
			require.ErrorIs(t, err, context.DeadlineExceeded, "%v", rep)
			before, after := countKernel.values(faultN)
			checkOutcome(t, rep, got, before, after, func(coexecutor.Package) leaves { return leftEither })

			faults.SetLaunch(nil)
			rep, got, err = countKernel.run(t, context.Background(), ce, bufferMemory)
			require.NoError(t, err, "the launch after the deadline")
			checkOutcome(t, rep, got, before, after, nil)
		})
	}
}

// FaultDeviceLost makes the device fail every launch from its second
// package on, this launch and the next: alone, the launches fail, leaving
// what ran before; co-executed, the other unit does the work and the
// report names the lost one.
func FaultDeviceLost(t *testing.T, dev *sycl.Device) {
	for _, devs := range faultConfigs(t, dev) {
		t.Run(configName(devs), func(t *testing.T) {
			ce := newFaultCoexecutor(t, devs)
			dev := faultUnit(ce)
			var mu sync.Mutex
			launches := 0
			t.Cleanup(faults.SetLaunch(func(s faults.Site) faults.Fault {
				if s.Device != dev.Name() || s.Native != dev.IsNative() {
					return faults.Fault{}
				}
				mu.Lock()
				defer mu.Unlock()
				if launches++; launches >= 2 {
					return faults.Fault{Kind: faults.Fail}
				}
				return faults.Fault{}
			}))
			before, after := countKernel.values(faultN)
			for launch := range 2 {
				rep, got, err := countKernel.run(t, context.Background(), ce, bufferMemory)
				if len(devs) == 1 {
					require.ErrorIs(t, err, faults.ErrInjected, "launch %d\n%v", launch, rep)
					require.Len(t, rep.Packages, 1-launch, "the packages before the device was lost")
				} else {
					require.NoError(t, err, "launch %d\n%v", launch, rep)
					require.True(t, rep.Units[0].Retired)
					require.ErrorIs(t, rep.Units[0].Err, faults.ErrInjected)
				}
				checkOutcome(t, rep, got, before, after, func(coexecutor.Package) leaves { return leftBefore })
			}
		})
	}
}

// panickyCK is a CommanderKernel that counts with kernels.Count and panics
// in the hook named at (Submit and Completed: for the package at offset).
type panickyCK struct {
	at     string
	offset int
	b      *buffer.Buffer[int32]
}

func (p *panickyCK) hit(hook string) {
	if p.at == hook {
		panic("deliberate panic in " + hook)
	}
}

func (p *panickyCK) InitDirector(*coexecutor.Director) error { p.hit("InitDirector"); return nil }
func (p *panickyCK) InitUnit(coexecutor.Unit) error          { p.hit("InitUnit"); return nil }
func (p *panickyCK) Submit(pkg coexecutor.Package, h *sycl.Handler) {
	sp, err := pkg.Span(p.b.Len())
	if err != nil {
		panic(err)
	}
	if pkg.Offset == p.offset {
		p.hit("Submit")
	}
	h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(buffer.ReadWrite(h, p.b, sp)))
}
func (p *panickyCK) Completed(pkg coexecutor.Package) {
	if pkg.Offset == p.offset {
		p.hit("Completed")
	}
}
func (p *panickyCK) DoneUnit(coexecutor.Unit) error { p.hit("DoneUnit"); return nil }
func (p *panickyCK) DoneDirector(*coexecutor.Director, *coexecutor.Report) error {
	p.hit("DoneDirector")
	return nil
}

// panickyPolicy panics in New, or its scheduler in Next.
type panickyPolicy struct{ inNew bool }

func (panickyPolicy) Name() string { return "panickyCK" }
func (p panickyPolicy) New(coexecutor.Setup) (coexecutor.Scheduler, error) {
	if p.inNew {
		panic("deliberate panic in New")
	}
	return panickySched{}, nil
}

type panickySched struct{}

func (panickySched) Next(int, int) int            { panic("deliberate panic in Next") }
func (panickySched) Completed(coexecutor.Package) {}

// checkPanic checks that err is a recovered panic of callback, naming the
// package and the unit when it ran on a unit.
func checkPanic(t *testing.T, err error, callback string, onUnit bool) {
	t.Helper()
	var pe *coexecutor.PanicError
	require.ErrorAs(t, err, &pe)
	require.Equal(t, callback, pe.Callback)
	require.Contains(t, fmt.Sprint(pe.Value), "deliberate panic")
	if onUnit {
		require.ErrorContains(t, err, "package ")
		require.ErrorContains(t, err, "on unit ")
	}
}

// FaultCallbackPanics panics in each kind of user code of a co-executed
// launch: every CommanderKernel hook, a command-group function, an InPart
// function, a Policy and its Scheduler, and a native kernel (Go semantics:
// division by zero, which no OpenCL device may hide). Each fails the
// launch with an error naming the code; what ran is as the report says.
func FaultCallbackPanics(t *testing.T, dev *sycl.Device) {
	for _, devs := range faultConfigs(t, dev) {
		ce := newFaultCoexecutor(t, devs)
		target := unitPackages(0, len(devs))[1] // the device's second package
		before, after := countKernel.values(faultN)
		for _, hook := range []string{"InitDirector", "InitUnit", "Submit", "Completed", "DoneUnit", "DoneDirector"} {
			t.Run(configName(devs)+"/CommanderKernel."+hook, func(t *testing.T) {
				counts := make([]int32, faultN)
				b := buffer.New(counts)
				rep, err := ce.Run(context.Background(), sycl.Range1(faultN), &panickyCK{at: hook, offset: target, b: b})
				require.NoError(t, b.Close())
				name := "CommanderKernel." + hook
				if hook == "Completed" {
					name = "PackageCompleter.Completed"
				}
				checkPanic(t, err, name, hook == "Submit" || hook == "Completed")
				switch hook {
				case "InitDirector", "InitUnit":
					require.Nil(t, rep)
				case "DoneUnit", "DoneDirector":
					require.Equal(t, after, counts, "a launch that ran to its end")
				}
				checkOutcome(t, rep, counts, before, after, func(coexecutor.Package) leaves { return leftBefore })
			})
		}
		t.Run(configName(devs)+"/Launch", func(t *testing.T) {
			counts := make([]int32, faultN)
			b := buffer.New(counts)
			rep, err := ce.Launch(sycl.Range1(faultN), func(pkg coexecutor.Package, h *sycl.Handler) {
				sp, _ := pkg.Span(faultN)
				h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, sp)))
				if pkg.Offset == target {
					panic("deliberate panic in a command group")
				}
			})
			require.NoError(t, b.Close())
			checkPanic(t, err, "command-group function", true)
			require.ErrorContains(t, err, fmt.Sprintf("[%d,", target))
			checkOutcome(t, rep, counts, before, after, func(coexecutor.Package) leaves { return leftBefore })
		})
		t.Run(configName(devs)+"/InPart", func(t *testing.T) {
			rep, y, yBefore, yAfter, err := launchSaxpyInPart(t, ce, func(p coexecutor.Package) (int, int) {
				if p.Offset == target {
					panic("deliberate panic in a part function")
				}
				return p.Offset, p.Offset + p.Size
			})
			checkPanic(t, err, "InPart function of parameter x", true)
			checkOutcome(t, rep, y, yBefore, yAfter, func(coexecutor.Package) leaves { return leftBefore })
		})
		for _, inNew := range []bool{true, false} {
			name := map[bool]string{true: "Policy.New", false: "Scheduler.Next"}[inNew]
			t.Run(configName(devs)+"/"+name, func(t *testing.T) {
				pce, err := coexecutor.New(panickyPolicy{inNew}, coexecutor.DeviceList(devs...), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
				require.NoError(t, err)
				defer pce.Close()
				rep, got, err := countKernel.run(t, context.Background(), pce, bufferMemory)
				checkPanic(t, err, name, false)
				checkOutcome(t, rep, got, before, after, nil)
			})
		}
		t.Run(configName(devs)+"/native kernel", func(t *testing.T) {
			native := -1
			for i, d := range devs {
				if d.IsNative() {
					native = i
				}
			}
			if native < 0 {
				t.Skip("no native device: OpenCL C defines division by zero")
			}
			at := unitPackages(native, len(devs))[0] + 5 // in the native unit's first package
			a, bs := make([]int32, faultN), filled(faultN, int32(1))
			for i := range a {
				a[i] = int32(3 * i)
			}
			bs[at] = 0
			q := filled(faultN, int32(-1))
			qb, ab, bb := buffer.New(q), buffer.New(a), buffer.New(bs)
			rep, err := ce.LaunchKernel(sycl.Range1(faultN), divI32, coexecutor.Out(qb), coexecutor.In(ab), coexecutor.In(bb))
			require.NoError(t, qb.Close())
			ab.Close()
			bb.Close()
			var kp *sycl.PanicError
			require.ErrorAs(t, err, &kp)
			require.ErrorContains(t, err, "integer divide by zero")
			require.ErrorContains(t, err, "kernel div_i32")
			require.ErrorContains(t, err, fmt.Sprintf("on unit %d", native))
			checkOutcome(t, rep, q, filled(faultN, int32(-1)), a, func(coexecutor.Package) leaves { return leftEither })
			for _, p := range rep.Packages {
				require.False(t, p.Offset <= at && at < p.Offset+p.Size, "the division by zero ran on %v", p)
			}
		})
	}
}

// launchSaxpyInPart launches y = 2x + y with x passed InPart(part), and
// returns y with its values before and after.
func launchSaxpyInPart(t *testing.T, ce *coexecutor.Coexecutor, part func(coexecutor.Package) (int, int)) (rep *coexecutor.Report, y, before, after []int32, err error) {
	x, yf := make([]float32, faultN), filled(faultN, float32(1))
	before, after = make([]int32, faultN), make([]int32, faultN)
	for i := range x {
		x[i] = float32(i)
		before[i], after[i] = 1, int32(2*i+1)
	}
	bx, by := buffer.New(x), buffer.New(yf)
	rep, err = ce.LaunchKernel(sycl.Range1(faultN), saxpyF32, float32(2), coexecutor.InPart(bx, part), coexecutor.InOut(by))
	require.NoError(t, bx.Close())
	require.NoError(t, by.Close())
	y = make([]int32, faultN)
	for i, v := range yf {
		y[i] = int32(v)
	}
	return rep, y, before, after, err
}

// FaultBadInputs gives co-executed launches bad arguments and options:
// each is an error, and nothing runs that the checks before the launch
// can catch; an InPart part outside its memory stops its package from
// being submitted.
func FaultBadInputs(t *testing.T, dev *sycl.Device) {
	for _, devs := range faultConfigs(t, dev) {
		ce := newFaultCoexecutor(t, devs)
		t.Run(configName(devs)+"/arguments", func(t *testing.T) {
			counts := make([]int32, faultN)
			b := buffer.New(counts)
			closed := buffer.New(make([]int32, faultN))
			require.NoError(t, closed.Close())
			q := newQueue(t, dev)
			freed, err := usm.MallocShared[int32](q, faultN)
			require.NoError(t, err)
			require.NoError(t, freed.Free())
			for _, c := range []struct {
				name string
				rng  sycl.Range
				arg  any
				want string
			}{
				{"range larger than the buffer", sycl.Range1(faultN + faultLWS), b, "outside its 4096 elements"},
				{"nil buffer", sycl.Range1(faultN), (*buffer.Buffer[int32])(nil), "nil buffer"},
				{"closed buffer", sycl.Range1(faultN), closed, "closed"},
				{"freed USM", sycl.Range1(faultN), freed, "freed"},
			} {
				rep, err := ce.LaunchKernel(c.rng, kernels.CountKernel.Kernel, c.arg)
				require.ErrorContains(t, err, c.want, c.name)
				require.Nil(t, rep, c.name)
			}
			require.NoError(t, b.Close())
			require.Equal(t, make([]int32, faultN), counts, "a refused launch wrote")
		})
		t.Run(configName(devs)+"/part outside", func(t *testing.T) {
			target := unitPackages(0, len(devs))[1]
			rep, y, before, after, err := launchSaxpyInPart(t, ce, func(p coexecutor.Package) (int, int) {
				if p.Offset == target {
					return p.Offset, faultN + 1
				}
				return p.Offset, p.Offset + p.Size
			})
			require.ErrorContains(t, err, "parameter x: the part")
			require.ErrorContains(t, err, fmt.Sprintf("[%d,%d)", target, target+faultPkg*faultLWS))
			checkOutcome(t, rep, y, before, after, func(coexecutor.Package) leaves { return leftBefore })
		})
		t.Run(configName(devs)+"/options", func(t *testing.T) {
			for _, c := range []struct {
				opt  coexecutor.Option
				want string
			}{
				{coexecutor.Devices(nil), "selector 0 is nil"},
				{coexecutor.Devices(), "names no selector"},
				{coexecutor.DeviceList(), "names no device"},
				{coexecutor.DeviceList(slices.Concat(devs, devs[:1])...), "given twice"},
			} {
				bad, err := coexecutor.New(pinned{}, c.opt)
				require.ErrorContains(t, err, c.want)
				require.Nil(t, bad)
			}
		})
	}
}

// The fault tests' own kernels.
var (
	faultSource = `
__kernel void div_i32(__global int *q, __global const int *a, __global const int *b) {
	size_t i = get_global_id(0);
	q[i] = b[i] == 0 ? 0 : a[i] / b[i];
}
`
	// divI32 is q[i] = a[i] / b[i]: natively with Go's semantics (a
	// division by zero panics), in OpenCL C as kgen writes it (it is 0).
	divI32 = &sycl.Kernel{
		Name: "div_i32", Source: faultSource,
		Params: []sycl.Param{sycl.GlobalParam[int32]("q"), sycl.GlobalParam[int32]("a"), sycl.GlobalParam[int32]("b")},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = args[1].([]int32)[i] / args[2].([]int32)[i]
		}),
	}
)
