package testhook

import (
	"runtime"
	"sync/atomic"
	"time"
)

// Meeting tells whether two of its callers ran at the same time: tests
// of the native device's workers call Join from each work-item.
type Meeting struct{ running, met atomic.Int32 }

// Join waits up to wait, or until two callers have met, for another
// caller to run beside this one.
func (m *Meeting) Join(wait time.Duration) {
	m.running.Add(1)
	defer m.running.Add(-1)
	for deadline := time.Now().Add(wait); time.Now().Before(deadline) && m.met.Load() == 0; {
		if m.running.Load() > 1 {
			m.met.Add(1)
			return
		}
		runtime.Gosched()
	}
}

// Met reports whether two callers of Join ran at the same time.
func (m *Meeting) Met() bool { return m.met.Load() > 0 }
