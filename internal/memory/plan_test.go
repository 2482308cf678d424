package memory

import (
	"fmt"
	"slices"
	"testing"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// withFakeDevices gives b copies on n device locations that plan but
// never copy (Plan allocates nothing for them); the test only reads the
// transfers Plan decides on.
func withFakeDevices(b *Buffer, n int) []Loc {
	locs := make([]Loc, n)
	for i := range locs {
		locs[i] = new(opencl.Device)
		b.copies[locs[i]] = new(opencl.Buffer)
		b.order = append(b.order, locs[i])
	}
	return locs
}

// TestPlanMovesOnlyWhatIsMissing is the coherence tracker's decisions as
// a table: for each access in turn (on the host or device A or B, a byte
// range, a mode), the transfers it needs and the bytes they move, by
// direction, from the accessing side. A device is sent only the parts
// of its range it does not hold; a device's writes stay there until
// another side reads them; bytes from one device to another go through
// the host and count once, as device to device.
func TestPlanMovesOnlyWhatIsMissing(t *testing.T) {
	type step struct {
		at     string // "host", "A", "B"
		lo, hi int
		mode   Mode
		want   []string
		moved  Moved
	}
	cases := []struct {
		name  string
		steps []step
	}{
		{"a device is sent what it lacks, once", []step{
			{"A", 0, 50, Read, []string{"host->A [0,50)"}, Moved{HostToDevice: 50}},
			{"A", 0, 60, Read, []string{"host->A [50,60)"}, Moved{HostToDevice: 10}},
			{"A", 10, 40, Read, nil, Moved{}},
			{"B", 0, 100, Read, []string{"host->B [0,100)"}, Moved{HostToDevice: 100}},
			{"A", 0, 100, Read, []string{"host->A [60,100)"}, Moved{HostToDevice: 40}},
			{"B", 0, 100, Read, nil, Moved{}},
		}},
		{"a device's writes stay there until the host reads them", []step{
			{"A", 0, 50, DiscardWrite, nil, Moved{}},
			{"A", 0, 50, ReadWrite, nil, Moved{}},
			{"A", 0, 50, Read, nil, Moved{}},
			{"host", 40, 60, Read, []string{"A->host [40,50)"}, Moved{DeviceToHost: 10}},
			{"host", 0, 100, Read, []string{"A->host [0,40)"}, Moved{DeviceToHost: 40}},
			{"host", 0, 100, Read, nil, Moved{}},
			{"A", 0, 100, Read, []string{"host->A [50,100)"}, Moved{HostToDevice: 50}},
		}},
		{"two devices exchange halos only", []step{
			// A computes rows [0,50), B rows [50,100); each reads one byte
			// beyond its rows, written by the other.
			{"A", 0, 50, DiscardWrite, nil, Moved{}},
			{"B", 50, 100, DiscardWrite, nil, Moved{}},
			{"A", 0, 51, Read, []string{"B->host [50,51)", "host->A [50,51) from 1"}, Moved{DeviceToDevice: 1}},
			{"B", 49, 100, Read, []string{"A->host [49,50)", "host->B [49,50) from 1"}, Moved{DeviceToDevice: 1}},
			// The next step: the same again, not the other device's rows.
			{"A", 0, 50, DiscardWrite, nil, Moved{}},
			{"B", 50, 100, DiscardWrite, nil, Moved{}},
			{"A", 0, 51, Read, []string{"B->host [50,51)", "host->A [50,51) from 1"}, Moved{DeviceToDevice: 1}},
			{"B", 49, 100, Read, []string{"A->host [49,50)", "host->B [49,50) from 1"}, Moved{DeviceToDevice: 1}},
		}},
		{"the native device (the host) and a device exchange halos", []step{
			{"A", 0, 50, DiscardWrite, nil, Moved{}},
			{"host", 50, 100, DiscardWrite, nil, Moved{}},
			{"host", 49, 100, Read, []string{"A->host [49,50)"}, Moved{DeviceToHost: 1}},
			{"A", 0, 51, Read, []string{"host->A [50,51)"}, Moved{HostToDevice: 1}},
		}},
		{"a range partly on the host, partly on another device", []step{
			{"B", 40, 60, DiscardWrite, nil, Moved{}},
			{"A", 30, 70, Read, []string{"B->host [40,60)", "host->A [30,70) from 20"}, Moved{HostToDevice: 20, DeviceToDevice: 20}},
			{"host", 0, 100, Read, nil, Moved{}},
		}},
		{"a write elsewhere makes a device's copy stale there only", []step{
			{"A", 0, 100, Read, []string{"host->A [0,100)"}, Moved{HostToDevice: 100}},
			{"host", 10, 20, Write, nil, Moved{}},
			{"B", 20, 30, DiscardWrite, nil, Moved{}},
			{"A", 0, 100, Read, []string{"B->host [20,30)", "host->A [10,30) from 10"}, Moved{HostToDevice: 10, DeviceToDevice: 10}},
			{"A", 0, 100, Read, nil, Moved{}},
		}},
		{"a write-only access keeps what it does not write: it needs the data", []step{
			{"A", 0, 100, DiscardWrite, nil, Moved{}},
			{"B", 20, 40, Write, []string{"A->host [20,40)", "host->B [20,40) from 20"}, Moved{DeviceToDevice: 20}},
			{"B", 20, 40, DiscardWrite, nil, Moved{}},
			{"host", 0, 100, Read, []string{"A->host [0,20)", "A->host [40,100)", "B->host [20,40)"}, Moved{DeviceToHost: 100}},
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := NewBuffer(make([]byte, 100))
			locs := withFakeDevices(b, 2)
			names := map[Loc]string{nil: "host", locs[0]: "A", locs[1]: "B"}
			at := map[string]Loc{"host": nil, "A": locs[0], "B": locs[1]}
			for i, s := range c.steps {
				ev := &fakeEvent{}
				_, xs, err := b.Plan(at[s.at], s.lo, s.hi, s.mode, ev, nil)
				if err != nil {
					t.Fatal(err)
				}
				ev.done = true
				var got []string
				var moved Moved
				for _, x := range xs {
					d := fmt.Sprintf("%s->%s [%d,%d)", names[x.from], names[x.to], x.lo, x.hi)
					if x.peer > 0 {
						d += fmt.Sprintf(" from %d", x.peer)
					}
					got = append(got, d)
					moved.Add(x.Moved())
				}
				if !slices.Equal(got, s.want) || moved != s.moved {
					t.Errorf("step %d: %s %s [%d,%d): transfers %q moving %+v, want %q moving %+v", i, s.at, s.mode, s.lo, s.hi, got, moved, s.want, s.moved)
				}
			}
		})
	}
}

// access is one access of a plan table: where (the host, or a device
// of the table's), a byte range, a mode.
type access struct {
	at     string
	lo, hi int
	mode   Mode
}

// plan plans a on b, at is the table's locations, ev the command's event
// and home its copies home's (PlanSplit).
func (a access) plan(b *Buffer, at map[string]Loc, ev Event, home *CopiesHome) (xdeps, adeps []Event, xfers []Transfer, err error) {
	return b.PlanSplit(at[a.at], a.lo, a.hi, a.mode, ev, home, nil, nil)
}

// PlanSplit's dependencies as a table: after a first, unfinished command
// (on the host or device A, a range, a mode), a second one's transfers
// wait for the first only where they touch what it touches (xdeps), its
// action wherever the two accesses conflict where the second runs (adeps).
func TestPlanSplitsTransferAndActionDependencies(t *testing.T) {
	for _, c := range []struct {
		name          string
		first, second access
		xfer, action  bool // the second waits for the first before its transfers, before its action
	}{
		{"reads after a write on the device: only the action waits", access{"A", 0, 50, ReadWrite}, access{"A", 0, 100, Read}, false, true},
		{"disjoint ranges: nothing waits", access{"A", 0, 50, ReadWrite}, access{"A", 50, 100, Read}, false, false},
		{"a device read of a host write: the copy waits", access{"host", 0, 50, Write}, access{"A", 0, 100, Read}, true, false},
		{"a host read of a device write: the copy home waits", access{"A", 0, 50, DiscardWrite}, access{"host", 0, 100, Read}, true, false},
		{"a write over bytes a device command reads: its action waits", access{"A", 0, 100, Read}, access{"A", 0, 100, DiscardWrite}, false, true},
		{"a reader of what the first's copy brings: its action waits", access{"A", 0, 100, Read}, access{"A", 0, 100, Read}, false, true},
		{"a host write over bytes the first's copy reads: its action waits", access{"A", 0, 100, Read}, access{"host", 0, 10, Write}, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := NewBuffer(make([]byte, 100))
			locs := withFakeDevices(b, 1)
			at := map[string]Loc{"host": nil, "A": locs[0]}
			e1, e2 := &fakeEvent{}, &fakeEvent{}
			if _, _, _, err := c.first.plan(b, at, e1, nil); err != nil {
				t.Fatal(err)
			}
			x, a, _, err := c.second.plan(b, at, e2, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := slices.Contains(x, Event(e1)); got != c.xfer {
				t.Errorf("transfers wait for the first: %v, want %v", got, c.xfer)
			}
			if got := slices.Contains(a, Event(e1)); got != c.action {
				t.Errorf("action waits for the first: %v, want %v", got, c.action)
			}
		})
	}
}

// A command's copies home recorded as an event of their own (PlanSplit's
// CopiesHome), as a table: device A wrote the buffer (finished); a first,
// unfinished command (its action's event e1, its copies home's x1) makes the
// host copy current for an access on the host or on device B; a second
// access waits for x1 alone where it conflicts only with the transfers,
// and for e1 where it conflicts with the first's own access.
func TestPlanTransferEvent(t *testing.T) {
	for _, c := range []struct {
		name          string
		first, second access
		x1, e1        bool // the second waits for x1, for e1
	}{
		{"a host read of what a host reader's copy home brings: the copy", access{"host", 0, 100, Read}, access{"host", 0, 100, Read}, true, false},
		{"a host read beside it: nothing", access{"host", 0, 50, Read}, access{"host", 50, 100, Read}, false, false},
		{"a host write over what the first reads: the copy and the action", access{"host", 0, 100, Read}, access{"host", 0, 10, Write}, true, true},
		{"a host read of what the first writes: the action", access{"host", 0, 100, ReadWrite}, access{"host", 0, 100, Read}, true, true},
		{"a read on A, the copy's source: nothing", access{"host", 0, 100, Read}, access{"A", 0, 100, Read}, false, false},
		{"a write on A, the copy's source: the copy", access{"host", 0, 100, Read}, access{"A", 0, 100, DiscardWrite}, true, false},
		{"a host read of what B's route home brings: the copy", access{"B", 0, 100, Read}, access{"host", 0, 100, Read}, true, false},
		{"a host write over what B's copy in reads: the command's (copies to a device are its own)", access{"B", 0, 100, Read}, access{"host", 0, 10, Write}, true, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := NewBuffer(make([]byte, 100))
			locs := withFakeDevices(b, 2)
			at := map[string]Loc{"host": nil, "A": locs[0], "B": locs[1]}
			if _, _, _, err := (access{"A", 0, 100, DiscardWrite}).plan(b, at, &fakeEvent{done: true}, nil); err != nil {
				t.Fatal(err)
			}
			e1, e2 := &fakeEvent{}, &fakeEvent{}
			var home CopiesHome
			if _, _, xs, err := c.first.plan(b, at, e1, &home); err != nil || len(xs) == 0 || !home.Made() {
				t.Fatalf("first access: %d transfers, %v, a copy home %v; want some, one", len(xs), err, home.Made())
			}
			x1 := home.made()
			x, a, _, err := c.second.plan(b, at, e2, nil)
			if err != nil {
				t.Fatal(err)
			}
			deps := append(x, a...)
			if got := slices.Contains(deps, x1); got != c.x1 {
				t.Errorf("waits for the first's copies home: %v, want %v", got, c.x1)
			}
			if got := slices.Contains(deps, Event(e1)); got != c.e1 {
				t.Errorf("waits for the first's action: %v, want %v", got, c.e1)
			}
		})
	}
}
