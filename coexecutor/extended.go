package coexecutor

import (
	"context"
	"errors"
	"fmt"

	"github.com/gosycl/gosycl/sycl"
)

// CommanderKernel is a co-executed computation in extended mode, with the
// paper's hooks. Submit is required; the others are optional interfaces:
// DirectorIniter, DirectorDoner, UnitIniter, UnitDoner, PackageCompleter.
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
		us[i] = Unit{Index: i, Device: u.dev, Queue: u.q}
	}
	return us
}

// Unit is one coexecution unit as extended mode sees it.
type Unit struct {
	Index  int
	Device *sycl.Device
	Queue  *sycl.Queue
}

// Run co-executes ck over rng in extended mode.
func (ce *Coexecutor) Run(ctx context.Context, rng sycl.Space, ck CommanderKernel) (*Report, error) {
	if ck == nil {
		return nil, errors.New("coexecutor: Run needs a CommanderKernel")
	}
	d := &Director{ce: ce}
	if di, ok := ck.(DirectorIniter); ok {
		if err := di.InitDirector(d); err != nil {
			return nil, fmt.Errorf("coexecutor: director init: %w", err)
		}
	}
	if ui, ok := ck.(UnitIniter); ok {
		for _, u := range d.Units() {
			if err := ui.InitUnit(u); err != nil {
				return nil, fmt.Errorf("coexecutor: unit %d (%s) init: %w", u.Index, u.Device.Name(), err)
			}
		}
	}
	hk := hooks{submit: ck.Submit}
	if pc, ok := ck.(PackageCompleter); ok {
		hk.completed = pc.Completed
	}
	key := ce.cfg.key
	if key == "" {
		key = fmt.Sprintf("ck:%T", ck)
	}
	rep, err := ce.run(ctx, rng, key, hk)
	if ud, ok := ck.(UnitDoner); ok {
		for _, u := range d.Units() {
			if uerr := ud.DoneUnit(u); uerr != nil && err == nil {
				err = fmt.Errorf("coexecutor: unit %d (%s) done: %w", u.Index, u.Device.Name(), uerr)
			}
		}
	}
	if dd, ok := ck.(DirectorDoner); ok && rep != nil {
		if derr := dd.DoneDirector(d, rep); derr != nil && err == nil {
			err = fmt.Errorf("coexecutor: director done: %w", derr)
		}
	}
	return rep, err
}
