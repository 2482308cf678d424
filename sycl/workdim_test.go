package sycl

import (
	"strings"
	"testing"
)

// asksWorkDim answers for the text, whichever string holds it: a source
// asked about before, at the same address or another, and one made after
// the memory was emptied.
func TestAsksWorkDim(t *testing.T) {
	with := "__kernel void k(__global int *x) { x[0] = get_work_dim(); }\n"
	without := "__kernel void k(__global int *x) { x[0] = get_global_id(0); }\n"
	for round := range 3 {
		for _, c := range []struct {
			src  string
			want bool
		}{{with, true}, {without, false}, {strings.Clone(with), true}, {strings.Clone(without), false}, {"", false}} {
			if got := asksWorkDim(c.src); got != c.want {
				t.Errorf("round %d: asksWorkDim(%q) = %v, want %v", round, c.src, got, c.want)
			}
		}
		if round == 1 {
			workDims.mu.Lock()
			workDims.m = nil
			workDims.mu.Unlock()
		}
	}
}
