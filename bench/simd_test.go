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
// compared under: the scalar code, AVX2's 8 lanes and the widest.
var simdModes = []string{"off", "8", ""}

// nativeOnly runs inst on the native device alone and returns its outputs.
func nativeOnly(t *testing.T, inst *bench.Instance) []float64 {
	t.Helper()
	dev := sycl.NativeDevice()
	ce, err := coexecutor.New(coexecutor.Static, coexecutor.DeviceList(dev))
	require.NoError(t, err)
	defer ce.Close()
	q, err := sycl.NewQueueOn(dev)
	require.NoError(t, err)
	defer q.Close()
	return launch(t, deviceSet{"native", ce, q}, inst, bench.Buffers)
}

// Every benchmark computes bit for bit the same outputs on the native
// device with its kernels' vector variants (at each width the CPU has)
// as with the scalar code, and passes its check either way.
func TestNativeSIMDMatchesScalar(t *testing.T) {
	if sycl.NativeSIMDLanes() == 0 {
		t.Log("no vector variants in this build or on this CPU: the modes all run the scalar code")
	}
	for _, b := range bench.All() {
		t.Run(b.Name, func(t *testing.T) {
			inst := instance(t, b.Name)
			var want []float64
			for _, mode := range simdModes {
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
