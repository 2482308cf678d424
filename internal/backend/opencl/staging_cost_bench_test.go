package opencl

import (
	"fmt"
	"math"
	"testing"
)

// BenchmarkStagingCost takes a staged transfer's time apart by size, so
// that a machine with a GPU shows which part bounds transfers of a few
// MiB: the whole staged copy (staged), the same copy handed to the driver
// straight from Go memory (direct: what StageThreshold chooses between),
// the same copy from pinned memory (pinned: one DMA, the link's speed),
// one command's round trip (a page written from pinned memory and waited
// for: what each of a transfer's few commands costs), and one core's copy
// of a chunk of the size the staging plan cuts the transfer into
// (memmove: what a goroutine pays per chunk before or after its DMA). A
// staged copy near pinned speed needs the memmoves of its chunks spread
// over cores and hidden behind the DMAs of others.
// CPU devices stage here as GPUs do.
func BenchmarkStagingCost(b *testing.B) {
	sizes := []int{256 << 10, 1 << 20, 4 << 20, 64 << 20}
	for _, d := range devices(b) {
		name := benchDevName(d)
		buf, err := d.NewBuffer(sizes[len(sizes)-1])
		if err != nil {
			b.Fatal(err)
		}
		staged := func() func() {
			old, oldCPU := StageThreshold, stageCPU
			StageThreshold, stageCPU = 1, true
			return func() { StageThreshold, stageCPU = old, oldCPU }
		}
		pin, pinErr := d.pinnedAlloc(sizes[len(sizes)-1])
		for _, n := range sizes {
			host := make([]byte, n)
			for i := range host {
				host[i] = byte(i)
			}
			for _, dir := range []string{"h2d", "d2h"} {
				move := func(h []byte) error {
					if dir == "h2d" {
						return d.Write(buf, 0, h)
					}
					return d.Read(buf, 0, h)
				}
				b.Run(fmt.Sprintf("%s/%d/%s/staged", name, n, dir), func(b *testing.B) {
					defer staged()()
					b.SetBytes(int64(n))
					for range b.N {
						if err := move(host); err != nil {
							b.Fatal(err)
						}
					}
				})
				b.Run(fmt.Sprintf("%s/%d/%s/direct", name, n, dir), func(b *testing.B) {
					old := StageThreshold
					StageThreshold = math.MaxInt
					defer func() { StageThreshold = old }()
					b.SetBytes(int64(n))
					for range b.N {
						if err := move(host); err != nil {
							b.Fatal(err)
						}
					}
				})
				if pinErr == nil {
					b.Run(fmt.Sprintf("%s/%d/%s/pinned", name, n, dir), func(b *testing.B) {
						b.SetBytes(int64(n))
						for range b.N {
							if err := move(pin.Bytes()[:n]); err != nil {
								b.Fatal(err)
							}
						}
					})
				}
			}
			chunk, _ := stagingPlan(n)
			chunk = min(chunk, n)
			b.Run(fmt.Sprintf("%s/%d/memmove-%d", name, n, chunk), func(b *testing.B) {
				dst := make([]byte, chunk)
				b.SetBytes(int64(chunk))
				for range b.N {
					copy(dst, host[:chunk])
				}
			})
		}
		if pinErr == nil {
			b.Run(name+"/roundtrip", func(b *testing.B) {
				for range b.N {
					if err := d.Write(buf, 0, pin.Bytes()[:4096]); err != nil {
						b.Fatal(err)
					}
				}
			})
			pin.Free()
		}
		buf.Release()
	}
}
