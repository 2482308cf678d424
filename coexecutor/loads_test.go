package coexecutor_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/coexecutor"
	"github.com/gosycl/gosycl/coexecutor/internal/placekernels"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

// csr is a sparse matrix of rows rows with about perRow nonzeros a row
// (from perRow/2 to 3·perRow/2), some rows empty and one long, x, and the
// product y = A·x computed here.
type csr struct {
	rowPtr, cols, vals, x, y []int32
}

func newCSR(rows, perRow int) csr {
	var m csr
	m.rowPtr = []int32{0}
	for r := range rows {
		n := perRow/2 + (r*5)%(perRow+1)
		switch {
		case r%97 == 0:
			n = 0
		case r == rows/3:
			n = 200 // a hub row
		}
		for j := range n {
			m.cols = append(m.cols, int32((r*31+j*17)%rows))
			m.vals = append(m.vals, int32(r%13-6+j))
		}
		m.rowPtr = append(m.rowPtr, int32(len(m.vals)))
	}
	m.x = make([]int32, rows)
	for i := range m.x {
		m.x[i] = int32(i%11 - 5)
	}
	m.y = make([]int32, rows)
	for r := range rows {
		for k := m.rowPtr[r]; k < m.rowPtr[r+1]; k++ {
			m.y[r] += m.vals[k] * m.x[m.cols[k]]
		}
	}
	return m
}

// A sparse matrix's rows co-executed over buffers: an OpenCL device that
// copies its data (PoCL standing in for a GPU) receives the elements of
// cols and vals its rows' pointers bound, not the whole arrays, and x,
// whose elements the columns pick anywhere, whole; with few nonzeros a
// row, bounding them cannot pay for scanning the pointers, and they move
// whole. The product is exact.
func TestFootprintLoadsMoveRowsRead(t *testing.T) {
	for _, c := range []struct {
		perRow int
		bound  bool
	}{{16, true}, {4, false}} {
		t.Run(fmt.Sprintf("%d a row", c.perRow), func(t *testing.T) { testLoadsMoveRowsRead(t, c.perRow, c.bound) })
	}
}

func testLoadsMoveRowsRead(t *testing.T, perRow int, bound bool) {
	defer opencl.CopyOnCPU()()
	devs := allDevices(t)
	var ocl *sycl.Device
	for _, d := range devs {
		if d.Info().Backend == sycl.BackendOpenCL {
			ocl = d
		}
	}
	if ocl == nil {
		t.Skip("needs an OpenCL device")
	}
	const rows = 3000
	m := newCSR(rows, perRow)
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice(), ocl), coexecutor.Powers(1, 1), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	y := make([]int32, rows)
	rb, cb, vb, xb, yb := buffer.New(m.rowPtr), buffer.New(m.cols), buffer.New(m.vals), buffer.New(m.x), buffer.New(y)
	rep, err := ce.LaunchKernel(sycl.Range1(rows), placekernels.CSRRowsKernel.Kernel, rb, cb, vb, xb, yb)
	require.NoError(t, err)
	require.NoError(t, yb.Close())
	require.Equal(t, m.y, y)
	items := rep.Units[1].Items
	require.Positive(t, items, "the OpenCL device did no work\n%v", rep)
	require.Less(t, items, rows, "the OpenCL device did all the work\n%v", rep)
	// Static gives each unit one package, the OpenCL device's at one end
	// of the range: its rows' elements are those between their pointers.
	ends := []int64{4 * int64(len(m.vals))}
	if bound {
		ends = nil
		for _, first := range []int{0, rows - items} {
			ends = append(ends, 4*int64(m.rowPtr[first+items]-m.rowPtr[first]))
		}
	}
	for _, b := range []*buffer.Buffer[int32]{cb, vb} {
		assert.Contains(t, ends, b.Stats().BytesHostToDevice, "\n%v", rep)
	}
	assert.Equal(t, int64(4*rows), xb.Stats().BytesHostToDevice, "x moves whole")
	if bound {
		assert.LessOrEqual(t, rb.Stats().BytesHostToDevice, int64(4*(items+1)), "the row pointers of its rows")
	}
	for _, b := range []*buffer.Buffer[int32]{rb, cb, vb, xb} {
		require.NoError(t, b.Close())
	}
}

