package coexecutor

import (
	"context"
	"errors"
	"fmt"

	"github.com/gosycl/gosycl/sycl"
)

// CommanderKernel is a co-executed computation in extended mode, with the
// paper's hooks. Submit is required; the others are optional interfaces:
// DirectorIniter, DirectorDoner, UnitIniter, UnitDoner, PackageCompleter,
// KernelUser.
type CommanderKernel interface {
	// Submit builds the command group of one package.
	Submit(pkg Package, h *sycl.Handler)
}

// DirectorIniter runs once before the launch, on the caller's goroutine:
// share buffers, allocate USM on the units' queues.
type DirectorIniter interface {
	InitDirector(d *Director) error
}

// DirectorDoner runs once after the launch with its report.
type DirectorDoner interface {
	DoneDirector(d *Director, r *Report) error
}

// UnitIniter runs once per unit before its first package.
type UnitIniter interface {
	InitUnit(u Unit) error
}

// UnitDoner runs once per unit after the launch.
type UnitDoner interface {
	DoneUnit(u Unit) error
}

// KernelUser names the kernel a CommanderKernel's packages launch: Run
// builds its program on each unit in the background, as LaunchKernel
// does, and a unit still building joins the launch when its build ends;
// the launch does not wait for a build once the others have done the
// work.
type KernelUser interface {
	Kernel() *sycl.Kernel
}

// PackageCompleter is told of each package that completed, with its figures.
type PackageCompleter interface {
	Completed(pkg Package)
}

// Director is the extended-mode view of the coexecutor.
type Director struct {
	ce *Coexecutor
}

// Units returns the coexecution units.
func (d *Director) Units() []Unit {
	us := make([]Unit, len(d.ce.units))
	for i, u := range d.ce.units {
		us[i] = Unit{Index: i, Device: u.dev, Queue: u.q.get()}
	}
	return us
}

// Unit is one coexecution unit as extended mode sees it.
type Unit struct {
	Index  int
	Device *sycl.Device
	// Queue is the unit's queue when Units was called: a unit on which a
	// package failed gets a new one.
	Queue *sycl.Queue
}

// Run co-executes ck over rng in extended mode. Its hooks run on the
// caller's goroutine but Submit and Completed, which run on the units'; a
// panic in any of them is recovered there and fails the launch with a
// *PanicError.
func (ce *Coexecutor) Run(ctx context.Context, rng sycl.Space, ck CommanderKernel) (*Report, error) {
	if err := ce.usable("Run"); err != nil {
		return nil, err
	}
	if ctx == nil {
		return nil, errors.New("coexecutor: Run(nil context)")
	}
	if ck == nil {
		return nil, errors.New("coexecutor: Run needs a CommanderKernel")
	}
	s, err := toSpace(rng, ce.cfg.lws)
	if err != nil {
		return nil, err
	}
	d := &Director{ce: ce}
	if di, ok := ck.(DirectorIniter); ok {
		if err := protect("CommanderKernel.InitDirector", func() error { return di.InitDirector(d) }); err != nil {
			return nil, fmt.Errorf("coexecutor: director init: %w", err)
		}
	}
	if ui, ok := ck.(UnitIniter); ok {
		for _, u := range d.Units() {
			if err := protect("CommanderKernel.InitUnit", func() error { return ui.InitUnit(u) }); err != nil {
				return nil, fmt.Errorf("coexecutor: unit %d (%s) init: %w", u.Index, u.Device.Name(), err)
			}
		}
	}
	hk := hooks{what: fmt.Sprintf("CommanderKernel %T", ck), cgName: "CommanderKernel.Submit",
		prepare: func(p Package) (func(*sycl.Handler), error) { return func(h *sycl.Handler) { ck.Submit(p, h) }, nil }}
	if pc, ok := ck.(PackageCompleter); ok {
		hk.completed = pc.Completed
	}
	if ku, ok := ck.(KernelUser); ok {
		hk.kernel = ku.Kernel()
	}
	key := ce.cfg.key
	if key == "" {
		key = fmt.Sprintf("ck:%T", ck)
	}
	rep, err := ce.run(ctx, s, key, hk)
	if ud, ok := ck.(UnitDoner); ok {
		for _, u := range d.Units() {
			if uerr := protect("CommanderKernel.DoneUnit", func() error { return ud.DoneUnit(u) }); uerr != nil && err == nil {
				err = fmt.Errorf("coexecutor: unit %d (%s) done: %w", u.Index, u.Device.Name(), uerr)
			}
		}
	}
	if dd, ok := ck.(DirectorDoner); ok && rep != nil {
		if derr := protect("CommanderKernel.DoneDirector", func() error { return dd.DoneDirector(d, rep) }); derr != nil && err == nil {
			err = fmt.Errorf("coexecutor: director done: %w", derr)
		}
	}
	return rep, err
}
