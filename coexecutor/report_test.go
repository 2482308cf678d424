package coexecutor_test

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// TestWriteTrace reads a report's trace back: a track per unit, a slice
// per package with its device-side waits, the queued slice before it, and
// instants where a unit joined late (not one still building at the
// launch's end) and where the guard kept work from one.
func TestWriteTrace(t *testing.T) {
	ms := time.Millisecond
	note := coexecutor.BuildingNote(7 * ms)
	rep := &coexecutor.Report{
		Total: 10 * ms,
		Units: []coexecutor.UnitReport{
			{Device: "cpu", Guard: note},
			{Device: "gpu", Joined: 3 * ms, Built: 5 * ms},
			{Device: "pocl", Joined: 10 * ms, Built: 12 * ms}, // still building at the end
		},
		Packages: []coexecutor.Package{
			{ID: 0, Unit: 0, Size: 64, Submit: 0, Start: ms, End: 4 * ms},
			{ID: 1, Unit: 1, Size: 128, Submit: 3 * ms, Start: 5 * ms, End: 6 * ms,
				Prof: sycl.Profile{Queued: 100_000, Submit: 400_000, Start: 1_400_000, End: 2_400_000}},
		},
	}
	var b bytes.Buffer
	require.NoError(t, rep.WriteTrace(&b))
	var doc struct {
		TraceEvents []struct {
			Name string         `json:"name"`
			Ph   string         `json:"ph"`
			Ts   float64        `json:"ts"`
			Dur  float64        `json:"dur"`
			Tid  int            `json:"tid"`
			Args map[string]any `json:"args"`
		} `json:"traceEvents"`
	}
	require.NoError(t, json.Unmarshal(b.Bytes(), &doc))
	type key struct {
		name string
		tid  int
	}
	got := map[key]int{}
	for i, e := range doc.TraceEvents {
		got[key{e.Name, e.Tid}] = i
	}
	ev := func(name string, tid int) map[string]any {
		i, ok := got[key{name, tid}]
		require.Truef(t, ok, "no %q event on track %d in %s", name, tid, b.String())
		e := doc.TraceEvents[i]
		return map[string]any{"ph": e.Ph, "ts": e.Ts, "dur": e.Dur, "args": e.Args}
	}
	assert.Equal(t, "cpu", ev("thread_name", 0)["args"].(map[string]any)["name"])
	assert.Equal(t, "gpu", ev("thread_name", 1)["args"].(map[string]any)["name"])

	j := ev("joined", 1)
	assert.Equal(t, "i", j["ph"])
	assert.Equal(t, 3000.0, j["ts"])
	assert.Equal(t, 5000.0, j["args"].(map[string]any)["built_us"])
	_, cpuJoined := got[key{"joined", 0}]
	assert.False(t, cpuJoined, "a unit whose program was built before the launch has no join")
	_, poclJoined := got[key{"joined", 2}]
	assert.False(t, poclJoined, "a unit still building when the launch ended did not join")
	assert.Equal(t, note.String(), ev("guard", 0)["args"].(map[string]any)["decision"])

	p := ev("package 1", 1)
	assert.Equal(t, 5000.0, p["ts"])
	assert.Equal(t, 1000.0, p["dur"])
	args := p["args"].(map[string]any)
	assert.Equal(t, 300.0, args["flush_wait_us"])
	assert.Equal(t, 1000.0, args["device_wait_us"])
	assert.Equal(t, 1000.0, args["kernel_us"])
	q := ev("queued", 1)
	assert.Equal(t, 3000.0, q["ts"])
	assert.Equal(t, 2000.0, q["dur"])

	_, profiled := ev("package 0", 0)["args"].(map[string]any)["kernel_us"]
	assert.False(t, profiled, "a package without a profile has no device times")
}

// TestGuardNote: no decision is the zero GuardNote, worded as nothing; a
// decision is worded when read, and a report encodes it as its text.
func TestGuardNote(t *testing.T) {
	var none coexecutor.GuardNote
	assert.True(t, none.IsZero())
	assert.Equal(t, "", none.String())
	note := coexecutor.BuildingNote(1500 * time.Microsecond)
	assert.False(t, note.IsZero())
	assert.Equal(t, "joined no package: its program was still building when the others had finished, after 1.5ms of its build (which goes on in the background)", note.String())
	b, err := json.Marshal(coexecutor.UnitReport{Device: "pocl", Guard: note})
	require.NoError(t, err)
	var back struct{ Device, Guard string }
	require.NoError(t, json.Unmarshal(b, &back))
	assert.Equal(t, note.String(), back.Guard)
}