// Row pointers that point past the elements: the launch (of several
// packages on a device that copies its data) fails with an error naming
// the memory they index, before any package runs: no output is written.
func TestFootprintLoadsOutside(t *testing.T) {
	defer opencl.CopyOnCPU()()
	ocl := openCLDevice(t)
	const rows = 200
	m := newCSR(rows, 16)
	m.rowPtr[rows] += 5 // the last row reads past cols and vals
	ce, err := coexecutor.New(&coexecutor.Dynamic{Packages: 4}, coexecutor.DeviceList(ocl), coexecutor.LocalSize(10), unguarded)
	require.NoError(t, err)
	defer ce.Close()
	y := make([]int32, rows)
	for i := range y {
		y[i] = -7
	}
	yb := buffer.New(y)
	_, err = ce.LaunchKernel(sycl.Range1(rows), placekernels.CSRRowsKernel.Kernel, buffer.New(m.rowPtr), buffer.New(m.cols), buffer.New(m.vals), buffer.New(m.x), yb)
	require.Error(t, err)
	assert.Regexp(t, `parameter (cols|vals): the work-items \[\d+,200\) read its elements \[\d+,\d+\), outside its \d+ elements`, err.Error())
	require.NoError(t, yb.Close())
	for i, v := range y {
		if v != -7 {
			t.Fatalf("y[%d] = %d after the failed launch: a package wrote its output", i, v)
		}
	}
}

// The same matrix over USM shared allocations, every device and
// scheduler: exact.
func TestFootprintLoadsUSM(t *testing.T) {
	cl := openCLDevice(t)
	q, err := sycl.NewQueueOn(cl)
	require.NoError(t, err)
	defer q.Close()
	const rows = 2000
	m := newCSR(rows, 16)
	alloc := func(src []int32) usm.Ptr[int32] {
		p, err := usm.MallocShared[int32](q, max(len(src), 1))
		require.NoError(t, err)
		s, err := p.Slice()
		require.NoError(t, err)
		copy(s, src)
		return p
	}
	ptrs := []usm.Ptr[int32]{alloc(m.rowPtr), alloc(m.cols), alloc(m.vals), alloc(m.x), alloc(make([]int32, rows))}
	defer func() {
		for _, p := range ptrs {
			require.NoError(t, p.Free())
		}
	}()
	for _, pol := range policies {
		t.Run(pol.Name(), func(t *testing.T) {
			ce, err := coexecutor.New(withPackages(pol, 5), coexecutor.DeviceList(allDevices(t)...), unguarded)
			require.NoError(t, err)
			defer ce.Close()
			ys, err := ptrs[4].Slice()
			require.NoError(t, err)
			clear(ys)
			_, err = ce.LaunchKernel(sycl.Range1(rows), placekernels.CSRRowsKernel.Kernel, ptrs[0], ptrs[1], ptrs[2], ptrs[3], ptrs[4])
			require.NoError(t, err)
			ys, err = ptrs[4].Slice()
			require.NoError(t, err)
			require.True(t, slices.Equal(m.y, ys), "y differs")
		})
	}
}

// Row pointers that a device computed in the launch before, their host
// copy stale: the bounds need the host's copy, so cols and vals move
// whole, and the product is exact.
func TestFootprintLoadsStaleHost(t *testing.T) {
	const rows = 3000
	m, ocl, ce := halvesCSR(t, rows)
	// A copy of the row pointers made on the OpenCL device alone (a
	// transpose of one column), kept there (KeepOutputs' default).
	one, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(ocl), unguarded)
	require.NoError(t, err)
	defer one.Close()
	src, rb := buffer.New(m.rowPtr), buffer.New(make([]int32, rows+1))
	_, err = one.LaunchKernel(sycl.Range2(rows+1, 1), placekernels.TransposeKernel.Kernel, src, rb, rows+1, 1)
	require.NoError(t, err)
	y := make([]int32, rows)
	cb, vb, xb, yb := buffer.New(m.cols), buffer.New(m.vals), buffer.New(m.x), buffer.New(y)
	rep, err := ce.LaunchKernel(sycl.Range1(rows), placekernels.CSRRowsKernel.Kernel, rb, cb, vb, xb, yb)
	require.NoError(t, err)
	require.NoError(t, yb.Close())
	require.Equal(t, m.y, y)
	require.Positive(t, rep.Units[1].Items, "the OpenCL device did no work\n%v", rep)
	assert.Equal(t, int64(4*len(m.vals)), vb.Stats().BytesHostToDevice, "vals moves whole\n%v", rep)
	for _, b := range []*buffer.Buffer[int32]{src, rb, cb, vb, xb} {
		require.NoError(t, b.Close())
	}
}

