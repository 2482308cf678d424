package opencl

// This file keeps PoCL's compiled kernels apart between contexts, and the
// commands of one kernel apart in time.

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"

	cl "github.com/jgillich/go-opencl/cl"
)

// poclContexts counts the contexts this process has opened on PoCL's
// platform.
var poclContexts atomic.Int64

// distinctBuilds returns the macro definition that the builds of a new
// context on a device described by info add to their options: none for
// the first context on PoCL's platform or on any other platform, and one
// unique to the context for each later PoCL context.
//
// PoCL keeps the shared objects of compiled kernels in a cache that every
// context of the process shares, keyed by the program's source, options
// and work-group size; two contexts running the same program at once
// (two pthread devices, POCL_DEVICES="pthread pthread", or two contexts
// on one device) release each other's entries, and PoCL 3.1 aborts the
// process on the failed assertion "found->ref_count > 0" in
// pocl_release_dlhandle_cache. A define that no kernel reads gives each
// context's programs their own cache entries; the compiled code is the
// same.
func distinctBuilds(info Info) string {
	if !isPoCL(info) {
		return ""
	}
	n := poclContexts.Add(1) - 1
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("-D_kgen_pocl_context=%d", n)
}

func isPoCL(info Info) bool { return strings.Contains(info.Platform, "Portable Computing Language") }

// kernelOrder runs the commands of each kernel on a PoCL device one at a
// time: a command of kernel k waits for the last command of k enqueued
// on the device, from any queue.
//
// PoCL (5.0) keeps a compiled work-group function per kernel, work-group
// size, whether the global offset is zero and grid width, and counts the
// commands that use each. It picks a command's function by all four at
// the command's start, but at its end decrements the first function it
// finds by kernel and work-group size alone: where two commands of a
// kernel run at once with different functions (a package at offset 0
// beside one at another offset, or a wider one), the end decrements the
// wrong count, and PoCL aborts the process on the assertion
// "found->ref_count > 0" in pocl_release_dlhandle_cache (or later
// unloads a function still in use). One command of a kernel at a time
// ends before the next starts, and finds its own. A PoCL device runs
// each command on all its threads, so little overlap is lost.
//
// Launches under an injected fault (faults.Active) are not ordered: an
// injected failure is a user event, and PoCL never runs a command that
// waits for a failed user event, so the kernel's next command would wait
// for it for ever.
type kernelOrder struct {
	mu   sync.Mutex
	last map[string]*cl.Event // kept events (keepEvent), by kernel
}

// launch enqueues a command of kernel name through enq, with the kernel's
// last command added to wait unless it has ended.
func (o *kernelOrder) launch(name string, wait []*cl.Event, enq func([]*cl.Event) (*cl.Event, error)) (*cl.Event, error) {
	o.mu.Lock()
	defer o.mu.Unlock()
	prev := o.last[name]
	if prev != nil {
		if st, err := EventStatus(prev); err == nil && st <= 0 { // complete, or failed
			dropKept(prev)
			delete(o.last, name)
		} else {
			wait = append(slices.Clone(wait), prev)
		}
	}
	ev, err := enq(wait)
	if err == nil && ev != nil {
		if prev := o.last[name]; prev != nil {
			dropKept(prev)
		}
		if o.last == nil {
			o.last = map[string]*cl.Event{}
		}
		o.last[name] = keepEvent(ev)
	}
	return ev, err
}

// release drops the events o keeps.
func (o *kernelOrder) release() {
	o.mu.Lock()
	defer o.mu.Unlock()
	for name, ev := range o.last {
		dropKept(ev)
		delete(o.last, name)
	}
}
