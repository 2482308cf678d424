package mpitest

import (
	"os"
	"strings"
	"testing"
	"time"
)

// TestChildHangs is a rank that never ends (TestRunQuitsHungRanks).
func TestChildHangs(t *testing.T) {
	if !Child() {
		t.Skip("a rank of TestRunQuitsHungRanks")
	}
	time.Sleep(time.Minute)
}

// TestRunQuitsHungRanks: a job past its time limit ends with an error,
// within quitWait of the limit, and its output holds the stack of every
// rank's hung test, printed on SIGQUIT.
func TestRunQuitsHungRanks(t *testing.T) {
	if Child() {
		t.Skip("a rank")
	}
	MPIRun(t)
	const limit = 3 * time.Second
	start := time.Now()
	out, err := runCmd(t, limit, append(Flags(2), os.Args[0], "-test.run=^TestChildHangs$"), nil)
	took := time.Since(start)
	if err == nil || !strings.Contains(err.Error(), "ran past") {
		t.Fatalf("a hung job: err %v\n%s", err, out)
	}
	if took > limit+quitWait+5*time.Second {
		t.Errorf("a hung job ended %v after its start, its limit %v", took, limit)
	}
	if n := strings.Count(string(out), "mpitest.TestChildHangs("); n != 2 {
		t.Errorf("%d stacks of the hung test in the output, want one per rank (2):\n%s", n, out)
	}
}
