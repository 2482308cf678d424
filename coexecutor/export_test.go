package coexecutor

import "github.com/gosycl/gosycl/sycl"

// PartialReads returns the reads from devices into host memory of the
// pooled partial results of k's reductions on ce (partials.go), and how
// many buffers the pool holds for k.
func PartialReads(ce *Coexecutor, k *sycl.Kernel) (reads, pooled int) {
	ce.mu.Lock()
	defer ce.mu.Unlock()
	for _, pb := range ce.partials[k] {
		reads += pb.core.Stats().DeviceToHost
	}
	return reads, len(ce.partials[k])
}
