package cluster

import (
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
// installed, a PoCL CPU; the other ranks the native device alone. Over a
// basic range and over an nd-range (where the native device takes one
// work-group per worker: its fill is its workers), in the kernel's first
// launch each other rank's first package (its probe) is within the
// bound the nominal powers set: ProbeShare of the fastest node's launch,
// or none where its fill does not fit (a package below the fill takes as
// long). A node's first package of the kernel is its warm-up (Report's
// Warm), which ranks nothing, where its devices may compile or probe one
// another (rank 0, where PoCL is installed): a node whose only package it
// was has no speed; the kernel's second launch warms only the nodes that
// ran nothing in the first. A node with the native device alone is
// measured on its first package (figures.measuresFirst): it never warms,
// and has a speed once it ran one. The results are exact.
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
	nd := func(n int) sycl.Space { return sycl.NDRange{Global: sycl.Range1(n), Local: sycl.Range1(64)} }
	for _, c := range []struct {
		name string
		n    int
		rng  sycl.Space
		nd   int // the fill that applies (figures.fill)
	}{
		{"basic range", 1 << 20, sycl.Range1(1 << 20), 0},
		// A saxpy's work-items do not use their group: the native
		// device splits a work-group over its workers (plan.ndIndex).
		{"nd-range", 1 << 20, nd(1 << 20), 0},
		{"small nd-range", 1 << 15, nd(1 << 15), 0},
	} {
		n := c.n
		// A Coexecutor of its own: the kernel's first launch.
		ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(devs...))
		if err != nil {
			t.Fatal(err)
		}
		if c.nd == 0 {
			checkPrepare(t, ce)
		}
		ran := map[int]bool{} // the ranks that ran a package in the first launch
		for launch := range 2 {
			xs, ys := make([]float32, n), make([]float32, n)
			for i := range xs {
				xs[i], ys[i] = float32(i%1000), float32(i%7)
			}
			x, y := buffer.New(xs), buffer.New(ys)
			rep, err := ce.LaunchKernel(c.rng, kernels.SaxpyKernel.Kernel, float32(2), x, y)
			if err != nil {
				t.Fatal(err)
			}
			if cl.Rank() == 0 {
				checkSaxpy(t, y)
				checkProbes(t, cl, ce, rep, c.name, c.nd, launch, ran)
			}
			x.Close()
			y.Close()
		}
		ce.Close()
	}
}

// checkPrepare: Prepare builds the kernel on every device of the rank
// (a queue made after it finds the program built), and refuses nil.
func checkPrepare(t *testing.T, ce *Coexecutor) {
	t.Helper()
	if err := ce.Prepare(nil); err == nil {
		t.Error("Prepare(nil) accepted")
	}
	k := kernels.SaxpyKernel.Kernel
	if err := ce.Prepare(k); err != nil {
		t.Fatal(err)
	}
	for _, d := range ce.Local().Devices() {
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			t.Fatal(err)
		}
		if !q.Prepared(k) {
			t.Errorf("%s: kernel %s not built after Prepare", d.Name(), k.Name)
		}
		q.Close()
	}
}

func checkSaxpy(t *testing.T, y *buffer.Buffer[float32]) {
	t.Helper()
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
}

// checkProbes checks rank 0's report of a launch of TestRankProbe; ran
// holds the ranks that ran a package in the first (checkProbes adds
// them).
func checkProbes(t *testing.T, cl *Cluster, ce *Coexecutor, rep *Report, name string, nd, launch int, ran map[int]bool) {
	t.Helper()
	top := 0.0
	for _, p := range ce.nominal {
		top = math.Max(top, p)
	}
	for _, nr := range rep.Nodes {
		// fresh: the node had run no package of the kernel before, and
		// its first package does not measure it.
		measured := ce.measuresFirst[nr.Rank]
		fresh := (launch == 0 || !ran[nr.Rank]) && !measured
		// Each package's predicted end (Due) follows its hand-out, and
		// strictly where its node was measured before the launch (the
		// native device alone, which ran a package of the first).
		// Another rank's package is sent (its inputs gone) between its
		// hand-out and its results' arrival; rank 0's is not sent.
		for k, pk := range nr.Each {
			if pk.Due < pk.Out || launch > 0 && measured && ran[nr.Rank] && pk.Due <= pk.Out {
				t.Errorf("%s, launch %d: rank %d's package %d out at %v is predicted to end at %v", name, launch+1, nr.Rank, k, pk.Out, pk.Due)
			}
			if nr.Rank == 0 && pk.Sent != 0 || nr.Rank != 0 && (pk.Sent < pk.Out || pk.In > 0 && pk.Sent > pk.In) {
				t.Errorf("%s, launch %d: rank %d's package %d out at %v, sent at %v, in at %v", name, launch+1, nr.Rank, k, pk.Out, pk.Sent, pk.In)
			}
		}
		if nr.Packages > 0 {
			ran[nr.Rank] = true
		}
		switch {
		case measured && nr.Packages > 0 && !(nr.Speed > 0):
			t.Errorf("%s, launch %d: rank %d, the native device alone, ran %d packages and has no speed", name, launch+1, nr.Rank, nr.Packages)
		case !fresh && nr.Warm > 0:
			t.Errorf("%s, launch %d: rank %d warmed (%v), though it ran the kernel before or its first package measures it", name, launch+1, nr.Rank, nr.Warm)
		case fresh && nr.Packages > 0 && !(nr.Warm > 0):
			t.Errorf("%s, launch %d: rank %d ran its first %d packages, none of them its warm-up", name, launch+1, nr.Rank, nr.Packages)
		case fresh && nr.Packages == 1 && nr.Speed != 0:
			t.Errorf("%s, launch %d: rank %d ran only its warm-up, yet has a speed of %g work-groups/s", name, launch+1, nr.Rank, nr.Speed)
		}
		if nr.Rank == 0 || launch > 0 {
			continue
		}
		p := ce.nominal[nr.Rank]
		first := 0
		if len(nr.Each) > 0 {
			first = nr.Each[0].G1 - nr.Each[0].G0
		}
		fill := ce.fills[nr.Rank][nd]
		say(cl, "%s: rank %d: nominal power %.3g of %.3g, fill %d, first package %d of %d work-groups, %d in %d packages (warm-up %v)", name, nr.Rank, p, top, fill, first, rep.Groups, nr.Groups, nr.Packages, nr.Warm)
		if p >= top*(1-1e-9) {
			continue // a fastest node probes with its occupancy
		}
		bound := coexecutor.DefaultProbeShare * float64(rep.Groups) * p / top
		if first > int(math.Floor(bound+1e-9)) {
			t.Errorf("%s: rank %d: a first package of %d work-groups, over the probe bound %.4g (nominal power %.3g of %.3g); the guard's notes: %q", name, nr.Rank, first, bound, p, top, rep.Notes)
		}
		if first > 0 && float64(fill) > bound*(1+1e-9) {
			t.Errorf("%s: rank %d: a first package of %d work-groups, although its fill of %d is over the probe bound %.4g", name, nr.Rank, first, fill, bound)
		}
	}
}

// TestProbeUnderMPIRun runs TestRankProbe on 2 and 4 ranks.
func TestProbeUnderMPIRun(t *testing.T) {
	needMPI(t)
	for _, n := range []int{2, 4} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			out, err := mpitest.Run(t, n, "-test.run=^TestRankProbe$", "-test.v")
			ranksPassed(t, "TestRankProbe", n, out, err)
		})
	}
}
