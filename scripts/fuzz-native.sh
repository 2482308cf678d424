#!/usr/bin/env bash
# Runs kgen's differential fuzzer for a while (the argument, a Go
# duration; default 30m): random kernels (codegen/kernelgen_test.go) run as
# plain Go, as kgen's native code and as OpenCL on every device, and must
# agree. Each execution builds and runs a test binary (seconds). A failing
# input is saved under codegen/testdata/fuzz/FuzzDifferential, where
# `go test ./codegen` replays it from then on: commit it with the fix.
#
#	scripts/fuzz-native.sh 10m
#	FUZZ_SIMD=1 scripts/fuzz-native.sh 10m
#	FUZZ_SIMD=16 scripts/fuzz-native.sh 10m
#
# FUZZ_PARALLEL sets the number of fuzzing workers (default 1: an
# execution already builds on every core and runs each kernel on every
# device).
#
# The fuzzing engine gives an execution ten seconds; one takes about five
# on an idle two-core machine, more while other builds run. An execution
# that runs past eight seconds is skipped and its input kept
# (FuzzDifferential's overran); the inputs kept run again at the end
# without that limit, and one that fails is saved as any failing input.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
# FUZZ_SIMD=1 fuzzes the native device's 8-lane vector variants, and
# FUZZ_SIMD=16 its 16-lane ones (on an AVX-512 CPU; 8 lanes elsewhere):
# the generated programs are built with GOEXPERIMENT=simd and run with
# GOSYCL_NATIVE_SIMD=on or 16 (the fuzzing process itself is built
# without the experiment, with which its workers die while gathering the
# baseline).
if [ -n "${FUZZ_SIMD:-}" ]; then
	lanes=on
	if [ "$FUZZ_SIMD" = 16 ]; then
		lanes=16
	fi
	export GOSYCL_PROGRAM_GOEXPERIMENT=simd GOSYCL_NATIVE_SIMD=$lanes
	unset GOEXPERIMENT
fi
# The comparison needs an OpenCL device besides the native one.
export GOSYCL_REQUIRE_OPENCL=1
# PoCL keeps every program it builds in its disk cache; the fuzzer builds
# thousands, once each.
export POCL_KERNEL_CACHE=0
# The fuzzing engine gives its workers no standard error: a worker that
# dies of a fatal error (not a failure of the fuzzed function) writes its
# report here instead, printed at the end (FuzzDifferential's crashOutput).
crash="$(mktemp -t fuzz-crash.XXXXXX)"
export GOSYCL_FUZZ_CRASH_OUTPUT="$crash"
slow="$(mktemp -d -t fuzz-slow.XXXXXX)"
export GOSYCL_FUZZ_SLOW="$slow"
# Workers stopped at the deadline leave their temporary packages.
finish() {
	rm -rf codegen/testdata/diff-* "$slow"
	if [ -s "$crash" ]; then
		echo "a fuzzing worker crashed; its report ($crash):" >&2
		cat "$crash" >&2
	else
		rm -f "$crash"
	fi
}
trap finish EXIT
# An execution takes seconds: minimizing each new input for the default
# minute would take most of the time.
status=0
go test ./codegen -run '^$' -fuzz '^FuzzDifferential$' -fuzztime "${1:-30m}" -fuzzminimizetime 20s \
	-parallel "${FUZZ_PARALLEL:-1}" || status=$?
# Each input kept runs again from the corpus directory, without the
# limit; one that fails stays there, to be committed with its fix.
corpus=codegen/testdata/fuzz/FuzzDifferential
for f in "$slow"/*; do
	[ -e "$f" ] || continue
	name=$(basename "$f")
	echo "input $name ran past the fuzzing engine's limit: running it again without it"
	cp "$f" "$corpus/$name"
	if go test ./codegen -count=1 -run "^FuzzDifferential/$name\$"; then
		rm "$corpus/$name"
	else
		echo "input $name fails: kept in $corpus" >&2
		status=1
	fi
done
exit "$status"
