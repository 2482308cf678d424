package testsuite

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/backend/native"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
	"github.com/gosycl/gosycl/usm"
)

var (
	soakFor  = flag.Duration("fault.soak", 0, "run TestFaultSoak for this long (scripts/fault-soak.sh)")
	soakSeed = flag.Uint64("fault.seed", 0, "TestFaultSoak's random seed (0: from the clock)")
	soakGPU  = flag.Bool("fault.asgpu", false, "TestFaultSoak: OpenCL CPU devices copy their data as a GPU does, through pinned memory (as cobench -cpu-copies), staged from 4 KiB on, so that a machine without a GPU soaks the copies' paths")
	soakUser = flag.Bool("fault.userevents", false, "TestFaultSoak: an OpenCL device that dies halfway fails a user event, which the commands chained to it wait for, in place of a marker that the host reads as failed (faults.Fault.Marker); PoCL aborts now and then in a user event's failure")
)

// errLostTransfer is the soak's injected transfer failure.
var errLostTransfer = errors.New("injected transfer fault")

// soakCounts are what the soak saw.
type soakCounts struct {
	mu       sync.Mutex
	launches int
	ok       int // nil error, exact results
	retried  int // of ok: with failed packages run again elsewhere
	failed   map[string]int
	lost     int            // of failed: Close (USM: the launch) reported data a failed command lost
	faults   map[string]int // injected, by kind
}

func (c *soakCounts) fault(kind string) {
	c.mu.Lock()
	c.faults[kind]++
	c.mu.Unlock()
}

func (c *soakCounts) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%d launches: %d nil with exact results (%d of them after running failed packages again), %d errors with every element as before or after the launch, %d errors that reported the data a failed command lost (a buffer's Close, or the launch for USM)\n",
		c.launches, c.ok, c.retried, c.launches-c.ok-c.lost, c.lost)
	keys := func(m map[string]int) []string {
		var ks []string
		for k := range m {
			ks = append(ks, k)
		}
		sort.Strings(ks)
		return ks
	}
	for _, k := range keys(c.failed) {
		fmt.Fprintf(&b, "  errors, %s: %d\n", k, c.failed[k])
	}
	for _, k := range keys(c.faults) {
		fmt.Fprintf(&b, "  faults injected, %s: %d\n", k, c.faults[k])
	}
	return b.String()
}

// errorClass names what failed a launch, and "" for an error that no
// injected fault or cancellation explains.
func errorClass(err error) string {
	var pe *coexecutor.PanicError
	switch {
	case errors.As(err, &pe):
		return ""
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, native.ErrCanceled):
		return "deadline"
	case errors.Is(err, errLostTransfer):
		return "transfer fault"
	case errors.Is(err, faults.ErrInjected), strings.Contains(err.Error(), "CL_OUT_OF_RESOURCES"):
		if strings.Contains(err.Error(), "every unit failed") {
			return "every unit failed"
		}
		return "unit failed, not restorable"
	}
	return ""
}

