package atomic

import (
	"math"
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

// The bitwise, 64-bit and float32 functions, from many goroutines, act as
// one atomic update each and return the old value.
func TestConcurrentWide(t *testing.T) {
	const g, n = 8, 500
	and32, or32, xor32 := int32(-1), int32(0), int32(0)
	andU, orU, xorU := ^uint32(0), uint32(0), uint32(0)
	var add64, xor64, or64 int64
	and64, mn64, mx64 := int64(-1), int64(1<<62), int64(-1<<62)
	mnF, mxF, addF := float32(1e9), float32(-1e9), float32(0)
	var wg sync.WaitGroup
	for w := 0; w < g; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := 0; i < n; i++ {
				v := int32(w*n + i)
				bit := int32(1) << (v % 31)
				AndInt32(&and32, ^bit)
				OrInt32(&or32, bit)
				XorInt32(&xor32, v)
				AndUint32(&andU, ^uint32(bit))
				OrUint32(&orU, uint32(bit))
				XorUint32(&xorU, uint32(v))
				AddInt64(&add64, int64(v)<<20)
				MinInt64(&mn64, int64(v)-5)
				MaxInt64(&mx64, int64(v)<<33)
				AndInt64(&and64, ^(int64(1) << (v % 63)))
				OrInt64(&or64, int64(1)<<(v%63))
				XorInt64(&xor64, int64(v)<<31)
				MinFloat32(&mnF, float32(v)/4)
				MaxFloat32(&mxF, float32(v)/4)
				AddFloat32(&addF, 0.25)
			}
		}(w)
	}
	wg.Wait()
	var xor, sum int64
	for v := int64(0); v < g*n; v++ {
		xor ^= v
		sum += v << 20
	}
	if and32 != math.MinInt32 || or32 != 1<<31-1 || int64(xor32) != xor || andU != 1<<31 || orU != 1<<31-1 || int64(xorU) != xor {
		t.Errorf("32-bit: and %x or %x xor %x, unsigned %x %x %x; xor want %x", and32, or32, xor32, andU, orU, xorU, xor)
	}
	if add64 != sum || mn64 != -5 || mx64 != (g*n-1)<<33 || and64 != -1<<63 || or64 != 1<<63-1 || xor64 != xor<<31 {
		t.Errorf("64-bit: add %d min %d max %d and %x or %x xor %x", add64, mn64, mx64, and64, or64, xor64)
	}
	if mnF != 0 || mxF != float32(g*n-1)/4 || addF != 0.25*g*n {
		t.Errorf("float32: min %v max %v add %v", mnF, mxF, addF)
	}
}

// Swap and compare-and-swap of int64 and float32 return the old value;
// float32 min and max never store a NaN; compare-and-swap compares bits.
func TestSwapsAndNaN(t *testing.T) {
	var i int64 = 5
	if SwapInt64(&i, 7) != 5 || i != 7 || CompareAndSwapInt64(&i, 1, 2) != 7 || i != 7 || CompareAndSwapInt64(&i, 7, 9) != 7 || i != 9 {
		t.Fatalf("int64 swaps: %d", i)
	}
	f := float32(1.5)
	if SwapFloat32(&f, 2.5) != 1.5 || f != 2.5 || CompareAndSwapFloat32(&f, 2.5, 3) != 2.5 || f != 3 {
		t.Fatalf("float32 swaps: %v", f)
	}
	z := float32(0)
	negZero := float32(math.Copysign(0, -1))
	if CompareAndSwapFloat32(&z, negZero, 1) != 0 || z != 0 {
		t.Fatalf("CompareAndSwapFloat32 took -0 for +0: %v", z)
	}
	nan := float32(math.NaN())
	m := float32(1)
	if MinFloat32(&m, nan); m != 1 {
		t.Fatalf("MinFloat32 stored a NaN")
	}
	if MaxFloat32(&m, nan); m != 1 {
		t.Fatalf("MaxFloat32 stored a NaN")
	}
	m = nan
	if MinFloat32(&m, -1); !math.IsNaN(float64(m)) {
		t.Fatalf("MinFloat32 replaced a NaN")
	}
}
