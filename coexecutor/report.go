package coexecutor

import (
	"encoding/json"
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
	// times behind it; empty when it kept none.
	Guard string
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

func (r *Report) finish() {
	sort.Slice(r.Packages, func(i, j int) bool { return r.Packages[i].ID < r.Packages[j].ID })
	sort.Slice(r.Failed, func(i, j int) bool { return r.Failed[i].ID < r.Failed[j].ID })
	for _, p := range r.Packages {
		u := &r.Units[p.Unit]
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

// String formats the report as a table.
func (r *Report) String() string {
	var b strings.Builder
	policy := r.Policy
	fmt.Fprintf(&b, "%s: %v, balance %.3f, overhead %v/package\n", policy, r.Total.Round(time.Microsecond), r.Balance, r.Overhead.Round(time.Microsecond))
	w := tabwriter.NewWriter(&b, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(w, "device\tpower\tpackages\twork-items\tbusy\tfirst start\tT_i\titems/s\t")
	for _, u := range r.Units {
		status := ""
		if u.Retired {
			status = " (retired: " + fmt.Sprint(u.Err) + ")"
		}
		fmt.Fprintf(w, "%s%s\t%.3f\t%d\t%d\t%v\t%v\t%v\t%.3g\t\n", u.Device, status, u.Power, u.Packages, u.Items,
			u.Busy.Round(time.Microsecond), u.FirstStart.Round(time.Microsecond), u.LastEnd.Round(time.Microsecond), u.Throughput)
	}
	w.Flush()
	for _, u := range r.Units {
		if u.Guard != "" {
			fmt.Fprintf(&b, "guard: %s %s\n", u.Device, u.Guard)
		}
	}
	return b.String()
}

// WriteTrace writes the packages as Chrome trace-event JSON: one track per
// unit, one slice per package (submit to start as a separate slice).
func (r *Report) WriteTrace(w io.Writer) error {
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
		if u.Guard != "" {
			evs = append(evs, event{Name: "guard", Ph: "i", Ts: us(u.LastEnd), Pid: 1, Tid: i, Args: map[string]any{"decision": u.Guard}})
		}
	}
	for _, p := range r.Packages {
		evs = append(evs, event{Name: fmt.Sprintf("package %d", p.ID), Ph: "X", Ts: us(p.Start), Dur: us(p.Duration()), Pid: 1, Tid: p.Unit,
			Args: map[string]any{"offset": p.Offset, "size": p.Size, "items": p.Items()}})
		if p.Start > p.Submit {
			evs = append(evs, event{Name: "queued", Ph: "X", Ts: us(p.Submit), Dur: us(p.Start - p.Submit), Pid: 1, Tid: p.Unit})
		}
	}
	return json.NewEncoder(w).Encode(map[string]any{"traceEvents": evs, "displayTimeUnit": "ms"})
}
