package cluster

import (
	"math"
	"testing"

	"github.com/gosycl/gosycl/coexecutor/internal/nodesched"
	"github.com/gosycl/gosycl/sycl"
)

// The nodes' nominal powers compare devices without a clock (the native
// device) at the highest clock any node reports: a node with a GPU of
// 132 compute units at 1980 MHz and 8 native workers against a node of 8
// native workers.
func TestNominalPowers(t *testing.T) {
	gpu := figures{clocked: 132 * 64 * 1980, unclocked: 8, clock: 1980, fill: [2]int{4*132 + 1, 4*132 + 8}}
	cpu := figures{unclocked: 8, fill: [2]int{1, 8}, measuresFirst: true}
	p := nominalPowers([]figures{gpu, cpu})
	if want := (132*64 + 8) / 8.0; math.Abs(p[0]/p[1]-want) > 1e-9*want {
		t.Errorf("powers %v: ratio %v, want %v", p, p[0]/p[1], want)
	}
	// No node reports a clock: lanes alone.
	if p := nominalPowers([]figures{{unclocked: 4}, {unclocked: 2}}); p[0] != 4 || p[1] != 2 {
		t.Errorf("unclocked: %v", p)
	}
	// The wire: what a rank sends comes back; lies are refused.
	for _, f := range []figures{gpu, cpu} {
		if g, err := decodeFigures(f.encode()); err != nil || g != f {
			t.Errorf("decode: %+v, %v, want %+v", g, err, f)
		}
	}
	one := [2]int{1, 1}
	badFlag := figures{fill: one}.encode()
	badFlag[40] = 2
	for _, b := range [][]byte{nil, make([]byte, 23), make([]byte, 24), make([]byte, 40), badFlag, figures{clocked: math.NaN(), fill: one}.encode(), figures{clock: -1, fill: one}.encode(),
		figures{unclocked: math.Inf(1), fill: one}.encode(), figures{fill: [2]int{0, 1}}.encode(), figures{fill: [2]int{1, -1}}.encode(), figures{fill: [2]int{1, 1 << 40}}.encode()} {
		if _, err := decodeFigures(b); err == nil {
			t.Errorf("decodeFigures(%x) accepted", b)
		}
	}
}

// A kernel's powers before its nodes are measured on it: the lowest
// speed relative to the fastest node over the kernels measured on every
// node, else the nominal powers.
func TestPowers(t *testing.T) {
	nominal := []float64{1000, 1}
	for _, c := range []struct {
		name string
		mem  map[string][]nodeMemory
		want []float64
	}{
		{"nothing measured", nil, nominal},
		{"a kernel measured on rank 0 only", map[string][]nodeMemory{"a": {{speed: 100}, {}}}, nominal},
		{"two kernels", map[string][]nodeMemory{"a": {{speed: 100}, {speed: 10}}, "b": {{speed: 100}, {speed: 1}}}, []float64{1, 0.01}},
		{"a node faster on one", map[string][]nodeMemory{"a": {{speed: 100}, {speed: 10}}, "b": {{speed: 5}, {speed: 10}}}, []float64{0.5, 0.1}},
		{"another job size", map[string][]nodeMemory{"a": {{speed: 100}, {speed: 10}, {speed: 10}}}, nominal},
	} {
		ce := &Coexecutor{mem: c.mem, nominal: nominal}
		got := ce.powers(2)
		for i := range got {
			if math.Abs(got[i]-c.want[i]) > 1e-12 {
				t.Errorf("%s: powers %v, want %v", c.name, got, c.want)
				break
			}
		}
	}
}

