package testsuite

import (
	"fmt"
	"math"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/testsuite/kernels"
)

// This file checks the group algorithms (sycl.GroupBroadcast,
// ReduceOverGroup, the scans, Any/All/NoneOfGroup) and the sub-group
// queries: each kernel of testsuite/kernels/groupalgs.go against results
// computed by plain Go loops over each work-group, alone on the device,
// through the reference runner (the Go functions of package sycl) and
// co-executed on every set of devices.

// groupCase is a group algorithm kernel over an nd-range.
type groupCase struct {
	name   string
	kernel *sycl.Kernel
	fn     any
	space  sycl.NDRange
	args   func() []any
	want   func(args []any) // computes the expected outputs into args
}

// groups1 returns the work-items of each work-group of a 1-D range of n
// items in groups of local, by global id.
func groups1(n, local int) [][]int {
	var gs [][]int
	for g := 0; g < n/local; g++ {
		var ids []int
		for l := 0; l < local; l++ {
			ids = append(ids, g*local+l)
		}
		gs = append(gs, ids)
	}
	return gs
}

// fold combines vals with f, starting from id.
func fold[T any](vals []T, id T, f func(a, b T) T) T {
	r := id
	for _, v := range vals {
		r = f(r, v)
	}
	return r
}

func groupCases() []groupCase {
	var cs []groupCase
	// GroupAlgsInt over power-of-two and other work-group sizes.
	for _, local := range []int{64, 48, 7, 1} {
		n := local * 11
		from := local - 1
		if local > 3 {
			from = 3
		}
		cs = append(cs, groupCase{
			name: fmt.Sprintf("Int/local%d", local), kernel: kernels.GroupAlgsIntKernel.Kernel, fn: kernels.GroupAlgsInt,
			space: sycl.NDRange1(n, local),
			args: func() []any {
				return []any{seq(n, func(i int) int32 { return int32(i*37%101 - 40) }), filled(n*kernels.GroupAlgsOuts, int32(0)), from}
			},
			want: func(args []any) {
				in, out := args[0].([]int32), args[1].([]int32)
				for _, ids := range groups1(n, local) {
					xs := in[ids[0] : ids[len(ids)-1]+1]
					sum := fold(xs, 0, func(a, b int32) int32 { return a + b })
					mn := fold(xs, math.MaxInt32, func(a, b int32) int32 { return min(a, b) })
					mx := fold(xs, math.MinInt32, func(a, b int32) int32 { return max(a, b) })
					xor := fold(xs, 0, func(a, b int32) int32 { return a ^ b })
					any7, all, none13 := false, true, true
					for _, x := range xs {
						any7 = any7 || x%7 == 0
						all = all && x > -50
						none13 = none13 && x != 13
					}
					b2i := func(b bool) int32 {
						if b {
							return 1
						}
						return 0
					}
					for l, i := range ids {
						o := out[i*kernels.GroupAlgsOuts : (i+1)*kernels.GroupAlgsOuts]
						o[0], o[1], o[2], o[3], o[4] = xs[from], sum, mn, mx, xor
						o[5] = fold(xs[:l+1], 0, func(a, b int32) int32 { return a + b })
						o[6] = fold(xs[:l], 0, func(a, b int32) int32 { return a + b })
						o[7] = fold(xs[:l], math.MinInt32, func(a, b int32) int32 { return max(a, b) })
						o[8], o[9], o[10] = b2i(any7), b2i(all), b2i(none13)
						o[11] = 0
						for _, x := range xs[:l+1] {
							o[11] |= xs[0] + x
						}
					}
				}
			},
		})
	}
	// GroupScan2D over 2-D work-groups of 4x6.
	{
		const g0, g1, l0, l1 = 3, 2, 4, 6
		w := g1 * l1
		cs = append(cs, groupCase{
			name: "Scan2D", kernel: kernels.GroupScan2DKernel.Kernel, fn: kernels.GroupScan2D,
			space: sycl.NDRange{Global: sycl.Range2(g0*l0, w), Local: sycl.Range2(l0, l1)},
			args: func() []any {
				return []any{seq(g0*l0*w, func(i int) int32 { return int32(i*13%29 - 9) }), filled(2*g0*l0*w, int32(0))}
			},
			want: func(args []any) {
				in, out := args[0].([]int32), args[1].([]int32)
				for a := 0; a < g0; a++ {
					for b := 0; b < g1; b++ {
						var xs []int32 // in LocalLinearID order
						for i := 0; i < l0; i++ {
							for j := 0; j < l1; j++ {
								xs = append(xs, in[(a*l0+i)*w+b*l1+j])
							}
						}
						for i := 0; i < l0; i++ {
							for j := 0; j < l1; j++ {
								k := (a*l0+i)*w + b*l1 + j
								out[2*k] = fold(xs[:i*l1+j+1], 0, func(p, q int32) int32 { return p + q })
								out[2*k+1] = xs[len(xs)-1]
							}
						}
					}
				}
			},
		})
	}
	// GroupRounds: group algorithms in a loop and an if's condition.
	{
		const local, n, rounds = 16, 16 * 9, 5
		cs = append(cs, groupCase{
			name: "Rounds", kernel: kernels.GroupRoundsKernel.Kernel, fn: kernels.GroupRounds,
			space: sycl.NDRange1(n, local),
			args: func() []any {
				return []any{seq(n, func(i int) int64 { return int64(i*i%31 + 1) }), filled(n, int64(0)), int32(rounds)}
			},
			want: func(args []any) {
				in, out := args[0].([]int64), args[1].([]int64)
				for _, ids := range groups1(n, local) {
					v := append([]int64(nil), in[ids[0]:ids[len(ids)-1]+1]...)
					for r := 0; r < rounds; r++ {
						m := fold(v, math.MinInt64, func(a, b int64) int64 { return max(a, b) })
						var s int64
						all := true
						for l := range v {
							x := v[l]
							v[l] = (s+m+x%3)%1000003 + int64(r)
							s += x
							all = all && v[l]%2 == 0
						}
						if all {
							for l := range v {
								v[l]++
							}
						}
					}
					copy(out[ids[0]:], v)
				}
			},
		})
	}
	// GroupLoops: loops with barriers bounded by group algorithm results.
	{
		const local, n = 8, 8 * 12
		cs = append(cs, groupCase{
			name: "Loops", kernel: kernels.GroupLoopsKernel.Kernel, fn: kernels.GroupLoops,
			space: sycl.NDRange1(n, local),
			args: func() []any {
				return []any{seq(n, func(i int) int32 { return int32(i * 7 % 11 % (1 + i/local%5)) }), filled(n, int32(0)), sycl.NewLocal[int32](local)}
			},
			want: func(args []any) {
				in, out := args[0].([]int32), args[1].([]int32)
				for _, ids := range groups1(n, local) {
					var rounds int32
					for _, i := range ids {
						rounds = max(rounds, in[i]%4)
					}
					var v int32
					for k := int32(0); k < rounds; k++ {
						v += in[ids[0]] + k
					}
					for _, i := range ids {
						out[i] = max(v, 1)
					}
				}
			},
		})
	}
	// GroupFloat: float sums and products that are exact in any order.
	{
		const local, n = 32, 32 * 6
		cs = append(cs, groupCase{
			name: "Float", kernel: kernels.GroupFloatKernel.Kernel, fn: kernels.GroupFloat,
			space: sycl.NDRange1(n, local),
			args: func() []any {
				return []any{seq(n, func(i int) float32 { return []float32{1, -2, 2, -1, 0.5}[i*7%5] }), filled(4*n, float32(0))}
			},
			want: func(args []any) {
				in, out := args[0].([]float32), args[1].([]float32)
				for _, ids := range groups1(n, local) {
					xs := in[ids[0] : ids[len(ids)-1]+1]
					for l, i := range ids {
						out[4*i] = fold(xs, 0, func(a, b float32) float32 { return a + b })
						out[4*i+1] = fold(xs[:l+1], float32(math.Inf(1)), func(a, b float32) float32 { return min(a, b) })
						out[4*i+2] = fold(xs[:l], 1, func(a, b float32) float32 { return a * b })
						out[4*i+3] = fold(xs, float32(math.Inf(-1)), func(a, b float32) float32 { return max(a, b) })
					}
				}
			},
		})
	}
	// GroupTypes: uint8, uint32 and bool.
	{
		const local, n = 24, 24 * 5
		cs = append(cs, groupCase{
			name: "Types", kernel: kernels.GroupTypesKernel.Kernel, fn: kernels.GroupTypes,
			space: sycl.NDRange1(n, local),
			args: func() []any {
				return []any{seq(n, func(i int) uint32 { return uint32(i*2654435761%1000 + 3) }), filled(4*n, uint32(0))}
			},
			want: func(args []any) {
				in, out := args[0].([]uint32), args[1].([]uint32)
				for _, ids := range groups1(n, local) {
					xs := in[ids[0] : ids[len(ids)-1]+1]
					var or8 uint8
					and := ^uint32(0)
					for _, x := range xs {
						or8 |= uint8(x)
						and &= x | 1
					}
					for l, i := range ids {
						out[4*i], out[4*i+1] = uint32(or8), and
						out[4*i+2] = fold(xs[:l+1], 1, func(a, b uint32) uint32 { return a * b })
						out[4*i+3] = xs[1] % 2
					}
				}
			},
		})
	}
	return cs
}

