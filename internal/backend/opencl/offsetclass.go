package opencl

// This file keeps PoCL to one compiled work-group function per work-group
// size and grid width, whatever the global offset of a launch.

import "strings"

// PoCL compiles a kernel's work-group function at the first launch of
// each specialisation: the work-group size, whether the global offset is
// zero in every dimension, and whether the grid is narrower than 65535
// work-items in every dimension (its "smallgrid"). A compiled function
// that does not assume a zero offset also runs launches at offset zero,
// and one compiled for a grid serves every narrower grid of its
// work-group size. Launches whose offsets are sometimes zero and
// sometimes not (the packages of a co-executed launch, the first of
// which starts at zero) therefore compile the kernel twice, tens to
// hundreds of milliseconds each time, the second in the middle of a
// launch whose other units wait for it.
//
// A kernel that reads no dimension beyond its launch's (Kernel.SpareDim)
// is enqueued on PoCL with one more OpenCL dimension, of size 1 at
// offset 1: no launch has a zero offset, so the function compiled for
// the widest grid serves every launch of the kernel at any offset, and a
// package never waits for a compile its shape alone would cause.

// spareDimension returns offset, global and local extended by the spare
// dimension when the device is PoCL's and the kernel allows it (a launch
// of fewer than three dimensions), and unchanged otherwise.
func (d *Device) spareDimension(k *Kernel, offset, global, local []int) ([]int, []int, []int) {
	if !k.SpareDim || len(global) >= 3 || !d.pocl() {
		return offset, global, local
	}
	n := len(global)
	off := make([]int, n+1)
	copy(off, offset) // nil: zero in the launch's dimensions
	off[n] = 1
	g := append(append(make([]int, 0, n+1), global...), 1)
	var l []int
	if local != nil {
		l = append(append(make([]int, 0, n+1), local...), 1)
	}
	return off, g, l
}

// pocl tells the devices of PoCL's platform apart.
func (d *Device) pocl() bool {
	return strings.Contains(d.info.Platform, "Portable Computing Language")
}
