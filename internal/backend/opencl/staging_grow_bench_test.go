package opencl

import (
	"testing"
	"time"
)

// BenchmarkStagingGrow measures what a staged transfer pays where it
// grows its direction's areas (Staging.grow re-pins every free area of
// the direction at the larger size) against the same transfer once they
// have grown: a launch's pieces grow the areas the first time one needs
// more than the transfers before it did, which may be in the middle of a
// computation. Each iteration starts from a context of its own, so its
// areas start unpinned: a 16 MiB transfer pins them at 16 MiB (first-ms),
// one of 16 MiB and a chunk more grows them to 32 MiB (grow-ms), and the
// same again runs through them as they are (grown-ms). Only the
// transfers are timed. CPU devices stage here as GPUs do.
func BenchmarkStagingGrow(b *testing.B) {
	const small, large = 16 << 20, 16<<20 + stagingMaxChunk
	old := stageCPU
	stageCPU = true
	defer func() { stageCPU = old }()
	host := make([]byte, large)
	for j := range host {
		host[j] = byte(j) // every page written: resident
	}
	for _, dev := range devices(b) {
		for _, dir := range []string{"h2d", "d2h"} {
			b.Run(benchDevName(dev)+"/"+dir, func(b *testing.B) {
				var first, grow, grown time.Duration
				for range b.N {
					d := dev.SecondContext()
					buf, err := d.NewBuffer(large)
					if err != nil {
						d.Close()
						b.Fatal(err)
					}
					move := func(n int) time.Duration {
						t0 := time.Now()
						err := d.Write(buf, 0, host[:n])
						if dir == "d2h" {
							t0 = time.Now() // the write above only fills the buffer
							err = d.Read(buf, 0, host[:n])
						}
						if err != nil {
							b.Fatal(err)
						}
						return time.Since(t0)
					}
					first += move(small)
					grow += move(large)
					grown += move(large)
					buf.Release()
					d.Close()
				}
				ms := func(t time.Duration) float64 { return t.Seconds() * 1e3 / float64(b.N) }
				b.ReportMetric(ms(first), "first-ms")
				b.ReportMetric(ms(grow), "grow-ms")
				b.ReportMetric(ms(grown), "grown-ms")
			})
		}
	}
}
