package coexecutor_test

// Tests of a launch's Costs: every work-item still runs once, the
// packages are shares of the cost, and costs a launch cannot use fail it
// before anything runs.

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// hubs costs row i of n about (n/(i+1))^(2/3): a sparse matrix's row
// lengths, longest first.
func hubs(n int) coexecutor.Costs {
	return func(offset, size int) float64 {
		c := 0.0
		for i := offset; i < offset+size; i++ {
			c += math.Pow(float64(n)/float64(i+1), 2.0/3)
		}
		return c
	}
}

// With Costs, every work-item runs exactly once over launches of one
// computation, whatever the device set, scheduler, range and costs.
func TestCostsEveryWorkItemOnce(t *testing.T) {
	devs := allDevices(t)
	for i, set := range deviceSets(devs) {
		for _, pol := range policies {
			for _, c := range []struct {
				name string
				rng  sycl.Space
				n    int // work-items
				dim0 int
			}{{"1-D", sycl.Range1(5000), 5000, 5000}, {"2-D", sycl.Range2(37, 41), 37 * 41, 37}} {
				t.Run(fmt.Sprintf("%d-devices-%d/%s/%s", len(set), i, pol.Name(), c.name), func(t *testing.T) {
					ce, err := coexecutor.New(pol, coexecutor.DeviceList(set...), coexecutor.LocalSize(16))
					require.NoError(t, err)
					defer ce.Close()
					for launch := range 3 {
						counts := make([]int32, c.n)
						b := buffer.New(counts)
						rep, err := kernels.CountKernel.Launch(ce, c.rng, b, hubs(c.dim0)) // the typed binding passes Costs on
						require.NoError(t, err)
						require.NoError(t, b.Close())
						for j, n := range counts {
							require.Equal(t, int32(1), n, "launch %d: work-item %d ran %d times\n%v", launch, j, n, rep)
						}
					}
				})
			}
		}
	}
}

// Static's shares are shares of the cost: with equal powers and no guard,
// a range whose first quarter of rows costs three times the rest's per
// row splits where the cost does, at a quarter of the rows.
func TestCostsStaticShares(t *testing.T) {
	devs := allDevices(t)
	if len(devs) < 2 {
		t.Skip("needs two devices")
	}
	const n = 1 << 12
	quarter := coexecutor.Costs(func(offset, size int) float64 {
		c := 0.0
		for i := offset; i < offset+size; i++ {
			c++
			if i < n/4 {
				c += 2
			}
		}
		return c
	})
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(devs[:2]...), coexecutor.Powers(1, 1), coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.KeepOutputs(false))
	require.NoError(t, err)
	defer ce.Close()
	b := buffer.New(make([]int32, n))
	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.CountKernel.Kernel, quarter, b)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	var got [][2]int
	for _, p := range rep.Packages {
		got = append(got, [2]int{p.Offset, p.Offset + p.Size})
	}
	slices.SortFunc(got, func(a, b [2]int) int { return a[0] - b[0] })
	require.Equal(t, [][2]int{{0, n / 4}, {n / 4, n}}, got, "packages' rows\n%v", rep)
}

// Costs a launch cannot use fail it before any package runs: two of them,
// a nil one, one that panics, one that gives NaN or a negative cost or
// none above 0.
func TestCostsBad(t *testing.T) {
	ce, err := coexecutor.New(&coexecutor.Dynamic{}, coexecutor.DeviceList(sycl.NativeDevice()))
	require.NoError(t, err)
	defer ce.Close()
	one := coexecutor.Costs(func(offset, size int) float64 { return float64(size) })
	for _, c := range []struct {
		name  string
		costs []any
		is    error
		says  string
	}{
		{"two", []any{one, one}, nil, "two Costs"},
		{"nil", []any{coexecutor.Costs(nil)}, nil, "nil Costs"},
		{"panics", []any{coexecutor.Costs(func(int, int) float64 { panic("no costs") })}, nil, "Costs"},
		{"NaN", []any{coexecutor.Costs(func(int, int) float64 { return math.NaN() })}, coexecutor.ErrCosts, "NaN"},
		{"negative", []any{coexecutor.Costs(func(o, s int) float64 { return float64(100 - o) })}, coexecutor.ErrCosts, "want a finite cost of 0 or more"},
		{"zero", []any{coexecutor.Costs(func(int, int) float64 { return 0 })}, coexecutor.ErrCosts, "above 0"},
	} {
		t.Run(c.name, func(t *testing.T) {
			counts := make([]int32, 1000)
			b := buffer.New(counts)
			_, err := ce.LaunchKernel(sycl.Range1(1000), kernels.CountKernel.Kernel, append([]any{b}, c.costs...)...)
			require.Error(t, err)
			require.NoError(t, b.Close())
			require.Contains(t, err.Error(), c.says)
			require.Contains(t, err.Error(), "Count")
			if c.is != nil {
				require.True(t, errors.Is(err, c.is), "%v is not %v", err, c.is)
			}
			if c.name == "panics" {
				var pe *coexecutor.PanicError
				require.True(t, errors.As(err, &pe), "%v is not a PanicError", err)
			}
			for j, n := range counts {
				require.Zero(t, n, "work-item %d ran though the launch failed", j)
			}
		})
	}
}
