package coexecutor

import (
	"cmp"
	"fmt"
	"time"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
)

// Package is a contiguous part of a launch's index space, [Offset,
// Offset+Size) along dimension 0 in whole work-groups (only the last
// package may be ragged), handed to one unit.
type Package struct {
	ID     int
	Unit   int
	Device *sycl.Device
	Offset int // first index along dimension 0
	Size   int // extent along dimension 0

	// Host times since the launch started. Start is estimated: End less
	// the package's duration on its device, so it includes the time the
	// host took to see the package end, and, where its results came home
	// after its kernel (a device with memory of its own), that copy's
	// time: End is when they were home. Duration is then the device's
	// time, as the schedulers and the guard measure a package.
	Submit, Start, End time.Duration

	// Prof is the package's profile on its device (the device's clock;
	// zero when the package failed): Prof.Submit - Prof.Queued is the
	// time its kernel waited, enqueued, for its queue's flush, and
	// Prof.Start - Prof.Submit the time it waited on the device.
	Prof sycl.Profile

	// FirstGroup and Groups are the package's work-groups [FirstGroup,
	// FirstGroup+Groups) along dimension 0, counted from the launch's
	// first (from the slice's first in a launch over a sycl.Slice): what
	// schedulers count in.
	FirstGroup, Groups int

	// Moved is the bytes copied for the package: those its device lacked
	// before it ran, and, with KeepOutputs(false), its outputs brought
	// home after it. Zero in a simulator's packages.
	Moved Moved

	space *space
	moves moves // what its launch saw it move (resident.go); unknown outside a launch
	used  int64 // bytes of memory its command used, the launch's own excluded (usedBytes); 0 outside a launch
	// usmDir is the bytes its USM regions that move data move in the
	// direction that moves more (usesMove); 0 outside a launch.
	usmDir int64
	// staged tells that its command used a buffer whose host memory is
	// not pinned, whose copies go through staging (stagesCopies)
	staged bool
	// gave, on a package in flight, is the work-groups at the end of
	// the package that it gives back unstarted (a unit joined the launch
	// late: cgroup.Yield).
	gave int
}

// Items is the number of work-items of the package.
func (p Package) Items() int {
	if p.space == nil { // a package made outside a launch (a simulator's)
		return p.Size
	}
	return p.Size * p.space.inner()
}

// Space is the package's index space: the launch's range sliced to the
// package along dimension 0 (sycl.Slice). Launch kernels over it: every
// work-item query answers as in the whole launch (Range, GroupID and
// GroupRange included), so a kernel computes the same co-executed as
// alone. Hand-written OpenCL C without Kernel.LaunchArgs is the exception:
// its get_global_size, get_global_offset, get_group_id and get_num_groups
// answer for the package along dimension 0 (its get_global_id stays
// global).
func (p Package) Space() sycl.Space {
	s := p.space
	if s == nil { // a package made outside a launch (a simulator's)
		return nil
	}
	if s.nd {
		return sycl.NDRange{Global: s.rangeOf(s.global), Local: s.rangeOf(s.local)}.WithOffset(s.off[:s.dims]...).Slice(p.Offset, p.Offset+p.Size)
	}
	// Packages of basic ranges are enqueued in fixed work-groups where
	// they divide them: left to the driver, PoCL picks a local size per
	// package size and compiles the kernel again for each (~50 ms).
	sl := s.rangeOf(s.global).WithOffset(s.off[:s.dims]...).Slice(p.Offset, p.Offset+p.Size)
	if t := s.tile(p.Device); t != nil {
		return sl.Tiled(t...)
	}
	return sl
}

// groupItems is the number of work-items in the work-groups of a basic
// range's packages on OpenCL devices: a one-dimensional range's default
// local size, 256, a multiple of every GPU's SIMD width that leaves
// several work-groups resident on each compute unit.
const groupItems = 256

// minGroupItems is the fewest work-items a basic range's work-groups get
// from rows of more (groupShape), and a GPU's from a one-dimensional
// launch where the GPU reports no SIMD width (tile): 32, NVIDIA's warp
// (and half of AMD's wavefront): fewer leave lanes idle.
const minGroupItems = 32

// groupShape returns the local sizes a basic range's packages are
// enqueued in on OpenCL devices (Package.Space), worked out once for the
// launch (toSpace). Along dimension 0, where packages are cut, lws; along
// the dimensions after it, the last first (its work-items are neighbours
// in memory), the largest divisor of the dimension's extent that keeps
// the work-group within groupItems work-items. A divisor keeps every
// package but a ragged last one in whole work-groups; one row of
// groupItems work-items a group keeps a GPU's compute units full, where
// narrow groups leave most of each idle (one warp a group limits an
// NVIDIA SM to half its resident threads). Where the divisors make groups
// of fewer than minGroupItems work-items from rows of more (a row of 998
// = 2 × 499), groupShape returns nil: the driver picks the work-groups.
func (s *space) groupShape() []int {
	t := []int{s.lws, 1, 1}[:s.dims]
	room := max(1, groupItems/max(s.lws, 1))
	group, row := t[0], t[0]
	for d := s.dims - 1; d >= 1; d-- {
		t[d] = largestDivisor(s.global[d], room)
		room /= t[d]
		group, row = group*t[d], row*s.global[d]
	}
	if group < min(row, minGroupItems) {
		return nil
	}
	return t
}

