package cluster

// This file holds helpers the package's tests share.

import (
	"bytes"
	"reflect"
	"testing"
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
