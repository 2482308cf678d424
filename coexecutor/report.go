package coexecutor

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strings"
	"text/tabwriter"
	"time"
)

// Report is what a launch did: per unit, its packages, work and times;
// for the launch, its total time and balance.
type Report struct {
	Policy   string
	Total    time.Duration
	Units    []UnitReport
	Packages []Package // the packages that ran to their end, by ID
	// Failed are the packages that failed, by ID: on a launch that
	// succeeded, other units ran their work again.
	Failed []Package

	// Balance is min T_i / max T_i over the units that did work, T_i
	// being the time from the launch's start to the unit's last package's
	// end (1 is perfect).
	Balance float64
	// Overhead is the launch's time not spent running packages on the
	// busiest unit, per package: the runtime's cost of co-execution.
	Overhead time.Duration
	// Setup is LaunchKernel's time before Total's start: checking the
	// arguments, placing the memory, the reductions' partial results and
	// the atomics' copies. Combine is its time after Total's end: the
	// Director combining the units' partial results of reductions and
	// merging their copies of memory updated with atomics. A launch costs
	// its caller Setup + Total + Combine.
	Setup, Combine time.Duration

	// host is where the host's time went in the first package's life,
	// for the overhead benchmarks (export_test.go).
	host hostTimes
	// rerun tells that a leave launch failed with nothing run and
	// nothing lost: it runs again with every unit (leave.go).
	rerun bool
}

// hostTimes are the host's moments in a launch's first package's life
// (ID 0), from the launch's start: before it is submitted (Submit),
// once Submit has returned (Submitted) and its unit's results are
// chained home to it (Chained, when it is the unit's last), once the
// host has seen it end (Waited) and has its unit's results (Tailed),
// once every unit's loop has ended (Loops), and at the launch's end
// before the Director combines the results (Ended).
type hostTimes struct {
	Submit, Submitted, Chained, Waited, Tailed, Loops, Ended time.Duration
}

// UnitReport is one unit's part of a launch.
type UnitReport struct {
	Device     string
	Power      float64 // the power the scheduler used
	Packages   int
	Items      int
	Busy       time.Duration // sum of package durations
	FirstStart time.Duration
	LastEnd    time.Duration // T_i
	Throughput float64       // work-items per second of busy time
	Retired    bool          // a package failed on it; its work went elsewhere
	Err        error         // the first package failure on it
	// Guard is the guard's last decision that kept work from the unit
	// (left it out, made it wait, or cut a package), with the predicted
	// times behind it; zero when it kept none.
	Guard GuardNote
	// Head is what the unit's head measured in the launch (Guard: the
	// packages it ran alone at the launch's start, to measure its speed
	// without the others); zero when it ran none.
	Head HeadNote
	// GaveBack is the work-items its packages gave back unstarted when a
	// unit joined the launch late, its program built (Guard, "Late
	// joiners"): other units ran them.
	GaveBack int
	// Joined is when the unit joined the launch, on the launch's clock,
	// where its program was still building as the launch began (Guard,
	// "Late joiners"): the build's end; zero where the program was built
	// before, and Total where the build had not ended when the launch
	// did (the unit took no part; its Guard says so). Built is how long
	// the build had run by then, from its start, which an earlier launch
	// of the kernel may have made.
	Joined, Built time.Duration
	// Moved is the bytes copied for the unit's packages in the launch,
	// failed ones included: into its device from the host and from other
	// devices, and from other devices into host memory for the native
	// device (see Moved).
	Moved Moved
	// USM is what the unit's use of USM allocations moved in the launch.
	USM USMMoves
}

// USMMoves counts what a unit's use of USM allocations cost in a launch
// (see the package doc): the maps and unmaps of coarse-grained allocations
// of its device (one of each per allocation and launch), and the copies
// into the unit's copies of allocations it cannot address and back.
type USMMoves struct {
	Maps, Unmaps        int
	CopiesIn, CopiesOut int
	BytesIn, BytesOut   int64
}

// Moved counts the bytes a launch copied for a unit, by direction, from
// the unit's side: HostToDevice into its device from host memory,
// DeviceToHost from a device into host memory (what the native device's
// packages needed from other devices, or outputs brought home),
// DeviceToDevice into its device from another device's memory (through
// host memory: it crosses the host's links twice, and counts once).
type Moved struct {
	HostToDevice, DeviceToHost, DeviceToDevice int64
}

