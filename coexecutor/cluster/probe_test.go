package cluster

import (
	"bytes"
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/internal/mpitest"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// TestRankProbe: rank 0 has the native device and, where PoCL is
// installed, a PoCL CPU; the other ranks the native device alone. In the
// kernel's first launch, each other rank's first package (its probe) is
// within the bound the nominal powers set: ProbeShare of the fastest
// node's launch, or none where one work-group does not fit; the results
// are exact.
func TestRankProbe(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestProbeUnderMPIRun)")
	}
	// Free transfers: only the compute bound decides.
	cl, err := Init(Config{Timeout: time.Minute, Latency: time.Nanosecond, Bandwidth: 1e15})
	if err != nil {
		t.Fatal(err)
	}
	defer cl.Close()
	devs := []sycl.Selector{sycl.Native}
	if cl.Rank() == 0 {
		if d, err := sycl.SelectDevice(sycl.CPU); err == nil && !d.IsNative() {
			devs = append(devs, sycl.CPU)
		}
	}
	ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(devs...))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	const n = 1 << 20
	xs, ys := make([]float32, n), make([]float32, n)
	for i := range xs {
		xs[i], ys[i] = float32(i%1000), float32(i%7)
	}
	x, y := buffer.New(xs), buffer.New(ys)
	defer x.Close()
	defer y.Close()
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), x, y)
	if err != nil {
		t.Fatal(err)
	}
	if cl.Rank() != 0 {
		return
	}
	h, err := y.HostRead()
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	for i, v := range h.Slice() {
		if want := 2*float32(i%1000) + float32(i%7); v != want {
			t.Fatalf("y[%d] = %v, want %v", i, v, want)
		}
	}
	top := 0.0
	for _, p := range ce.nominal {
		top = math.Max(top, p)
	}
	for _, nr := range rep.Nodes[1:] {
		p := ce.nominal[nr.Rank]
		first := 0
		if len(nr.Ranges) > 0 {
			first = nr.Ranges[0][1] - nr.Ranges[0][0]
		}
		say(cl, "rank %d: nominal power %.3g of %.3g, first package %d of %d work-groups, %d in %d packages", nr.Rank, p, top, first, rep.Groups, nr.Groups, nr.Packages)
		if p >= top*(1-1e-9) {
			continue // a fastest node probes with its occupancy
		}
		if bound := int(math.Floor(coexecutor.DefaultProbeShare*float64(rep.Groups)*p/top + 1e-9)); first > bound {
			t.Errorf("rank %d: a first package of %d work-groups, over the probe bound %d (nominal power %.3g of %.3g)", nr.Rank, first, bound, p, top)
		}
	}
}

// TestProbeUnderMPIRun runs TestRankProbe on 2 and 4 ranks.
func TestProbeUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, n := range []int{2, 4} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			out, err := mpitest.Run(t, n, "-test.run=^TestRankProbe$", "-test.v")
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if c := bytes.Count(out, []byte("--- PASS: TestRankProbe")); c != n {
				t.Fatalf("%d of %d ranks passed:\n%s", c, n, out)
			}
			for _, l := range bytes.Split(out, []byte("\n")) {
				if bytes.HasPrefix(l, []byte("RANK0")) {
					t.Logf("%s", l)
				}
			}
		})
	}
}
