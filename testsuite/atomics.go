package testsuite

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// This file checks the atomics of sycl/atomic on global and local memory
// on one device, and co-executed: memory updated with one commutative
// atomic goes to each device as a copy merged at the end (a histogram,
// with every scheduler), and kernels whose atomics cannot be given copies
// are refused before anything runs, saying why.

// atomicNum are the types with atomics.
type atomicNum interface {
	int32 | uint32 | int64 | float32
}

// atomicCase is one of the Atomic<T> kernels (testsuite/kernels/atomics.go).
type atomicCase[T atomicNum] struct {
	kernel *sycl.Kernel
	fn     func(sycl.Item, []T, []T, []T, []T, []T)
	x      func(i int) T
	acc    []T // acc's nine initial values
	tol    float64
}

// run launches the case over r on q and checks what can be known of the
// results whatever the order of the atomics: the commutative updates
// equal plain Go's, the tickets are a permutation, the swapped values
// and the last one are the values given, one work-item was elected.
func (c atomicCase[T]) run(t *testing.T, q *sycl.Queue, r sycl.Range) {
	t.Helper()
	n := r.Offset(0) + r.Size(0)
	x := seq(n, c.x)
	fresh := func() (acc, tickets, swapped, elected []T) {
		return slices.Clone(c.acc), make([]T, n), make([]T, n), make([]T, 1)
	}
	wantAcc, _, _, wantElected := fresh()
	for i := r.Offset(0); i < n; i++ {
		c.fn(sycl.MakeItem(r, i), x, wantAcc, make([]T, n), make([]T, n), wantElected)
	}
	acc, tickets, swapped, elected := fresh()
	bufs := []*buffer.Buffer[T]{buffer.New(x), buffer.New(acc), buffer.New(tickets), buffer.New(swapped), buffer.New(elected)}
	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(r, c.kernel.Bind(buffer.Read(h, bufs[0]), buffer.ReadWrite(h, bufs[1]), buffer.ReadWrite(h, bufs[2]), buffer.ReadWrite(h, bufs[3]), buffer.ReadWrite(h, bufs[4])))
	})
	if !q.Device().Info().Int64Atomics && c.kernel.Params[1].Atomics.Bits64 {
		require.ErrorContains(t, err, "64-bit atomics need cl_khr_int64_base_atomics")
		return
	}
	require.NoError(t, err)
	for _, b := range bufs {
		require.NoError(t, b.Close())
	}
	what := fmt.Sprintf("%s over %v on %s", c.kernel.Name, r, q.Device().Name())
	for k := 0; k < 6; k++ {
		sameValue(t, fmt.Sprintf("%s: acc[%d]", what, k), wantAcc[k], acc[k], c.tol)
	}
	got := slices.Clone(tickets[r.Offset(0):])
	slices.Sort(got)
	for k, v := range got {
		require.Equal(t, c.acc[6]+T(k), v, "%s: the tickets are not a permutation", what)
	}
	require.Equal(t, c.acc[6]+T(r.Size(0)), acc[6], "%s: the ticket counter", what)
	seen := append(slices.Clone(swapped[r.Offset(0):]), acc[7])
	given := append(slices.Clone(x[r.Offset(0):]), c.acc[7])
	slices.Sort(seen)
	slices.Sort(given)
	require.Equal(t, given, seen, "%s: the values swapped out and the last one are not the values swapped in", what)
	require.Equal(t, T(1), elected[0], "%s: compare-and-swap elected %v work-items", what, elected[0])
	id := int(acc[8]) - 1
	require.True(t, id >= r.Offset(0) && id < n, "%s: the elected id %d is outside the range", what, id)
}

