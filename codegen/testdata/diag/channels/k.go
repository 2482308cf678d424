package channels

import "github.com/gosycl/gosycl/sycl"

// Channel kernel parameters.
//
//kgen:kernel
func Param(it sycl.Item, c chan int32, out []int32) { // want "parameter c: channels are not supported in kernels"
	out[it.ID(0)] = 1
}

//kgen:func
func recvHelper(c <-chan int32) int32 { // want "parameter c: channels are not supported"
	return 0
}

//kgen:kernel
func Local(it sycl.Item, out []int32) {
	var c chan int32 // want "variable c: channels are not supported in kernels"
	c <- 1           // want "channel send: channels are not supported in kernels"
	v := <-c         // want "channel receive: channels are not supported in kernels"
	out[it.ID(0)] = v
	select { // want "select: channels are not supported in kernels"
	case c <- 2:
	default:
	}
}
