package coexecutor_test

import (
	"bytes"
	"context"
	"encoding/json"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// saxpyCK is a CommanderKernel with every hook: it shares its buffers in
// InitDirector, counts the hooks and checks the result in DoneDirector.
type saxpyCK struct {
	n      int
	x, y   []float32
	bx, by *buffer.Buffer[float32]

	mu                  sync.Mutex
	units, doneUnits    int
	completed, items    int
	directorDoneReports int
}

func (s *saxpyCK) InitDirector(d *coexecutor.Director) error {
	s.bx, s.by = buffer.New(s.x), buffer.New(s.y)
	return nil
}

func (s *saxpyCK) InitUnit(u coexecutor.Unit) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.units++
	return nil
}

func (s *saxpyCK) Submit(pkg coexecutor.Package, h *sycl.Handler) {
	span, err := pkg.Span(s.n)
	if err != nil {
		panic(err)
	}
	h.ParallelFor(pkg.Space(), kernels.SaxpyKernel.Bind(2, buffer.Read(h, s.bx), buffer.ReadWrite(h, s.by, span)))
}

func (s *saxpyCK) Completed(pkg coexecutor.Package) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.completed++
	s.items += pkg.Items()
}

func (s *saxpyCK) DoneUnit(u coexecutor.Unit) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.doneUnits++
	return nil
}

func (s *saxpyCK) DoneDirector(d *coexecutor.Director, r *coexecutor.Report) error {
	s.directorDoneReports++
	s.bx.Close()
	return s.by.Close()
}

func TestExtendedMode(t *testing.T) {
	devs := allDevices(t)
	var trace bytes.Buffer
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(devs...), coexecutor.Trace(&trace))
	require.NoError(t, err)
	defer ce.Close()
	n := 10000
	ck := &saxpyCK{n: n, x: make([]float32, n), y: make([]float32, n)}
	for i := range ck.x {
		ck.x[i], ck.y[i] = float32(i), 1
	}
	rep, err := ce.Run(context.Background(), sycl.Range1(n), ck)
	require.NoError(t, err)
	for i := range ck.y {
		require.Equal(t, 2*float32(i)+1, ck.y[i], "y[%d]", i)
	}
	assert.Equal(t, len(devs), ck.units)
	assert.Equal(t, len(devs), ck.doneUnits)
	assert.Equal(t, len(rep.Packages), ck.completed)
	assert.Equal(t, n, ck.items)
	assert.Equal(t, 1, ck.directorDoneReports)

	// The trace is Chrome trace-event JSON with one slice per package.
	var tr struct {
		TraceEvents []struct {
			Name string  `json:"name"`
			Ph   string  `json:"ph"`
			Dur  float64 `json:"dur"`
			Tid  int     `json:"tid"`
		} `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(trace.Bytes(), &tr))
	slices, threads := 0, 0
	for _, e := range tr.TraceEvents {
		switch {
		case e.Ph == "X" && e.Name != "queued":
			slices++
			assert.GreaterOrEqual(t, e.Dur, 0.0)
		case e.Ph == "M":
			threads++
		}
	}
	assert.Equal(t, len(rep.Packages), slices)
	assert.Equal(t, len(devs), threads)
}

// A scheduler of one's own plugs in through the Policy interface.
type everyOther struct{ given int }

func (e *everyOther) Next(u, remaining int) int {
	e.given++
	return 1 + e.given%3
}
func (e *everyOther) Completed(coexecutor.Package) {}

type everyOtherPolicy struct{}

func (everyOtherPolicy) Name() string { return "every-other" }
func (everyOtherPolicy) New(s coexecutor.Setup) (coexecutor.Scheduler, error) {
	return &everyOther{}, nil
}

func TestCustomPolicy(t *testing.T) {
	ce, err := coexecutor.New(everyOtherPolicy{}, coexecutor.DeviceList(allDevices(t)...), coexecutor.LocalSize(16))
	require.NoError(t, err)
	defer ce.Close()
	counts := make([]int32, 1000)
	b := buffer.New(counts)
	rep, err := ce.LaunchKernel(sycl.Range1(len(counts)), kernels.CountKernel.Kernel, b)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	for i, c := range counts {
		require.Equal(t, int32(1), c, "work-item %d", i)
	}
	assert.Equal(t, "every-other", rep.Policy)
}