// Atomics checks every atomic of sycl/atomic on dev: on global memory
// over ranges with and without offsets, on local memory, and histograms.
func Atomics(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev, sycl.InOrder())
	for _, r := range []sycl.Range{sycl.Range1(1000), sycl.Range1(700).WithOffset(37)} {
		atomicCase[int32]{kernels.AtomicInt32Kernel.Kernel, kernels.AtomicInt32, func(i int) int32 { return int32(hash(i)) },
			[]int32{5, math.MaxInt32, math.MinInt32, -1, 0, 0, 100, 12345, 0}, 0}.run(t, q, r)
		atomicCase[uint32]{kernels.AtomicUint32Kernel.Kernel, kernels.AtomicUint32, func(i int) uint32 { return uint32(hash(i) >> 3) },
			[]uint32{5, math.MaxUint32, 0, math.MaxUint32, 0, 0, 100, 12345, 0}, 0}.run(t, q, r)
		atomicCase[int64]{kernels.AtomicInt64Kernel.Kernel, kernels.AtomicInt64, func(i int) int64 { return int64(hash(i)) },
			[]int64{5, math.MaxInt64, math.MinInt64, -1, 0, 0, 1 << 40, 12345, 0}, 0}.run(t, q, r)
		// Integral floats below 2^24 add exactly; the sum is rounded.
		atomicCase[float32]{kernels.AtomicFloat32Kernel.Kernel, kernels.AtomicFloat32, func(i int) float32 { return float32(int(hash(i)%20001)-10000) / 64 },
			[]float32{0, 0, 0, 0.5, float32(math.Inf(1)), float32(math.Inf(-1)), 100, 12345, 0}, 1e-5}.run(t, q, r)
	}
	t.Run("Local", func(t *testing.T) { atomicLocal(t, q) })
	t.Run("Histograms", func(t *testing.T) {
		checkHistograms(t, "alone on "+dev.Name(), func(k *sycl.Kernel, s sycl.Space, args ...any) error {
			_, err := q.Submit(func(h *sycl.Handler) {
				b := make([]any, len(args))
				for i, a := range args {
					switch a := a.(type) {
					case *buffer.Buffer[uint8]:
						b[i] = buffer.Read(h, a)
					case *buffer.Buffer[uint32]:
						b[i] = buffer.ReadWrite(h, a)
					default:
						b[i] = a
					}
				}
				h.ParallelFor(s, k.Bind(b...))
			})
			if err == nil {
				err = q.Wait()
			}
			return err
		})
	})
}

// atomicLocal checks AtomicLocal: counts, 64-bit sums and maxima and
// float minima in local memory, per work-group.
func atomicLocal(t *testing.T, q *sycl.Queue) {
	const local, groups = 64, 7
	n := local * groups
	x := seq(n, func(i int) int64 { return int64(hash(i)>>4) - 1<<58 })
	out, low := make([]int64, 3*groups), make([]float32, groups)
	bx, bo, bl := buffer.New(x), buffer.New(out), buffer.New(low)
	_, err := q.Submit(func(h *sycl.Handler) {
		h.ParallelFor(sycl.NDRange1(n, local), kernels.AtomicLocalKernel.Bind(buffer.Read(h, bx), buffer.DiscardWrite(h, bo), buffer.DiscardWrite(h, bl),
			sycl.NewLocal[int32](1), sycl.NewLocal[int64](2), sycl.NewLocal[float32](1)))
	})
	if !q.Device().Info().Int64Atomics {
		require.ErrorContains(t, err, "parameter wide: 64-bit atomics need cl_khr_int64_base_atomics")
		return
	}
	require.NoError(t, err)
	require.NoError(t, errors.Join(bx.Close(), bo.Close(), bl.Close()))
	for g := 0; g < groups; g++ {
		var sum int64
		hi, lo := int64(-1<<62), float32(1e30)
		for _, v := range x[g*local : (g+1)*local] {
			sum += v
			hi = max(hi, v)
			lo = min(lo, float32(v))
		}
		assert.Equal(t, []int64{local, sum, hi}, out[3*g:3*g+3], "group %d's count, sum and maximum", g)
		assert.Equal(t, lo, low[g], "group %d's float minimum", g)
	}
}

// histogramBytes are a histogram's input: skewed, so that some bins are
// hot.
func histogramBytes(n int) []uint8 {
	return seq8(n, func(i int) uint8 {
		h := hash(i)
		if h%3 == 0 {
			return uint8(h >> 60) // a few hot bins
		}
		return uint8(h >> 20)
	})
}

