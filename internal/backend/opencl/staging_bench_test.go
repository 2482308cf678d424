package opencl

import (
	"sync"
	"testing"
)

// BenchmarkStagingDuplex measures large staged transfers of Go memory:
// 256 MiB to the device (h2d), from it (d2h), and both at once in a
// stream triad's proportions (duplex: 256 MiB in while 128 MiB come
// back, as a pipelined launch of the triad moves them). A staged byte
// passes through host memory twice more than a pinned transfer's (a
// goroutine writes the slot, the device reads it, or the reverse), and
// the two directions' copies share the host's memory bandwidth with the
// source and destination slices. GB/s counts the bytes of both
// directions. CPU devices stage here as GPUs do.
func BenchmarkStagingDuplex(b *testing.B) {
	const in, out = 256 << 20, 128 << 20
	old := stageCPU
	stageCPU = true
	defer func() { stageCPU = old }()
	for _, d := range devices(b) {
		src, dst := make([]byte, in), make([]byte, in)
		for i := range src {
			src[i], dst[i] = byte(i), 1 // every page written: resident
		}
		bin, err := d.NewBuffer(in)
		if err != nil {
			b.Fatal(err)
		}
		bout, err := d.NewBuffer(in)
		if err != nil {
			b.Fatal(err)
		}
		if err := d.Write(bout, 0, src); err != nil {
			b.Fatal(err)
		}
		{
			name := benchDevName(d)
			b.Run(name+"/h2d", func(b *testing.B) {
				b.SetBytes(in)
				for range b.N {
					if err := d.Write(bin, 0, src); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(name+"/d2h", func(b *testing.B) {
				b.SetBytes(in)
				for range b.N {
					if err := d.Read(bout, 0, dst); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(name+"/duplex", func(b *testing.B) {
				b.SetBytes(in + out)
				for range b.N {
					var wg sync.WaitGroup
					var rerr error
					wg.Add(1)
					go func() {
						defer wg.Done()
						rerr = d.Read(bout, 0, dst[:out])
					}()
					werr := d.Write(bin, 0, src)
					wg.Wait()
					if err := firstErr(werr, rerr); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		bin.Release()
		bout.Release()
	}
}
