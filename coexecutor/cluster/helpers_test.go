package cluster

// This file holds helpers the package's tests share.

import (
	"bytes"
	"reflect"
	"testing"
	"time"
)

func asKind(x any) reflect.Kind { return reflect.TypeOf(x).Kind() }
func typeOf(x any) reflect.Type { return reflect.TypeOf(x) }

// ranksPassed checks that mpirun ran (err) and that test passed on each
// of n ranks in out, what it printed, and logs the ranks' lines.
func ranksPassed(t *testing.T, test string, n int, out []byte, err error) {
	t.Helper()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if p := bytes.Count(out, []byte("--- PASS: "+test)); p != n {
		t.Fatalf("%d of %d ranks passed:\n%s", p, n, out)
	}
	for _, l := range bytes.Split(out, []byte("\n")) {
		if bytes.HasPrefix(l, []byte("RANK")) {
			t.Logf("%s", l)
		}
	}
}

// rank0Says is rank 0's v on every rank (a broadcast: every rank calls
// it, in the same order).
func rank0Says(t *testing.T, cl *Cluster, v bool) bool {
	t.Helper()
	b := []byte{0}
	if v {
		b[0] = 1
	}
	if err := cl.comm.Bcast(b, 0, time.Now().Add(time.Minute)); err != nil {
		t.Fatal(err)
	}
	return b[0] == 1
}
