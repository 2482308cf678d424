#!/usr/bin/env bash
# Runs on the GPU machine from the repository root: the conformance suite,
# the runtime tests, the benchmarks of issue 2 and the saxpy demo. Results go
# to $OUT (or ./gpu-out).
set -uo pipefail
out="${OUT:-gpu-out}"
mkdir -p "$out" /etc/OpenCL/vendors
echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
{
	date -u; uname -a; nproc; nvidia-smi -L; ls /etc/OpenCL/vendors
} > "$out/machine.txt" 2>&1
cat "$out/machine.txt"
cd .gpu
for t in testsuite sycl opencl memory buffer usm; do
	echo "== $t tests"
	./$t.test -test.count=1 -test.timeout=5m > "../$out/test-$t.log" 2>&1
	echo "exit $? $(tail -1 ../$out/test-$t.log)"
done
echo "== benchmarks"
./sycl.test -test.run '^$' -test.bench EmptyKernel -test.benchtime 20000x -test.count 7 > "../$out/bench-empty.txt" 2>&1
./opencl.test -test.run '^$' -test.bench Transfer -test.benchtime 20x -test.count 5 > "../$out/bench-transfer.txt" 2>&1
for f in ./buffer.test ./usm.test; do
	$f -test.run '^$' -test.bench . -test.benchtime 20x -test.count 5 >> "../$out/bench-mem.txt" 2>&1
done
echo "== saxpy"
./saxpy -device all -n $((1<<25)) -mem buffers > "../$out/saxpy.txt" 2>&1
./saxpy -device all -n $((1<<25)) -mem usm >> "../$out/saxpy.txt" 2>&1
grep -E "ns/op" "../$out/bench-empty.txt" | sort | head -40
grep -E "MB/s" "../$out/bench-transfer.txt" "../$out/bench-mem.txt" | head -60
cat "../$out/saxpy.txt"
