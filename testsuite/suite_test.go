package testsuite_test

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite"
)

// TestDevices runs the conformance suite on every visible device (set
// GOSYCL_DEVICE to choose, e.g. GOSYCL_DEVICE=native or opencl:gpu).
func TestDevices(t *testing.T) {
	devs, err := sycl.Devices()
	require.NoError(t, err)
	require.NotEmpty(t, devs, "no devices visible (%s=%q)", sycl.EnvDevice, envDevice())
	for _, dev := range devs {
		t.Run(dev.String(), func(t *testing.T) { testsuite.Run(t, dev) })
	}
}

// TestGPU runs the suite on each GPU, and skips where there is none.
func TestGPU(t *testing.T) {
	devs, err := sycl.Devices()
	require.NoError(t, err)
	var gpus []*sycl.Device
	var names []string
	for _, d := range devs {
		names = append(names, d.String())
		if d.Type() == sycl.TypeGPU {
			gpus = append(gpus, d)
		}
	}
	if len(gpus) == 0 {
		t.Skipf("no GPU found: visible devices are [%s] (%s=%q)", strings.Join(names, "; "), sycl.EnvDevice, envDevice())
	}
	for _, dev := range gpus {
		t.Run(dev.String(), func(t *testing.T) { testsuite.Run(t, dev) })
	}
}

func envDevice() string { return os.Getenv(sycl.EnvDevice) }

// TestMain runs the suite with kgen's bounds checks on OpenCL devices
// unless GOSYCL_CHECK says otherwise (GOSYCL_CHECK=off runs it unchecked).
func TestMain(m *testing.M) {
	if _, set := os.LookupEnv(sycl.EnvCheck); !set {
		os.Setenv(sycl.EnvCheck, "bounds")
	}
	os.Exit(m.Run())
}
