#!/usr/bin/env bash
# Fuzzes kgen for a while (the argument, a Go duration; default 30m) with
# mutations of every kernel source of the repository: kgen must never
# panic, and when a mutated package type-checks and kgen reports nothing,
# the OpenCL C it emits must build on PoCL. A failing input is saved under
# codegen/testdata/fuzz/<target>, where `go test ./codegen` replays it from
# then on: commit it with the fix.
#
#	scripts/fuzz-kgen.sh 10m
#
# FUZZ_TARGETS lists the fuzz targets, each run for the duration: FuzzOpenCL
# (the default; in-process, a few executions a second per worker) and
# FuzzGenerate (through go/packages and the go command, ten times slower,
# which also fuzzes the loading). FUZZ_PARALLEL sets the number of workers
# (default GOMAXPROCS).
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
# The build check needs an OpenCL device: fail rather than fuzz without.
export GOSYCL_REQUIRE_OPENCL=1
# PoCL keeps every program it builds in its disk cache; the fuzzer builds
# thousands, once each.
export POCL_KERNEL_CACHE=0
# FuzzGenerate's workers stopped at the deadline leave temporary packages.
trap 'rm -rf codegen/testdata/fuzz-*' EXIT
for target in ${FUZZ_TARGETS:-FuzzOpenCL}; do
	echo "== $target for ${1:-30m}"
	# An execution takes tenths of a second: minimizing each new input for
	# the default minute would take most of the time.
	go test ./codegen -run '^$' -fuzz "^$target\$" -fuzztime "${1:-30m}" -fuzzminimizetime 10s \
		${FUZZ_PARALLEL:+-parallel "$FUZZ_PARALLEL"}
done
