#!/usr/bin/env bash
# The cluster measurements on one node of the GPU machine, from the
# repository root, with the binaries and the Open MPI bundle built here:
#
#   scripts/mpi-bundle.sh                                        # .gpu-mpi/
#   GOEXPERIMENT=simd go build -tags mpi -o .gpu/nbody-mpi ./examples/nbody
#   GOEXPERIMENT=simd go test -c -tags mpi -o .gpu/cluster.test ./coexecutor/cluster
#
# (GOEXPERIMENT=simd: the native devices run kgen's vector variants, so
# the CPU-only rank can pay for a share of nbody next to the GPU rank.)
#   bash scripts/mpi-run.sh        # there; N, STEPS, REPS override the sizes
#
# 1. The cluster's tests (the suite's kernels, reductions, the stencil,
#    failures, bad input) under the bundle's mpirun, on the GPU machine's
#    devices.
# 2. nbody: one rank with every device (the GPU and the native device on
#    all cores; and on half the cores, as rank 0 below has them) against
#    two ranks on the same node, each on half the
#    cores (taskset), rank 0 with the GPU and the native device, rank 1
#    with the native device (as is, with -keep, and with rank 1 kept idle
#    by -net-latency 1h); and the same devices without MPI. Each total
#    line gives the mean and the median step; each step line rank 0's
#    overhead (its time beyond its own packages) and the bytes moved,
#    followed (-per-rank) by each rank's packages, busy time, when its
#    results reached rank 0 and its unmeasured first package, and the
#    node-level guard's notes; -warmup builds the kernel on every rank's
#    devices before step 1 (and on every device without MPI). Each rank
#    gets its devices from GOSYCL_DEVICE (mpirun -x): the ranks' command
#    lines must be the same (cluster.Init checks).
set -uo pipefail
root=$(pwd)
out="${OUT:-$root/mpi-out}"
mkdir -p "$out"
# NVIDIA's OpenCL driver, where there is one, registered with the ICD
# loader (the GPU machine ships it unregistered).
if ldconfig -p | grep -q libnvidia-opencl.so.1; then
	mkdir -p /etc/OpenCL/vendors
	echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
fi
source .gpu-mpi/env.sh
N=${N:-65536} # the timed runs skip the float64 check (-check=false); one checked run of CHECKN bodies per layout
CHECKN=${CHECKN:-8192}
STEPS=${STEPS:-10}
REPS=${REPS:-3}
cores=$(nproc)
half=$((cores / 2))
mpirun="mpirun --allow-run-as-root --oversubscribe --bind-to none"
nbody=(.gpu/nbody-mpi -n "$N" -steps "$STEPS" -check=false -warmup)
checked=(.gpu/nbody-mpi -n "$CHECKN" -steps 3)
{
	date -u; nproc; nvidia-smi -L; mpirun --version | head -1; ls -l .gpu/nbody-mpi .gpu/cluster.test
} > "$out/machine.txt" 2>&1

echo "== cluster tests" | tee "$out/summary.txt"
.gpu/cluster.test -test.count=1 -test.v -test.timeout 9m > "$out/cluster-test.log" 2>&1
echo "exit $?: $(grep -c -- '--- PASS' "$out/cluster-test.log") passed, $(grep -c -- '--- FAIL' "$out/cluster-test.log") failed" | tee -a "$out/summary.txt"

echo "== checked runs ($CHECKN bodies): 1 rank; 2 ranks" | tee -a "$out/summary.txt"
$mpirun -np 1 -x GOSYCL_DEVICE=opencl:gpu,native "${checked[@]}" -mpi > "$out/nbody-check-1rank.txt" 2>&1
grep -E '^check|^ok' "$out/nbody-check-1rank.txt" | tee -a "$out/summary.txt"
$mpirun -np 1 -x GOSYCL_DEVICE=opencl:gpu,native taskset -c "0-$((half - 1))" "${checked[@]}" -mpi : \
	-np 1 -x GOSYCL_DEVICE=native taskset -c "$half-$((cores - 1))" "${checked[@]}" -mpi > "$out/nbody-check-2ranks.txt" 2>&1
