package sycl

import (
	"errors"
	"fmt"
)

// This file holds Slice, a part of a launch's index space, and what
// carries the whole launch to the kernels of a part.

// Slice is the part of a Range or an NDRange whose work-items' ids along
// dimension 0 lie in [lo, hi): what one device runs of a launch split
// across devices (a coexecutor.Package). A kernel launched over a slice
// runs only the slice's work-items, and every work-item query answers as
// in the whole launch: Range, GlobalRange, GroupRange, Offset, LinearID
// and GroupLinearID are the whole launch's; ID, GlobalID and GroupID are
// counted from the whole launch's origin; LocalID and LocalRange are
// unchanged. So a kernel gives the same results over the slices of a
// launch as over the launch, and as plain Go given MakeItem or
// MakeNDItem of the whole range.
//
// A Range with an offset is not a slice: it is a launch of its own, whose
// queries answer for it (Range(0) is its size, GroupID counts from its
// offset), as in SYCL.
type Slice struct {
	whole  Space // a Range or an NDRange
	lo, hi int
	tile   []int
}

// Slice returns the part of r whose ids along dimension 0, offset
// included (as Item.ID(0) gives them), lie in [lo, hi).
func (r Range) Slice(lo, hi int) Slice { return Slice{whole: r, lo: lo, hi: hi} }

// Slice returns the part of r whose global ids along dimension 0, offset
// included (as NDItem.GlobalID(0) gives them), lie in [lo, hi): whole
// work-groups, so lo and hi are the offset plus multiples of the local
// size.
func (r NDRange) Slice(lo, hi int) Slice { return Slice{whole: r, lo: lo, hi: hi} }

// Tiled returns s enqueued on OpenCL devices in work-groups of the given
// local sizes (one per dimension) where they divide the slice's extent in
// every dimension, and with the local size left to the driver otherwise.
// It only applies to slices of basic Ranges, whose kernels cannot observe
// work-groups: it changes no result. It keeps the program compiled once,
// where a driver's choice would vary with the slice's size (PoCL compiles
// a kernel again for each local size it picks). The native device tiles
// ranges itself.
func (s Slice) Tiled(local ...int) Slice {
	s.tile = append([]int(nil), local...)
	return s
}

// Whole is the Range or NDRange the slice is part of (nil for the zero
// Slice).
func (s Slice) Whole() Space { return s.whole }

// Bounds are the ids [lo, hi) along dimension 0, offset included, of
// the slice's work-items.
func (s Slice) Bounds() (lo, hi int) { return s.lo, s.hi }

func (s Slice) String() string {
	if s.whole == nil {
		return "empty slice"
	}
	return fmt.Sprintf("[%d,%d) of %v", s.lo, s.hi, s.whole)
}

var errZeroSlice = errors.New("sycl: a zero Slice (make slices with Range.Slice or NDRange.Slice)")

func (s Slice) launch() (launchSpace, error) {
	if s.whole == nil {
		return launchSpace{}, errZeroSlice
	}
	ls, err := s.whole.launch()
	if err != nil {
		return launchSpace{}, err
	}
	first, end := ls.off[0], ls.off[0]+ls.global[0]
	switch {
	case s.lo >= s.hi:
		return launchSpace{}, fmt.Errorf("sycl: slice %v is empty; a slice holds at least one index", s)
	case s.lo < first || s.hi > end:
		return launchSpace{}, fmt.Errorf("sycl: slice %v: dimension 0 holds ids [%d,%d)", s, first, end)
	case ls.nd && ((s.lo-first)%ls.local[0] != 0 || (s.hi-first)%ls.local[0] != 0):
		return launchSpace{}, fmt.Errorf("sycl: slice %v does not cut along work-groups: its bounds must be the offset %d plus multiples of the local size %d", s, first, ls.local[0])
	case s.tile != nil && ls.nd:
		return launchSpace{}, fmt.Errorf("sycl: slice %v: Tiled applies to slices of basic ranges; an nd-range's slice keeps its work-groups", s)
	case s.tile != nil && len(s.tile) != ls.dims:
		return launchSpace{}, fmt.Errorf("sycl: slice %v: Tiled%v gives %d local sizes for %d dimensions", s, s.tile, len(s.tile), ls.dims)
	}
	for d, l := range s.tile {
		if l <= 0 {
			return launchSpace{}, fmt.Errorf("sycl: slice %v: Tiled%v: local size %d in dimension %d is not positive", s, s.tile, l, d)
		}
		ls.tile[d] = l
	}
	ls.lo, ls.hi = s.lo-first, s.hi-first
	return ls, nil
}

// launchArgs are the values of a LaunchArgs kernel's two launch
// arguments: the whole launch's global size and offset along SYCL
// dimension 0.
func (s launchSpace) launchArgs() [2]int64 { return [2]int64{int64(s.global[0]), int64(s.off[0])} }

// bindLaunchArgs binds a LaunchArgs kernel's launch arguments, which
// follow the parameters' OpenCL arguments.
func (c *command) bindLaunchArgs() error {
	k := c.act.bound.k
	if !k.LaunchArgs {
		return nil
	}
	i := k.paramArgs()
	for j, v := range c.act.space.launchArgs() {
		if err := c.kern.K.SetArgInt64(i+j, v); err != nil {
			return fmt.Errorf("setting launch argument %d: %w", i+j, err)
		}
	}
	return nil
}
