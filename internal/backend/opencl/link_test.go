package opencl

import (
	"testing"
	"time"
)

// TestLink measures every device's link once: a positive rate, a fixed
// cost no less than zero and less than the small copy's time at that
// rate, and the same figures on a second call, which does not measure
// again.
func TestLink(t *testing.T) {
	for _, d := range devices(t) {
		l, err := d.Link()
		if err != nil {
			t.Fatalf("%s: %v", d.info.Name, err)
		}
		if !(l.Rate > 0) || l.Fixed < 0 {
			t.Fatalf("%s: link %+v", d.info.Name, l)
		}
		again, err := d.Link()
		if err != nil || again != l {
			t.Fatalf("%s: second Link %+v, %v; first %+v", d.info.Name, again, err, l)
		}
		t.Logf("%s: fixed %v, %.1f GB/s, half-performance length %.0f KiB", d.info.Name, l.Fixed, l.Rate/1e9, l.Fixed.Seconds()*l.Rate/1024)
	}
}

// TestLinkFrom fits the line through two copy times.
func TestLinkFrom(t *testing.T) {
	us := time.Microsecond
	for _, c := range []struct {
		small, large time.Duration
		fixed        time.Duration
		rate         float64 // GB/s
		err          bool
	}{
		// 20 µs fixed, 50 GB/s: 4 KiB in 20.08 µs, 8 MiB in 187.8 µs.
		{small: 20082 * time.Nanosecond, large: 187772 * time.Nanosecond, fixed: 20 * us, rate: 50},
		// No fixed cost: the small copy at the large one's rate.
		{small: 82 * time.Nanosecond, large: 167772 * time.Nanosecond, fixed: 0, rate: 50},
		// A small copy faster than its bytes at the rate: the fixed cost
		// the line gives is negative, and taken as none.
		{small: 10 * time.Nanosecond, large: 167700 * time.Nanosecond, fixed: 0, rate: 50},
		{small: 100 * us, large: 100 * us, err: true},
		{small: 100 * us, large: 90 * us, err: true},
	} {
		l, err := linkFrom(linkSmall, linkLarge, c.small, c.large, "dev")
		if (err != nil) != c.err {
			t.Errorf("linkFrom(%v, %v): error %v, want error %v", c.small, c.large, err, c.err)
			continue
		}
		if c.err {
			continue
		}
		if d := l.Fixed - c.fixed; d < -100*time.Nanosecond || d > 100*time.Nanosecond {
			t.Errorf("linkFrom(%v, %v): fixed %v, want %v", c.small, c.large, l.Fixed, c.fixed)
		}
		if r := l.Rate / 1e9; r < c.rate*0.999 || r > c.rate*1.001 {
			t.Errorf("linkFrom(%v, %v): %.3f GB/s, want %v", c.small, c.large, r, c.rate)
		}
	}
}
