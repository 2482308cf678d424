#!/usr/bin/env bash
# Runs on the GPU machine from the repository root (bash .gpu/run.sh): the
# conformance suite and the runtime's tests on every device, the benchmarks
# of the runtime and kgen issues and the saxpy demo. Logs go to $OUT/logs.tgz,
# a summary to stdout and $OUT/summary.txt.
set -uo pipefail
root=$(pwd)
out="${OUT:-$root/gpu-out}"
mkdir -p "$out/logs" /etc/OpenCL/vendors
echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
L="$out/logs"
{
	date -u; uname -r; nproc; nvidia-smi -L; cat /etc/OpenCL/vendors/*.icd
} > "$L/machine.txt" 2>&1
cd .gpu
sum() { echo "$*" | tee -a "$L/summary.txt"; }
tests="testsuite kernels sycl opencl memory buffer usm saxpy coexecutor"
if [ -n "${GPU_QUICK:-}" ]; then
	tests="testsuite coexecutor" # a re-run after co-execution changes
fi
for t in $tests; do
	./$t.test -test.count=1 -test.timeout=8m -test.v > "$L/test-$t.log" 2>&1
	sum "test $t: exit $? $(grep -c -- '--- FAIL' "$L/test-$t.log") failures, $(grep -c -- '--- SKIP' "$L/test-$t.log") skips"
done
grep -- '--- FAIL' "$L"/test-*.log | head -20 | tee -a "$L/summary.txt"
if [ -z "${GPU_QUICK:-}" ]; then
./sycl.test -test.run '^$' -test.bench EmptyKernel -test.benchtime 20000x -test.count 7 > "$L/bench-empty.txt" 2>&1
./opencl.test -test.run '^$' -test.bench Transfer -test.benchtime 20x -test.count 5 > "$L/bench-transfer.txt" 2>&1
./buffer.test -test.run '^$' -test.bench . -test.benchtime 20x -test.count 5 > "$L/bench-buffer.txt" 2>&1
./usm.test -test.run '^$' -test.bench . -test.benchtime 20x -test.count 5 > "$L/bench-usm.txt" 2>&1
./kernels.test -test.run '^$' -test.bench . -test.benchtime 10x -test.count 5 > "$L/bench-kernels.txt" 2>&1
fi
./coexecutor.test -test.run '^$' -test.bench Commander -test.benchtime 20x -test.count 5 > "$L/bench-commander.txt" 2>&1
./cobench -bench gaussian,mandelbrot -sched static,dynamic,hguided -mem buffers,usm -devices native+gpu,cpu+gpu,gpu -reps 5 -scale ${COBENCH_SCALE:-4} > "$L/cobench.txt" 2>&1
cat "$L/cobench.txt"
if [ -z "${GPU_QUICK:-}" ]; then
./saxpy -devices all -n $((1<<25)) -reps 10 -mem buffers > "$L/saxpy.txt" 2>&1
./saxpy -devices all -n $((1<<25)) -reps 10 -mem usm >> "$L/saxpy.txt" 2>&1
fi
cd "$root"
tar czf "$out/logs.tgz" -C "$out" logs
cp "$L/summary.txt" "$out/summary.txt"
grep -h "ns/op" "$L"/bench-*.txt | awk '{print $1, $3, $4, $5, $6}' | sort | awk '{k=$1; v[k]=v[k]" "$2} END {for (k in v) print k, v[k]}' | sort | head -80
cat "$L/saxpy.txt" 2>/dev/null
