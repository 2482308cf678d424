package bench_test

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/bench"
	"github.com/gosycl/gosycl/sycl"
)

// NewSized rejects what it cannot build, naming why, before building
// anything.
func TestNewSizedErrors(t *testing.T) {
	get := func(name string) bench.Benchmark {
		b, err := bench.Get(name)
		require.NoError(t, err)
		return b
	}
	for _, c := range []struct {
		bench string
		dims  []int
		want  string
	}{
		{"gaussian", []int{64, 64}, "gaussian comes at scales only; explicit sizes for mandelbrot, triad"},
		{"jacobi", nil, "jacobi comes at scales only"},
		{"mandelbrot", []int{64}, "mandelbrot takes 2 sizes (rows x columns), got 1"},
		{"mandelbrot", []int{64, 64, 1}, "takes 2 sizes"},
		{"triad", nil, "triad takes 1 sizes (elements), got 0"},
		{"mandelbrot", []int{0, 64}, "size [0 64]; sizes start at 1"},
		{"mandelbrot", []int{64, -1}, "sizes start at 1"},
		{"triad", []int{0}, "sizes start at 1"},
		{"mandelbrot", []int{65536, 32768}, "more elements than the kernels' int32 indices reach"},
		{"mandelbrot", []int{2, math.MaxInt}, "int32 indices"},
		{"mandelbrot", []int{math.MaxInt, math.MaxInt}, "int32 indices"},
		{"triad", []int{math.MaxInt32 + 1}, "int32 indices"},
	} {
		_, err := get(c.bench).NewSized(c.dims...)
		require.ErrorContains(t, err, c.want, "%s %v", c.bench, c.dims)
		require.ErrorContains(t, err, "bench: ")
	}
	for _, b := range bench.All() {
		want := map[string]int{"mandelbrot": 2, "triad": 1}[b.Name]
		require.Equal(t, want, b.SizeDims(), b.Name)
	}
}

// A mandelbrot of h rows by w columns, h ≠ w, and a triad of a size no
// scale gives: exact against their host references on every device set,
// in both memory models; the view is h x w, not w x h: the origin of the
// complex plane, in the set, is at row h/2, column 5w/7, and the corner
// pixel (-2.5 - i) escapes at the first iteration.
func TestNewSized(t *testing.T) {
	sets := deviceSets(t)
	const h, w = 64, 140
	b, err := bench.Get("mandelbrot")
	require.NoError(t, err)
	mandel, err := b.NewSized(h, w)
	require.NoError(t, err)
	require.Equal(t, h*w, mandel.Items)
	r := mandel.Space.(sycl.Range)
	require.Equal(t, [3]int{2, h, w}, [3]int{r.Dims(), r.Size(0), r.Size(1)})
	b, err = bench.Get("triad")
	require.NoError(t, err)
	triad, err := b.NewSized(100003)
	require.NoError(t, err)
	require.Equal(t, 100003, triad.Items)
	for _, s := range sets {
		for _, mem := range mems {
			t.Run(s.name+"/"+mem, func(t *testing.T) {
				out := launch(t, s, mandel, mem)
				require.NoError(t, mandel.Verify(out))
				require.Equal(t, 512.0, out[h/2*w+5*w/7], "the origin")
				require.Equal(t, 1.0, out[0], "the corner")
				out = launch(t, s, triad, mem)
				require.NoError(t, triad.Verify(out))
			})
		}
	}
}
