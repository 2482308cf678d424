package sycl_test

import (
	"testing"

	"github.com/gosycl/gosycl/buffer"
	"github.com/gosycl/gosycl/sycl"
	"github.com/gosycl/gosycl/usm"
)

var saxpy = &sycl.Kernel{
	Name: "saxpy",
	Source: `__kernel void saxpy(float a, __global const float *x, __global float *y) {
	size_t i = get_global_id(0);
	y[i] = a * x[i] + y[i];
}`,
	Params: []sycl.Param{sycl.ScalarParam[float32]("a"), sycl.GlobalParam[float32]("x"), sycl.GlobalParam[float32]("y")},
	Native: sycl.ItemKernel(func(it sycl.Item, args []any) {
		a, x, y := args[0].(float32), args[1].([]float32), args[2].([]float32)
		i := it.ID(0)
		y[i] = a*x[i] + y[i]
	}),
}

func TestSmoke(t *testing.T) {
	devs, err := sycl.Devices()
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range devs {
		t.Run(d.Name(), func(t *testing.T) {
			q, err := sycl.NewQueueOn(d, sycl.EnableProfiling())
			if err != nil {
				t.Fatal(err)
			}
			defer q.Close()
			n := 1000
			x, y := make([]float32, n), make([]float32, n)
			for i := range x {
				x[i], y[i] = float32(i), 1
			}
			bx, by := buffer.New(x), buffer.New(y)
			_, err = q.Submit(func(h *sycl.Handler) {
				h.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(2), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
			})
			if err != nil {
				t.Fatal(err)
			}
			if err := by.Close(); err != nil {
				t.Fatal(err)
			}
			bx.Close()
			for i := range y {
				if y[i] != 2*float32(i)+1 {
					t.Fatalf("y[%d] = %v", i, y[i])
				}
			}
			t.Log(by.Stats())
			// USM
			ux, err := usm.MallocShared[float32](q, n)
			if err != nil {
				t.Fatal(err)
			}
			uy, _ := usm.MallocDevice[float32](q, n)
			sx, _ := ux.Slice()
			copy(sx, x)
			if _, err := usm.Fill(q, uy, float32(1)); err != nil {
				t.Fatal(err)
			}
			q.Wait()
			ev, err := q.ParallelFor(sycl.Range1(n), saxpy.Bind(float32(3), ux, uy))
			if err != nil {
				t.Fatal(err)
			}
			out := make([]float32, n)
			ev2, err := usm.CopyToHost(q, out, uy, ev)
			if err != nil {
				t.Fatal(err)
			}
			if err := ev2.Wait(); err != nil {
				t.Fatal(err)
			}
			for i := range out {
				if out[i] != 3*x[i]+1 {
					t.Fatalf("usm out[%d] = %v want %v (strategy %v)", i, out[i], 3*x[i]+1, ux.Strategy())
				}
			}
			p, _ := ev.Profile()
			t.Log(ux.Strategy(), uy.Strategy(), p.Duration())
			ux.Free()
			uy.Free()
		})
	}
}
