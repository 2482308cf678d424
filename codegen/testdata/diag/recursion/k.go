package recursion

import "github.com/gosycl/gosycl/sycl"

//kgen:func
func fact(n int32) int32 { // want "fact is recursive \\(fact -> fact\\); devices have no call stack for recursion"
	if n <= 1 {
		return 1
	}
	return n * fact(n-1)
}

//kgen:func
func even(n int32) bool { // want "even is recursive \\(even -> odd -> even\\)"
	if n == 0 {
		return true
	}
	return odd(n - 1)
}

//kgen:func
func odd(n int32) bool {
	if n == 0 {
		return false
	}
	return even(n - 1)
}

//kgen:kernel
func Direct(it sycl.Item, out []int32) {
	out[it.ID(0)] = fact(5)
}

//kgen:kernel
func Mutual(it sycl.Item, out []bool) {
	out[it.ID(0)] = even(int32(it.ID(0)))
}
