package cluster

import (
	"math"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/nodesched"
	"github.com/gosycl/gosycl/sycl"
)

// TestLookEvery: rank 0 looks for a busy node's reply at least every
// lookShare of the time its package has been out, a quantum at the
// least, so a reply that comes before its predicted end is seen a
// bounded share of its package late; with no node busy nothing bounds
// the sleep (and rank 0's own node never counts).
func TestLookEvery(t *testing.T) {
	const q = time.Millisecond
	now := time.Now()
	for _, c := range []struct {
		name string
		out  []time.Duration // per node 1.., how long its package has been out; <0: idle
		want time.Duration
	}{
		{"no node busy", []time.Duration{-1, -1}, math.MaxInt64},
		{"just sent: a quantum", []time.Duration{0}, q},
		{"out 16 quanta: still a quantum", []time.Duration{16 * q}, q},
		{"out 320 ms: 10 ms", []time.Duration{320 * time.Millisecond}, 10 * time.Millisecond},
		{"the most recent package bounds it", []time.Duration{320 * time.Millisecond, 64 * time.Millisecond}, 2 * time.Millisecond},
		{"idle nodes do not count", []time.Duration{-1, 320 * time.Millisecond}, 10 * time.Millisecond},
	} {
		units := []*unit{{rank: 0, Node: &nodesched.Node{Busy: true}, sent: now}} // rank 0's own: never counted
		for i, d := range c.out {
			u := &unit{rank: i + 1, Node: &nodesched.Node{}}
			if d >= 0 {
				u.Busy, u.sent = true, now.Add(-d)
			}
			units = append(units, u)
		}
		if got := lookEvery(units, q, now); got != c.want {
			t.Errorf("%s: lookEvery = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestRest: with no node allowed work by the guard and none busy, the
// node predicted to end the rest first takes it all, unless it, or a
// node predicted sooner, has not sent its record: then rank 0 takes one
// package of its fill.
func TestRest(t *testing.T) {
	const groups, next = 1024, 24
	for _, c := range []struct {
		name            string
		speed, power    [3]float64 // per rank; speed 0: unknown
		full            [3]int
		ready           [3]bool
		wantRank, wantG int
		wantLate        bool
	}{
		{"nothing measured, every record in: rank 0", [3]float64{}, [3]float64{1, 200, 1}, [3]int{8, 1056, 8}, [3]bool{true, true, true}, 0, 1000, false},
		{"nothing measured, the strongest rank's record late: rank 0's fill", [3]float64{}, [3]float64{1, 200, 1}, [3]int{8, 1056, 8}, [3]bool{true, false, true}, 0, 8, true},
		{"nothing measured, a weaker rank's record late: rank 0 takes all", [3]float64{}, [3]float64{2, 1, 2}, [3]int{8, 8, 8}, [3]bool{true, false, true}, 0, 1000, false},
		{"measured fastest, record in: it takes all", [3]float64{1e3, 2e5, 1e3}, [3]float64{1, 200, 1}, [3]int{8, 1056, 8}, [3]bool{true, true, true}, 1, 1000, false},
		{"measured fastest, record late: rank 0's fill", [3]float64{1e3, 2e5, 1e3}, [3]float64{1, 200, 1}, [3]int{8, 1056, 8}, [3]bool{true, false, true}, 0, 8, true},
		{"measured slow rank's record late: the fastest takes all", [3]float64{1e3, 2e5, 10}, [3]float64{1, 200, 1}, [3]int{8, 1056, 8}, [3]bool{true, true, false}, 1, 1000, false},
		{"unknown rank predicted faster by its power, late: rank 0's fill", [3]float64{1e3, 0, 1e3}, [3]float64{1, 200, 1}, [3]int{8, 1056, 8}, [3]bool{true, false, true}, 0, 8, true},
		{"rank 0's fill beyond the rest: the rest", [3]float64{1e3, 2e5, 1e3}, [3]float64{1, 200, 1}, [3]int{4096, 1056, 8}, [3]bool{true, false, true}, 0, 1000, true},
	} {
		sched := &nodesched.Launch{Groups: groups, Nodes: make([]*nodesched.Node, 3), Bytes: func(int, int, int) int64 { return 0 }}
		units := make([]*unit, 3)
		for r := range units {
			n := &nodesched.Node{Speed: c.speed[r], Power: c.power[r], Full: c.full[r], Latency: 0, Bandwidth: math.Inf(1)}
			sched.Nodes[r] = n
			units[r] = &unit{rank: r, Node: n, ready: c.ready[r]}
		}
		if r, g, late := rest(sched, units, next, 0); r != c.wantRank || g != c.wantG || late != c.wantLate {
			t.Errorf("%s: rank %d takes %d work-groups (late %v), want rank %d, %d (%v)", c.name, r, g, late, c.wantRank, c.wantG, c.wantLate)
		}
	}
}

// TestHold: rank 0 waits for a late record as long as one package of its
// fill is predicted to take (nodesched.Launch.FillTime), and not at all
// while its speed is unknown.
func TestHold(t *testing.T) {
	for _, c := range []struct {
		name       string
		speed      float64
		full, next int
		want       float64
	}{
		{"unknown speed: no wait", 0, 8, 0, 0},
		{"8 work-groups at 1000 a second", 1e3, 8, 0, 0.008},
		{"3 left: a package below the fill takes as long", 1e3, 8, 1021, 0.008},
		{"fill of 1056 at 2e5 a second", 2e5, 1056, 0, 1056 / 2e5},
	} {
		n := &nodesched.Node{Speed: c.speed, Full: c.full, Bandwidth: math.Inf(1)}
		l := &nodesched.Launch{Groups: 1024, Nodes: []*nodesched.Node{n}, Bytes: func(int, int, int) int64 { return 0 }}
		if got := l.FillTime(0, c.next, 0); math.Abs(got-c.want) > 1e-12 {
			t.Errorf("%s: FillTime = %g, want %g", c.name, got, c.want)
		}
	}
}

// TestAgreeAfter: while rank 0 runs a whole launch, the goroutine that
// takes the records and releases the other ranks starts a look's time
// into a launch predicted to run at least 32 quanta more (from then a
// release changes how a node waits) and 32 times the passes' mean time,
// or whose prediction is unknown, and once a shorter launch has run that
// long, a look from now at the soonest.
func TestAgreeAfter(t *testing.T) {
	q := 50 * time.Microsecond
	long := 32 * q // 1.6 ms
	ce := &Coexecutor{cl: &Cluster{quantum: q}}
	for _, c := range []struct {
		name  string
		speed float64 // work-groups a second; 0: unknown
		due   float64 // seconds from the launch's start
		t     float64 // seconds into the launch
		want  time.Duration
	}{
		{"speed unknown: a look", 0, 1e-5, 0, q},
		{"predicted to end in 10 ms: a look", 1e4, 0.010, 0, q},
		{"predicted to end in exactly 32 quanta: a look", 1e4, 1.6e-3, 0, q},
		{"predicted to end in 1 ms: once it has run 32 quanta", 1e4, 1e-3, 0, long},
		{"predicted to end in 60 µs: once it has run 32 quanta", 1e4, 60e-6, 0, long},
		{"asked 0.5 ms in, predicted short: the rest of 32 quanta", 1e4, 0.6e-3, 0.5e-3, long - 500*time.Microsecond},
		{"asked 1.59 ms in, predicted short: a look, an eighth of the launch so far", 1e4, 1.6e-3, 1.59e-3, 198750 * time.Nanosecond},
		{"asked later into a long launch: a look, an eighth of the launch so far", 1e4, 0.080, 0.040, 5 * time.Millisecond},
		{"asked later, near its end: a look, an eighth of the launch so far", 1e4, 0.0405, 0.040, 5 * time.Millisecond},
		{"no prediction: a look", 1e4, math.Inf(1), 0, q},
		{"past its prediction: a look, an eighth of the launch so far", 1e4, 0.001, 0.8, 100 * time.Millisecond},
	} {
		u := &unit{Node: &nodesched.Node{Speed: c.speed, Busy: true, Due: c.due}}
		if got := ce.agreeAfter(u, c.t); math.Abs(float64(got-c.want)) > float64(time.Microsecond) {
			t.Errorf("%s: agreeAfter = %v, want %v", c.name, got, c.want)
		}
	}
	// Rank 0's last local launch ran on GPUs only: a pass beside it takes
	// no processor the launch uses, so it starts a look's time into any
	// launch, however short, and whatever the passes cost.
	for _, c := range []struct {
		name     string
		passTime time.Duration // of 4 passes
		due, t   float64
		want     time.Duration
	}{
		{"off the cores, predicted to end in 60 µs: a look", 0, 60e-6, 0, q},
		{"off the cores, predicted 1 ms, passes of 100 µs: a look", 400 * time.Microsecond, 1e-3, 0, q},
		{"off the cores, asked 0.5 ms in: a look, an eighth of the launch so far", 0, 0.6e-3, 0.5e-3, 62500 * time.Nanosecond},
		{"off the cores, asked 1.59 ms in: an eighth of the launch so far", 0, 1.6e-3, 1.59e-3, 198750 * time.Nanosecond},
	} {
		ce := &Coexecutor{cl: &Cluster{quantum: q}, passes: 4, passTime: c.passTime}
		u := &unit{Node: &nodesched.Node{Speed: 1e4, Busy: true, Due: c.due}, offCores: true}
		if got := ce.agreeAfter(u, c.t); math.Abs(float64(got-c.want)) > float64(time.Microsecond) {
			t.Errorf("%s: agreeAfter = %v, want %v", c.name, got, c.want)
		}
	}
	// Passes of 100 µs on average: a launch must run 3.2 ms for one to
	// pay; passes shorter than a quantum change nothing.
	for _, c := range []struct {
		name     string
		passTime time.Duration // of 4 passes
		due, t   float64
		want     time.Duration
	}{
		{"passes of 100 µs, predicted 10 ms: a look", 400 * time.Microsecond, 0.010, 0, q},
		{"passes of 100 µs, predicted 3.2 ms: a look", 400 * time.Microsecond, 3.2e-3, 0, q},
		{"passes of 100 µs, predicted 2 ms: once it has run 3.2 ms", 400 * time.Microsecond, 2e-3, 0, 3200 * time.Microsecond},
		{"passes of 10 µs, predicted 2 ms: a look", 40 * time.Microsecond, 2e-3, 0, q},
		{"passes of 10 µs, predicted 1 ms: once it has run 32 quanta", 40 * time.Microsecond, 1e-3, 0, long},
	} {
		ce := &Coexecutor{cl: &Cluster{quantum: q}, passes: 4, passTime: c.passTime}
		u := &unit{Node: &nodesched.Node{Speed: 1e4, Busy: true, Due: c.due}}
		if got := ce.agreeAfter(u, c.t); math.Abs(float64(got-c.want)) > float64(time.Microsecond) {
			t.Errorf("%s: agreeAfter = %v, want %v", c.name, got, c.want)
		}
	}
}

// TestOffCores: a local launch runs off the host's cores where every
// device that ran a package of it is a GPU or an accelerator, and one
// did; a report that does not match the devices says nothing.
func TestOffCores(t *testing.T) {
	gpu := sycl.DeviceInfo{Type: sycl.TypeGPU}
	acc := sycl.DeviceInfo{Type: sycl.TypeAccelerator}
	cpu := sycl.DeviceInfo{Type: sycl.TypeCPU, Backend: sycl.BackendOpenCL}
	native := sycl.DeviceInfo{Type: sycl.TypeCPU, Backend: sycl.BackendNative}
	unknown := sycl.DeviceInfo{}
	report := func(packages ...int) *coexecutor.Report {
		r := &coexecutor.Report{Units: make([]coexecutor.UnitReport, len(packages))}
		for i, p := range packages {
			r.Units[i].Packages = p
		}
		return r
	}
	for _, c := range []struct {
		name  string
		rep   *coexecutor.Report
		infos []sycl.DeviceInfo
		want  bool
	}{
		{"the GPU alone", report(1), []sycl.DeviceInfo{gpu}, true},
		{"the GPU ran, the native device sat out", report(3, 0), []sycl.DeviceInfo{gpu, native}, true},
		{"the GPU and an accelerator ran, PoCL sat out", report(0, 2, 1), []sycl.DeviceInfo{cpu, gpu, acc}, true},
		{"the native device ran a probe beside the GPU", report(5, 1), []sycl.DeviceInfo{gpu, native}, false},
		{"PoCL ran", report(1, 1), []sycl.DeviceInfo{cpu, gpu}, false},
		{"the native device alone", report(1), []sycl.DeviceInfo{native}, false},
		{"a device of no known type ran", report(1), []sycl.DeviceInfo{unknown}, false},
		{"no package ran", report(0, 0), []sycl.DeviceInfo{gpu, native}, false},
		{"no report", nil, []sycl.DeviceInfo{gpu}, false},
		{"a report of other devices", report(1, 0), []sycl.DeviceInfo{gpu}, false},
	} {
		if got := offCores(c.rep, c.infos); got != c.want {
			t.Errorf("%s: offCores = %v, want %v", c.name, got, c.want)
		}
	}
}
