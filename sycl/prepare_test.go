package sycl_test

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

// Prepare builds a kernel's program ahead of its launches; Prepared tells
// whether a launch would wait for a compiler. A program that does not
// build fails Prepare as it would the launch.
func TestPrepare(t *testing.T) {
	devs, _ := sycl.Devices()
	for _, d := range devs {
		t.Run(d.Name(), func(t *testing.T) {
			q, err := sycl.NewQueueOn(d)
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			src := fmt.Sprintf("// %d\n__kernel void one(__global int *x) { x[get_global_id(0)] = 1; }\n", rand.Int64())
			k := &sycl.Kernel{Name: "one", Source: src, Params: []sycl.Param{sycl.GlobalParam[int32]("x")},
				Native: func(*sycl.NativeLaunch, int, int, []any) {}}
			if got, want := q.Prepared(k), d.IsNative(); got != want {
				t.Fatalf("Prepared before Prepare = %v, want %v", got, want)
			}
			if err := q.Prepare(k); err != nil {
				t.Fatal(err)
			}
			if !q.Prepared(k) {
				t.Fatal("not Prepared after Prepare")
			}
			bad := &sycl.Kernel{Name: "bad", Source: "__kernel void bad( { }", Params: k.Params}
			if err := q.Prepare(bad); d.IsNative() != (err == nil) || err != nil && !strings.Contains(err.Error(), "kernel bad") {
				t.Fatalf("Prepare of a kernel that does not build: %v", err)
			}
			if err := q.Prepare(nil); err == nil {
				t.Fatal("Prepare(nil) accepted")
			}
		})
	}
}
