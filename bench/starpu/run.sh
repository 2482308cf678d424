#!/usr/bin/env bash
# Runs starpubench in every configuration of the comparison, on the machine
# the bundle was carried to (scripts/starpu-bundle.sh puts this script and
# the binary in .gpu-starpu/):
#
#   .gpu-starpu/run.sh OUTDIR
#
# writes OUTDIR/starpu.txt (one line per configuration: the median time
# per run and what ran where), OUTDIR/starpu.log (StarPU's messages),
# OUTDIR/machine.txt (starpu_machine_display: the workers StarPU found and
# its bus measurements), and keeps StarPU's calibration (bus and
# performance models, STARPU_HOME) in OUTDIR/starpu-home. Environment:
# REPS and WARMUP (runs per configuration, 20 and 5), SCHEDS (the
# schedulers, "dmda eager"), BENCHES ("mandelbrot triad"), and the sizes
# W, H, ITER, N, BLOCKS (8192, 4096, 512, 64M, 64).
set -euo pipefail
b=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${1:?usage: run.sh OUTDIR}
mkdir -p "$out"
out=$(cd "$out" && pwd)
if [ -f "$b/env.sh" ]; then
	source "$b/env.sh"
fi
bin=$b/starpubench
[ -x "$bin" ] || bin=$b/bin/starpubench
export STARPU_HOME=$out/starpu-home
mkdir -p "$STARPU_HOME"
reps=${REPS:-20} warmup=${WARMUP:-5}
sizes=(-w "${W:-8192}" -h "${H:-4096}" -iter "${ITER:-512}" -n "${N:-64M}" -blocks "${BLOCKS:-64}")

# NVIDIA's OpenCL driver may be installed without its ICD file, which the
# OpenCL ICD loader needs to find it (as scripts/gpu-run.sh does).
if [ ! -e /etc/OpenCL/vendors/nvidia.icd ] && ldconfig -p 2>/dev/null | grep -q libnvidia-opencl.so.1; then
	{ mkdir -p /etc/OpenCL/vendors && echo libnvidia-opencl.so.1 >/etc/OpenCL/vendors/nvidia.icd; } 2>/dev/null ||
		echo "run.sh: cannot write /etc/OpenCL/vendors/nvidia.icd: StarPU may find no GPU" >&2
fi
machine_display=$(command -v starpu_machine_display || echo "$b/bin/starpu_machine_display")
{
	date -u
	nproc
	nvidia-smi -L 2>/dev/null || true
	cat /etc/OpenCL/vendors/*.icd 2>/dev/null || true
	"$machine_display" || echo "starpu_machine_display failed"
} >"$out/machine.txt" 2>&1

# one NAME ENV... -- ARGS...: a configuration, its line appended to starpu.txt.
one() {
	local name=$1
	shift
	local envs=()
	while [ "$1" != "--" ]; do
		envs+=("$1")
		shift
	done
	shift
	echo "== $name: ${envs[*]} $*" >>"$out/starpu.log"
	local line
	if line=$(env "${envs[@]}" "$bin" "${sizes[@]}" -reps "$reps" -warmup "$warmup" "$@" 2>>"$out/starpu.log"); then
		echo "config=$name $line" | tee -a "$out/starpu.txt"
	else
		echo "config=$name FAILED (starpu.log): ${envs[*]} $*" | tee -a "$out/starpu.txt"
	fi
}

for bench in ${BENCHES:-mandelbrot triad}; do
	for sched in ${SCHEDS:-dmda eager}; do
		one gpu STARPU_SCHED="$sched" STARPU_NCPU=0 -- -bench "$bench"
		one cpu+gpu STARPU_SCHED="$sched" -- -bench "$bench"
		if [ "$sched" = dmda ] && [ "$bench" = mandelbrot ]; then
			# dmda with a history per block: the middle rows cost more.
			one gpu STARPU_SCHED=dmda STARPU_NCPU=0 -- -bench "$bench" -model block
			one cpu+gpu STARPU_SCHED=dmda -- -bench "$bench" -model block
		fi
	done
	one cpu STARPU_SCHED=eager STARPU_NOPENCL=0 -- -bench "$bench"
	# Host arrays from starpu_malloc: without CUDA, not page-locked.
	one gpu STARPU_SCHED=dmda STARPU_NCPU=0 -- -bench "$bench" -host starpu
done
