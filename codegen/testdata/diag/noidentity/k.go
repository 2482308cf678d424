// Package noidentity has a combiner without an identity: Go's type
// checker refuses it, and kgen reports that at the kernel.
package noidentity

import "github.com/gosycl/gosycl/sycl"

// NoIdentity has no identity: it is not a sycl.Op.
type NoIdentity struct{}

func (NoIdentity) Combine(a, b float32) float32 { return a + b }

//kgen:kernel
func Unknown(it sycl.Item, x []float32, r sycl.Reducer[float32, NoIdentity]) { // want "NoIdentity does not satisfy sycl.Op\\[float32\\] \\(missing method Identity\\)"
	r.Combine(x[it.ID(0)])
}
