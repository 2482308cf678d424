#!/usr/bin/env bash
# Packs the Open MPI runtime installed here (Debian's openmpi-bin,
# libopenmpi3, openmpi-common and libpmix2, which scripts/deps.sh
# installs) with the shared libraries it needs beyond glibc into
# .gpu-mpi/ (git-ignored), relocatable through OPAL_PREFIX, so that a
# machine without MPI and without a network (the GPU machine) can run
# mpirun with the binaries built here with -tags mpi:
#
#   scripts/mpi-bundle.sh              # here: fills .gpu-mpi/
#   source .gpu-mpi/env.sh             # there: PATH, LD_LIBRARY_PATH, OPAL_PREFIX
#   mpirun --allow-run-as-root -np 2 .gpu/nbody -mpi
#
# Only what one node needs is packed: the shared-memory and TCP
# transports, not InfiniBand, OFI, UCX, PSM, OpenSHMEM, Fortran or Java.
# scripts/mpi-bundle.sh -check runs a 2-rank job from the bundle with the
# system's Open MPI hidden (a private mount namespace; needs root).
set -euo pipefail
cd "$(dirname "$0")/.."
out=.gpu-mpi
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2>/dev/null || echo x86_64-linux-gnu)

if [ "${1:-}" = "-check" ]; then
	# scripts/mpi-bundle.sh -check [PROGRAM ARGS...]: runs PROGRAM (by
	# default a shell that prints its rank) on 2 ranks from the bundle,
	# with the system's Open MPI hidden behind empty mounts.
	shift
	[ $# -gt 0 ] || set -- bash -c 'echo "rank $OMPI_COMM_WORLD_RANK of $OMPI_COMM_WORLD_SIZE"'
	exec unshare -m bash -c '
		set -euo pipefail
		multiarch=$1 out=$2
		shift 2
		empty=$(mktemp -d)
		for d in /usr/lib/$multiarch/openmpi /usr/lib/$multiarch/pmix2 /usr/share/openmpi /etc/openmpi; do
			if [ -d "$d" ]; then mount --bind "$empty" "$d"; fi
		done
		for f in /usr/bin/orterun /usr/bin/orted /usr/lib/$multiarch/libmpi.so.40 /usr/lib/$multiarch/libopen-rte.so.40 /usr/lib/$multiarch/libopen-pal.so.40 /usr/lib/$multiarch/libpmix.so.2; do
			if [ -e "$f" ]; then mount --bind /dev/null "$f"; fi
		done
		source "$out/env.sh"
		root=""
		if [ "$(id -u)" -eq 0 ]; then root=--allow-run-as-root; fi
		echo "mpirun: $(command -v mpirun)"
		mpirun $root --oversubscribe -np 2 "$@"
	' bash "$multiarch" "$out" "$@"
fi

pkgs=(openmpi-bin libopenmpi3 openmpi-common libpmix2)
for p in "${pkgs[@]}"; do
	if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
		echo "$p is not installed: run scripts/deps.sh" >&2
		exit 1
	fi
done
rm -rf "$out"
mkdir -p "$out/lib"
# What one node does not need (and what pulls in large libraries).
skip='^/etc/|/(doc|man|lintian|java|include|pkgconfig)/|mca_(btl_openib|btl_uct|btl_ofi|mtl_|pml_ucx|osc_ucx|spml|sshmem|atomic_ucx|scoll|memheap)|common_(ofi|ucx|verbs)|oshmem|libmpi_(java|mpifh|usempi|cxx)|mpijavac|wrapper-data'
for p in "${pkgs[@]}"; do
	dpkg -L "$p" | while read -r f; do
		[ -f "$f" ] || [ -L "$f" ] || continue
		[[ "$f" =~ $skip ]] && continue
		case "$f" in
		/usr/bin/*) case "$f" in /usr/bin/orterun | /usr/bin/orted | /usr/bin/ompi_info) ;; *) continue ;; esac ;;
		esac
		mkdir -p "$out$(dirname "$f")"
		cp -a "$f" "$out$f"
	done
done
ln -sf orterun "$out/usr/bin/mpirun"
ln -sf orterun "$out/usr/bin/mpiexec"
# The libraries every ELF file needs, but glibc's (the target's own).
find "$out" -type f \( -name '*.so*' -o -path '*/bin/*' \) -print0 |
	xargs -0 ldd 2>/dev/null | awk '/=> \//{print $3}' | sort -u |
	grep -Ev '/(libc|libm|libpthread|libdl|librt|libresolv|ld-linux-x86-64)\.so' |
	while read -r lib; do
		case "$lib" in "$PWD/$out"/* | "$out"/*) continue ;; esac
		[ -e "$out/usr/lib/$multiarch/$(basename "$lib")" ] && continue
		cp -L "$lib" "$out/lib/"
	done
cat > "$out/env.sh" <<ENV
# Sourced on the machine that runs the bundle.
b=\$(cd "\$(dirname "\${BASH_SOURCE[0]}")" && pwd)
export OPAL_PREFIX="\$b/usr"
export PMIX_INSTALL_PREFIX="\$b/usr/lib/$multiarch/pmix2"
export PMIX_MCA_mca_base_component_path="\$b/usr/lib/$multiarch/pmix2/lib/pmix"
export PATH="\$b/usr/bin:\$PATH"
export LD_LIBRARY_PATH="\$b/lib:\$b/usr/lib/$multiarch:\$b/usr/lib/$multiarch/openmpi/lib:\$b/usr/lib/$multiarch/pmix2/lib\${LD_LIBRARY_PATH:+:\$LD_LIBRARY_PATH}"
# One node: shared memory between the ranks, no network.
export OMPI_MCA_btl=self,vader
export OMPI_MCA_btl_vader_single_copy_mechanism=none
export OMPI_MCA_plm=isolated
ENV
du -sh "$out"
