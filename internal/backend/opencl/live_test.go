package opencl

import "testing"

// Over counts a leak where some kind of object is more than before,
// whatever the others do.
func TestLiveOver(t *testing.T) {
	base := LiveObjects{Events: 2, Buffers: 3, SVM: 1, Queues: 4, Pinned: 5}
	for _, c := range []struct {
		name string
		o    LiveObjects
		want bool
	}{
		{"the same", base, false},
		{"an event fewer (released late from before)", LiveObjects{1, 3, 1, 4, 5}, false},
		{"an event more", LiveObjects{3, 3, 1, 4, 5}, true},
		{"a buffer more, an event fewer", LiveObjects{1, 4, 1, 4, 5}, true},
		{"an SVM allocation more", LiveObjects{2, 3, 2, 4, 5}, true},
		{"a queue more", LiveObjects{2, 3, 1, 5, 5}, true},
		{"a pinned allocation more", LiveObjects{2, 3, 1, 4, 6}, true},
		{"all fewer", LiveObjects{}, false},
	} {
		if got := c.o.Over(base); got != c.want {
			t.Errorf("%s: %+v.Over(%+v) = %v, want %v", c.name, c.o, base, got, c.want)
		}
	}
}
