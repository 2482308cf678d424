package bench_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// simdModes are the GOSYCL_NATIVE_SIMD settings a native launch is
// compared under: the scalar code, the vector variants (8 lanes and, on an
// AVX-512 CPU, 16) and the measured choice between the scalar code and
// the 8-lane variant, whose first launches mix the two chunk by chunk.
var simdModes = []string{"off", "on", "16", "auto"}

// nativeOnly runs inst on the native device alone and returns its outputs.
func nativeOnly(t *testing.T, inst *bench.Instance) []float64 {
	t.Helper()
	dev := sycl.NativeDevice()
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(dev))
	require.NoError(t, err)
	defer ce.Close()
	q, err := sycl.NewQueueOn(dev)
	require.NoError(t, err)
	defer q.Close()
	return launch(t, deviceSet{"native", ce, q}, inst, bench.Buffers)
}

// Every benchmark computes bit for bit the same outputs on the native
// device with its kernels' vector variants as with the scalar code, and
// passes its check either way.
func TestNativeSIMDMatchesScalar(t *testing.T) {
	modes := simdModes
	if sycl.NativeSIMDLanes() == 0 {
		// Every mode would run the same scalar code again: it runs
		// once, checked.
		t.Log("no vector variants in this build or on this CPU: the modes all run the scalar code, run once")
		modes = simdModes[:1]
	}
	for _, b := range bench.All() {
		t.Run(b.Name, func(t *testing.T) {
			inst := instance(t, b.Name)
			var want []float64
			for _, mode := range modes {
				t.Setenv(sycl.EnvNativeSIMD, mode)
				out := nativeOnly(t, inst)
				require.NoError(t, inst.Verify(out), "GOSYCL_NATIVE_SIMD=%q", mode)
				if want == nil {
					want = out
					continue
				}
				require.Equal(t, len(want), len(out))
				for i := range want {
					if math.Float64bits(want[i]) != math.Float64bits(out[i]) {
						t.Fatalf("GOSYCL_NATIVE_SIMD=%q: element %d is %v, the scalar code's %v", mode, i, out[i], want[i])
					}
				}
			}
		})
	}
}

// BenchmarkNativeSIMD times every benchmark on the native device alone
// with its kernels' scalar code (simd=off), their vector variants
// (simd=on: 8 lanes; simd=16: 16 lanes on an AVX-512 CPU, 8 on others;
// the scalar code where kgen did not vectorise a kernel or the build
// lacks GOEXPERIMENT=simd) and the default, the 8-lane variants or, on
// an AVX-512 CPU, the faster width as measured on the first launches
// (simd=auto: the native device's trial, docs/runtime.md; the warm-up
// launch before the timed ones takes part in it; the auto-lanes metric is
// the width kept):
//
//	GOEXPERIMENT=simd go test -run '^$' -bench NativeSIMD -count 5 ./bench
func BenchmarkNativeSIMD(b *testing.B) {
	dev := sycl.NativeDevice()
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(dev))
	require.NoError(b, err)
	defer ce.Close()
	q, err := sycl.NewQueueOn(dev)
	require.NoError(b, err)
	defer q.Close()
	for _, bm := range bench.All() {
		inst, err := bm.New(1)
		require.NoError(b, err)
		args, _, free, err := inst.Args(bench.Buffers, q)
		require.NoError(b, err)
		for _, mode := range simdModes {
			b.Run(bm.Name+"/simd="+mode, func(b *testing.B) {
				b.Setenv(sycl.EnvNativeSIMD, mode)
				if _, err := inst.Run(ce, args); err != nil { // warm-up: buffers on the device
					b.Fatal(err)
				}
				for b.Loop() {
					if _, err := inst.Run(ce, args); err != nil {
						b.Fatal(err)
					}
				}
				if lanes, ok := sycl.NativeSIMDChoice(inst.Kernel); mode == "auto" && ok {
					b.ReportMetric(float64(lanes), "auto-lanes") // 0: the scalar code kept
				}
			})
		}
		free()
	}
}
