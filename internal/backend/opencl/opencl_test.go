package opencl

import (
	"errors"
	"os"
	"strings"
	"testing"
	"unsafe"
)

func devices(t testing.TB) []*Device {
	t.Helper()
	devs, err := Devices()
	if err != nil {
		t.Fatal(err)
	}
	if len(devs) == 0 {
		if os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
			t.Fatal("no OpenCL device found, and GOSYCL_REQUIRE_OPENCL is set (install pocl-opencl-icd)")
		}
		t.Skip("no OpenCL device found (install pocl-opencl-icd)")
	}
	return devs
}

// The raw-handle accessors read go-opencl's unexported fields by layout;
// a queue's CL_QUEUE_DEVICE must be the device it was created on.
func TestRawHandles(t *testing.T) {
	for _, d := range devices(t) {
		q, err := d.NewQueue(false, false)
		if err != nil {
			t.Fatal(err)
		}
		got, err := queueDevice(q.q)
		if err != nil {
			t.Fatal(err)
		}
		if got != rawDevice(d.cl) {
			t.Fatalf("%s: queue device %v, want %v", d.info.Name, got, rawDevice(d.cl))
		}
		b, err := d.NewBuffer(64)
		if err != nil {
			t.Fatal(err)
		}
		if n, err := MemRefCount(b.M); err != nil || n != 1 {
			t.Fatalf("buffer reference count %d, %v", n, err)
		}
		b.Release()
		q.Release()
	}
}

func TestBuildErrorCarriesLog(t *testing.T) {
	for _, d := range devices(t) {
		_, err := d.AcquireKernel("__kernel void broken(__global float *x) { x[0] = undeclared_name; }", "", "broken", 0)
		var be *BuildError
		if !errors.As(err, &be) {
			t.Fatalf("%s: got %v, want a BuildError", d.info.Name, err)
		}
		if !strings.Contains(err.Error(), "undeclared_name") {
			t.Fatalf("%s: build log does not name the problem:\n%v", d.info.Name, err)
		}
	}
}

func TestProgramCacheAndKernelPool(t *testing.T) {
	src := "__kernel void k(__global int *x) { x[get_global_id(0)] = 1; }"
	for _, d := range devices(t) {
		k1, err := d.AcquireKernel(src, "", "k", 0)
		if err != nil {
			t.Fatal(err)
		}
		k2, err := d.AcquireKernel(src, "", "k", 0)
		if err != nil {
			t.Fatal(err)
		}
		if k1.K == k2.K {
			t.Fatal("two concurrent borrowers got the same cl_kernel")
		}
		k1.Release()
		k3, _ := d.AcquireKernel(src, "", "k", 0)
		if k3.K != k1.K {
			t.Fatal("a released kernel object was not reused")
		}
		k2.Release()
		k3.Release()
		if _, err := d.AcquireKernel(src, "", "missing", 0); err == nil || !strings.Contains(err.Error(), "missing") {
			t.Fatalf("unknown kernel name: %v", err)
		}
	}
}

func TestStagedTransfersRoundTrip(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		n := 2*stagingMaxChunk + 12345 // several chunks, the last ragged
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(i * 7)
		}
		b, err := d.NewBuffer(n + 100)
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Write(b, 100, src); err != nil {
			t.Fatal(err)
		}
		wantBytes(t, d, b, 100, src, "after the write")
		b.Release()
	}
}

func TestSVM(t *testing.T) {
	for _, d := range devices(t) {
		s, err := d.SVMAlloc(4096)
		if errors.Is(err, ErrNoSVM) {
			t.Logf("%s has no SVM", d.info.Name)
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Map(0, 4096, true); err != nil {
			t.Fatal(err)
		}
		host := s.Bytes()
		for i := range host {
			host[i] = byte(i)
		}
		if err := s.Unmap(0); err != nil {
			t.Fatal(err)
		}
		out := make([]byte, 4096)
		if err := d.Memcpy(unsafe.Pointer(&out[0]), s.P, 4096); err != nil {
			t.Fatal(err)
		}
		for i := range out {
			if out[i] != byte(i) {
				t.Fatalf("%s: SVM byte %d = %d", d.info.Name, i, out[i])
			}
		}
		if err := d.MemFill(s.P, []byte{1, 2}, 4096); err != nil {
			t.Fatal(err)
		}
		d.Memcpy(unsafe.Pointer(&out[0]), s.P, 4096)
		if out[0] != 1 || out[1] != 2 || out[4095] != 2 {
			t.Fatalf("%s: fill gave %v", d.info.Name, out[:4])
		}
		s.Free()
	}
}

func TestStagedSVMRoundTrip(t *testing.T) {
	stageCPU = true
	defer func() { stageCPU = false }()
	for _, d := range devices(t) {
		n := stagingMaxChunk + 777
		s, err := d.SVMAlloc(n)
		if errors.Is(err, ErrNoSVM) {
			continue
		}
		if err != nil {
			t.Fatal(err)
		}
		src := make([]byte, n)
		for i := range src {
			src[i] = byte(i * 13)
		}
		if err := d.WriteSVM(s.P, src); err != nil {
			t.Fatal(err)
		}
		dst := make([]byte, n)
		if err := d.ReadSVM(dst, s.P); err != nil {
			t.Fatal(err)
		}
		for i := range dst {
			if dst[i] != src[i] {
				t.Fatalf("byte %d = %d, want %d", i, dst[i], src[i])
			}
		}
		s.Free()
	}
}
