package opencl

import (
	"fmt"
	"strings"
	"testing"
	"unsafe"
)

const benchBytes = 64 << 20

func benchDevName(d *Device) string {
	return strings.ReplaceAll(d.info.Name, " ", "_")
}

// BenchmarkTransfer measures host<->device bandwidth from pageable Go
// memory: straight (clEnqueue{Write,Read}Buffer on the Go slice), through
// the pinned staging chunks, and through clEnqueueSVMMemcpy to SVM; and
// from pinned memory (PinnedAlloc, where a GPU gives it).
func BenchmarkTransfer(b *testing.B) {
	for _, d := range devices(b) {
		host := make([]byte, benchBytes)
		for i := range host {
			host[i] = byte(i)
		}
		buf, err := d.NewBuffer(benchBytes)
		if err != nil {
			b.Fatal(err)
		}
		for _, mode := range []string{"direct", "staged"} {
			setMode := func() func() {
				old, oldCPU := StageThreshold, stageCPU
				if mode == "direct" {
					StageThreshold = 1 << 62
				} else {
					StageThreshold, stageCPU = 1, true
				}
				return func() { StageThreshold, stageCPU = old, oldCPU }
			}
			b.Run(fmt.Sprintf("%s/h2d/%s", benchDevName(d), mode), func(b *testing.B) {
				defer setMode()()
				b.SetBytes(benchBytes)
				for range b.N {
					if err := d.Write(buf, 0, host); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(fmt.Sprintf("%s/d2h/%s", benchDevName(d), mode), func(b *testing.B) {
				defer setMode()()
				b.SetBytes(benchBytes)
				for range b.N {
					if err := d.Read(buf, 0, host); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
		// Pinned host memory (where a GPU gives it), copied directly.
		if p, err := PinnedAlloc(benchBytes); err == nil {
			pin := p.Bytes()
			b.Run(fmt.Sprintf("%s/h2d/pinned", benchDevName(d)), func(b *testing.B) {
				b.SetBytes(benchBytes)
				for range b.N {
					if err := d.Write(buf, 0, pin); err != nil {
						b.Fatal(err)
					}
				}
			})
			b.Run(fmt.Sprintf("%s/d2h/pinned", benchDevName(d)), func(b *testing.B) {
				b.SetBytes(benchBytes)
				for range b.N {
					if err := d.Read(buf, 0, pin); err != nil {
						b.Fatal(err)
					}
				}
			})
			p.Free()
		}
		buf.Release()
		s, err := d.SVMAlloc(benchBytes)
		if err != nil {
			continue
		}
		b.Run(fmt.Sprintf("%s/h2d/svm-memcpy", benchDevName(d)), func(b *testing.B) {
			b.SetBytes(benchBytes)
			for range b.N {
				if err := d.Memcpy(s.P, unsafe.Pointer(&host[0]), benchBytes); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("%s/d2h/svm-memcpy", benchDevName(d)), func(b *testing.B) {
			b.SetBytes(benchBytes)
			for range b.N {
				if err := d.Memcpy(unsafe.Pointer(&host[0]), s.P, benchBytes); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("%s/h2d/svm-staged", benchDevName(d)), func(b *testing.B) {
			old, oldCPU := StageThreshold, stageCPU
			StageThreshold, stageCPU = 1, true
			defer func() { StageThreshold, stageCPU = old, oldCPU }()
			b.SetBytes(benchBytes)
			for range b.N {
				if err := d.WriteSVM(s.P, host); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run(fmt.Sprintf("%s/d2h/svm-staged", benchDevName(d)), func(b *testing.B) {
			old, oldCPU := StageThreshold, stageCPU
			StageThreshold, stageCPU = 1, true
			defer func() { StageThreshold, stageCPU = old, oldCPU }()
			b.SetBytes(benchBytes)
			for range b.N {
				if err := d.ReadSVM(host, s.P); err != nil {
					b.Fatal(err)
				}
			}
		})
		s.Free()
	}
}
