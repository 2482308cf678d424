package sycl

import (
	"github.com/gosycl/gosycl/internal/backend/native"
	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// BuildError is an OpenCL C compilation failure; Log holds the compiler's
// build log. Submit returns it (wrapped) for kernels that do not compile.
type BuildError = opencl.BuildError

// PanicError is a panic in a kernel on the native device, with its stack.
type PanicError = native.PanicError

// CLError is an OpenCL status code with the call that returned it.
type CLError = opencl.Error
