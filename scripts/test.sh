#!/usr/bin/env bash
# The whole test suite: formatting, vet, generated code up to date, then
# every package's tests under the race detector (the conformance suite in
# testsuite/ runs on every device found), then the examples.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
# The tests that need an OpenCL device skip without one; here PoCL is
# installed, so a missing device is a failure, not a silent skip.
export GOSYCL_REQUIRE_OPENCL=1

# step NAME starts a step; each step's seconds are listed at the end, and
# at a failure, the steps up to it.
steps=()
step_name=""
step_start=$SECONDS
step_end() {
	if [ -n "$step_name" ]; then
		steps+=("$(printf '%5d s  %s' $((SECONDS - step_start)) "$step_name")")
	fi
}
step() {
	step_end
	step_name=$1
	step_start=$SECONDS
	echo "== $1"
}
report() {
	status=$?
	step_end
	echo "== seconds per step (exit status $status)"
	printf '%s\n' "${steps[@]}"
	printf '%5d s  total\n' "$SECONDS"
}
trap report EXIT

step "gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go'))
if [ -n "$unformatted" ]; then
	echo "gofmt needed: $unformatted" >&2
	exit 1
fi

step "go vet"
go vet ./...
go vet -tags mpi ./...

step "staticcheck"
# Installed (pinned) into the Go bin directory when missing.
staticcheck_version=v0.8.2
bin="$(go env GOBIN)"
bin="${bin:-$(go env GOPATH)/bin}"
if ! "$bin/staticcheck" -version 2>/dev/null | grep -q "${staticcheck_version#v}"; then
	go install "honnef.co/go/tools/cmd/staticcheck@$staticcheck_version"
fi
"$bin/staticcheck" ./...
"$bin/staticcheck" -tags mpi ./...

step "go generate leaves the tree unchanged"
go generate ./...
if [ -n "$(git status --porcelain -- '*.go')" ]; then
	git status --porcelain -- '*.go' >&2
	git diff --stat >&2
	echo "go generate changed files: commit the regenerated code" >&2
	exit 1
fi

step "go test -race"
go test -race -count=1 -timeout 20m ./...

# The MPI binding and the cluster coexecutor with the mpi tag: their
# tests start themselves under mpirun on 2 and 4 ranks (Open MPI comes
# from scripts/deps.sh).
step "go test -tags mpi (under mpirun)"
go test -race -count=1 -timeout 20m -tags mpi ./internal/mpi/... ./coexecutor/cluster/... ./examples/nbody/...

# The fault soak (testsuite's TestFaultSoak, scripts/fault-soak.sh):
# random launches under random device faults, deadlines and failed
# transfers, every result checked; 20 s as the devices are, built with
# -race (its deadlines race the native device's workers as no unit test
# does), and 20 s with PoCL copying its data as a GPU does. Its seed is
# from the clock and printed: -fault.seed replays a failure.
step "the fault soak (20 s with -race, and 20 s with -fault.asgpu)"
GOTRACEBACK=all go test -race -count=1 -timeout 5m -run '^TestFaultSoak$' ./testsuite -fault.soak=20s
GOTRACEBACK=all go test -count=1 -timeout 5m -run '^TestFaultSoak$' ./testsuite -fault.soak=20s -fault.asgpu

# The whole suite a second time, built with GOEXPERIMENT=simd (issue
# 29): the native device runs kgen's vector variants (the
# kernels_kgen_simd.go files), forced on (the default, auto, runs a
# kernel's first chunks with both codes and keeps the faster; the
# differential tests set every mode themselves), wherever a test launches
# kernels on it (coexecutor, buffer, usm, bench and cobench as much as
# sycl and testsuite), and kgen's test programs are built with the
# experiment too. Without -race: the first pass ran every test under it.
#
# The suite's tests check every index on OpenCL devices by default
# (GOSYCL_CHECK=bounds, see testsuite/suite_test.go; the native device
# always checks); programs run the unchecked kernels unless told
# otherwise, and those run in this pass (GOSYCL_CHECK=off is the same as
# unset for the other packages).
step "the whole suite with vector variants (GOEXPERIMENT=simd, GOSYCL_NATIVE_SIMD=on) and unchecked OpenCL kernels (GOSYCL_CHECK=off)"
GOEXPERIMENT=simd go vet ./...
GOSYCL_CHECK=off GOSYCL_NATIVE_SIMD=on GOEXPERIMENT=simd go test -count=1 -timeout 20m ./...
