package memory

import (
	"math/rand/v2"
	"testing"
)

// bitmap is the obvious model of an interval set.
type bitmap []bool

func (b bitmap) spans(lo, hi int, want bool) []span {
	var out []span
	for i := lo; i < hi; i++ {
		if b[i] == want && (i == lo || b[i-1] != want) {
			out = append(out, span{i, i})
		}
		if b[i] == want {
			out[len(out)-1].hi = i + 1
		}
	}
	return out
}

func TestIntervalsAgainstBitmap(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	const n = 64
	for trial := 0; trial < 500; trial++ {
		var s intervals
		model := make(bitmap, n)
		for op := 0; op < 20; op++ {
			lo := r.IntN(n)
			hi := lo + r.IntN(n-lo+1)
			if r.IntN(2) == 0 {
				s = s.add(lo, hi)
				for i := lo; i < hi; i++ {
					model[i] = true
				}
			} else {
				s = s.remove(lo, hi)
				for i := lo; i < hi; i++ {
					model[i] = false
				}
			}
			for i := 1; i < len(s); i++ {
				if s[i-1].hi >= s[i].lo {
					t.Fatalf("trial %d: spans not disjoint and sorted: %v", trial, s)
				}
			}
			qlo := r.IntN(n)
			qhi := qlo + r.IntN(n-qlo+1)
			if got, want := s.missing(qlo, qhi), model.spans(qlo, qhi, false); !equalSpans(got, want) {
				t.Fatalf("trial %d: missing(%d,%d) of %v = %v, want %v", trial, qlo, qhi, s, got, want)
			}
			if got, want := s.covered(qlo, qhi), model.spans(qlo, qhi, true); !equalSpans(got, want) {
				t.Fatalf("trial %d: covered(%d,%d) of %v = %v, want %v", trial, qlo, qhi, s, got, want)
			}
		}
	}
}

func equalSpans(a, b []span) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

type fakeEvent struct{ done bool }

func (f *fakeEvent) Done() bool  { return f.done }
func (f *fakeEvent) Wait() error { return nil }

func TestTrackerConflicts(t *testing.T) {
	var tr tracker
	w := &fakeEvent{}
	r1 := &fakeEvent{}
	tr.add(nil, 0, 100, true, w)
	tr.add(nil, 200, 300, false, r1)
	cases := []struct {
		name   string
		lo, hi int
		write  bool
		want   []Event
	}{
		{"read after write", 50, 60, false, []Event{w}},
		{"write after write", 99, 101, true, []Event{w}},
		{"disjoint write", 100, 200, true, nil},
		{"read after read", 250, 260, false, nil},
		{"write after read", 250, 260, true, []Event{r1}},
		{"spanning both", 0, 300, true, []Event{w, r1}},
	}
	for _, c := range cases {
		got := tr.conflicts(nil, nil, c.lo, c.hi, c.write, nil, nil)
		if len(got) != len(c.want) {
			t.Fatalf("%s: got %d deps, want %d", c.name, len(got), len(c.want))
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Fatalf("%s: dep %d differs", c.name, i)
			}
		}
	}
	w.done = true
	tr.drop([]Event{w})
	if got := tr.conflicts(nil, nil, 0, 100, true, nil, nil); len(got) != 0 {
		t.Fatalf("finished commands still conflict: %v", got)
	}
}

// drop removes exactly the entries of the events it is given, few (a
// search in place) or many (a map).
func TestTrackerDrop(t *testing.T) {
	for _, n := range []int{1, 3, 16, 17, 40} {
		var tr tracker
		evs := make([]*fakeEvent, n+1)
		for i := range evs {
			evs[i] = &fakeEvent{}
			tr.add(nil, i*10, i*10+10, true, evs[i])
			tr.add(nil, i*10+5, i*10+10, false, evs[i])
		}
		done := make([]Event, n)
		for i := range n {
			done[i] = evs[i]
		}
		tr.drop(done)
		got := tr.conflicts(nil, nil, 0, 10*(n+1), true, nil, nil)
		if len(got) != 1 || got[0] != evs[n] || len(tr.entries) != 2 {
			t.Errorf("%d dropped: conflicts %v and %d entries left, want the last event's 2", n, got, len(tr.entries))
		}
	}
}

func TestHostOnlyPlanMakesNoTransfers(t *testing.T) {
	b := NewBuffer(make([]byte, 1024))
	ev := &fakeEvent{}
	deps, xs, err := b.Plan(nil, 0, 512, ReadWrite, ev, nil)
	if err != nil || len(deps) != 0 || len(xs) != 0 {
		t.Fatalf("Plan = %v, %v, %v", deps, xs, err)
	}
	ev2 := &fakeEvent{}
	deps, _, _ = b.Plan(nil, 256, 1024, Read, ev2, nil)
	if len(deps) != 1 || deps[0] != ev {
		t.Fatalf("read after write on the host: deps %v", deps)
	}
	if _, _, err := b.Plan(nil, 0, 2048, Read, ev2, nil); err == nil {
		t.Fatal("access past the end accepted")
	}
}
