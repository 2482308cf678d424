package opencl

import "testing"

// Each PoCL context after the process's first builds with a define of its
// own; other platforms' builds are left as they are.
func TestDistinctBuilds(t *testing.T) {
	nvidia := Info{Platform: "NVIDIA CUDA"}
	pocl := Info{Platform: "Portable Computing Language"}
	for range 3 {
		if got := distinctBuilds(nvidia); got != "" {
			t.Fatalf("NVIDIA context: %q, want none", got)
		}
	}
	seen := map[string]bool{}
	for range 3 {
		got := distinctBuilds(pocl)
		if seen[got] {
			t.Fatalf("two PoCL contexts build with %q", got)
		}
		seen[got] = true
	}
}