// What a launch leaves of its nodes for the kernel's next: a node given
// no package sat the launch out and carries ProbeShare of the launch's
// span as probe credit, adding up over the launches it sits out; a node
// given one carries none. A node whose probe was all it ran carries one
// more miss, and earns half as much credit after it.
func TestRememberCredit(t *testing.T) {
	ce := &Coexecutor{mem: map[string][]nodeMemory{}, weighing: map[string]nodesched.Weighing{}}
	const span = 0.08
	for launch := 1; launch <= 3; launch++ {
		units := []*unit{{rank: 0, Node: &nodesched.Node{Bandwidth: math.Inf(1)}}, {rank: 1, Node: &nodesched.Node{Power: 0.01}}}
		for r, u := range units {
			if m := ce.mem["k"]; r < len(m) {
				u.Speed, u.SatOut, u.Credit, u.Misses = m[r].speed, m[r].satOut, m[r].credit, m[r].misses
			}
		}
		l := &nodesched.Launch{Groups: 16, Nodes: []*nodesched.Node{units[0].Node, units[1].Node}}
		l.Start(0, 0, 16, 0)
		units[0].Measured(16, 16, span, span, span, 0)
		l.End(span)
		ce.remember("k", units, nodesched.Weighing{})
		m := ce.mem["k"]
		if m[0].satOut || m[0].credit != 0 || !(m[0].speed > 0) {
			t.Errorf("launch %d: rank 0, which ran, left %+v", launch, m[0])
		}
		if want := float64(launch) * nodesched.DefaultProbeShare * span; !m[1].satOut || math.Abs(m[1].credit-want) > 1e-12 || m[1].speed != 0 || m[1].misses != 0 {
			t.Errorf("launch %d: rank 1, which sat out, left %+v; want credit %v", launch, m[1], want)
		}
	}
	// Rank 1, measured before and sat out, runs its re-probe and nothing
	// more: one miss, no credit; sitting out next, it earns half.
	probe := func() {
		m := ce.mem["k"]
		units := []*unit{{rank: 0, Node: &nodesched.Node{Bandwidth: math.Inf(1), Speed: m[0].speed}}, {rank: 1, Node: &nodesched.Node{Power: 0.01, Speed: 10, SatOut: true, Credit: m[1].credit, Misses: m[1].misses}}}
		l := &nodesched.Launch{Groups: 16, Nodes: []*nodesched.Node{units[0].Node, units[1].Node}, Bytes: func(int, int, int) int64 { return 0 }}
		l.Start(1, 0, 1, 0)
		l.Start(0, 1, 16, 0)
		units[1].Measured(16, 1, 0.1, 0.1, 0.1, 0)
		l.End(span)
		ce.remember("k", units, nodesched.Weighing{})
	}
	probe()
	probe()
	if m := ce.mem["k"]; m[1].misses != 2 || m[1].credit != 0 || m[1].satOut {
		t.Errorf("rank 1 after two re-probes and nothing more left %+v, want 2 misses and no credit", m[1])
	}
	units := []*unit{{rank: 0, Node: &nodesched.Node{Bandwidth: math.Inf(1), Speed: 200}}, {rank: 1, Node: &nodesched.Node{Power: 0.01, Speed: 10, Misses: 2}}}
	l := &nodesched.Launch{Groups: 16, Nodes: []*nodesched.Node{units[0].Node, units[1].Node}}
	l.Start(0, 0, 16, 0)
	l.End(span)
	ce.remember("k", units, nodesched.Weighing{})
	if m, want := ce.mem["k"], nodesched.DefaultProbeShare*span/4; math.Abs(m[1].credit-want) > 1e-12 || m[1].misses != 2 {
		t.Errorf("rank 1, sitting out after 2 misses, left %+v, want credit %v", m[1], want)
	}
}