grep -E '^check|^ok' "$out/nbody-check-2ranks.txt" | tee -a "$out/summary.txt"

for rep in $(seq "$REPS"); do
	echo "== rep $rep: without MPI, gpu+native on $cores cores" | tee -a "$out/summary.txt"
	GOSYCL_DEVICE=opencl:gpu,native "${nbody[@]}" > "$out/nbody-nompi-$rep.txt" 2>&1
	grep -E '^total' "$out/nbody-nompi-$rep.txt" | tee -a "$out/summary.txt"

	echo "== rep $rep: 1 rank, gpu+native on $cores cores" | tee -a "$out/summary.txt"
	$mpirun -np 1 -x GOSYCL_DEVICE=opencl:gpu,native "${nbody[@]}" -mpi -per-rank > "$out/nbody-1rank-$rep.txt" 2>&1
	grep -E '^(total|rank [0-9]+: )' "$out/nbody-1rank-$rep.txt" | tee -a "$out/summary.txt"

	echo "== rep $rep: 1 rank, gpu+native on cores 0-$((half - 1)) (rank 0's cores in the two-rank layout)" | tee -a "$out/summary.txt"
	$mpirun -np 1 -x GOSYCL_DEVICE=opencl:gpu,native taskset -c "0-$((half - 1))" "${nbody[@]}" -mpi -per-rank > "$out/nbody-1rank-half-$rep.txt" 2>&1
	grep -E '^(total|rank [0-9]+: )' "$out/nbody-1rank-half-$rep.txt" | tee -a "$out/summary.txt"

	echo "== rep $rep: 2 ranks, rank 0 gpu+native on cores 0-$((half - 1)), rank 1 native on cores $half-$((cores - 1))" | tee -a "$out/summary.txt"
	$mpirun -np 1 -x GOSYCL_DEVICE=opencl:gpu,native taskset -c "0-$((half - 1))" "${nbody[@]}" -mpi -per-rank : \
		-np 1 -x GOSYCL_DEVICE=native taskset -c "$half-$((cores - 1))" "${nbody[@]}" -mpi -per-rank > "$out/nbody-2ranks-$rep.txt" 2>&1
	grep -E '^(total|rank [0-9]+: )' "$out/nbody-2ranks-$rep.txt" | tee -a "$out/summary.txt"

	echo "== rep $rep: the same 2 ranks, the bodies kept on the ranks (-keep)" | tee -a "$out/summary.txt"
	$mpirun -np 1 -x GOSYCL_DEVICE=opencl:gpu,native taskset -c "0-$((half - 1))" "${nbody[@]}" -mpi -per-rank -keep : \
		-np 1 -x GOSYCL_DEVICE=native taskset -c "$half-$((cores - 1))" "${nbody[@]}" -mpi -per-rank -keep > "$out/nbody-2ranks-keep-$rep.txt" 2>&1
	grep -E '^(total|rank [0-9]+: )' "$out/nbody-2ranks-keep-$rep.txt" | tee -a "$out/summary.txt"

	echo "== rep $rep: the same 2 ranks, rank 1 kept idle by a latency prior no probe could pay (what an idle rank costs)" | tee -a "$out/summary.txt"
	$mpirun -np 1 -x GOSYCL_DEVICE=opencl:gpu,native taskset -c "0-$((half - 1))" "${nbody[@]}" -mpi -per-rank -net-latency 1h : \
		-np 1 -x GOSYCL_DEVICE=native taskset -c "$half-$((cores - 1))" "${nbody[@]}" -mpi -per-rank -net-latency 1h > "$out/nbody-2ranks-idle-$rep.txt" 2>&1
	grep -E '^(total|rank [0-9]+: )' "$out/nbody-2ranks-idle-$rep.txt" | tee -a "$out/summary.txt"
done
