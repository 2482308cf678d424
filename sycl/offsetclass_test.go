package sycl_test

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// offsetClass writes its work-item's global id, so a launch at a wrong
// offset shows in the output. It is written for 1-D ranges (Dims).
var offsetClass = &sycl.Kernel{
	Name:   "offset_class_",
	Source: `__kernel void offset_class_(__global int *y) { y[get_global_id(0)] = (int)get_global_id(0) + 1; }`,
	Dims:   1,
	Params: []sycl.Param{sycl.GlobalParam[int32]("y")},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) { args[0].([]int32)[it.ID(0)] = int32(it.ID(0)) + 1 }),
}

// TestPoCLOffsetClasses runs this test binary again with PoCL's kernel
// cache in a directory of its own, launches a kernel over slices at
// offset zero and not, and reads which work-group functions PoCL
// compiled (one directory per specialisation): slices of a kernel
// written for its range's dimensions compile one, whatever their offset.
// A hand-written kernel for any dimensionality compiles one per offset
// class, as PoCL does by itself. Ragged last packages of one launch size
// compile their remainder once.
func TestPoCLOffsetClasses(t *testing.T) {
	if os.Getenv("GOSYCL_TEST_POCL_CLASSES_CHILD") != "" {
		offsetClassesChild(t)
		return
	}
	if !hasPoCL() {
		if os.Getenv("GOSYCL_REQUIRE_OPENCL") != "" {
			t.Fatal("no PoCL device, and GOSYCL_REQUIRE_OPENCL is set")
		}
		t.Skip("no PoCL device")
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestPoCLOffsetClasses$", "-test.v", "-test.count=1")
	cmd.Env = append(os.Environ(), "GOSYCL_TEST_POCL_CLASSES_CHILD=1", "POCL_CACHE_DIR="+dir, "POCL_KERNEL_CACHE=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: TestPoCLOffsetClasses") {
		t.Fatalf("child: %v\n%s", err, out)
	}
	classes := map[string][]string{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && strings.HasPrefix(d.Name(), "64-1-1") {
			k := filepath.Base(filepath.Dir(p))
			classes[k] = append(classes[k], d.Name())
		}
		return nil
	})
	// The ragged last packages of a 1000-item launch in tiles of 64 (488
	// and 232 items) run as whole tiles and the same 40-item remainder:
	// two local sizes, whatever the packages' widths.
	ragged := map[string]bool{}
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && d.IsDir() && filepath.Base(filepath.Dir(p)) == "ragged_" {
			ragged[strings.SplitN(d.Name(), "-", 4)[0]] = true
		}
		return nil
	})
	if len(ragged) != 2 || !ragged["64"] {
		t.Errorf("ragged_: PoCL compiled for local sizes %v, want 64 and one for the remainder", ragged)
	}
	for k, want := range map[string][]string{
		"offset_class_": {"64-1-1-smallgrid"},
		"any_dims_":     {"64-1-1-goffs0-smallgrid", "64-1-1-smallgrid"},
	} {
		got := classes[k]
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: PoCL compiled %v, want %v (all: %v)", k, got, want, classes)
		}
	}
}

func hasPoCL() bool {
	devs, _ := sycl.Devices()
	for _, d := range devs {
		if strings.Contains(d.Info().Platform, "Portable Computing Language") {
			return true
		}
	}
	return false
}

func offsetClassesChild(t *testing.T) {
	var dev *sycl.Device
	devs, _ := sycl.Devices()
	for _, d := range devs {
		if strings.Contains(d.Info().Platform, "Portable Computing Language") {
			dev = d
			break
		}
	}
	if dev == nil {
		t.Fatal("no PoCL device in the child")
	}
	q, err := sycl.NewQueueOn(dev)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Close()
	ragged := *offsetClass
	ragged.Name = "ragged_"
	ragged.Source = strings.ReplaceAll(offsetClass.Source, "offset_class_", "ragged_")
	{
		const n = 1000
		y := make([]int32, n)
		b := buffer.New(y)
		for _, s := range [][2]int{{0, 512}, {512, 1000}, {0, 768}, {768, 1000}} {
			if _, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n).Slice(s[0], s[1]).Tiled(64), ragged.Bind(buffer.ReadWrite(h, b)))
			}); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		for i, v := range y {
			if v != int32(i)+1 {
				t.Fatalf("ragged_: y[%d] = %d, want %d", i, v, i+1)
			}
		}
	}
	anyDims := *offsetClass
	anyDims.Name, anyDims.Dims = "any_dims_", 0
	anyDims.Source = strings.ReplaceAll(offsetClass.Source, "offset_class_", "any_dims_")
	const n = 1024
	for _, k := range []*sycl.Kernel{offsetClass, &anyDims} {
		y := make([]int32, n)
		b := buffer.New(y)
		for _, s := range [][2]int{{256, 512}, {0, 256}, {512, 1024}, {0, 512}} {
			if _, err := q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n).Slice(s[0], s[1]).Tiled(64), k.Bind(buffer.ReadWrite(h, b)))
			}); err != nil {
				t.Fatal(err)
			}
		}
		if err := b.Close(); err != nil {
			t.Fatal(err)
		}
		for i, v := range y {
			if v != int32(i)+1 {
				t.Fatalf("%s: y[%d] = %d, want %d", k.Name, i, v, i+1)
			}
		}
	}
}