func seq8(n int, f func(i int) uint8) []uint8 {
	s := make([]uint8, n)
	for i := range s {
		s[i] = f(i)
	}
	return s
}

// checkHistograms counts bytes with Histogram256 and HistogramLocal
// through launch (with buffers of the data and the bins), into bins that
// start at non-zero counts, and compares with plain Go.
func checkHistograms(t *testing.T, how string, launch func(k *sycl.Kernel, s sycl.Space, args ...any) error) {
	t.Helper()
	const local, per, groups = 64, 8, 23
	n := local * per * groups
	data := histogramBytes(n)
	want := make([]uint32, 256)
	for b := range want {
		want[b] = uint32(b) * 1000
	}
	for _, v := range data {
		want[v]++
	}
	for _, c := range []struct {
		name  string
		k     *sycl.Kernel
		space sycl.Space
		args  func(bd *buffer.Buffer[uint8], bb *buffer.Buffer[uint32]) []any
	}{
		{"Histogram256", kernels.Histogram256Kernel.Kernel, sycl.Range1(n), func(bd *buffer.Buffer[uint8], bb *buffer.Buffer[uint32]) []any { return []any{bd, bb} }},
		{"HistogramLocal", kernels.HistogramLocalKernel.Kernel, sycl.NDRange1(local*groups, local), func(bd *buffer.Buffer[uint8], bb *buffer.Buffer[uint32]) []any {
			return []any{bd, per, bb, sycl.NewLocal[uint32](256)}
		}},
	} {
		bins := make([]uint32, 256)
		for b := range bins {
			bins[b] = uint32(b) * 1000
		}
		bd, bb := buffer.New(data), buffer.New(bins)
		err := launch(c.k, c.space, c.args(bd, bb)...)
		require.NoError(t, errors.Join(err, bd.Close(), bb.Close()), "%s %s", c.name, how)
		require.Equal(t, want, bins, "%s %s", c.name, how)
	}
}

// AtomicsCoexecuted co-executes kernels with atomics on every set of
// visible devices that holds dev: histograms with every scheduler, and
// Binned, whose five parameters are each updated with one atomic (float
// add, min and max, 64-bit add, or); and checks that kernels whose
// atomics cannot be given copies are refused before they run.
func AtomicsCoexecuted(t *testing.T, dev *sycl.Device) {
	for _, set := range deviceSets(t, dev) {
		t.Run(fmt.Sprint(len(set)), func(t *testing.T) {
			policies := []coexecutor.Policy{&coexecutor.Static{}, &coexecutor.Dynamic{}, &coexecutor.HGuided{}, &coexecutor.Sigmoid{},
				&coexecutor.Adaptive{}, &coexecutor.Mash{}, &coexecutor.Memorizing{}, &coexecutor.ProfileStatic{}}
			for _, pol := range policies {
				ce, err := coexecutor.New(pol, coexecutor.DeviceList(set...))
				require.NoError(t, err)
				// Twice: the profiling schedulers decide on the first launch.
				for range 2 {
					checkHistograms(t, fmt.Sprintf("co-executed with %s on %v", pol.Name(), set), func(k *sycl.Kernel, s sycl.Space, args ...any) error {
						_, err := ce.LaunchKernel(s, k, args...)
						return err
					})
				}
				require.NoError(t, ce.Close())
			}
			binned(t, set)
			refusedAtomics(t, set)
		})
	}
}

