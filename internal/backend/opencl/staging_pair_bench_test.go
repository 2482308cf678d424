package opencl

import (
	"sync"
	"testing"
	"time"
)

// BenchmarkStagingPair measures what two staged transfers of one
// direction at once cost the one submitted first: a pipelined package's
// pieces submit their copies in one after another, and a piece's kernel
// waits for its own copy only. Each iteration writes (h2d) or reads
// (d2h) 16 MiB of Go memory through the staging areas, alone (first-ms
// is its time), and then as the first of two such transfers, the second
// started once the first has begun (first-ms: until the first returns;
// both-ms: until both have). The direction's areas run the two at once
// (stagingAreas), sharing its queue, the helpers' cores and the link:
// the difference between the pair's first-ms and alone's is what that
// costs the first. CPU devices stage here as GPUs do.
func BenchmarkStagingPair(b *testing.B) {
	const n = 16 << 20
	old := stageCPU
	stageCPU = true
	defer func() { stageCPU = old }()
	for _, d := range devices(b) {
		var bufs [2]*Buffer
		var hosts [2][]byte
		for i := range bufs {
			buf, err := d.NewBuffer(n)
			if err != nil {
				b.Fatal(err)
			}
			bufs[i] = buf
			hosts[i] = make([]byte, n)
			for j := range hosts[i] {
				hosts[i][j] = byte(j + i) // every page written: resident
			}
		}
		name := benchDevName(d)
		for _, dir := range []string{"h2d", "d2h"} {
			move := func(i int) error {
				if dir == "h2d" {
					return d.Write(bufs[i], 0, hosts[i])
				}
				return d.Read(bufs[i], 0, hosts[i])
			}
			b.Run(name+"/"+dir+"/alone", func(b *testing.B) {
				var first time.Duration
				for range b.N {
					t0 := time.Now()
					if err := move(0); err != nil {
						b.Fatal(err)
					}
					first += time.Since(t0)
				}
				b.ReportMetric(first.Seconds()*1e3/float64(b.N), "first-ms")
			})
			b.Run(name+"/"+dir+"/pair", func(b *testing.B) {
				var first, both time.Duration
				for range b.N {
					var wg sync.WaitGroup
					var errs [2]error
					started := make(chan struct{})
					t0 := time.Now()
					wg.Add(2)
					go func() {
						defer wg.Done()
						close(started)
						errs[0] = move(0)
						first += time.Since(t0)
					}()
					go func() {
						defer wg.Done()
						<-started
						errs[1] = move(1)
					}()
					wg.Wait()
					both += time.Since(t0)
					for _, err := range errs {
						if err != nil {
							b.Fatal(err)
						}
					}
				}
				b.ReportMetric(first.Seconds()*1e3/float64(b.N), "first-ms")
				b.ReportMetric(both.Seconds()*1e3/float64(b.N), "both-ms")
			})
		}
	}
}
