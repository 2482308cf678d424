#!/usr/bin/env bash
# Usage: scripts/fault-soak.sh DURATION [SEED]
#
# Co-executes random launches on every device found for DURATION (a Go
# duration: 10m, 90s) while injecting random device faults (refused
# launches, devices dying halfway, held kernels, failed transfers) and
# random deadlines, and checks that every launch either returns nil with
# exact results or an error that the faults explain, with every element
# as before or after the launch (testsuite's TestFaultSoak). Prints the
# counts; SEED replays a run. FAULT_ASGPU=1 makes the OpenCL CPU devices
# copy their data as a GPU does (-fault.asgpu), staged through pinned
# memory from 4 KiB on, so that a machine without a GPU soaks the copying
# paths, the staged one included. FAULT_USEREVENTS=1 fails a device that
# dies halfway through a failed user event (-fault.userevents) in place
# of a marker the host reads as failed.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -lt 1 ]; then
	echo "usage: $0 DURATION [SEED]" >&2
	exit 2
fi
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
export GOSYCL_REQUIRE_OPENCL="${GOSYCL_REQUIRE_OPENCL:-1}"
# A launch that hangs panics in the watchdog's goroutine: every goroutine's
# stack, not only that one's, says where the launch waits.
export GOTRACEBACK="${GOTRACEBACK:-all}"
# The test stops itself after DURATION; a launch that hangs fails it (its
# watchdog), so go test's own timeout is off.
exec go test ./testsuite -count=1 -run '^TestFaultSoak$' -v -timeout 0 -fault.soak="$1" -fault.seed="${2:-0}" ${FAULT_ASGPU:+-fault.asgpu} ${FAULT_USEREVENTS:+-fault.userevents}
