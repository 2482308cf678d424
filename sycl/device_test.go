package sycl

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
)

func TestParseDeviceFilter(t *testing.T) {
	gpu := &Device{cl: nil, info: DeviceInfo{Backend: BackendOpenCL, Type: TypeGPU}}
	cpu := &Device{info: DeviceInfo{Backend: BackendOpenCL, Type: TypeCPU}}
	nat := &Device{info: DeviceInfo{Backend: BackendNative, Type: TypeCPU}}
	cases := []struct {
		spec          string
		gpu, cpu, nat bool
	}{
		{"", true, true, true},
		{"opencl:gpu", true, false, false},
		{"opencl:cpu", false, true, false},
		{"native", false, false, true},
		{"opencl:cpu,native", false, true, true},
		{"opencl", true, true, false},
		{"*:cpu", false, true, true},
		{"OpenCL:GPU", true, false, false},
		{"opencl:0", true, true, false}, // both are index 0 of the backend in this table
	}
	for _, c := range cases {
		f, err := parseDeviceFilter(c.spec)
		if err != nil {
			t.Fatalf("%q: %v", c.spec, err)
		}
		if got := [3]bool{f.match(gpu, 0), f.match(cpu, 0), f.match(nat, 0)}; got != [3]bool{c.gpu, c.cpu, c.nat} {
			t.Errorf("%q: gpu/cpu/native visible = %v, want %v", c.spec, got, [3]bool{c.gpu, c.cpu, c.nat})
		}
	}
	for spec, want := range map[string]string{
		"cuda:gpu":   `unknown backend "cuda"`,
		"opencl:tpu": `unknown device "tpu"`,
		"opencl:-1":  `unknown device "-1"`,
	} {
		if _, err := parseDeviceFilter(spec); err == nil || !strings.Contains(err.Error(), want) || !strings.Contains(err.Error(), EnvDevice) {
			t.Errorf("%q: error %v, want one naming %s and %s", spec, err, EnvDevice, want)
		}
	}
}

// A filter may show an OpenCL device unless every term names the native
// backend.
func TestFilterMayShowOpenCL(t *testing.T) {
	for spec, want := range map[string]bool{
		"": true, "native": false, "native:cpu": false, "native:0": false, "native,native:cpu": false,
		"opencl:gpu": true, "opencl:gpu,native": true, "native,opencl": true, "*": true, "*:cpu": true,
	} {
		f, err := parseDeviceFilter(spec)
		if err != nil {
			t.Fatalf("%q: %v", spec, err)
		}
		if got := f.mayShowOpenCL(); got != want {
			t.Errorf("%q: mayShowOpenCL = %v, want %v", spec, got, want)
		}
	}
}

// TestNativeOnlyLeavesOpenCLAlone runs this test binary again with
// GOSYCL_DEVICE=native (discovery happens once per process): the native
// device is found and host memory allocated without listing OpenCL's
// platforms; once the filter shows OpenCL devices, they are listed.
func TestNativeOnlyLeavesOpenCLAlone(t *testing.T) {
	if os.Getenv("GOSYCL_TEST_NATIVE_ONLY_CHILD") != "" {
		nativeOnlyChild(t)
		return
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestNativeOnlyLeavesOpenCLAlone$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), EnvDevice+"=native", "GOSYCL_TEST_NATIVE_ONLY_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestNativeOnlyLeavesOpenCLAlone") {
		t.Fatalf("the child with %s=native: %v\n%s", EnvDevice, err, out)
	}
}

func nativeOnlyChild(t *testing.T) {
	devs, err := Devices()
	if err != nil || len(devs) != 1 || !devs[0].IsNative() {
		t.Fatalf("%s=native: Devices() = %v, %v; want the native device alone", EnvDevice, devs, err)
	}
	b, err := memory.NewOwnedBuffer(1 << 16)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Release()
	if b.Pinned() {
		t.Error("host memory pinned through an OpenCL device GOSYCL_DEVICE hides")
	}
	if opencl.Listed() {
		t.Fatalf("%s=native listed the OpenCL platforms", EnvDevice)
	}
	t.Setenv(EnvDevice, "")
	all, _ := Devices()
	if !opencl.Listed() {
		t.Fatalf("%s unset: the OpenCL platforms were not listed (devices %v)", EnvDevice, all)
	}
	if all[len(all)-1] != devs[0] {
		t.Errorf("the native device changed: %v, then %v", devs[0], all[len(all)-1])
	}
}

func TestDevicesHonourEnvironment(t *testing.T) {
	t.Setenv(EnvDevice, "native")
	devs, err := Devices()
	if err != nil {
		t.Fatal(err)
	}
	if len(devs) != 1 || !devs[0].IsNative() {
		t.Fatalf("GOSYCL_DEVICE=native gave %v", devs)
	}
	if _, err := SelectDevice(GPU); err == nil {
		t.Fatal("GPU selector matched with only the native device visible")
	}
	t.Setenv(EnvDevice, "bogus")
	if _, err := Devices(); err == nil {
		t.Fatal("malformed GOSYCL_DEVICE accepted")
	}
	if _, err := NewQueue(DefaultSelector); err == nil {
		t.Fatal("NewQueue with a malformed GOSYCL_DEVICE succeeded")
	}
}