// A node's fill: the native device splits a basic range's work-group
// across its workers (one work-group fills it) but runs an nd-range's
// whole on one worker (it takes one per worker).
func TestOccupancy(t *testing.T) {
	nat := sycl.NativeDevice()
	w := nat.Info().ComputeUnits
	if got := occupancy([]sycl.DeviceInfo{nat.Info()}, false, 256, 0); got != 1 {
		t.Errorf("native, basic range: %d, want 1", got)
	}
	if got := occupancy([]sycl.DeviceInfo{nat.Info()}, true, 64, 64); got != max(w, 1) {
		t.Errorf("native, nd-range: %d, want its %d workers", got, w)
	}
	// An H200 (132 multiprocessors, warps of 32, compute capability
	// 9.0) filled by 512 work-items per multiprocessor (the coexecutor's
	// fill rule): 1056 work-groups of 64, 264 of 256; its devices' work-
	// groups of 1024 hold more than that, 132 of them; 4 per
	// multiprocessor where the group size is not known yet. A CPU: one
	// work-group per core.
	h200 := sycl.DeviceInfo{Type: sycl.TypeGPU, ComputeUnits: 132, SIMDWidth: 32, ComputeCapability: 90}
	cpu := sycl.DeviceInfo{Type: sycl.TypeCPU, ComputeUnits: 16}
	for _, c := range []struct {
		devs               []sycl.DeviceInfo
		nd                 bool
		group, local, want int
	}{
		{[]sycl.DeviceInfo{h200}, true, 64, 64, 1056},
		{[]sycl.DeviceInfo{h200}, false, 256, 0, 264},
		{[]sycl.DeviceInfo{h200}, true, 1024, 1024, 132},
		{[]sycl.DeviceInfo{h200}, true, 0, 0, 528},
		{[]sycl.DeviceInfo{{Type: sycl.TypeGPU, ComputeUnits: 20}}, true, 64, 64, 80}, // no issue figures: 4 per compute unit
		{[]sycl.DeviceInfo{h200, cpu}, true, 64, 64, 1072},
		{[]sycl.DeviceInfo{h200, nat.Info()}, false, 64, 0, 1057},
	} {
		if got := occupancy(c.devs, c.nd, c.group, c.local); got != c.want {
			t.Errorf("occupancy(%d devices, nd %v, groups of %d, local %d) = %d, want %d", len(c.devs), c.nd, c.group, c.local, got, c.want)
		}
	}
	f := nominalOf([]*sycl.Device{nat})
	if f.fill != [2]int{1, max(w, 1)} {
		t.Errorf("nominal fills %v, want [1 %d]", f.fill, w)
	}
}

// TestMeasuresFirst: a node's first package of a kernel measures it
// where its devices are the native device alone (it compiles nothing,
// and a launch on one device probes none); not where an OpenCL device
// is among them.
func TestMeasuresFirst(t *testing.T) {
	native := sycl.NativeDevice()
	if !measuresFirst([]*sycl.Device{native}) {
		t.Error("the native device alone: its first package does not measure it")
	}
	if measuresFirst(nil) {
		t.Error("no device: its first package measures it")
	}
	devs, _ := sycl.Devices()
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		if measuresFirst([]*sycl.Device{d}) || measuresFirst([]*sycl.Device{native, d}) {
			t.Errorf("%s, alone or beside the native device: its first package measures it", d.Name())
		}
		return
	}
	t.Log("no OpenCL device: only the native cases ran")
}

// What rank 0's last local launch ran on (unit.offCores) is remembered
// for the kernel's next launch, which starts its agreement passes by it
// (agreeAfter).
func TestRememberOffCores(t *testing.T) {
	ce := &Coexecutor{mem: map[string][]nodeMemory{}, weighing: map[string]nodesched.Weighing{}}
	for _, off := range []bool{true, false} {
		units := []*unit{{rank: 0, Node: &nodesched.Node{Bandwidth: math.Inf(1)}, offCores: off}, {rank: 1, Node: &nodesched.Node{}}}
		ce.remember("k", units, nodesched.Weighing{})
		if m := ce.mem["k"]; m[0].offCores != off || m[1].offCores {
			t.Errorf("rank 0 off the cores %v: remembered %v, rank 1 %v", off, m[0].offCores, m[1].offCores)
		}
	}
}
