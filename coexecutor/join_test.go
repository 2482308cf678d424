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
	ce, err := coexecutor.New(coexecutor.Dynamic, coexecutor.DeviceList(cl, nat), coexecutor.Packages(64), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
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
