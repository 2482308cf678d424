package coexecutor_test

import (
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// A launch over slices of a range, one after the other, computes what
// the launch over the whole range does, and each writes its slice only.
func TestLaunchKernelSlice(t *testing.T) {
	ce, err := coexecutor.New(&coexecutor.HGuided{}, coexecutor.Devices(sycl.Native))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	const n = 1000
	x := make([]float32, n)
	for i := range x {
		x[i] = float32(i)
	}
	whole := sycl.Range1(n)
	for _, c := range []struct {
		cuts []int
		ok   bool
	}{
		{[]int{0, 256, 512, n}, true},
		{[]int{0, n}, true},
		{[]int{0, 768, n}, true},
		{[]int{0, 100, n}, false}, // not along work-groups of 256
		{[]int{0, 256, n + 1}, false},
	} {
		y := make([]float32, n)
		for i := range y {
			y[i] = -1
		}
		bx, by := buffer.New(append([]float32(nil), x...)), buffer.New(y)
		failed := false
		for j := 0; j+1 < len(c.cuts); j++ {
			_, err := ce.LaunchKernel(whole.Slice(c.cuts[j], c.cuts[j+1]), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
			if err != nil {
				failed = true
				if c.ok {
					t.Fatalf("cuts %v: %v", c.cuts, err)
				}
				break
			}
			h, err := by.HostRead()
			if err != nil {
				t.Fatal(err)
			}
			for i, v := range h.Slice() {
				want := float32(-1)
				if i < c.cuts[j+1] {
					want = 2*x[i] - 1
				}
				if v != want {
					t.Fatalf("cuts %v after slice %d: y[%d] = %v, want %v", c.cuts, j, i, v, want)
				}
			}
			h.Close()
		}
		if failed == c.ok {
			t.Fatalf("cuts %v: failed %v", c.cuts, failed)
		}
		bx.Close()
		by.Close()
	}
}