// GroupAlgorithms runs each group algorithm kernel on dev alone and
// through the reference runner, and compares with plain Go.
func GroupAlgorithms(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev, sycl.InOrder())
	native := newQueue(t, sycl.NativeDevice(), sycl.InOrder())
	for _, c := range groupCases() {
		t.Run(c.name, func(t *testing.T) {
			want := c.args()
			c.want(want)
			dc := DiffCase{Kernel: c.kernel, Func: c.fn, Space: c.space, Args: c.args}
			require.Equal(t, memoryArgs(want), memoryArgs(dc.launch(t, q, c.kernel)), "%s on %s", c.kernel.Name, dev.Name())
			require.Equal(t, memoryArgs(want), memoryArgs(dc.launch(t, native, dc.reference())), "%s's Go function (sycl's reference runner)", c.kernel.Name)
		})
	}
}

// GroupAlgorithmsCoexecuted co-executes each group algorithm kernel with
// coexecutor.LaunchKernel on every set of devices with dev: each package is
// whole work-groups, so the results equal plain Go's.
func GroupAlgorithmsCoexecuted(t *testing.T, dev *sycl.Device) {
	sets := deviceSets(t, dev)
	for _, c := range groupCases() {
		t.Run(c.name, func(t *testing.T) {
			want := c.args()
			c.want(want)
			for _, set := range sets {
				ce, err := coexecutor.New(turns{}, coexecutor.DeviceList(set...), coexecutor.UseGuard(coexecutor.Guard{Off: true}))
				require.NoError(t, err)
				args := c.args()
				launch := make([]any, len(args))
				var bufs []interface{ Close() error }
				for i, a := range args {
					launch[i] = a
					switch s := a.(type) {
					case []int32:
						launch[i] = addBuf(buffer.New(s), &bufs)
					case []int64:
						launch[i] = addBuf(buffer.New(s), &bufs)
					case []uint32:
						launch[i] = addBuf(buffer.New(s), &bufs)
					case []float32:
						launch[i] = addBuf(buffer.New(s), &bufs)
					}
				}
				rep, err := ce.LaunchKernel(c.space, c.kernel, launch...)
				require.NoError(t, err, "co-executed on %v", set)
				for _, b := range bufs {
					require.NoError(t, b.Close())
				}
				require.NoError(t, ce.Close())
				require.Equal(t, memoryArgs(want), memoryArgs(args), "%s co-executed on %v", c.kernel.Name, set)
				for _, u := range rep.Units {
					require.NotZero(t, u.Packages, "co-executed on %v: %s ran no package", set, u.Device)
				}
			}
		})
	}
}

