package bench_test

// BenchmarkMandelbrotAlone: where one GPU's time goes in a launch whose
// result must come home (the StarPU comparison's mandelbrot);
// BenchmarkMandelbrotCoexec: the same launch co-executed.

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// BenchmarkMandelbrotAlone runs mandelbrot, 4096 rows of 8192 pixels at
// 512 iterations (a 128 MiB int32 result; 256 × 512 with -short), on
// each OpenCL device alone (Static), timing LaunchKernel only, so that
// the parts of the GPU-alone time can be told apart:
//
//   - kernel: the output stays on the device (KeepOutputs(true), one
//     buffer reused): the kernels and the launch's own cost, nothing
//     moved;
//   - fresh: new output memory for every launch, as cobench makes it
//     (the device memory allocated within the launch), the result home
//     as the pieces end;
//   - reused: one output's memory for every launch (StarPU's allocation
//     cache), the result home as the pieces end;
//
// each with buffers and USM, in pieces=1 (whole), the default (0: 4) and
// 16 and 64 pieces (Pipeline). The result of the last launch of each is
// checked against the host reference.
func BenchmarkMandelbrotAlone(b *testing.B) {
	inst, devs := mandelbrotSetup(b)
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			b.Fatal(err)
		}
		defer q.Close()
		for _, mem := range []string{bench.Buffers, bench.USM} {
			for _, how := range []string{"kernel", "fresh", "reused"} {
				for _, pieces := range []int{1, 0, 16, 64} {
					if how == "kernel" && (mem == bench.USM || pieces != 1) {
						continue // USM comes home after each kernel; the kernels alone need no pieces
					}
					name := fmt.Sprintf("%s/%s/%s/pieces=%d", strings.ReplaceAll(d.Name(), " ", "_"), mem, how, pieces)
					b.Run(name, func(b *testing.B) { mandelbrotAlone(b, inst, d, q, mem, how, pieces) })
				}
			}
		}
	}
}

// BenchmarkMandelbrotCoexec runs BenchmarkMandelbrotAlone's launch on
// the native device and each OpenCL GPU with the default scheduler
// (HGuided, guarded), over buffers and USM, fresh and reused output
// memory (as BenchmarkMandelbrotAlone's), the default pieces, the result
// home when the launch returns (KeepOutputs(false)): the co-executed
// side of the StarPU comparison, whose registered data are reused from
// one iteration to the next.
func BenchmarkMandelbrotCoexec(b *testing.B) {
	inst, devs := mandelbrotSetup(b)
	for _, d := range devs {
		if d.Type() != sycl.TypeGPU {
			continue
		}
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			b.Fatal(err)
		}
		defer q.Close()
		for _, mem := range []string{bench.Buffers, bench.USM} {
			for _, how := range []string{"fresh", "reused"} {
				name := fmt.Sprintf("native+%s/%s/%s", strings.ReplaceAll(d.Name(), " ", "_"), mem, how)
				b.Run(name, func(b *testing.B) {
					ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.DeviceList(sycl.NativeDevice(), d), coexecutor.KeepOutputs(false))
					if err != nil {
						b.Fatal(err)
					}
					defer ce.Close()
					mandelbrotRuns(b, inst, ce, q, mem, how)
				})
			}
		}
	}
}

// mandelbrotSetup returns the benchmarks' mandelbrot (256 × 512 with
// -short) and the devices.
func mandelbrotSetup(b *testing.B) (*bench.Instance, []*sycl.Device) {
	h, w := 4096, 8192
	if testing.Short() {
		h, w = 256, 512
	}
	mb, err := bench.Get("mandelbrot")
	if err != nil {
		b.Fatal(err)
	}
	inst, err := mb.NewSized(h, w)
	if err != nil {
		b.Fatal(err)
	}
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	return inst, devs
}

func mandelbrotAlone(b *testing.B, inst *bench.Instance, d *sycl.Device, q *sycl.Queue, mem, how string, pieces int) {
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(d), coexecutor.KeepOutputs(how == "kernel"), coexecutor.Pipeline(pieces))
	if err != nil {
		b.Fatal(err)
	}
	defer ce.Close()
	mandelbrotRuns(b, inst, ce, q, mem, how)
}

// mandelbrotRuns times b.N launches on ce after a first, untimed, with
// output memory fresh for every launch or reused (how), and checks the
// last one's result.
func mandelbrotRuns(b *testing.B, inst *bench.Instance, ce *coexecutor.Coexecutor, q *sycl.Queue, mem, how string) {
	var err error
	var (
		args []any
		read func() ([]float64, error)
		free func()
	)
	next := func() {
		if free != nil {
			free()
		}
		if args, read, free, err = inst.Args(mem, q); err != nil {
			b.Fatal(err)
		}
	}
	defer func() {
		if free != nil {
			free()
		}
	}()
	next()
	for i := range b.N + 1 { // the first launch builds the program and allocates
		if how == "fresh" && i > 0 {
			b.StopTimer()
			next()
			b.StartTimer()
		}
		if i == 1 {
			b.ResetTimer()
		}
		if _, err := inst.Run(ce, args); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	out, err := read()
	if err != nil {
		b.Fatal(err)
	}
	if err := inst.Verify(out); err != nil {
		b.Fatal(err)
	}
}
