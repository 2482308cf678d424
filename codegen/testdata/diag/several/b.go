package several

import "github.com/gosycl/gosycl/sycl"

//kgen:kernel
func Second(it sycl.Item, m map[int]int, x []int) int { // want "parameter m: maps" "kernel Second returns a value"
	for _, v := range x { // want "range over \\[\\]int"
		_ = v
	}
	var c chan int // want "variable c: channels"
	c <- 1         // want "channel send"
	return <-c     // want "channel receive"
}

//kgen:func
func loop(n int) int { return loop(n - 1) } // want "loop is recursive"
