#!/usr/bin/env bash
# Fuzzes kgen for a while (the argument, a Go duration; default 30m):
# codegen.FuzzGenerate feeds it mutations of every kernel source of the
# repository; kgen must never panic, and when a mutated package
# type-checks and kgen reports nothing, the OpenCL C it emits must build on
# PoCL. A failing input is saved under codegen/testdata/fuzz/FuzzGenerate,
# where `go test ./codegen` replays it from then on: commit it with the fix.
#
#	scripts/fuzz-kgen.sh 10m
#
# FUZZ_PARALLEL sets the number of fuzzing workers (default GOMAXPROCS).
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
# The build check needs an OpenCL device: fail rather than fuzz without.
export GOSYCL_REQUIRE_OPENCL=1
# PoCL keeps every program it builds in its disk cache; the fuzzer builds
# thousands, once each.
export POCL_KERNEL_CACHE=0
# Workers stopped at the deadline leave their temporary packages behind.
trap 'rm -rf codegen/testdata/fuzz-*' EXIT
go test ./codegen -run '^$' -fuzz '^FuzzGenerate$' -fuzztime "${1:-30m}" ${FUZZ_PARALLEL:+-parallel "$FUZZ_PARALLEL"}