// memoryArgs returns the global memory among a kernel's arguments (the
// slices), which hold its results.
func memoryArgs(args []any) []any {
	var out []any
	for _, a := range args {
		if reflect.TypeOf(a).Kind() == reflect.Slice {
			out = append(out, a)
		}
	}
	return out
}

func addBuf[B interface{ Close() error }](b B, bufs *[]interface{ Close() error }) B {
	*bufs = append(*bufs, b)
	return b
}

// SubGroupQueries checks the sub-group queries over 2-D work-groups
// (of one row and of several): the sub-groups cut each work-group into runs of
// consecutive LocalLinearIDs, no larger than SubGroupMaxSize; on the
// native device (and OpenCL devices without sub-groups) each work-item is
// a sub-group of its own.
func SubGroupQueries(t *testing.T, dev *sycl.Device) {
	q := newQueue(t, dev, sycl.InOrder())
	for _, r := range []sycl.NDRange{
		{Global: sycl.Range2(3, 64), Local: sycl.Range2(1, 64)},
		{Global: sycl.Range2(2, 40), Local: sycl.Range2(1, 20)},
		{Global: sycl.Range2(8, 12), Local: sycl.Range2(4, 6)},
	} {
		t.Run(r.String(), func(t *testing.T) {
			n := r.Global.Size(0) * r.Global.Size(1)
			args := func() []any {
				return []any{filled(kernels.SubGroupOuts*n, int32(-1))}
			}
			got := DiffCase{Kernel: kernels.SubGroupsKernel.Kernel, Space: r, Args: args}.launch(t, q, kernels.SubGroupsKernel.Kernel)[0].([]int32)
			local := r.Local.Size(0) * r.Local.Size(1)
			// Per work-group: sub-group id -> (size, first LocalLinearID).
			type sg struct{ size, first, seen int }
			groups := map[[2]int]map[int]*sg{}
			for i := 0; i < n; i++ {
				o := got[kernels.SubGroupOuts*i : kernels.SubGroupOuts*(i+1)]
				size, maxSize, lid, id, count, lin := int(o[0]), int(o[1]), int(o[2]), int(o[3]), int(o[4]), int(o[5])
				require.True(t, size >= 1 && size <= maxSize && lid >= 0 && lid < size && id >= 0 && id < count && count <= local,
					"work-item %d: sub-group size %d (max %d), local id %d, id %d of %d, in a work-group of %d", i, size, maxSize, lid, id, count, local)
				if dev.IsNative() {
					require.Equal(t, []int32{1, 1, 0, int32(lin), int32(local), int32(lin)}, o, "work-item %d on the native device", i)
				}
				row, col := i/r.Global.Size(1), i%r.Global.Size(1)
				key := [2]int{row / r.Local.Size(0), col / r.Local.Size(1)}
				if groups[key] == nil {
					groups[key] = map[int]*sg{}
				}
				s := groups[key][id]
				if s == nil {
					s = &sg{size: size, first: lin - lid}
					groups[key][id] = s
				}
				require.Equal(t, s.size, size, "work-item %d: sub-group %d's size", i, id)
				require.Equal(t, s.first+lid, lin, "work-item %d: sub-group %d holds consecutive LocalLinearIDs", i, id)
				s.seen++
			}
			for key, sgs := range groups {
				total := 0
				for id, s := range sgs {
					require.Equal(t, s.size, s.seen, "work-group %v, sub-group %d: work-items seen", key, id)
					total += s.size
				}
				require.Equal(t, local, total, "work-group %v: its sub-groups' sizes", key)
			}
		})
	}
}
