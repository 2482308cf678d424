package codegen_test

import (
	"regexp"
	"strings"
	"testing"
)

// TestOwnWrites checks, for testdata/golden/ownwrites, which kernels kgen
// records as reading the memory they write: a read of an element the
// kernel's body wrote whole before it, on every way to it and at the same
// index, is no read (codegen/ownwrites.go states the rule), and the
// footprint has no read for it either.
func TestOwnWrites(t *testing.T) {
	_, files := generateGolden(t)
	src := string(files["ownwrites"])
	kernel := regexp.MustCompile(`(?m)^\tName: +"(\w+)",$`)
	param := regexp.MustCompile(`\{Name: "(\w+)", Kind: sycl.ParamGlobal, [^{}]*?Access: ([\w.| ]+), Footprint: sycl.NewFootprint\(` + "`([^`]*)`")
	got := map[string][2]string{} // kernel -> the written parameter's Access and footprint
	locs := kernel.FindAllStringSubmatchIndex(src, -1)
	for n, l := range locs {
		end := len(src)
		if n+1 < len(locs) {
			end = locs[n+1][0]
		}
		name := src[l[2]:l[3]]
		for _, m := range param.FindAllStringSubmatch(src[l[1]:end], -1) {
			if strings.Contains(m[2], "Writes") {
				got[name] = [2]string{m[2], m[3]}
			}
		}
	}
	for _, c := range []struct {
		kernel string
		reads  bool
	}{
		{"RowSums", false},          // out[i] = 0, then out[i] += ... in a loop
		{"BothBranches", false},     // written on both ways of an if
		{"EveryCase", false},        // written in every case, with a default
		{"EarlyReturn", false},      // written before a return that may happen
		{"SameValue", false},        // the same element, named two ways
		{"PostAfterContinue", true}, // a continue skips the write before the post statement
		{"OneBranch", true},         // written on one way only
		{"InLoop", true},            // written in a loop that may not run
		{"Neighbour", true},         // reads out[i+1] after writing out[i]
		{"Field", true},             // wrote one field, reads the other
		{"BreakInCase", true},       // a break leaves the case before the write
		{"InHelper", true},          // a helper's write covers nothing
		{"Atomics", true},           // other work-items may add to it
		{"LoadedIndex", true},       // the index is loaded from memory
		{"Reassigned", true},        // the index variable changed
	} {
		g, ok := got[c.kernel]
		if !ok {
			t.Errorf("%s: no written parameter found in the generated code", c.kernel)
			continue
		}
		want := "sycl.Writes"
		if c.reads {
			want = "sycl.Reads | sycl.Writes"
		}
		if g[0] != want {
			t.Errorf("%s: Access %s, want %s", c.kernel, g[0], want)
		}
		if hasRead := strings.Contains(g[1], "(r"); hasRead != c.reads {
			t.Errorf("%s: footprint %s: has a read %v, want %v", c.kernel, g[1], hasRead, c.reads)
		}
	}
}
