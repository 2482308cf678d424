package opencl

import (
	"reflect"
	"testing"
)

// TestSpareDimension: what a launch enqueues, from the kernel, the
// platform and the launch's sizes (OpenCL order).
func TestSpareDimension(t *testing.T) {
	pocl := &Device{info: Info{Platform: "Portable Computing Language"}}
	other := &Device{info: Info{Platform: "NVIDIA CUDA"}}
	spare, plain := &Kernel{SpareDim: true}, &Kernel{}
	for _, c := range []struct {
		name                  string
		d                     *Device
		k                     *Kernel
		off, global, local    []int
		wOff, wGlobal, wLocal []int
	}{
		{"1-D at zero", pocl, spare, nil, []int{1024}, []int{256}, []int{0, 1}, []int{1024, 1}, []int{256, 1}},
		{"1-D at an offset", pocl, spare, []int{4096}, []int{512}, []int{256}, []int{4096, 1}, []int{512, 1}, []int{256, 1}},
		{"local left to the driver", pocl, spare, []int{96}, []int{4}, nil, []int{96, 1}, []int{4, 1}, nil},
		{"2-D", pocl, spare, []int{0, 3}, []int{64, 4}, []int{32, 2}, []int{0, 3, 1}, []int{64, 4, 1}, []int{32, 2, 1}},
		{"3-D: no dimension to spare", pocl, spare, []int{0, 0, 2}, []int{6, 4, 4}, []int{3, 2, 2}, []int{0, 0, 2}, []int{6, 4, 4}, []int{3, 2, 2}},
		{"a kernel that may read more dimensions", pocl, plain, nil, []int{1024}, []int{256}, nil, []int{1024}, []int{256}},
		{"not PoCL", other, spare, nil, []int{1024}, []int{256}, nil, []int{1024}, []int{256}},
	} {
		off, global, local := c.d.spareDimension(c.k, c.off, c.global, c.local)
		if !reflect.DeepEqual(off, c.wOff) || !reflect.DeepEqual(global, c.wGlobal) || !reflect.DeepEqual(local, c.wLocal) {
			t.Errorf("%s: %v %v %v, want %v %v %v", c.name, off, global, local, c.wOff, c.wGlobal, c.wLocal)
		}
	}
}
