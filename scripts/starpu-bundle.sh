#!/usr/bin/env bash
# Packs StarPU 1.3 (Debian's libstarpu-1.3-9, built with OpenCL and without
# CUDA) with the shared libraries it needs beyond glibc and the OpenCL ICD
# loader, and bench/starpu's starpubench built against it, into
# .gpu-starpu/ (git-ignored), so that a machine without StarPU and without
# a network (the GPU machine) can run the StarPU side of the GoSYCL/StarPU
# comparison (bench/starpu/README.md):
#
#   scripts/starpu-bundle.sh           # here: fills .gpu-starpu/
#   .gpu-starpu/run.sh OUTDIR          # there: every configuration, results in OUTDIR
#   source .gpu-starpu/env.sh          # there, by hand: LD_LIBRARY_PATH, PATH
#
# It needs libstarpu-dev and starpu-tools (apt-get install libstarpu-dev
# starpu-tools) and the OpenCL headers (scripts/deps.sh), or, with
# STARPU_PREFIX=DIR, a StarPU 1.3 installed under DIR (built from source,
# bench/starpu/README.md).
# scripts/starpu-bundle.sh -check runs a small starpubench from the bundle
# with the system's StarPU libraries hidden (a private mount namespace;
# needs root), on PoCL.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.gpu-starpu
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)
libdir=/usr/lib/$multiarch

if [ "${1:-}" = "-check" ]; then
	exec unshare -m bash -c '
		set -euo pipefail
		libdir=$1 out=$2
		for f in "$libdir"/libstarpu-1.3.so* "$libdir"/libhwloc.so* "$libdir"/libglpk.so*; do
			if [ -e "$f" ]; then mount --bind /dev/null "$f"; fi
		done
		source "$out/env.sh"
		echo "libraries:"
		ldd "$out/bin/starpubench" | grep -E "starpu|hwloc|glpk"
		export STARPU_HOME=$(mktemp -d) STARPU_OPENCL_ON_CPUS=1 STARPU_SILENT=1
		STARPU_SCHED=dmda "$out/bin/starpubench" -bench triad -n 1M -blocks 8 -reps 3 -warmup 2
		STARPU_SCHED=eager "$out/bin/starpubench" -bench mandelbrot -w 512 -h 256 -blocks 8 -reps 3 -warmup 2
		rm -rf "$STARPU_HOME"
	' bash "$libdir" "$out"
fi

if [ -n "${STARPU_PREFIX:-}" ]; then
	# A StarPU 1.3 built from source and installed under STARPU_PREFIX
	# (bench/starpu/README.md: Debian's allows at most 4 CPU workers).
	export PKG_CONFIG_PATH="$STARPU_PREFIX/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
	export LD_LIBRARY_PATH="$STARPU_PREFIX/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
	export PATH="$STARPU_PREFIX/bin:$PATH"
else
	for p in libstarpu-dev libstarpu-1.3-9 starpu-tools; do
		if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
			echo "$p is not installed: apt-get install libstarpu-dev starpu-tools" >&2
			exit 1
		fi
	done
fi
rm -rf "$out"
mkdir -p "$out/lib" "$out/bin"
make -s -C bench/starpu OUT="$PWD/$out/bin"
cp "$(command -v starpu_machine_display)" "$out/bin/"
cp bench/starpu/run.sh "$out/run.sh"
# The libraries the ELF files need, but glibc's and the OpenCL ICD
# loader (the target's own: it finds the target's OpenCL drivers).
find "$out/bin" -type f -print0 | xargs -0 ldd 2>/dev/null | awk '/=> \//{print $3}' | sort -u |
	grep -Ev '/(libc|libm|libpthread|libdl|librt|libresolv|ld-linux-x86-64|libOpenCL)\.so' |
	while read -r lib; do
		cp -L "$lib" "$out/lib/"
	done
cat >"$out/env.sh" <<'ENV'
# Sourced on the machine that runs the bundle.
b=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
export PATH="$b/bin:$PATH"
export LD_LIBRARY_PATH="$b/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
ENV
du -sh "$out"
