package sycl

// The module's tests' hooks (see internal/testhook).

import (
	"sync"

	"github.com/gosycl/gosycl/internal/testhook"
)

// secondContexts are the devices testhook.SecondContext made, one per device.
var secondContexts sync.Map // *Device -> *Device

func init() {
	testhook.SecondContext = func(d any) any {
		dev := d.(*Device)
		if dev.cl == nil {
			return nil
		}
		if t, ok := secondContexts.Load(dev); ok {
			return t
		}
		t, _ := secondContexts.LoadOrStore(dev, fromOpenCL(dev.cl.SecondContext()))
		return t
	}
}
