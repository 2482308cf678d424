package sycl

// This file holds Prepare: building a kernel's program for a queue's
// device ahead of its launches, as SYCL's kernel bundles do.

import (
	"errors"
	"fmt"
)

// Prepare builds kernel k's program for the queue's device, so that its
// first launch does not wait for the compiler (an OpenCL implementation
// may take a second). Programs are cached per device; Prepare of a kernel
// already built returns at once, and it does nothing on the native device
// or for a kernel without OpenCL C. A program that does not build is
// reported here as at a launch.
func (q *Queue) Prepare(k *Kernel) error {
	if err := q.Err(); err != nil {
		return err
	}
	if k == nil {
		return errors.New("sycl: Prepare(nil)")
	}
	if q.dev.cl == nil || k.Source == "" {
		return nil
	}
	src := k.source()
	kern, err := q.dev.cl.AcquireKernel(src, k.Options, k.clName(), 0)
	if err != nil {
		return fmt.Errorf("sycl: kernel %s on %s: %w", k.where(), q.dev.info.Name, buildError(err))
	}
	kern.Release()
	return nil
}

// Prepared reports whether kernel k's program is built for the queue's
// device (always, on the native device): a launch of it does not wait for
// a compiler.
func (q *Queue) Prepared(k *Kernel) bool {
	if q == nil || k == nil || q.dev == nil || q.dev.cl == nil || k.Source == "" {
		return true
	}
	return q.dev.cl.Built(k.source(), k.Options)
}

// source is the OpenCL C a launch of k builds: the checked program when
// checks are on (GOSYCL_CHECK=bounds) and k has one.
func (k *Kernel) source() string {
	if on, _ := BoundsChecked(); on && k.CheckedSource != "" {
		return k.CheckedSource
	}
	return k.Source
}
