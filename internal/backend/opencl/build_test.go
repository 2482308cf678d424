package opencl

import (
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"
)

// TestBuildErrorErrors reads the errors of build logs as PoCL and clang
// print them: positions in Go files (from #line directives) lose their
// column, which counts C characters.
func TestBuildErrorErrors(t *testing.T) {
	for _, c := range []struct {
		log    string
		want   []string
		source string
	}{
		{"error: k.go:14:9: use of undeclared identifier 'x'\nerror: k.go:15:13: expected expression\nDevice d failed to build the program",
			[]string{"k.go:14: use of undeclared identifier 'x'", "k.go:15: expected expression"}, ""},
		{"warning: k.go:3:1: unused variable 'y'\nerror: /tmp/pocl/tempfile_ab.cl:2:9: use of undeclared identifier 'z'",
			[]string{"/tmp/pocl/tempfile_ab.cl:2:9: use of undeclared identifier 'z'"}, ""},
		{"<kernel>:7:3: error: expected ';'\n<kernel>:8:1: warning: x\nk.go:40:2: fatal error: 'f.h' file not found",
			[]string{"<kernel>:7:3: expected ';'", "k.go:40: 'f.h' file not found"}, ""},
		{"error: k.go:14:9 <Spelling=/usr/include/opencl-c-base.h:339:19>: expected identifier", []string{"k.go:14: expected identifier"}, ""},
		{"Device d failed to build the program", nil, ""},
		// NVIDIA's compiler names its own lines: the source's #line
		// directives map them to Go.
		{"<kernel>:4:25: error: use of undeclared identifier 'u_'", []string{"k.go:21: use of undeclared identifier 'u_'"},
			"int a;\n#line 20 \"k.go\"\nkernel void k(global int *x) {\n  x[0] = u_;\n}\n"},
	} {
		e := &BuildError{Device: "d", Log: c.log, Err: errors.New("clBuildProgram: CL_BUILD_PROGRAM_FAILURE (-11)"), Source: c.source}
		if got := e.Errors(); !reflect.DeepEqual(got, c.want) {
			t.Errorf("Errors of\n%s\n= %q, want %q", c.log, got, c.want)
		}
		first := "clBuildProgram: CL_BUILD_PROGRAM_FAILURE (-11)"
		if len(c.want) > 0 {
			first = c.want[0]
		}
		if msg := e.Error(); !strings.HasPrefix(msg, "OpenCL C does not build on d: "+first) || !strings.Contains(msg, c.log) {
			t.Errorf("Error() = %q, want the first error, then the log", msg)
		}
	}
}

// guarded is a program of three kernels guarded as cmd/kgen guards them:
// bad does not build, and neither does its helper; good and other share
// a helper.
const guarded = `
#if !defined(_kgen_alone) || defined(_kgen_alone_good_) || defined(_kgen_alone_other_)
#line 3 "k.go"
int twice_(int v_) {
	return 2 * v_;
}
#endif

#if !defined(_kgen_alone) || defined(_kgen_alone_bad_)
#line 10 "k.go"
int broken_(int v_) {
	return v_ + undeclared_;
}
#endif

#if !defined(_kgen_alone) || defined(_kgen_alone_good_)
#line 20 "k.go"
__kernel void good_(__global int *x_) {
	x_[get_global_id(0)] = twice_(3);
}
#endif

#if !defined(_kgen_alone) || defined(_kgen_alone_bad_)
#line 30 "k.go"
__kernel void bad_(__global int *x_) {
	x_[get_global_id(0)] = broken_(1) +;
}
#endif

#if !defined(_kgen_alone) || defined(_kgen_alone_other_)
#line 40 "k.go"
__kernel void other_(__global int *x_) {
	x_[get_global_id(0)] = twice_(4);
}
#endif
`

