package nodesched

import "testing"

// Placement: a node takes its packages where it ran last time, front to
// back; a node with nothing of its own left takes free work-groups
// beside its block, else the end of the largest free run.
func TestPlacement(t *testing.T) {
	last := []int{0, 0, 0, 0, 1, 1, 1, 1, 2, 2}
	p := NewPlacement(10, last)
	for _, c := range []struct{ r, g, a, b int }{
		// Rank 1 runs out of its own and grows its block into rank 2's
		// (beside [6, 8)); rank 2 keeps the rest of its own.
		{1, 2, 4, 6}, {0, 3, 0, 3}, {1, 5, 6, 8}, {0, 5, 3, 4}, {1, 1, 8, 9}, {2, 4, 9, 10},
	} {
		a, b := p.Place(c.r, c.g)
		if a != c.a || b != c.b {
			t.Errorf("rank %d, %d work-groups: [%d,%d), want [%d,%d)", c.r, c.g, a, b, c.a, c.b)
		}
		p.Take(c.r, a, b)
	}
	if a, b := p.Place(0, 3); a != b {
		t.Errorf("all taken: [%d,%d)", a, b)
	}
	// No history: the end of the free range.
	p = NewPlacement(10, nil)
	if a, b := p.Place(1, 3); a != 7 || b != 10 {
		t.Errorf("no history: [%d,%d)", a, b)
	}
}