// A placement bounded by loaded elements is kept while the buffer that
// holds them is not written (memory.Stamp), so that an iterative sparse
// product scans its row pointers once; a host accessor's write places
// the next launch afresh: rows whose pointers moved by a row (every
// package's first row starts earlier) give the new product exactly, and
// pointers past the nonzeros fail the launch before any package writes.
func TestFootprintLoadsKeptUntilWritten(t *testing.T) {
	const rows = 3000
	m, _, ce := halvesCSR(t, rows)
	k := placekernels.CSRRowsKernel.Kernel
	rb, cb, vb, xb := buffer.New(slices.Clone(m.rowPtr)), buffer.New(m.cols), buffer.New(m.vals), buffer.New(m.x)
	defer func() {
		for _, b := range []*buffer.Buffer[int32]{rb, cb, vb, xb} {
			require.NoError(t, b.Close())
		}
	}()
	launch := func(want []int32) (*coexecutor.Report, error) {
		y := make([]int32, rows)
		for i := range y {
			y[i] = -7
		}
		yb := buffer.New(y)
		rep, err := ce.LaunchKernel(sycl.Range1(rows), k, rb, cb, vb, xb, yb)
		require.NoError(t, yb.Close())
		if err == nil {
			for i := range want {
				require.Equal(t, want[i], y[i], "y[%d]\n%v", i, rep)
			}
			require.Positive(t, rep.Units[1].Items, "the OpenCL device did no work\n%v", rep)
		} else {
			for i, v := range y {
				require.Equal(t, int32(-7), v, "y[%d] after the failed launch: a package wrote its output", i)
			}
		}
		return rep, err
	}
	_, err := launch(m.y)
	require.NoError(t, err)
	first := coexecutor.PlaceEntry(ce, k)
	require.NotNil(t, first, "the placement was not kept")
	_, err = launch(m.y)
	require.NoError(t, err)
	require.Same(t, first, coexecutor.PlaceEntry(ce, k), "placed afresh though no buffer was written")

	// Row r takes the nonzeros of row r-1; the last row keeps its own too.
	shifted := make([]int32, rows+1)
	for r := 1; r < rows; r++ {
		shifted[r] = m.rowPtr[r-1]
	}
	shifted[rows] = m.rowPtr[rows]
	want := make([]int32, rows)
	for r := range rows {
		for j := shifted[r]; j < shifted[r+1]; j++ {
			want[r] += m.vals[j] * m.x[m.cols[j]]
		}
	}
	write := func(p []int32) {
		h, err := rb.HostReadWrite()
		require.NoError(t, err)
		copy(h.Slice(), p)
		h.Close()
	}
	write(shifted)
	_, err = launch(want)
	require.NoError(t, err)
	require.NotSame(t, first, coexecutor.PlaceEntry(ce, k), "kept the placement of pointers since written")

	shifted[rows] += 5 // the last row reads past cols and vals
	write(shifted)
	_, err = launch(nil)
	require.Error(t, err)
	assert.Regexp(t, `parameter (cols|vals): the work-items \[\d+,3000\) read its elements \[\d+,\d+\), outside its \d+ elements`, err.Error())
}

// halvesCSR is a matrix of rows rows (16 nonzeros a row about) and a
// Coexecutor that gives half of a launch to the native device and half to
// the OpenCL device, which copies its data as a GPU does (PoCL standing
// in for one) until the test ends.
func halvesCSR(t *testing.T, rows int) (csr, *sycl.Device, *coexecutor.Coexecutor) {
	t.Cleanup(opencl.CopyOnCPU())
	ocl := openCLDevice(t)
	ce, err := coexecutor.New(&coexecutor.Static{}, coexecutor.DeviceList(sycl.NativeDevice(), ocl), coexecutor.Powers(1, 1), unguarded)
	require.NoError(t, err)
	t.Cleanup(func() { ce.Close() })
	return newCSR(rows, 16), ocl, ce
}