// TestFaultSoak co-executes random launches for -fault.soak: random device
// sets, schedulers, with and without HostCores(1) (a co-executed OpenCL
// CPU device on a sub-device), buffers (with and without KeepOutputs) or
// USM, a read-write or a write-only kernel through LaunchKernel or Launch,
// random sizes; it fails random packages (refused, dead halfway, held),
// random transfers and random deadlines. Every launch must return nil with
// exact results, or an error that the injected faults explain with every
// element as before or after the launch.
func TestFaultSoak(t *testing.T) {
	if *soakFor == 0 {
		t.Skip("set -fault.soak=DURATION (scripts/fault-soak.sh DURATION)")
	}
	seed := *soakSeed
	if seed == 0 {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("seed %d (-fault.seed to replay)", seed)
	stagedBefore := memory.ChainedStagedCopiesIn()
	if *soakGPU {
		defer asGPU(t)()
	}
	r := rand.New(rand.NewPCG(seed, 1))
	devs, err := sycl.Devices()
	require.NoError(t, err)
	policies := []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}, &coexecutor.Sigmoid{},
		&coexecutor.Adaptive{}, &coexecutor.Mash{}, &coexecutor.Memorizing{}, &coexecutor.ProfileStatic{}}
	type ceKey struct {
		mask, policy int
		keep, host   bool // KeepOutputs; HostCores(1), a co-executed PoCL on a sub-device
	}
	ces := map[ceKey]*coexecutor.Coexecutor{}
	defer func() {
		for _, ce := range ces {
			ce.Close()
		}
	}()
	counts := &soakCounts{failed: map[string]int{}, faults: map[string]int{}}
	deadline := time.Now().Add(*soakFor)
	for time.Now().Before(deadline) {
		mask := 1<<len(devs) - 1 // every device, half the time: retries need two
		if r.IntN(2) == 0 {
			mask = 1 + r.IntN(1<<len(devs)-1)
		}
		var set []*sycl.Device
		for i, d := range devs {
			if mask&(1<<i) != 0 {
				set = append(set, d)
			}
		}
		key := ceKey{mask, r.IntN(len(policies)), r.IntN(2) == 0, r.IntN(2) == 0}
		ce := ces[key]
		if ce == nil {
			opts := []coexecutor.Option{coexecutor.DeviceList(set...), coexecutor.KeepOutputs(key.keep)}
			if key.host {
				opts = append(opts, coexecutor.HostCores(1))
			}
			ce, err = coexecutor.New(soakPackages(policies[key.policy], 2+r.IntN(12)), opts...)
			require.NoError(t, err)
			ces[key] = ce
		}
		k := []faultKernel{countKernel, setKernel}[r.IntN(2)]
		mem := bufferMemory
		if m, ok := usmMemory(t, set); ok && r.IntN(3) == 0 {
			mem = m
		}
		viaLaunch := mem.name == "buffer" && r.IntN(4) == 0
		n := faultLWS * (1 + r.IntN(256))
		// Half the kernel launches say what their work-items cost
		// (coexecutor.Costs): packages are then cut by cost.
		var costs []coexecutor.Costs
		if !viaLaunch && r.IntN(2) == 0 {
			costs = append(costs, soakCosts(r.Uint64()))
		}
		name := fmt.Sprintf("launch %d: %s on %d devices (mask %b), keep %t, %s, %s, %d work-items, Launch %t, costs %t",
			counts.launches, policies[key.policy].Name(), len(set), mask, key.keep, mem.name, k.name, n, viaLaunch, len(costs) > 0)

		// The faults of this launch.
		pFault := []float64{0, 0.05, 0.2, 0.5}[r.IntN(4)]
		pTransfer := []float64{0, 0, 0.01, 0.05}[r.IntN(4)]
		release := make(chan struct{})
		var fmu sync.Mutex
		frand := rand.New(rand.NewPCG(r.Uint64(), 2))
		restoreLaunch := faults.SetLaunch(func(s faults.Site) faults.Fault {
			fmu.Lock()
			defer fmu.Unlock()
			if frand.Float64() >= pFault {
				return faults.Fault{}
			}
			kind := []faults.Kind{faults.Fail, faults.Partial, faults.Partial, faults.Hold}[frand.IntN(4)]
			counts.fault(kind.String())
			return faults.Fault{Kind: kind, Release: release, Marker: !*soakUser}
		})
		restoreTransfer := faults.SetTransfer(func(string) error {
			fmu.Lock()
			defer fmu.Unlock()
			if frand.Float64() < pTransfer {
				counts.fault("transfer")
				return errLostTransfer
			}
			return nil
		})
		ctx, cancel := context.WithTimeout(context.Background(), time.Duration(1+r.IntN(40))*time.Millisecond)
		if r.IntN(4) != 0 {
			// Mostly no deadline: held packages are released after a while.
			cancel()
			ctx, cancel = context.WithCancel(context.Background())
			hold := time.Duration(r.IntN(5)) * time.Millisecond
			go func() { time.Sleep(hold); close(release) }()
		} else {
			go func() { <-ctx.Done(); close(release) }()
		}

		before, after := k.values(n)
		arg, done := mem.open(t, append([]int32(nil), before...))
		// A launch waits at most for its held packages (released within
		// the deadline, or 4 ms): one that has not returned in a minute
		// hangs.
		watchdog := time.AfterFunc(time.Minute, func() { panic(name + ": the launch hangs") })
		var rep *coexecutor.Report
		switch {
		case viaLaunch && k.writeOnly:
			b := arg.(*buffer.Buffer[int32])
			rep, err = ce.LaunchContext(ctx, sycl.Range1(n), func(pkg coexecutor.Package, h *sycl.Handler) {
				sp, _ := pkg.Span(n)
				h.ParallelFor(pkg.Space(), setIdx.Bind(buffer.DiscardWrite(h, b, sp), int32(faultSet)))
			})
		case viaLaunch:
			b := arg.(*buffer.Buffer[int32])
			rep, err = ce.LaunchContext(ctx, sycl.Range1(n), func(pkg coexecutor.Package, h *sycl.Handler) {
				sp, _ := pkg.Span(n)
				h.ParallelFor(pkg.Space(), kernels.CountKernel.Bind(buffer.ReadWrite(h, b, sp)))
			})
		case k.writeOnly:
			rep, err = ce.LaunchKernelContext(ctx, sycl.Range1(n), setIdx, coexecutor.WithCosts(costs, coexecutor.Out(arg.(coexecutor.Global[int32])), int32(faultSet))...)
		default:
			rep, err = kernels.CountKernel.LaunchContext(ctx, ce, sycl.Range1(n), arg.(coexecutor.Global[int32]), costs...)
		}
		watchdog.Stop()
		restoreLaunch()
		restoreTransfer()
		cancel()
		got, lost := done() // the faults are off by now: Close fails only on data a failed command lost
		counts.launches++
		if err == nil {
			require.NoError(t, lost, "%s: nil error, but Close lost data\n%v", name, rep)
			require.Equal(t, after, got, "%s: nil error, wrong results\n%v", name, rep)
			counts.ok++
			if len(rep.Failed) > 0 {
				counts.retried++
			}
			continue
		}
		class := errorClass(err)
		require.NotEmpty(t, class, "%s: an error no injected fault explains: %v", name, err)
		counts.failed[class]++
		if lost != nil {
			// Close reports the elements a failed command left undefined.
			require.NotEmpty(t, errorClass(lost), "%s: Close's error, which no injected fault explains: %v", name, lost)
			counts.lost++
			continue
		}
		if errors.Is(err, usm.ErrDataLost) {
			// A USM allocation has no Close: the launch's error names the
			// bytes a failed package's copy brought home.
			counts.lost++
			continue
		}
		for i := range got {
			require.True(t, got[i] == before[i] || got[i] == after[i],
				"%s: element %d = %d, neither %d (before) nor %d (after); the launch's error: %v\n%v\npackages: %s", name, i, got[i], before[i], after[i], err, rep, pkgs(rep))
		}
	}
	t.Log(counts)
	fmt.Print(counts)
	if *soakGPU {
		staged := memory.ChainedStagedCopiesIn() - stagedBefore
		fmt.Printf("  staged copies in chained to their kernels: %d\n", staged)
		require.Positive(t, staged, "under -fault.asgpu no staged copy in was chained to its kernel")
	}
}