// Add adds o to m.
func (m *Moved) Add(o Moved) {
	m.HostToDevice += o.HostToDevice
	m.DeviceToHost += o.DeviceToHost
	m.DeviceToDevice += o.DeviceToDevice
}

// Total is the bytes moved in all directions.
func (m Moved) Total() int64 { return m.HostToDevice + m.DeviceToHost + m.DeviceToDevice }

func (r *Report) finish() {
	sort.Slice(r.Packages, func(i, j int) bool { return r.Packages[i].ID < r.Packages[j].ID })
	sort.Slice(r.Failed, func(i, j int) bool { return r.Failed[i].ID < r.Failed[j].ID })
	for _, p := range r.Failed {
		r.Units[p.Unit].Moved.Add(p.Moved)
	}
	for _, p := range r.Packages {
		u := &r.Units[p.Unit]
		u.Moved.Add(p.Moved)
		if u.Packages == 0 || p.Start < u.FirstStart {
			u.FirstStart = p.Start
		}
		u.Packages++
		u.Items += p.Items()
		u.Busy += p.Duration()
		u.LastEnd = max(u.LastEnd, p.End)
	}
	minT, maxT := time.Duration(-1), time.Duration(0)
	var maxBusy time.Duration
	for i := range r.Units {
		u := &r.Units[i]
		if u.Busy > 0 {
			u.Throughput = float64(u.Items) / u.Busy.Seconds()
		}
		if u.Packages == 0 {
			continue
		}
		if minT < 0 || u.LastEnd < minT {
			minT = u.LastEnd
		}
		maxT = max(maxT, u.LastEnd)
		maxBusy = max(maxBusy, u.Busy)
	}
	if maxT > 0 {
		r.Balance = float64(minT) / float64(maxT)
	}
	if n := len(r.Packages); n > 0 && r.Total > maxBusy {
		r.Overhead = (r.Total - maxBusy) / time.Duration(n)
	}
}

// String formats the report as a table; "<nil>" for a nil report (a
// launch refused before it began returns none).
func (r *Report) String() string {
	if r == nil {
		return "<nil>"
	}
	var b strings.Builder
	policy := r.Policy
	fmt.Fprintf(&b, "%s: %v, balance %.3f, overhead %v/package", policy, r.Total.Round(time.Microsecond), r.Balance, r.Overhead.Round(time.Microsecond))
	if r.Setup > 0 || r.Combine > 0 {
		fmt.Fprintf(&b, ", setup %v, combine %v", r.Setup.Round(time.Microsecond), r.Combine.Round(time.Microsecond))
	}
	b.WriteString("\n")
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "device\tpower\tpackages\twork-items\tbusy\tfirst start\tT_i\titems/s\tto device\tto host\tdevice to device\t")
	for _, u := range r.Units {
		status := ""
		if u.Retired {
			status = " (retired: " + fmt.Sprint(u.Err) + ")"
		}
		fmt.Fprintf(w, "%s%s\t%.3f\t%d\t%d\t%v\t%v\t%v\t%.3g\t%s\t%s\t%s\t\n", u.Device, status, u.Power, u.Packages, u.Items,
			u.Busy.Round(time.Microsecond), u.FirstStart.Round(time.Microsecond), u.LastEnd.Round(time.Microsecond), u.Throughput,
			fmtBytes(u.Moved.HostToDevice), fmtBytes(u.Moved.DeviceToHost), fmtBytes(u.Moved.DeviceToDevice))
	}
	w.Flush()
	for _, u := range r.Units {
		if u.joinedIn(r.Total) {
			fmt.Fprintf(&b, "build: %s joined at %v, its program built in %v\n", u.Device, u.Joined.Round(time.Microsecond), u.Built.Round(time.Microsecond))
		}
		if u.GaveBack > 0 {
			fmt.Fprintf(&b, "guard: %s gave back %d work-items it had not started when a unit joined (its program built)\n", u.Device, u.GaveBack)
		}
		if !u.Guard.IsZero() {
			fmt.Fprintf(&b, "guard: %s %s\n", u.Device, u.Guard)
		}
	}
	return b.String()
}

// joinedIn tells whether the unit joined a launch of total's length late,
// its program built during it: Joined is zero where the program was built
// before, and total where it was still building at the end (the unit took
// no part).
func (u UnitReport) joinedIn(total time.Duration) bool {
	return u.Joined > 0 && u.Joined < total
}

