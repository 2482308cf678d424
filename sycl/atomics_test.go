package sycl

import (
	"strings"
	"testing"
)

// A kernel with 64-bit atomics is refused by a device without
// cl_khr_int64_base_atomics, naming the kernel, the parameter and the
// device; 32-bit atomics and devices with the extension are not.
func TestCheckAtomics(t *testing.T) {
	with := &Device{info: DeviceInfo{Name: "wide", Int64Atomics: true}}
	without := &Device{info: DeviceInfo{Name: "narrow"}}
	k64 := &Kernel{Name: "K", Pos: "k.go:3", Params: []Param{
		{Name: "x", Kind: ParamGlobal},
		{Name: "counts", Kind: ParamGlobal, Atomics: &AtomicUse{Op: "add", Bits64: true}},
	}}
	k32 := &Kernel{Name: "K32", Params: []Param{{Name: "bins", Kind: ParamLocal, Atomics: &AtomicUse{}}}}
	for _, c := range []struct {
		k    *Kernel
		d    *Device
		want string // "": accepted
	}{
		{k64, with, ""},
		{k64, without, "sycl: kernel K (k.go:3): parameter counts: 64-bit atomics need cl_khr_int64_base_atomics, which narrow does not support"},
		{k32, without, ""},
		{k32, with, ""},
	} {
		err := c.k.checkAtomics(c.d)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s on %s: %v", c.k.Name, c.d.info.Name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s on %s: got %v, want %q", c.k.Name, c.d.info.Name, err, c.want)
		}
	}
}
