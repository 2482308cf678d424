package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/internal/race"
)

// Every table row schedtables prints must be in docs/simulation.md, so a
// scheduler change that moves a simulated figure fails until the tables
// there are regenerated (go run ./coexecutor/sim/cmd/schedtables).
//
// The simulator runs in one goroutine: under -race the test would take a
// minute and watch nothing; the pass without -race (scripts/test.sh) runs
// it.
func TestSchedulersDocIsCurrent(t *testing.T) {
	if race.Enabled {
		t.Skip("the simulator runs in one goroutine: the pass without -race checks the tables")
	}
	doc, err := os.ReadFile("../../../../docs/simulation.md")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]bool{}
	for _, l := range strings.Split(string(doc), "\n") {
		have[l] = true
	}
	var buf bytes.Buffer
	out = &buf
	for _, s := range sections() {
		s.f()
	}
	stale := 0
	for _, l := range strings.Split(buf.String(), "\n") {
		if strings.HasPrefix(l, "| ") && !have[l] {
			if stale < 10 {
				t.Errorf("not in docs/simulation.md: %s", l)
			}
			stale++
		}
	}
	if stale > 0 {
		t.Errorf("%d table rows differ: regenerate the tables with go run ./coexecutor/sim/cmd/schedtables", stale)
	}
}
