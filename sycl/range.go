package sycl

import (
	"errors"
	"fmt"
	"math"
)

// Range is a 1-, 2- or 3-dimensional index space of work-items, with an
// optional global offset. Dimension 0 varies slowest and the last dimension
// fastest, as in SYCL; on OpenCL the last SYCL dimension is OpenCL
// dimension 0 (get_global_id(0)), so consecutive work-items touch
// consecutive elements. For 1-D ranges the two coincide.
type Range struct {
	dims   int
	n, off [3]int
}

// Range1 is a 1-D range of n work-items.
func Range1(n int) Range { return Range{dims: 1, n: [3]int{n, 1, 1}} }

// Range2 is a 2-D range.
func Range2(n0, n1 int) Range { return Range{dims: 2, n: [3]int{n0, n1, 1}} }

// Range3 is a 3-D range.
func Range3(n0, n1, n2 int) Range { return Range{dims: 3, n: [3]int{n0, n1, n2}} }

// Dims returns the number of dimensions.
func (r Range) Dims() int { return r.dims }

// Size returns the extent of dimension d.
func (r Range) Size(d int) int { return r.n[d] }

// Offset returns the global offset of dimension d.
func (r Range) Offset(d int) int { return r.off[d] }

// Count returns the number of work-items.
func (r Range) Count() int {
	c := 1
	for d := 0; d < r.dims; d++ {
		c *= r.n[d]
	}
	return c
}

// WithOffset returns r shifted by a global offset: work-item ids run from
// off to off+size in each dimension.
func (r Range) WithOffset(off ...int) Range {
	copy(r.off[:], off)
	return r
}

func (r Range) String() string {
	s := fmt.Sprint(r.n[:r.dims])
	if r.off != [3]int{} {
		s += fmt.Sprintf("+%v", r.off[:r.dims])
	}
	return s
}

func (r Range) launch() (launchSpace, error) {
	return launchSpace{dims: r.dims, global: r.n, off: r.off}, r.validate("range")
}

func (r Range) validate(what string) error {
	if r.dims < 1 || r.dims > 3 {
		return fmt.Errorf("sycl: %s has %d dimensions; ranges have 1 to 3 (use Range1, Range2 or Range3)", what, r.dims)
	}
	items := 1
	for d := 0; d < r.dims; d++ {
		if r.n[d] <= 0 {
			return fmt.Errorf("sycl: %s %v: dimension %d is %d; sizes must be positive", what, r, d, r.n[d])
		}
		if r.off[d] < 0 {
			return fmt.Errorf("sycl: %s %v: offset in dimension %d is negative", what, r, d)
		}
		if r.off[d] > math.MaxInt-r.n[d] {
			return fmt.Errorf("sycl: %s %v: offset plus size in dimension %d overflows an int", what, r, d)
		}
		if items > math.MaxInt/r.n[d] {
			return fmt.Errorf("sycl: %s %v: its work-items overflow an int", what, r)
		}
		items *= r.n[d]
	}
	return nil
}

// NDRange is a global range divided into work-groups of a local range:
// work-items of a group share local memory and can synchronise with
// Barrier.
type NDRange struct {
	Global, Local Range
}

// NDRange1 is a 1-D nd-range.
func NDRange1(global, local int) NDRange { return NDRange{Range1(global), Range1(local)} }

// NDRange2 is a 2-D nd-range.
func NDRange2(g0, g1, l0, l1 int) NDRange { return NDRange{Range2(g0, g1), Range2(l0, l1)} }

// NDRange3 is a 3-D nd-range.
func NDRange3(g0, g1, g2, l0, l1, l2 int) NDRange {
	return NDRange{Range3(g0, g1, g2), Range3(l0, l1, l2)}
}

// WithOffset returns r with a global offset.
func (r NDRange) WithOffset(off ...int) NDRange {
	r.Global = r.Global.WithOffset(off...)
	return r
}

func (r NDRange) String() string { return fmt.Sprintf("%v/%v", r.Global, r.Local) }

func (r NDRange) launch() (launchSpace, error) {
	if err := r.Global.validate("nd-range global size"); err != nil {
		return launchSpace{}, err
	}
	if err := r.Local.validate("nd-range local size"); err != nil {
		return launchSpace{}, err
	}
	if r.Local.dims != r.Global.dims {
		return launchSpace{}, fmt.Errorf("sycl: nd-range %v: global range has %d dimensions, local range %d", r, r.Global.dims, r.Local.dims)
	}
	for d := 0; d < r.Global.dims; d++ {
		if r.Global.n[d]%r.Local.n[d] != 0 {
			return launchSpace{}, fmt.Errorf("sycl: nd-range %v: global size %d in dimension %d is not a multiple of the local size %d", r, r.Global.n[d], d, r.Local.n[d])
		}
	}
	return launchSpace{dims: r.Global.dims, global: r.Global.n, local: r.Local.n, off: r.Global.off, nd: true}, nil
}

// Space is an index space to launch a kernel over: a Range, an NDRange or
// a Slice of one.
type Space interface {
	launch() (launchSpace, error)
}

