package coexecutor

// This file tests scratch memory's fill (reduce.go), which sets the
// elements of an atomic output's copies by copying bytes.

import (
	"fmt"
	"math"
	"reflect"
	"testing"
)

// Every element of scratch memory of any length and number type holds the
// value filled, whether at creation or by reset.
func TestScratchFill(t *testing.T) {
	values := []any{int32(math.MinInt32), uint32(math.MaxUint32), float32(-1.5), int64(math.MaxInt64), uint8(0x5a), int32(0)}
	for _, v := range values {
		for _, n := range []int{0, 1, 2, 3, 7, 256, 1000, 1025} {
			t.Run(fmt.Sprintf("%T/%d", v, n), func(t *testing.T) {
				s := newScratch(reflect.TypeOf(v), n, v)
				defer s.release()
				check := func(when string) {
					t.Helper()
					for i := 0; i < n; i++ {
						if got := s.data.Index(i).Interface(); got != v {
							t.Fatalf("%s: element %d of %d is %v, want %v", when, i, n, got, v)
						}
					}
				}
				check("new")
				for i := 0; i < n; i++ {
					s.data.Index(i).Set(reflect.Zero(s.elem))
				}
				if n > 0 && v != reflect.Zero(s.elem).Interface() {
					if s.data.Index(n-1).Interface() == v {
						t.Fatal("the elements were not cleared")
					}
				}
				if err := s.reset(v); err != nil {
					t.Fatal(err)
				}
				check("reset")
			})
		}
	}
}