func TestSelectors(t *testing.T) {
	t.Setenv(EnvDevice, "")
	d, err := SelectDevice(Native)
	if err != nil || !d.IsNative() {
		t.Fatalf("Native selector: %v, %v", d, err)
	}
	d, err = SelectDevice(ByName("native"))
	if err != nil || !d.IsNative() {
		t.Fatalf("ByName(native): %v, %v", d, err)
	}
	if _, err := SelectDevice(ByName("no such device")); err == nil || !strings.Contains(err.Error(), "no device matches") {
		t.Fatalf("ByName(missing): %v", err)
	}
	devs, _ := Devices()
	def, err := SelectDevice(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range devs {
		if scoreDefault(x) > scoreDefault(def) {
			t.Fatalf("default selector chose %v over %v", def, x)
		}
	}
	cpu, err := SelectDevice(CPU)
	if err != nil || cpu.Type() != TypeCPU {
		t.Fatalf("CPU selector: %v %v", cpu, err)
	}
}

func TestNativeLaunchCoversRangeOnce(t *testing.T) {
	for _, s := range []launchSpace{
		{dims: 1, global: [3]int{1, 1, 1}},
		{dims: 1, global: [3]int{1000, 1, 1}},
		{dims: 2, global: [3]int{7, 301, 1}},
		{dims: 3, global: [3]int{3, 5, 129}, off: [3]int{1, 2, 3}},
		{dims: 2, global: [3]int{8, 12, 1}, local: [3]int{4, 3, 1}, nd: true},
	} {
		l := newNativeLaunch(s, 4, 1, true, 0)
		seen := map[[3]int]int{}
		for g := 0; g < l.GroupCount(); g++ {
			lo, hi := l.Bounds(g)
			for i := lo[0]; i < hi[0]; i++ {
				for j := lo[1]; j < hi[1]; j++ {
					for k := lo[2]; k < hi[2]; k++ {
						seen[[3]int{i, j, k}]++
					}
				}
			}
		}
		want := s.global[0] * s.global[1] * s.global[2]
		if len(seen) != want {
			t.Fatalf("%+v: %d distinct items, want %d", s, len(seen), want)
		}
		for id, c := range seen {
			if c != 1 {
				t.Fatalf("%+v: item %v ran %d times", s, id, c)
			}
		}
	}
}

// The native device tiles a basic range's part into about sixteen
// groups per worker, each a multiple of the vector variants' lanes: a
// co-executed package of one 256-item work-group on 16 workers is 16
// groups of 16 items with 16 lanes, not 256 groups of one item, which a
// vector variant would run one lane at a time.
func TestBasicTile(t *testing.T) {
	for _, c := range []struct{ items, workers, lanes, want int }{
		{256, 16, 16, 16},
		{256, 16, 8, 8},
		{256, 16, 1, 1},
		{256, 14, 16, 16},
		{256, 2, 8, 8},
		{1 << 20, 16, 16, 4096},
		{1 << 20, 16, 1, 4096},
		{1000, 4, 8, 16}, // 16 per worker: 15.6, rounded up to 16
		{1, 16, 16, 16},  // larger than the part: the launch takes min(part, tile)
		{5, 0, 0, 1},     // no workers or lanes stated: one each
	} {
		if got := basicTile(c.items, c.workers, c.lanes); got != c.want {
			t.Errorf("basicTile(%d items, %d workers, %d lanes) = %d, want %d", c.items, c.workers, c.lanes, got, c.want)
		}
	}
}

// A launch that may stop part-way at multiples of align work-items
// (internal/cgroup.Yield) is tiled so that tile boundaries fall on them:
// a divisor of align, a multiple of the lanes where align is one, when
// the tile is smaller; a multiple of align otherwise.
func TestAlignedTile(t *testing.T) {
	for _, c := range []struct{ tile, align, lanes, want int }{
		{280, 256, 1, 512},
		{256, 256, 16, 256},
		{100, 256, 1, 64},
		{100, 256, 16, 64},
		{20, 256, 16, 16},
		{5, 256, 16, 16}, // never below the lanes
		{48, 64, 8, 32},
		{7, 6, 1, 12},
		{5, 6, 1, 3},
		{4096, 64, 16, 4096},
	} {
		got := alignedTile(c.tile, c.align, c.lanes)
		if got != c.want {
			t.Errorf("alignedTile(%d, %d, %d) = %d, want %d", c.tile, c.align, c.lanes, got, c.want)
		}
		if got%c.align != 0 && c.align%got != 0 {
			t.Errorf("alignedTile(%d, %d, %d) = %d: boundaries off the multiples of the align", c.tile, c.align, c.lanes, got)
		}
	}
}
