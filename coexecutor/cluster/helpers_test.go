package cluster

// This file holds helpers the package's tests share.

import (
	"bytes"
	"reflect"
	"testing"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
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

// untilLined runs try on a fresh Coexecutor of cl (HGuided on the
// native device) each time, at most n times, until rank 0's try says its
// case lined up, and reports on every rank whether one did: a case that
// needs the ranks' timings to line up fails only where none does. Every
// rank calls it, and each try's Coexecutor is collective.
func untilLined(t *testing.T, cl *Cluster, n int, try func(ce *Coexecutor, i int) (lined bool)) bool {
	t.Helper()
	lined := false
	for i := 1; i <= n && !lined; i++ {
		ce, err := New(cl, &coexecutor.HGuided{}, coexecutor.Devices(sycl.Native))
		if err != nil {
			t.Fatal(err)
		}
		ok := try(ce, i)
		if err := ce.Close(); err != nil {
			t.Fatal(err)
		}
		// Rank 0's verdict, on every rank.
		b := []byte{0}
		if ok {
			b[0] = 1
		}
		if err := cl.comm.Bcast(b, 0, time.Now().Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		lined = b[0] == 1
	}
	return lined
}
