# GoSYCL: make demo runs the demo, make test the whole test suite. Both
# install the system packages they need first (scripts/deps.sh).
export CGO_CFLAGS ?= -DCL_TARGET_OPENCL_VERSION=200

.PHONY: demo test deps bench

demo: deps
	go run ./examples/nbody

test: deps
	./scripts/test.sh

deps:
	./scripts/deps.sh

bench: deps
	go test -run '^$$' -bench . -benchtime 2s ./...
