package coexecutor

import (
	"testing"

	"github.com/gosycl/gosycl/sycl"
)

// TestBesideSwitchesNativeWorkers: while work beside the launches is in
// flight (package cluster's Director serving other ranks), the native
// packages of every running launch, and of launches that start
// meanwhile, leave the workers kept for it idle, on top of those they
// leave to another unit's copies while its package is in flight; once
// no such work is in flight, only those. A launch that has ended is not
// switched.
func TestBesideSwitchesNativeWorkers(t *testing.T) {
	ce := &Coexecutor{}
	type launch struct {
		l      *launchState
		left   int
		detach func()
	}
	start := func() *launch {
		x := &launch{l: &launchState{hostLeft: 2, besideLeft: 1}}
		d := x.l.cores.Attach(func(left int, _ bool) { x.left = left })
		end := ce.attachBeside(x.l)
		x.detach = func() { d(); end() }
		return x
	}
	locked := func(l *launchState, f func()) {
		l.mu.Lock()
		defer l.mu.Unlock()
		f()
	}
	var a, b *launch
	for _, step := range []struct {
		name         string
		do           func()
		leftA, leftB int
	}{
		{"a starts", func() { a = start() }, 0, -1},
		{"work beside in flight", func() { ce.besideBusy(1) }, 1, -1},
		{"a second piece", func() { ce.besideBusy(1) }, 1, -1},
		{"b starts meanwhile", func() { b = start() }, 1, 1},
		{"one piece home", func() { ce.besideBusy(-1) }, 1, 1},
		{"a's other unit has a package in flight", func() { locked(a.l, func() { a.l.inFlight(1) }) }, 3, 1},
		{"the last piece home", func() { ce.besideBusy(-1) }, 2, 0},
		{"a's other unit's package home", func() { locked(a.l, func() { a.l.inFlight(-1) }) }, 0, 0},
		{"b ends; work beside again", func() { b.detach(); ce.besideBusy(1) }, 1, 0},
		{"home", func() { ce.besideBusy(-1) }, 0, 0},
	} {
		step.do()
		leftB := -1
		if b != nil {
			leftB = b.left
		}
		if a.left != step.leftA || leftB != step.leftB {
			t.Errorf("%s: a leaves %d workers idle, b %d; want %d, %d", step.name, a.left, leftB, step.leftA, step.leftB)
		}
	}
	a.detach()
	if n := len(ce.beside.live); n != 0 {
		t.Errorf("%d launches still attached after both ended", n)
	}
}

// TestKeepBesideLeavesNativeProcessors: a Coexecutor keeps for the work
// beside its launches the processors keepBeside says, with or without
// OpenCL devices in the set, and none by default; a negative count is an
// error.
func TestKeepBesideLeavesNativeProcessors(t *testing.T) {
	nat := sycl.NativeDevice()
	ce, err := New(&Static{}, DeviceList(nat), keepBeside(1))
	if err != nil {
		t.Fatal(err)
	}
	defer ce.Close()
	if ce.besideLeft != 1 || ce.hostLeft != 0 {
		t.Errorf("keepBeside(1), the native device alone: beside %d, host %d; want 1, 0", ce.besideLeft, ce.hostLeft)
	}
	plain, err := New(&Static{}, DeviceList(nat))
	if err != nil {
		t.Fatal(err)
	}
	defer plain.Close()
	if plain.besideLeft != 0 || plain.hostLeft != 0 {
		t.Errorf("by default, the native device alone: beside %d, host %d; want 0, 0", plain.besideLeft, plain.hostLeft)
	}
	if _, err := New(&Static{}, DeviceList(nat), keepBeside(-1)); err == nil {
		t.Error("keepBeside(-1): no error")
	}
}
