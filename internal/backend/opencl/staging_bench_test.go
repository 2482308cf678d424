package opencl

import (
	"fmt"
	"sync"
	"testing"
)

// setStagingSlot makes d's staging areas, and those allocated after, use
// slots of n bytes, and returns the function that restores the default.
// d is idle.
func setStagingSlot(d *Device, n int) (restore func()) {
	reset := func(n int) {
		d.mu.Lock()
		defer d.mu.Unlock()
		for _, s := range []**Staging{&d.staging, &d.stagingOut} {
			if *s != nil {
				(*s).release()
				*s = nil
			}
		}
		stagingSlot = n
	}
	old := stagingSlot
	reset(n)
	return func() { reset(old) }
}

// BenchmarkStagingSlot measures staged transfers of Go memory by slot
// size: 256 MiB to the device (h2d), from it (d2h), and both at once in a
// stream triad's proportions (duplex: 256 MiB in while 128 MiB come
// back, as a pipelined launch of the triad moves them). A slot's bytes
// pass through host memory twice more than a pinned transfer's (the
// lane writes the slot, the device reads it, or the reverse): while the
// slots in flight (2 per lane per direction) fit in the last-level
// cache those passes can stay in it, beyond it they go to DRAM, which
// the source and destination slices use too. GB/s counts the bytes of
// both directions. CPU devices stage here as GPUs do.
func BenchmarkStagingSlot(b *testing.B) {
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
		for _, slot := range []int{256 << 10, 512 << 10, 1 << 20, 2 << 20, 4 << 20} {
			restore := setStagingSlot(d, slot)
			name := fmt.Sprintf("%s/slot=%dKiB", benchDevName(d), slot>>10)
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
			restore()
		}
		bin.Release()
		bout.Release()
	}
}
