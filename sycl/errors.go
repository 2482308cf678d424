package sycl

// This file holds the errors of the backends that users test for with
// errors.As: a kernel that does not build, an OpenCL status code, a panic
// in a native kernel.

import (
	"errors"
	"fmt"

	"github.com/gosycl/gosycl/internal/backend/native"
	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// BuildError is an OpenCL C compilation failure; Log holds the compiler's
// build log. Submit returns it (wrapped) for kernels that do not compile.
type BuildError struct {
	Device string // the device's name
	Log    string // the compiler's build log
	Err    error  // the OpenCL error of the build call
	// Source is the program's OpenCL C: where the compiler names its own
	// lines, its #line directives map them to the Go source.
	Source string
}

func (e *BuildError) backend() *opencl.BuildError {
	return &opencl.BuildError{Device: e.Device, Log: e.Log, Err: e.Err, Source: e.Source}
}

// Error names the first error of the log where it can read one, then
// gives the whole log.
func (e *BuildError) Error() string { return e.backend().Error() }

// Unwrap returns Err.
func (e *BuildError) Unwrap() error { return e.Err }

// Errors lists the errors of the build log as "file:line: message" (Go
// files, named by cmd/kgen's #line directives) or "file:line:col:
// message".
func (e *BuildError) Errors() []string { return e.backend().Errors() }

// buildError is err with the backend's build failure in it as a
// *BuildError, or err.
func buildError(err error) error {
	var be *opencl.BuildError
	if !errors.As(err, &be) {
		return err
	}
	return &BuildError{Device: be.Device, Log: be.Log, Err: be.Err, Source: be.Source}
}

// PanicError is a panic in a kernel on the native device, with its stack.
type PanicError struct {
	Value any
	Stack []byte
}

func (e *PanicError) Error() string { return fmt.Sprintf("kernel panicked: %v", e.Value) }

// CLError is an OpenCL status code with the call that returned it.
type CLError struct {
	Call string
	Code int
}

func (e *CLError) Error() string {
	return fmt.Sprintf("%s: %s (%d)", e.Call, opencl.CodeName(e.Code), e.Code)
}

func init() {
	opencl.NewError = func(call string, code int) error { return &CLError{Call: call, Code: code} }
	native.NewPanicError = func(value any, stack []byte) error { return &PanicError{Value: value, Stack: stack} }
}
