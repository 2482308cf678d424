package kernels_test

import (
	"strconv"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// BenchmarkGroupReduce sums each work-group of 2^24 int32 with
// sycl.ReduceOverGroup (GroupSum) and with a tree in local memory written
// by hand in Go (ReduceFor), on every device, for work-groups of 64 and
// 256: the cost of the group algorithm's fold against the tree.
func BenchmarkGroupReduce(b *testing.B) {
	const n = 1 << 24
	in := make([]int32, n)
	for i := range in {
		in[i] = int32(i % 7)
	}
	bin := buffer.New(in)
	defer bin.Close()
	devs, err := sycl.Devices()
	if err != nil {
		b.Fatal(err)
	}
	for _, local := range []int{64, 256} {
		bout := buffer.New(make([]int32, n/local))
		cases := []struct {
			name string
			bind func(h *sycl.Handler) sycl.Bound
		}{
			{"group-algorithm", func(h *sycl.Handler) sycl.Bound {
				return kernels.GroupSumKernel.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bout))
			}},
			{"local-tree", func(h *sycl.Handler) sycl.Bound {
				return kernels.ReduceForKernel.Bind(buffer.Read(h, bin), buffer.DiscardWrite(h, bout), sycl.NewLocal[int32](local))
			}},
		}
		for _, d := range devs {
			q, err := sycl.NewQueueOn(d, sycl.InOrder())
			if err != nil {
				b.Fatal(err)
			}
			for _, c := range cases {
				b.Run(devName(d)+"/"+c.name+"/local"+strconv.Itoa(local), func(b *testing.B) {
					launch := func() {
						if _, err := q.Submit(func(h *sycl.Handler) { h.ParallelFor(sycl.NDRange1(n, local), c.bind(h)) }); err != nil {
							b.Fatal(err)
						}
						if err := q.Wait(); err != nil {
							b.Fatal(err)
						}
					}
					launch() // build the program and move the data once
					b.SetBytes(4 * n)
					b.ResetTimer()
					for range b.N {
						launch()
					}
				})
			}
			q.Close()
		}
		bout.Close()
	}
}
