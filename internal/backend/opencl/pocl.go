package opencl

// This file keeps PoCL's compiled kernels apart between contexts.

import (
	"fmt"
	"strings"
	"sync/atomic"
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
	if !strings.Contains(info.Platform, "Portable Computing Language") {
		return ""
	}
	n := poclContexts.Add(1) - 1
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("-D_kgen_pocl_context=%d", n)
}
