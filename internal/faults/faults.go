// Package faults injects device failures into the backends, for tests: a
// hook that a test installs decides, for each kernel launch and each
// transfer, whether the device fails it and how. Without a hook (always,
// outside tests) a backend pays one atomic load per launch.
package faults

import (
	"errors"
	"sync/atomic"
)

// Site is a kernel launch as a backend reports it to the hook.
type Site struct {
	Device string // the device's name
	Native bool   // the native Go device
	Kernel string
	// Offset and Size are the launch's global offset and size along
	// dimension 0 (SYCL's numbering): a co-executed package's rows.
	Offset, Size int
}

// Kind is what an injected fault does to a launch.
type Kind uint8

const (
	// None runs the launch as it is.
	None Kind = iota
	// Fail makes the device refuse the launch: the kernel does not run and
	// the command fails before its action begins.
	Fail
	// Partial runs the kernel over the first half of its work-groups, then
	// fails the command, as a device that dies halfway through would. With
	// a Release channel the failure comes once Release is closed: until
	// then the command is pending, and commands submitted meanwhile are
	// queued behind it (on the device, for OpenCL) as behind a running
	// kernel. On OpenCL the failure is a user event's status: close
	// Release while no command that waits for it is being enqueued (PoCL
	// asserts when a wait-list event fails during the enqueue).
	Partial
	// Hold makes the kernel wait until Fault.Release is closed; then it
	// runs. On the native device each work-group chunk waits, so that a
	// launch cancelled meanwhile runs only the chunks that were waiting.
	Hold
)

func (k Kind) String() string {
	switch k {
	case None:
		return "none"
	case Fail:
		return "fail"
	case Partial:
		return "partial"
	case Hold:
		return "hold"
	}
	return "Kind(?)"
}

// Fault is the hook's answer for one launch.
type Fault struct {
	Kind    Kind
	Release <-chan struct{} // Hold: closed to let the kernel run; Partial: to let it fail
	// Marker, for a Partial fault on OpenCL, reports the failure on the
	// host alone: the device runs a marker after the half of the kernel
	// (waiting for Release, if any), which completes, and the runtime
	// reads the marker's event as failed once it has completed. Commands
	// chained to it on the device run after it (the runtime, which reads
	// the marker's status on the device, waits for them before their
	// events complete), and no event fails on the device: a failed user
	// event that commands wait for aborts PoCL now and then (assertions
	// in its failure's propagation), which ends a soak. Without Marker
	// the failure is a user event's error status: the commands waiting
	// for the event do not run, those after the kernel's half on its
	// in-order queue do.
	Marker bool
}

// ErrInjected is wrapped by the errors of injected failures.
var ErrInjected = errors.New("injected device fault")

// Error is an injected failure: it matches ErrInjected.
type Error string

func (e Error) Error() string        { return string(e) }
func (e Error) Is(target error) bool { return target == ErrInjected }

var (
	launchHook   atomic.Pointer[func(Site) Fault]
	transferHook atomic.Pointer[func(device string) error]
)

// SetLaunch installs f as the launch hook (nil removes it) and returns a
// function that puts the previous hook back.
func SetLaunch(f func(Site) Fault) (restore func()) {
	var p *func(Site) Fault
	if f != nil {
		p = &f
	}
	old := launchHook.Swap(p)
	return func() { launchHook.Store(old) }
}

// SetTransfer installs f as the transfer hook (nil removes it): a non-nil
// error from it fails the transfer to or from the device it names. It
// returns a function that puts the previous hook back.
func SetTransfer(f func(device string) error) (restore func()) {
	var p *func(string) error
	if f != nil {
		p = &f
	}
	old := transferHook.Swap(p)
	return func() { transferHook.Store(old) }
}

// Active reports whether a launch hook is installed: a backend builds a
// Site only then.
func Active() bool { return launchHook.Load() != nil }

// Launch is the hook's fault for a launch at s (None without a hook).
func Launch(s Site) Fault {
	p := launchHook.Load()
	if p == nil {
		return Fault{}
	}
	return (*p)(s)
}

// Transfer is the hook's error for a transfer to or from device (nil
// without a hook).
func Transfer(device string) error {
	p := transferHook.Load()
	if p == nil {
		return nil
	}
	return (*p)(device)
}

// Native applies f to a native launch of groups work-groups that run
// calls for each chunk: it returns the function to run chunks with, the
// error that fails the launch before anything runs (Fail) and the error
// that fails it once its chunks have run (Partial).
func (f Fault) Native(groups int, run func(first, last int)) (wrapped func(first, last int), before, after error) {
	switch f.Kind {
	case Fail:
		return run, Error("native launch refused (injected fault)"), nil
	case Partial:
		half := groups / 2
		return func(first, last int) {
			if f.Release != nil {
				<-f.Release
			}
			if last = min(last, half); first < last {
				run(first, last)
			}
		}, nil, Error("native device failed halfway (injected fault)")
	case Hold:
		return func(first, last int) {
			<-f.Release
			run(first, last)
		}, nil, nil
	}
	return run, nil, nil
}