// tile returns the local sizes of the launch's packages on device d: the
// launch's shape (groupShape), except on a GPU, where a one-dimensional
// launch with fewer work-groups of lws than the GPU has compute units
// would leave some idle (gpuTile). Other devices keep the shape: a CPU
// runs work-groups as loops on its cores, and PoCL compiles a kernel
// again for each local size.
func (s *space) tile(d *sycl.Device) []int {
	if d == nil || d.IsNative() || d.Type() != sycl.TypeGPU {
		return s.shapeOrNil()
	}
	info := d.Info()
	return s.gpuTile(info.ComputeUnits, cmp.Or(info.SIMDWidth, minGroupItems))
}

// shapeOrNil is the launch's shape, nil where the driver picks.
func (s *space) shapeOrNil() []int {
	if s.shape[0] == 0 {
		return nil
	}
	return s.shape[:s.dims]
}

// gpuTile is tile on a GPU with cus compute units whose instructions run
// simd work-items at once: a one-dimensional launch's work-groups of lws
// halved, down to simd work-items, until the launch has one a compute
// unit; the shape otherwise.
func (s *space) gpuTile(cus, simd int) []int {
	if s.dims != 1 {
		return s.shapeOrNil()
	}
	n := s.lws
	for n%2 == 0 && n/2 >= simd && (s.global[0]+n-1)/n < cus {
		n /= 2
	}
	return []int{n}
}

// largestDivisor returns the largest divisor of n (positive) that is at
// most m (positive).
func largestDivisor(n, m int) int {
	for d := min(n, m); d > 1; d-- {
		if n%d == 0 {
			return d
		}
	}
	return 1
}

// rangeOf returns the s.dims-dimensional range of sizes n.
func (s *space) rangeOf(n [3]int) sycl.Range {
	switch s.dims {
	case 1:
		return sycl.Range1(n[0])
	case 2:
		return sycl.Range2(n[0], n[1])
	}
	return sycl.Range3(n[0], n[1], n[2])
}

// Span is the part of an n-element buffer that the package's work-items
// own when work-item i (in linear order, counted from index 0 of the
// launch's range: a range with an offset starts at its offset) owns
// elements [i·k, (i+1)·k) with k = n / (work-items up to the range's end):
// the default output region (the OmpSs co-execution paper's assumption).
func (p Package) Span(n int) (buffer.Span, error) {
	k, err := p.space.elemsPerItem(n)
	if err != nil {
		return buffer.Span{}, fmt.Errorf("coexecutor: %w", err)
	}
	return buffer.Range(p.Offset*p.space.inner()*k, p.Items()*k), nil
}

// Duration is End - Start.
func (p Package) Duration() time.Duration { return p.End - p.Start }

func (p Package) String() string {
	return fmt.Sprintf("package %d [%d,%d) on unit %d", p.ID, p.Offset, p.Offset+p.Size, p.Unit)
}

// space is a launch's index space.
type space struct {
	dims          int
	global, local [3]int
	off           [3]int
	nd            bool
	lws           int // work-group extent along dimension 0
	// g0, g1 are the work-groups [g0, g1) of a launch over a sycl.Slice;
	// g1 == 0 for a whole launch.
	g0, g1 int
	// shape is a basic range's work-groups on OpenCL devices
	// (groupShape; zero: the driver picks), set by toSpace; an array, so
	// that spaces compare (placecache.go).
	shape [3]int
}

func (s *space) inner() int {
	n := 1
	for d := 1; d < s.dims; d++ {
		n *= s.global[d]
	}
	return n
}

func (s *space) base() int { return s.off[0] }

// elemsPerItem is k, the elements of an n-element buffer that each
// work-item owns (see Package.Span).
func (s *space) elemsPerItem(n int) (int, error) {
	total := (s.base() + s.global[0]) * s.inner()
	if total <= 0 || n%total != 0 {
		return 0, fmt.Errorf("a buffer of %d elements is not a whole number of elements per work-item (%d work-items up to the range's end); declare its regions in extended mode", n, total)
	}
	return n / total, nil
}

// perItem checks an output of n elements for the whole launch: at least
// one element per work-item, as many for each.
func (s *space) perItem(n int) error {
	total := (s.base() + s.global[0]) * s.inner()
	if n < total {
		return fmt.Errorf("%d elements are fewer than the range's %d work-items (its end included): each work-item owns at least one", n, total)
	}
	_, err := s.elemsPerItem(n)
	return err
}

func (s *space) groups() int {
	if s.g1 > 0 {
		return s.g1 - s.g0
	}
	return (s.global[0] + s.lws - 1) / s.lws
}

// pkg makes the package of work-groups [lo, hi).
func (s *space) pkg(id, unit int, dev *sycl.Device, lo, hi int) Package {
	start := (s.g0 + lo) * s.lws
	end := min((s.g0+hi)*s.lws, s.global[0])
	return Package{ID: id, Unit: unit, Device: dev, Offset: s.off[0] + start, Size: end - start, FirstGroup: lo, Groups: hi - lo, space: s}
}
