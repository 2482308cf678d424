package sycl

// SetBlocked replaces the choice of Strided kernels' layout (blocks of
// work-items per work-item, or the global size's stride) for a test, and
// returns what restores it.
func SetBlocked(f func(*Device) bool) (restore func()) {
	old := blocked
	blocked = f
	return func() { blocked = old }
}
