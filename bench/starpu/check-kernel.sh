#!/bin/sh
# Verifies that kernels.cl still runs kgen's code: every line of the
# generated Mandelbrot_ between its index line and its store (the
# arithmetic), and the whole of Triad_, must appear verbatim in kernels.cl.
# Run by make; fails (exit 1) naming the first line that differs.
set -eu
cd "$(dirname "$0")"
gen=../kernels_kgen.go
[ -f "$gen" ] || { echo "check-kernel: $gen not found" >&2; exit 1; }
# The first (unchecked) variant of each kernel in the generated file.
extract() {
	awk -v sig="__kernel void $1(" '
		index($0, sig) == 1 && !done { on = 1 }
		on { print }
		on && $0 == "}" { on = 0; done = 1 }
	' "$gen"
}
status=0
check() { # $1: kernel, $2: first line, $3: lines to drop at the end
	body=$(extract "$1")
	[ -n "$body" ] || { echo "check-kernel: $1 not in $gen" >&2; exit 1; }
	printf '%s\n' "$body" | sed -n "$2,\$p" | head -n "-$3" | while IFS= read -r line; do
		if ! grep -qxF -- "$line" kernels.cl; then
			echo "check-kernel: kgen's $1 has a line kernels.cl lacks: $line" >&2
			exit 1
		fi
	done || status=1
}
check Mandelbrot_ 3 2 # from x0_ to the loop's end: the index line and the store differ
check Triad_ 1 0
[ "$status" -eq 0 ] && echo "check-kernel: kernels.cl matches kgen's Mandelbrot_ and Triad_"
exit "$status"
