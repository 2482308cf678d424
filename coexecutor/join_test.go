package coexecutor_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
)

// A unit whose program is not built yet joins the launch when its build
// ends; the others start at once. The OpenCL unit is first in the list,
// so before late joining the native unit waited for its first request,
// made after the build.
func TestLateJoin(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	// A program no launch of this process has built.
	src := fmt.Sprintf("// %d\n__kernel void twice(__global int *x) { size_t i = get_global_id(0); x[i] = 2 * (int)i; }\n", rand.Int64())
	k := &sycl.Kernel{Name: "twice", Source: src,
		Params: []sycl.Param{{Name: "x", Kind: sycl.ParamGlobal, Type: sycl.GlobalParam[int32]("x").Type, Access: sycl.Writes}},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = 2 * int32(i)
		})}
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 64}, coexecutor.DeviceList(cl, nat), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
	require.NoError(t, err)
	defer ce.Close()
	const n = 1 << 16
	x := make([]int32, n)
	b := buffer.New(x)
	rep, err := ce.LaunchKernel(sycl.Range1(n), k, b)
	require.NoError(t, err)
	require.NoError(t, b.Close())
	for i, v := range x {
		require.Equal(t, 2*int32(i), v, "x[%d]", i)
	}
	first := map[int]coexecutor.Package{}
	for _, p := range rep.Packages {
		if q, ok := first[p.Unit]; !ok || p.ID < q.ID {
			first[p.Unit] = p
		}
	}
	nf, ok := first[1]
	require.True(t, ok, "the native unit ran nothing\n%v", rep)
	if cf, ok := first[0]; ok {
		require.Less(t, nf.ID, cf.ID, "the native unit's first package came after the OpenCL unit's, which waited for its build\n%v", rep)
	}
}

// A launch does not wait for a build it does not need: when the ready
// units finish every work-group while another unit's program is still
// building, the launch returns, the build goes on in the background, and
// the unit joins a later launch once it is built. A fresh PoCL program
// takes tens of milliseconds to build; the native unit runs 256
// work-items in microseconds.
func TestLaunchDoesNotWaitForBuild(t *testing.T) {
	cl := openCLDevice(t)
	nat := sycl.NativeDevice()
	src := fmt.Sprintf("// %d\n__kernel void twice(__global int *x) { size_t i = get_global_id(0); x[i] = 2 * (int)i; }\n", rand.Int64())
	k := &sycl.Kernel{Name: "twice", Source: src,
		Params: []sycl.Param{{Name: "x", Kind: sycl.ParamGlobal, Type: sycl.GlobalParam[int32]("x").Type, Access: sycl.Writes}},
		Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
			i := it.ID(0)
			args[0].([]int32)[i] = 2 * int32(i)
		})}
	for _, merged := range []bool{true, false} {
		t.Run(fmt.Sprintf("merged=%v", merged), func(t *testing.T) {
			src := k.Source + fmt.Sprintf("// %d\n", rand.Int64())
			k := *k
			k.Source = src
			ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 4}, coexecutor.DeviceList(cl, nat),
				coexecutor.UseGuard(coexecutor.Guard{Off: true}), coexecutor.MergeDirector(merged))
			require.NoError(t, err)
			run := func(n int) *coexecutor.Report {
				x := make([]int32, n)
				b := buffer.New(x)
				rep, err := ce.LaunchKernel(sycl.Range1(n), &k, b)
				require.NoError(t, err)
				require.NoError(t, b.Close())
				for i, v := range x {
					require.Equal(t, 2*int32(i), v, "x[%d]", i)
				}
				return rep
			}
			rep := run(256)
			require.Zero(t, rep.Units[0].Packages, "the OpenCL unit ran packages of a program still building\n%v", rep)
			require.Contains(t, rep.Units[0].Guard, "still building", "%v", rep)
			// Once built, the unit takes work again.
			q, err := sycl.NewQueueOn(cl)
			require.NoError(t, err)
			require.NoError(t, q.Prepare(&k))
			require.NoError(t, q.Close())
			rep = run(1 << 14)
			require.NotZero(t, rep.Units[0].Packages, "the built unit ran nothing\n%v", rep)
			require.NoError(t, ce.Close())
		})
	}
}
