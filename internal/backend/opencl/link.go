package opencl

// This file measures a device's link: the time of a copy from host memory
// to the device as a fixed cost plus its bytes over a rate, the model of
// Hockney ("The communication challenge for MPP: Intel Paragon and Meiko
// CS-2", Parallel Computing 20(3), 1994), in which the fixed cost times
// the rate is the half-performance length: the copy size that reaches
// half the link's rate. Copies from Go memory go through staging
// (staging.go), whose costs this line does not hold.

import (
	"fmt"
	"time"
)

// Link is a device's copy cost: a copy of n bytes takes Fixed + n/Rate
// (Rate in bytes a second).
type Link struct {
	Fixed time.Duration
	Rate  float64
}

// The sizes Link times, each the least time of linkReps copies from
// pinned memory: a page, which the fixed cost dominates, and a copy long
// enough that the fixed cost is a few percent of it on a link of tens of
// GB/s, short enough that the measurement takes about a millisecond.
const (
	linkSmall = 4 << 10
	linkLarge = 8 << 20
	linkReps  = 5
)

// Link measures d's copy cost from pinned memory once, the first time it
// is asked; later calls return what it measured (or its error). An error
// means no figure: the device could not allocate the memory, or the
// larger copy took no longer than the smaller.
func (d *Device) Link() (Link, error) {
	d.linkOnce.Do(func() { d.link, d.linkErr = d.measureLink() })
	return d.link, d.linkErr
}

// measureLink times blocking writes to d of linkSmall and linkLarge bytes
// from pinned memory, the least of linkReps of each.
func (d *Device) measureLink() (Link, error) {
	pin, err := d.pinnedAlloc(linkLarge)
	if err != nil {
		return Link{}, err
	}
	defer pin.Free()
	buf, err := d.NewBuffer(linkLarge)
	if err != nil {
		return Link{}, err
	}
	defer buf.Release()
	// The two sizes alternate, so that a spell of load on the host (other
	// work on its cores) reaches both alike.
	var ts, tl time.Duration
	for range linkReps {
		for _, c := range []struct {
			n     int
			least *time.Duration
		}{{linkSmall, &ts}, {linkLarge, &tl}} {
			t := time.Now()
			if err := d.Write(buf, 0, pin.Bytes()[:c.n]); err != nil {
				return Link{}, err
			}
			if e := time.Since(t); *c.least == 0 || e < *c.least {
				*c.least = e
			}
		}
	}
	return linkFrom(linkSmall, linkLarge, ts, tl, d.info.Name)
}

// linkFrom is the line through a copy of small bytes that took ts and
// one of large bytes that took tl: its rate is the bytes between them
// over the time between them, its fixed cost what is left of the smaller
// copy's time (none where that would be negative).
func linkFrom(small, large int, ts, tl time.Duration, dev string) (Link, error) {
	if tl <= ts || large <= small {
		return Link{}, fmt.Errorf("opencl: measuring %s's link: %d bytes took %v, %d bytes %v", dev, large, tl, small, ts)
	}
	rate := float64(large-small) / (tl - ts).Seconds()
	fixed := ts - time.Duration(float64(small)/rate*float64(time.Second))
	return Link{Fixed: max(fixed, 0), Rate: rate}, nil
}
