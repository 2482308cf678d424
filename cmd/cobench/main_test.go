package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A small sweep on the devices here writes every output it is asked for,
// with checked results.
func TestSweepOutputs(t *testing.T) {
	dir := t.TempDir()
	var out, errb bytes.Buffer
	err := run([]string{"-bench", "mandelbrot,spmv", "-sched", "static,hguided", "-mem", "buffers,usm", "-devices", "all,native",
		"-reps", "1", "-warmup", "0", "-json", filepath.Join(dir, "r.json"), "-csv", filepath.Join(dir, "r.csv"),
		"-trace", filepath.Join(dir, "trace"), "-plot", filepath.Join(dir, "plot"), "-noenergy"}, &out, &errb)
	require.NoError(t, err, errb.String())
	assert.Contains(t, out.String(), "HE")
	var rows []map[string]any
	b, err := os.ReadFile(filepath.Join(dir, "r.json"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &rows))
	coexec := 0
	for _, r := range rows {
		assert.Empty(t, r["error"], "%v", r)
		if r["mode"] == "coexec" {
			coexec++
			assert.Greater(t, r["t_ns"], 0.0)
		}
		assert.Len(t, r["t_samples_ns"], 1, "one measured launch (-reps 1): %v", r)
	}
	assert.Equal(t, 2*2*2*2, coexec, "benchmarks × schedulers × memory models × device sets")
	repeated := 0
	for _, r := range rows {
		if r["t_repeat_ns"] != nil {
			repeated++
			assert.Equal(t, "alone", r["mode"])
			assert.Len(t, r["t_repeat_samples_ns"], 1, "the repeat's launches (-reps 1)")
		}
	}
	assert.Equal(t, 2*2*2, repeated, "the best device alone measured again, per benchmark, memory model and set")
	csvb, err := os.ReadFile(filepath.Join(dir, "r.csv"))
	require.NoError(t, err)
	assert.Equal(t, len(rows)+1, strings.Count(string(csvb), "\n"))
	traces, _ := filepath.Glob(filepath.Join(dir, "trace", "*.json"))
	assert.Len(t, traces, coexec)
	plots, _ := filepath.Glob(filepath.Join(dir, "plot", "*.png"))
	assert.GreaterOrEqual(t, len(plots), 2*2*2+2*coexec, "bars per set and memory model, packages and Gantt per run")

	// -summary reads it back: a geometric-mean row per scheduler and a
	// row per benchmark, for each device set and memory model.
	var sum bytes.Buffer
	require.NoError(t, run([]string{"-summary", filepath.Join(dir, "r.json")}, &sum, &errb))
	for _, want := range []string{"all, buffers: geometric means", "native, usm: HE / balance / packages", "| static | ", "| hguided | ", "| launch-time CV |", "| mandelbrot | ", "| spmv | "} {
		assert.Contains(t, sum.String(), want)
	}
	assert.Equal(t, 2*2*(2+2), strings.Count(sum.String(), "\n| static |")+strings.Count(sum.String(), "\n| hguided |")+strings.Count(sum.String(), "\n| mandelbrot |")+strings.Count(sum.String(), "\n| spmv |"), sum.String())
	require.Error(t, run([]string{"-summary"}, &sum, &errb))
	require.Error(t, run([]string{"-summary", filepath.Join(dir, "r.csv")}, &sum, &errb))
}

func TestBadArguments(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"-bench", "nosuch"}, "nosuch"},
		{[]string{"-sched", "fastest"}, `unknown scheduler "fastest"`},
		{[]string{"-mem", "disk"}, `unknown memory model "disk"`},
		{[]string{"-devices", "nosuchdevice", "-bench", "mandelbrot"}, "nosuchdevice"},
		{[]string{"-reps", "0"}, "-reps"},
		{[]string{"extra"}, "unexpected arguments"},
	} {
		var out, errb bytes.Buffer
		err := run(append(c.args, "-progress=false"), &out, &errb)
		require.Error(t, err, "%v", c.args)
		assert.Contains(t, err.Error(), c.want, "%v", c.args)
	}
}
