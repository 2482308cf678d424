package bench

// Benchmarks at explicit sizes, beside the scales: the sizes another
// system's benchmark uses (StarPU's mandelbrot of 8192 x 4096 pixels, in
// bench/starpu), which no scale gives.

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// sized are the benchmarks whose input has a free size: the number of
// dimensions the size takes and the constructor, given sizes of at least
// 1 whose elements fit the kernels' int32 indices.
var sized = map[string]struct {
	dims int
	what string
	new  func(d []int) *Instance
}{
	"mandelbrot": {2, "rows x columns", func(d []int) *Instance { return mandelbrotSized(d[0], d[1]) }},
	"triad":      {1, "elements", func(d []int) *Instance { return triadSized(d[0]) }},
}

// SizeDims is the number of dimensions NewSized takes for b: 2 for
// mandelbrot (rows, columns), 1 for triad (elements), 0 for the
// benchmarks that only come at scales.
func (b Benchmark) SizeDims() int { return sized[b.Name].dims }

// NewSized builds b's input at an explicit size, one number per
// dimension of its index space, dimension 0 first (SizeDims says how
// many): mandelbrot h, w is a view of h rows of w pixels (w = 8192, h =
// 4096 is StarPU's 8192 x 4096 image), triad n is n floats. It fails for
// a benchmark without free sizes, for the wrong number of dimensions, for
// a size below 1 and for sizes whose elements overflow the kernels' int32
// indices.
func (b Benchmark) NewSized(dims ...int) (*Instance, error) {
	s, ok := sized[b.Name]
	if !ok {
		var have []string
		for n := range sized {
			have = append(have, n)
		}
		slices.Sort(have)
		return nil, fmt.Errorf("bench: %s comes at scales only; explicit sizes for %s", b.Name, strings.Join(have, ", "))
	}
	if len(dims) != s.dims {
		return nil, fmt.Errorf("bench: %s takes %d sizes (%s), got %d", b.Name, s.dims, s.what, len(dims))
	}
	n := int64(1)
	for _, d := range dims {
		if d < 1 {
			return nil, fmt.Errorf("bench: %s: size %v; sizes start at 1", b.Name, dims)
		}
		if n *= int64(min(d, math.MaxInt32+1)); n > math.MaxInt32 {
			return nil, fmt.Errorf("bench: %s: size %v has more elements than the kernels' int32 indices reach", b.Name, dims)
		}
	}
	return s.new(dims), nil
}