// binned co-executes Binned over set, every unit running packages.
func binned(t *testing.T, set []*sycl.Device) {
	t.Helper()
	const n = 5000
	keys := histogramBytes(n)
	x := seq(n, func(i int) float32 { return float32(int(hash(i+7)%4001)-2000) / 16 })
	sums, lows, highs, counts, masks := make([]float32, 16), filled(16, float32(1000)), filled(16, float32(-1000)), filled(16, int64(3)), filled(16, uint32(1<<31))
	wSums, wLows, wHighs, wCounts, wMasks := slices.Clone(sums), slices.Clone(lows), slices.Clone(highs), slices.Clone(counts), slices.Clone(masks)
	var wide [16]float64
	for i := 0; i < n; i++ {
		kernels.Binned(sycl.MakeItem(sycl.Range1(n), i), keys, x, wSums, wLows, wHighs, wCounts, wMasks)
		wide[keys[i]%16] += float64(x[i])
	}
	bk, bx := buffer.New(keys), buffer.New(x)
	bs, bl, bh, bc, bm := buffer.New(sums), buffer.New(lows), buffer.New(highs), buffer.New(counts), buffer.New(masks)
	ce, err := coexecutor.New(turns{}, coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.LocalSize(64))
	require.NoError(t, err)
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.BinnedKernel.Kernel, bk, bx, bs, bl, bh, bc, bm)
	require.NoError(t, errors.Join(err, ce.Close(), bk.Close(), bx.Close(), bs.Close(), bl.Close(), bh.Close(), bc.Close(), bm.Close()), "Binned co-executed on %v", set)
	for _, u := range rep.Units {
		require.NotZero(t, u.Packages, "Binned co-executed on %v: %s ran no package", set, u.Device)
	}
	for b := range sums {
		sameValue(t, fmt.Sprintf("bin %d's sum", b), float32(wide[b]), sums[b], 1e-5)
	}
	assert.Equal(t, wLows, lows, "the bins' least values")
	assert.Equal(t, wHighs, highs, "the bins' greatest values")
	assert.Equal(t, wCounts, counts, "the bins' counts")
	assert.Equal(t, wMasks, masks, "the bins' masks")
}

// refusedAtomics: kernels whose atomics cannot go to each device as a
// copy are refused with ErrUnplaceable, saying why, and leave their
// memory alone.
func refusedAtomics(t *testing.T, set []*sycl.Device) {
	t.Helper()
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(set...))
	require.NoError(t, err)
	defer func() { require.NoError(t, ce.Close()) }()
	const n = 256
	hc, hl := []int32{7}, []int32{-1}
	counter, out := buffer.New(hc), buffer.New(make([]int32, n))
	x, last := buffer.New(iota32(n, 0)), buffer.New(hl)
	data, bins, peek := buffer.New(histogramBytes(n)), buffer.New(make([]uint32, 256)), buffer.New(make([]uint32, n))
	in, hist := buffer.New(seq(n, func(i int) uint32 { return uint32(i) })), buffer.New(make([]int32, 9))
	for _, c := range []struct {
		k    *sycl.Kernel
		args []any
		want []string
	}{
		{kernels.TicketsKernel.Kernel, []any{counter, out}, []string{"parameter counter", "the kernel uses the old value atomic.AddInt32 returns"}},
		{kernels.LastWriterKernel.Kernel, []any{x, last}, []string{"parameter last", "atomic.SwapInt32 does not commute"}},
		{kernels.CountAndPeekKernel.Kernel, []any{data, bins, peek}, []string{"parameter bins", "also reads or writes it without atomics"}},
		{kernels.HistogramKernel.Kernel, []any{in, hist, uint32(8)}, []string{"parameter bins", "atomic.MaxInt32 updates it, and atomic.AddInt32 does at shapes.go:73:2"}},
	} {
		rep, err := ce.LaunchKernel(sycl.Range1(n), c.k, c.args...)
		require.ErrorIs(t, err, coexecutor.ErrUnplaceable, c.k.Name)
		assert.Nil(t, rep, "%s: a refused launch ran", c.k.Name)
		for _, w := range c.want {
			assert.Contains(t, err.Error(), w, c.k.Name)
		}
	}
	for _, b := range []interface{ Close() error }{counter, out, x, last, data, bins, peek, in, hist} {
		require.NoError(t, b.Close())
	}
	assert.Equal(t, []int32{7}, hc, "a refused launch changed the counter")
	assert.Equal(t, []int32{-1}, hl, "a refused launch changed last")
}
