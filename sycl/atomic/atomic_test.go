package atomic

import (
	"sync"
	"testing"
)

// Each function is used from many goroutines at once and must behave as
// one atomic read-modify-write returning the old value.
func TestConcurrent(t *testing.T) {
	const g, n = 8, 1000
	var add int32
	var addU uint32
	var addF float32
	mn, mx := int32(1<<30), int32(-1<<30)
	mnU, mxU := uint32(1<<31), uint32(0)
	var cas int32
	var wg sync.WaitGroup
	olds := make([][]int32, g)
	for w := 0; w < g; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < n; i++ {
				olds[w] = append(olds[w], AddInt32(&add, 1))
				AddUint32(&addU, 2)
				AddFloat32(&addF, 0.5)
				v := int32(w*n + i)
				MinInt32(&mn, v)
				MaxInt32(&mx, v)
				MinUint32(&mnU, uint32(v))
				MaxUint32(&mxU, uint32(v))
				for {
					old := AddInt32(&cas, 0) // an atomic read
					if CompareAndSwapInt32(&cas, old, old+1) == old {
						break
					}
				}
			}
		}(w)
	}
	wg.Wait()
	if add != g*n || addU != 2*g*n || addF != 0.5*g*n || cas != g*n {
		t.Fatalf("add %d, addU %d, addF %v, cas %d", add, addU, addF, cas)
	}
	if mn != 0 || mx != g*n-1 || mnU != 0 || mxU != g*n-1 {
		t.Fatalf("min %d max %d minU %d maxU %d", mn, mx, mnU, mxU)
	}
	seen := make([]bool, g*n)
	for _, l := range olds {
		for _, o := range l {
			if seen[o] {
				t.Fatalf("AddInt32 returned old value %d twice", o)
			}
			seen[o] = true
		}
	}
	var s int32 = 5
	if SwapInt32(&s, 7) != 5 || s != 7 {
		t.Fatal("SwapInt32")
	}
	var su uint32 = 5
	if SwapUint32(&su, 9) != 5 || su != 9 || CompareAndSwapUint32(&su, 1, 2) != 9 || su != 9 {
		t.Fatal("SwapUint32 / CompareAndSwapUint32")
	}
}