// soakPackages is pol with m packages where it takes a package count.
func soakPackages(pol coexecutor.Policy, m int) coexecutor.Policy {
	switch p := pol.(type) {
	case *coexecutor.Dynamic:
		return &coexecutor.Dynamic{Packages: m}
	case *coexecutor.Memorizing:
		return &coexecutor.Memorizing{Packages: m, Occupancy: p.Occupancy}
	case *coexecutor.ProfileStatic:
		return &coexecutor.ProfileStatic{Packages: m, Reprofile: p.Reprofile, Occupancy: p.Occupancy}
	}
	return pol
}

// asGPU makes the OpenCL CPU devices copy their data as a GPU does, host
// memory pinned by the first of them (memory.AsGPU), and returns what
// undoes it.
func asGPU(t *testing.T) func() {
	devs, err := sycl.Devices()
	require.NoError(t, err)
	// The soak's buffers hold at most a few tens of KiB: staged from
	// soakStageThreshold on, their copies take the staged path (the
	// copiers, the DMA commands a kernel waits for) as a GPU's large
	// ones do.
	var cpu *opencl.Device // pins the host memory
	for _, d := range devs {
		if !d.IsNative() && d.Type() == sycl.TypeCPU {
			cpu = memory.LocationOf(d)
			break
		}
	}
	oldThreshold := opencl.StageThreshold
	opencl.StageThreshold = soakStageThreshold
	undo := memory.AsGPU(cpu)
	return func() {
		undo()
		opencl.StageThreshold = oldThreshold
	}
}

// soakStageThreshold is the staging threshold under -fault.asgpu.
const soakStageThreshold = 4 << 10

// pkgs lists a report's packages that ran and failed, with their ranges.
func pkgs(rep *coexecutor.Report) string {
	if rep == nil {
		return "nil report"
	}
	var b strings.Builder
	for _, p := range rep.Packages {
		fmt.Fprintf(&b, "ok %d u%d [%d,%d) | ", p.ID, p.Unit, p.Offset, p.Offset+p.Size)
	}
	for _, p := range rep.Failed {
		fmt.Fprintf(&b, "FAILED %d u%d [%d,%d) | ", p.ID, p.Unit, p.Offset, p.Offset+p.Size)
	}
	return b.String()
}

// soakCosts is a Costs whose work-items cost 1 to 64 by a hash of their
// index and seed, some runs of them a hundred times more: the uneven costs
// a sparse matrix's rows have.
func soakCosts(seed uint64) coexecutor.Costs {
	return func(offset, size int) float64 {
		c := 0.0
		for i := offset; i < offset+size; i++ {
			h := (uint64(i)/16 + seed) * 0x9e3779b97f4a7c15
			c += float64(1 + h>>58)
			if h>>56&7 == 0 {
				c += 100
			}
		}
		return c
	}
}
