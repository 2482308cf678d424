package opencl

// Tests of the injected faults whose failure the host reports alone.

import (
	"testing"

	cl "github.com/jgillich/go-opencl/cl"
)

// TestFailOnHost: a marker of a host-reported fault reads as failed
// (CL_OUT_OF_RESOURCES) through EventStatus and WaitEvent once it has
// completed on the device, and with a Release channel not before the
// channel closes; a command chained to it on the device runs and
// completes, and DeviceStatus reads the marker as complete, as the device
// does; an ordinary marker still reads as complete. Every event it
// made is released once the Release channel's user event is.
func TestFailOnHost(t *testing.T) {
	for _, d := range devices(t) {
		t.Run(d.Info().Name, func(t *testing.T) {
			before := Live().Events
			defer func() {
				hostFailed.pending.Wait()
				if after := Live().Events; after != before {
					t.Errorf("%d live events after the test, %d before", after, before)
				}
			}()
			q, err := d.NewQueue(false, false)
			if err != nil {
				t.Fatal(err)
			}
			defer q.Release()
			release := make(chan struct{})
			for _, tc := range []struct {
				name    string
				release chan struct{}
			}{{"at once", nil}, {"on Release", release}} {
				m, err := q.failOnHost(tc.release)
				if err != nil {
					t.Fatal(err)
				}
				after, err := q.CL().EnqueueMarkerWithWaitList([]*cl.Event{m})
				got(after)
				if err != nil {
					t.Fatal(err)
				}
				if tc.release != nil {
					if err := q.Flush(); err != nil {
						t.Fatal(err)
					}
					if st, err := EventStatus(m); err != nil || st <= 0 {
						t.Errorf("%s: status %d (%v) before Release, want pending", tc.name, st, err)
					}
					close(tc.release)
				}
				if err := WaitEvent(after); err != nil {
					t.Errorf("%s: the command chained to the marker: %v, want it run", tc.name, err)
				}
				if err := WaitEvent(m); err == nil {
					t.Errorf("%s: WaitEvent of the marker succeeded, want CL_OUT_OF_RESOURCES", tc.name)
				}
				if st, err := EventStatus(m); err != nil || st != -5 {
					t.Errorf("%s: status %d (%v), want -5", tc.name, st, err)
				}
				if st, err := DeviceStatus(m); err != nil || st != 0 {
					t.Errorf("%s: status on the device %d (%v), want 0: it ran", tc.name, st, err)
				}
				if IsUserEvent(m) {
					t.Errorf("%s: the marker reads as a user event", tc.name)
				}
				ReleaseEvent(after)
				ReleaseEvent(m)
			}
			ue := userEvent(t, d)
			if !IsUserEvent(ue) {
				t.Error("a user event does not read as one")
			}
			if err := ue.SetUserEventStatus(0); err != nil {
				t.Fatal(err)
			}
			ReleaseEvent(ue)
			plain, err := q.CL().EnqueueMarkerWithWaitList(nil)
			got(plain)
			if err != nil {
				t.Fatal(err)
			}
			defer ReleaseEvent(plain)
			if err := WaitEvent(plain); err != nil {
				t.Errorf("an ordinary marker: %v", err)
			}
			if st, err := EventStatus(plain); err != nil || st != 0 {
				t.Errorf("an ordinary marker: status %d (%v), want 0", st, err)
			}
		})
	}
}