// TestAcquireKernelAlone: a program one kernel of which does not build
// still gives the others, built alone; the broken one's error names its
// Go lines; an unguarded program fails for every kernel.
func TestAcquireKernelAlone(t *testing.T) {
	for _, d := range devices(t) {
		for _, name := range []string{"good_", "other_"} {
			k, err := d.AcquireKernel(guarded, "", name, 0)
			if err != nil {
				t.Fatalf("%s: %s: %v", d.info.Name, name, err)
			}
			if k.NumArgs() != 1 {
				t.Errorf("%s: %d arguments", name, k.NumArgs())
			}
			k.Release()
		}
		_, err := d.AcquireKernel(guarded, "", "bad_", 0)
		var be *BuildError
		if !errors.As(err, &be) {
			t.Fatalf("bad_: got %v, want a BuildError", err)
		}
		if got, want := be.Errors(), []string{"k.go:11: use of undeclared identifier 'undeclared_'", "k.go:31: expected expression"}; !reflect.DeepEqual(got, want) {
			t.Errorf("bad_'s errors: %q, want %q", got, want)
		}
		// Each build is cached: the whole program's failure, and the kernels alone.
		d.mu.Lock()
		var builds []string
		for key, e := range d.programs {
			if key.source == guarded {
				builds = append(builds, fmt.Sprintf("%q ok=%v", key.options, e.err == nil))
			}
		}
		d.mu.Unlock()
		if len(builds) != 4 {
			t.Errorf("cached builds of the program: %v, want the whole and three alone", builds)
		}
		unguarded := strings.NewReplacer("#if", "#if 1 //", "#endif", "").Replace(guarded)
		if _, err := d.AcquireKernel(unguarded, "", "good_", 0); !errors.As(err, &be) {
			t.Errorf("good_ of an unguarded broken program: got %v, want a BuildError", err)
		}
	}
}

func TestCompile(t *testing.T) {
	for _, d := range devices(t) {
		if err := d.Compile(guarded, "-D _kgen_alone -D _kgen_alone_good_", "good_"); err != nil {
			t.Errorf("good_ alone: %v", err)
		}
		if err := d.Compile(guarded, "-D _kgen_alone -D _kgen_alone_good_", "good_", "other_"); err == nil || !strings.Contains(err.Error(), `"other_" not found`) {
			t.Errorf("other_ left out: got %v", err)
		}
		var be *BuildError
		if err := d.Compile(guarded, ""); !errors.As(err, &be) || !strings.Contains(err.Error(), "k.go:11: use of undeclared identifier 'undeclared_'") {
			t.Errorf("the whole program: got %v, want a BuildError naming k.go:11", err)
		}
	}
}

// TestProgramBySourceString: a program is found by its source string's
// memory and by its text alike: a copy of the text at another address
// shares the build, and so does the original once the address shortcut
// has been emptied (as it is when full).
func TestProgramBySourceString(t *testing.T) {
	const src = "__kernel void bystring_(__global int *x_) { x_[get_global_id(0)] = 5; }\n"
	for _, d := range devices(t) {
		k, err := d.AcquireKernel(src, "", "bystring_", 0)
		if err != nil {
			t.Fatalf("%s: %v", d.info.Name, err)
		}
		k.Release()
		other := strings.Clone(src)
		if !d.Built(other, "") {
			t.Errorf("%s: Built of a copy of the built source's text = false", d.info.Name)
		}
		if d.Built(src, "-DX") {
			t.Errorf("%s: Built with other options = true before any build", d.info.Name)
		}
		k, err = d.AcquireKernel(other, "", "bystring_", 0)
		if err != nil {
			t.Fatalf("%s: the copy: %v", d.info.Name, err)
		}
		k.Release()
		d.mu.Lock()
		builds := 0
		for key := range d.programs {
			if key.source == src {
				builds++
			}
		}
		e, byAddr := d.byString[stringKey{unsafe.StringData(other), len(other), ""}], d.byString[stringKey{unsafe.StringData(src), len(src), ""}]
		d.byString = nil
		d.mu.Unlock()
		if builds != 1 {
			t.Errorf("%s: %d cached builds of one text, want 1", d.info.Name, builds)
		}
		if e == nil || e != byAddr {
			t.Errorf("%s: the copy's address entry %p, the original's %p: want the same build", d.info.Name, e, byAddr)
		}
		if !d.Built(src, "") {
			t.Errorf("%s: Built after the address shortcut was emptied = false", d.info.Name)
		}
	}
}
