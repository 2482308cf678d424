package memory

// This file holds the sources of the public memory arguments' Use: buffer
// accessors, USM pointers and USM regions embed one through an unexported
// alias, so that the runtime reads them (MemoryUse, MemoryRegion) while
// their documented API names no internal type; and where a device keeps
// its data (LocationOf), which package sycl registers.

import (
	"errors"
	"fmt"

	"github.com/gosycl/gosycl/internal/backend/opencl"
)

// ErrZeroPtr: a zero USM Ptr, not made by an allocation (usm exports it).
var ErrZeroPtr = errors.New("zero Ptr (allocate with MallocDevice, MallocHost or MallocShared)")

// errZeroAccessor is the Use error of a zero buffer accessor.
var errZeroAccessor = errors.New("buffer: zero Accessor (create accessors with buffer.Read, Write, ReadWrite or DiscardWrite)")

// BufferArg is a buffer accessor's source, its Use made with it; a nil
// one is a zero Accessor.
type BufferArg struct{ U Use }

// MemoryUse returns the accessor's Use.
func (a *BufferArg) MemoryUse() Use {
	if a == nil {
		return Use{Err: errZeroAccessor}
	}
	return a.U
}

// USMArg is a USM pointer's or region's source; a nil one is a zero Ptr.
type USMArg struct {
	F func() Use
	// R is the part [off, off+n) of the allocation accessed in mode, as a
	// kernel argument, for code that does not know the element type.
	R func(off, n int, mode Mode) any
}

// MemoryUse returns the pointer's or region's Use.
func (a *USMArg) MemoryUse() Use {
	if a == nil {
		return Use{Err: fmt.Errorf("usm: %w", ErrZeroPtr)}
	}
	return a.F()
}

// MemoryRegion is R; a zero Ptr's region is the zero Ptr itself.
func (a *USMArg) MemoryRegion(off, n int, mode Mode) any {
	if a == nil || a.R == nil {
		return a
	}
	return a.R(off, n, mode)
}

// locationOf is set by package sycl: where a *sycl.Device keeps data.
var locationOf func(device any) *opencl.Device

// SetLocationOf registers sycl's device-to-location function (at init).
func SetLocationOf(f func(device any) *opencl.Device) { locationOf = f }

// LocationOf is where device, a *sycl.Device, keeps data: nil for host
// memory (the native device) and for a nil device.
func LocationOf(device any) *opencl.Device {
	if locationOf == nil {
		return nil
	}
	return locationOf(device)
}
