package sycl_test

import (
	"errors"
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// twoKernels is a program in cmd/kgen's shape (guards, #line directives)
// with a kernel that builds and one that does not.
const twoKernels = `
#if !defined(_kgen_alone) || defined(_kgen_alone_fill_)
#line 10 "k.go"
__kernel void fill_(__global int *x_, long x_len) {
	x_[get_global_id(0)] = 7;
}
#endif

#if !defined(_kgen_alone) || defined(_kgen_alone_broken_)
#line 20 "k.go"
__kernel void broken_(__global int *x_, long x_len) {
	x_[get_global_id(0)] = undeclared_;
}
#endif
`

func twoKernel(name string, line string) *sycl.Kernel {
	return &sycl.Kernel{Name: name, Pos: "k.go:" + line, Source: twoKernels,
		Params: []sycl.Param{{Name: "x", Kind: sycl.ParamGlobal, Type: sycl.GlobalParam[int32]("x").Type, WithLen: true}}}
}

// TestOneKernelDoesNotBuild: the kernel of a program that builds runs
// although another kernel of the program does not build; that one's
// launch fails naming its Go position and the Go line the compiler
// objects to.
func TestOneKernelDoesNotBuild(t *testing.T) {
	eachOpenCLQueue(t, func(t *testing.T, q *sycl.Queue) {
		x := make([]int32, 8)
		bx := buffer.New(x)
		_, err := q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(8), twoKernel("fill_", "10").Bind(buffer.ReadWrite(h, bx)))
		})
		if err != nil {
			t.Fatalf("the kernel that builds: %v", err)
		}
		if err := bx.Close(); err != nil {
			t.Fatal(err)
		}
		if want := slices.Repeat([]int32{7}, 8); !slices.Equal(x, want) {
			t.Errorf("fill_: %v, want %v", x, want)
		}
		by := buffer.New(make([]int32, 8))
		defer by.Close()
		_, err = q.Submit(func(h *sycl.Handler) {
			h.ParallelFor(sycl.Range1(8), twoKernel("broken_", "20").Bind(buffer.ReadWrite(h, by)))
		})
		var be *sycl.BuildError
		if !errors.As(err, &be) {
			t.Fatalf("broken_: got %v, want a BuildError", err)
		}
		want := "sycl: kernel broken_ (k.go:20): OpenCL C does not build on " + q.Device().Name() + ": k.go:21: use of undeclared identifier 'undeclared_'"
		if !strings.HasPrefix(err.Error(), want) {
			t.Errorf("broken_'s error does not begin %q:\n%v", want, err)
		}
	})
}

// checked has a CheckedSource that always reports index 77 out of range
// at its position 2, and a Source that does not.
var checked = &sycl.Kernel{
	Name:   "chk_",
	Source: `__kernel void chk_(__global int *x, long x_len) { x[get_global_id(0)] = 1; }`,
	CheckedSource: `__kernel void chk_(__global int *x, long x_len, __global long *fault) {
	x[get_global_id(0)] = 2;
	if (get_global_id(0) == 3) { fault[0] = 2; fault[1] = 77; fault[2] = x_len; }
}`,
	CheckPositions: []string{"k.go:4:2", "k.go:5:3"},
	Params:         []sycl.Param{{Name: "x", Kind: sycl.ParamGlobal, Type: sycl.GlobalParam[int32]("x").Type, WithLen: true}},
	Native:         sycl.ItemKernel(func(it sycl.Item, args []any) { args[0].([]int32)[it.ID(0)] = 3 }),
}

// TestCheckEnv runs this test binary again with GOSYCL_CHECK set (the
// runtime reads it once per process).
func TestCheckEnv(t *testing.T) {
	if v, ok := os.LookupEnv("GOSYCL_TEST_CHECK_CHILD"); ok {
		checkChild(t, v)
		return
	}
	for _, v := range []string{"bounds", "off", "", "host", "all", "bounds,host", "Bounds", "bounds,race", "bounds,"} {
		t.Run(v, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestCheckEnv$", "-test.v")
			cmd.Env = append(os.Environ(), sycl.EnvCheck+"="+v, "GOSYCL_TEST_CHECK_CHILD="+v)
			out, err := cmd.CombinedOutput()
			if err != nil || !strings.Contains(string(out), "--- PASS: TestCheckEnv") {
				t.Errorf("%s=%q: %v\n%s", sycl.EnvCheck, v, err, out)
			}
		})
	}
}

func checkChild(t *testing.T, v string) {
	on, err := sycl.BoundsChecked()
	_, derr := sycl.Devices()
	q, qerr := sycl.NewQueueOn(sycl.NativeDevice())
	if qerr != nil {
		t.Fatal(qerr)
	}
	defer q.Close()
	b := buffer.New(make([]int32, 4))
	_, lerr := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.Range1(4), checked.Bind(buffer.ReadWrite(h, b)))
	})
	if err := b.Close(); err != nil {
		t.Fatal(err)
	}
	switch v {
	case "bounds", "off", "", "host", "all", "bounds,host":
		bounds := v == "bounds" || v == "all" || v == "bounds,host"
		host := v == "host" || v == "all" || v == "bounds,host"
		if err != nil || derr != nil || lerr != nil || on != bounds || sycl.HostChecked() != host {
			t.Fatalf("BoundsChecked() = %v, %v; HostChecked() = %v; Devices: %v; launch: %v", on, err, sycl.HostChecked(), derr, lerr)
		}
	default:
		for _, e := range []error{err, derr, lerr} {
			if e == nil || !strings.Contains(e.Error(), `sycl: GOSYCL_CHECK="`+v+`": `) {
				t.Errorf("got %v, want an error naming the value", e)
			}
		}
		return
	}
	devs, _ := sycl.Devices()
	for _, d := range devs {
		x := make([]int32, 4)
		bx := buffer.New(x)
		q, err := sycl.NewQueueOn(d)
		if err != nil {
			t.Fatal(err)
		}
		ev, err := q.Submit(func(h *sycl.Handler) { h.ParallelFor(sycl.Range1(4), checked.Bind(buffer.ReadWrite(h, bx))) })
		if err != nil {
			t.Fatal(err)
		}
		err = ev.Wait()
		bx.Close()
		q.Close()
		want := []int32{1, 1, 1, 1}
		switch {
		case d.IsNative():
			want = []int32{3, 3, 3, 3}
		case on:
			want = []int32{2, 2, 2, 2}
			if err == nil || !strings.Contains(err.Error(), "k.go:5:3: index 77 out of range [0:4]") {
				t.Errorf("%s: checked launch: got %v, want the fault at k.go:5:3", d.Name(), err)
			}
			err = nil
		}
		if err != nil {
			t.Errorf("%s: %v", d.Name(), err)
		}
		if !slices.Equal(x, want) {
			t.Errorf("%s: %v, want %v", d.Name(), x, want)
		}
	}
}

// eachOpenCLQueue runs f as a subtest, named after the device, with a
// queue on each OpenCL device found (not the native device).
func eachOpenCLQueue(t *testing.T, f func(t *testing.T, q *sycl.Queue)) {
	t.Helper()
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		if d.IsNative() {
			continue
		}
		t.Run(d.Name(), func(t *testing.T) {
			q, err := sycl.NewQueueOn(d)
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			f(t, q)
		})
	}
}
