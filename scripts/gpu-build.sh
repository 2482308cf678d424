#!/usr/bin/env bash
# Builds the test and benchmark binaries for a run on the GPU machine (which
# has no Go toolchain) into .gpu/, with the script that runs them there.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
rm -rf .gpu && mkdir -p .gpu
for p in ./testsuite ./testsuite/kernels ./sycl ./internal/backend/opencl ./internal/memory ./buffer ./usm ./examples/saxpy ./coexecutor; do
	name=$(basename "$p")
	go test -c -ldflags="-s -w" -o ".gpu/$name.test" "$p"
done
go build -ldflags="-s -w" -o .gpu/saxpy ./examples/saxpy
go build -ldflags="-s -w" -o .gpu/cobench ./cmd/cobench
cp scripts/gpu-run.sh .gpu/run.sh
du -sh .gpu
