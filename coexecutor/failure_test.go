package coexecutor

import (
	"errors"
	"fmt"
	"testing"

	"github.com/gosycl/gosycl/internal/memory"
)

// undefined loses, of the ranges failed packages left to run again, what
// no package that succeeded wrote, where the host's copy is not current,
// or everywhere for ranges a failed package's copy home overwrote on the
// host.
func TestUndefined(t *testing.T) {
	cause := errors.New("the launch failed")
	for _, c := range []struct {
		name      string
		hostStale [][2]int // ranges whose host copy is not current
		redo      [][2]int
		wrote     [][2]int
		clobbered bool
		lost      [][2]int // Lost reports these, and nothing else of [0,1000)
	}{
		{name: "host current: nothing lost", redo: [][2]int{{0, 100}}},
		{name: "host stale: lost", hostStale: [][2]int{{0, 100}}, redo: [][2]int{{0, 100}}, lost: [][2]int{{0, 100}}},
		{name: "written again by a package that succeeded", hostStale: [][2]int{{0, 100}}, redo: [][2]int{{0, 100}}, wrote: [][2]int{{0, 100}}},
		{name: "written in part", hostStale: [][2]int{{0, 100}}, redo: [][2]int{{0, 100}}, wrote: [][2]int{{20, 50}}, lost: [][2]int{{0, 20}, {50, 100}}},
		{name: "clobbered: lost though the host's copy is current", redo: [][2]int{{200, 300}}, clobbered: true, lost: [][2]int{{200, 300}}},
		{name: "clobbered, written again", redo: [][2]int{{200, 300}}, wrote: [][2]int{{200, 300}}, clobbered: true},
	} {
		t.Run(c.name, func(t *testing.T) {
			b := memory.NewBuffer(make([]byte, 1000))
			defer b.Release()
			for _, s := range c.hostStale {
				// The host's copy made stale (its loss, without the
				// cause, does not count below).
				b.Clobbered(s[0], s[1], errors.New("setup"))
			}
			var redo, wrote []output
			for _, s := range c.redo {
				redo = append(redo, output{buf: b, lo: s[0], hi: s[1]})
			}
			for _, s := range c.wrote {
				wrote = append(wrote, output{buf: b, lo: s[0], hi: s[1]})
			}
			undefined(redo, wrote, c.clobbered, cause)
			want := map[int]bool{}
			for _, s := range c.lost {
				for i := s[0]; i < s[1]; i++ {
					want[i] = true
				}
			}
			for i := 0; i < 1000; i++ {
				err := b.Lost(i, i+1)
				got := err != nil && errors.Is(err, cause)
				if got != want[i] {
					t.Fatalf("byte %d lost by undefined: %v, want %v (%v)", i, got, want[i], fmt.Sprint(err))
				}
			}
		})
	}
}