var _, _, _ Space = Range{}, NDRange{}, Slice{}

// launchSpace is a validated index space: a whole launch (dims, global,
// local, off: what the work-item queries answer with) and the part of it
// that runs. local is zero for basic ranges.
type launchSpace struct {
	dims          int
	global, local [3]int
	off           [3]int
	nd            bool
	// lo and hi are the part that runs along dimension 0, offset excluded:
	// [lo, hi) of [0, global[0]); hi == 0 means the whole launch.
	lo, hi int
	// tile is the work-group size a basic range's part is enqueued in on
	// OpenCL devices where it divides the part (Slice.Tiled); zero: none.
	tile [3]int
}

// part returns the part that runs along dimension 0, offset excluded.
func (s launchSpace) part() (lo, hi int) {
	if s.hi == 0 {
		return 0, s.global[0]
	}
	return s.lo, s.hi
}

var errNoSpace = errors.New("sycl: ParallelFor needs a Range or an NDRange")

// checkDevice checks the space against the device's limits. A tile (a
// hint) over them is dropped: the driver picks the work-groups.
func (s *launchSpace) checkDevice(d *Device) error {
	if !s.nd {
		if s.tile != [3]int{} && s.fits(s.tile, d) != nil {
			s.tile = [3]int{}
		}
		return nil
	}
	return s.fits(s.local, d)
}

// fits checks work-groups of local work-items against d's limits.
func (s *launchSpace) fits(local [3]int, d *Device) error {
	total := 1
	for i := 0; i < s.dims; i++ {
		total *= local[i]
		if lim := d.info.MaxWorkItemSizes; len(lim) == 3 {
			// limits are stored for 3-D; dimension i of a dims-D range is the
			// same OpenCL dimension as dimension i+3-dims of a 3-D one.
			if l := lim[i+3-s.dims]; l > 0 && local[i] > l {
				return fmt.Errorf("sycl: local size %d in dimension %d exceeds %s's limit of %d", local[i], i, d.info.Name, l)
			}
		}
	}
	if m := d.info.MaxWorkGroupSize; m > 0 && total > m {
		return fmt.Errorf("sycl: work-group of %d work-items exceeds %s's maximum work-group size %d", total, d.info.Name, m)
	}
	return nil
}

// tiledParts splits a basic range's part that its tile divides in every
// dimension but dimension 0, which it does not, into its whole tiles and
// its remainder along dimension 0, each as openCL returns it (the
// remainder's local size left to the driver). Of a co-executed launch's
// packages, whole work-groups from the launch's start, only the last is
// so ragged, and its remainder is the launch's extent modulo the tile, the
// same in every launch of that size: PoCL, which compiles a kernel for
// each local size it meets and picks a local size per extent where the
// driver chooses, compiles the remainder once instead of once per width
// of the last package. ok is false for any other part.
func (s launchSpace) tiledParts() (whole, rest [3][]int, ok bool) {
	lo, hi := s.part()
	if s.nd || s.tile == ([3]int{}) || s.tile[0] <= 0 || (hi-lo)%s.tile[0] == 0 || hi-lo < s.tile[0] {
		return whole, rest, false
	}
	for d := 1; d < s.dims; d++ {
		if s.tile[d] <= 0 || s.global[d]%s.tile[d] != 0 {
			return whole, rest, false
		}
	}
	cut := lo + (hi-lo)/s.tile[0]*s.tile[0]
	a, b := s, s
	a.lo, a.hi = lo, cut
	b.lo, b.hi, b.tile = cut, hi, [3]int{}
	whole[0], whole[1], whole[2] = a.openCL()
	rest[0], rest[1], rest[2] = b.openCL()
	if rest[0] == nil { // a zero offset: openCL's nil
		rest[0] = make([]int, s.dims)
	}
	return whole, rest, true
}

// openCL returns what clEnqueueNDRangeKernel takes, in OpenCL dimension
// order: the part that runs (off is nil when its offset is zero; local is
// nil when the driver chooses). The whole launch reaches kernels that ask
// for it through their launch arguments (Kernel.LaunchArgs).
func (s launchSpace) openCL() (off, global, local []int) {
	lo, hi := s.part()
	o, n := s.off, s.global
	o[0], n[0] = o[0]+lo, hi-lo
	l, withLocal := s.local, s.nd
	if !s.nd && s.tile != [3]int{} {
		l, withLocal = s.tile, true
		for d := 0; d < s.dims; d++ {
			withLocal = withLocal && l[d] > 0 && n[d]%l[d] == 0
		}
	}
	if o != [3]int{} {
		off = make([]int, s.dims)
	}
	global = make([]int, s.dims)
	if withLocal {
		local = make([]int, s.dims)
	}
	for d := 0; d < s.dims; d++ {
		od := s.dims - 1 - d
		global[od] = n[d]
		if off != nil {
			off[od] = o[d]
		}
		if local != nil {
			local[od] = l[d]
		}
	}
	return off, global, local
}