// WriteTrace writes the packages as Chrome trace-event JSON: one track per
// unit, one slice per package, of its kernel's time on the device, ending
// where the package ended (Package.Start to End: on a device with memory
// of its own, after its results came home), a slice "queued" from its
// submission to that start (its copies in, its wait and, where its
// results came home after the kernel, their copy), the kernel's waits and
// run on its device's clock in the package's arguments, an instant where
// a unit joined the launch late (its program built) and one where the
// guard noted a decision on it.
func (r *Report) WriteTrace(w io.Writer) error {
	if r == nil {
		return errors.New("coexecutor: WriteTrace of a nil Report")
	}
	type event struct {
		Name string         `json:"name"`
		Ph   string         `json:"ph"`
		Ts   float64        `json:"ts"`
		Dur  float64        `json:"dur,omitempty"`
		Pid  int            `json:"pid"`
		Tid  int            `json:"tid"`
		Args map[string]any `json:"args,omitempty"`
	}
	var evs []event
	us := func(d time.Duration) float64 { return float64(d) / float64(time.Microsecond) }
	for i, u := range r.Units {
		evs = append(evs, event{Name: "thread_name", Ph: "M", Pid: 1, Tid: i, Args: map[string]any{"name": u.Device}})
		if !u.Guard.IsZero() {
			evs = append(evs, event{Name: "guard", Ph: "i", Ts: us(u.LastEnd), Pid: 1, Tid: i, Args: map[string]any{"decision": u.Guard.String()}})
		}
		if u.joinedIn(r.Total) {
			evs = append(evs, event{Name: "joined", Ph: "i", Ts: us(u.Joined), Pid: 1, Tid: i, Args: map[string]any{"built_us": us(u.Built)}})
		}
	}
	if r.Setup > 0 || r.Combine > 0 {
		// The Director's track: the launch's setup, before Total's start
		// (at negative times), and the combining after its end.
		d := len(r.Units)
		evs = append(evs, event{Name: "thread_name", Ph: "M", Pid: 1, Tid: d, Args: map[string]any{"name": "director"}})
		if r.Setup > 0 {
			evs = append(evs, event{Name: "setup", Ph: "X", Ts: -us(r.Setup), Dur: us(r.Setup), Pid: 1, Tid: d})
		}
		if r.Combine > 0 {
			evs = append(evs, event{Name: "combine", Ph: "X", Ts: us(r.Total), Dur: us(r.Combine), Pid: 1, Tid: d})
		}
	}
	for _, p := range r.Packages {
		args := map[string]any{"offset": p.Offset, "size": p.Size, "items": p.Items(),
			"bytes_to_device": p.Moved.HostToDevice, "bytes_to_host": p.Moved.DeviceToHost, "bytes_device_to_device": p.Moved.DeviceToDevice}
		if pr := p.Prof; pr.End > 0 {
			// The device's clock: how long the kernel waited to be flushed
			// and then on the device, and how long it ran.
			args["flush_wait_us"] = us(time.Duration(pr.Submit - pr.Queued))
			args["device_wait_us"] = us(time.Duration(pr.Start - pr.Submit))
			args["kernel_us"] = us(pr.Duration())
		}
		evs = append(evs, event{Name: fmt.Sprintf("package %d", p.ID), Ph: "X", Ts: us(p.Start), Dur: us(p.Duration()), Pid: 1, Tid: p.Unit, Args: args})
		if p.Start > p.Submit {
			evs = append(evs, event{Name: "queued", Ph: "X", Ts: us(p.Submit), Dur: us(p.Start - p.Submit), Pid: 1, Tid: p.Unit})
		}
	}
	return json.NewEncoder(w).Encode(map[string]any{"traceEvents": evs, "displayTimeUnit": "ms"})
}

// fmtBytes formats a byte count with a decimal unit: "0 B", "4.1 kB",
// "268 MB".
func fmtBytes(n int64) string {
	const units = "kMGTPE"
	if n < 1000 && n > -1000 {
		return fmt.Sprintf("%d B", n)
	}
	x, i := float64(n)/1000, 0
	for (x >= 1000 || x <= -1000) && i < len(units)-1 {
		x /= 1000
		i++
	}
	return fmt.Sprintf("%.3g %cB", x, units[i])
}
