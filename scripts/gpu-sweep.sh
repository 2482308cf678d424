#!/usr/bin/env bash
# The benchmark sweep of issue 5 on the GPU machine (bash .gpu/sweep.sh):
# cobench over the whole suite for the device sets in $SETS, both memory
# models, every scheduler. Results: $OUT/cobench-*.{txt,json,csv} and the
# plots and traces in $OUT/cobench-*.tgz. BIN picks another binary in .gpu
# (to compare two builds in one session); BIN.gz is unpacked if BIN is not
# there. A call's script runs it in steps through scripts/device-call.sh,
# which returns what the finished steps wrote even if the call is cut.
set -uo pipefail
root=$(pwd)
out="${OUT:-$root/gpu-out}"
mkdir -p "$out" /etc/OpenCL/vendors
echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
name="${NAME:-sweep}"
work=$(mktemp -d)
{ date -u; nproc; nvidia-smi -L; } > "$out/machine-$name.txt" 2>&1
cd .gpu
# A binary may come gzipped (two stripped cobench binaries and the
# repository do not fit a device call's 64 MiB otherwise).
bin="${BIN:-cobench}"
if [ ! -x "$bin" ] && [ -f "$bin.gz" ]; then
	gunzip -c "$bin.gz" > "$bin" && chmod +x "$bin"
fi
./"$bin" -bench "${BENCH:-all}" -sched "${SCHEDS:-static,dynamic,hguided}" -mem "${MEM:-buffers,usm}" -devices "${SETS:-native+gpu,cpu+gpu}" \
	-reps "${REPS:-3}" -warmup "${WARMUP:-1}" -scale "${SCALE:-4}" -hostcores "${HOSTCORES:--1}" -order "${ORDER:-interleaved}" -progress=false \
	-json "$out/cobench-$name.json" -csv "$out/cobench-$name.csv" -trace "$work/trace" -plot "$work/plot" \
	> "$out/cobench-$name.txt" 2>&1
echo "exit $?"
tar czf "$out/cobench-$name.tgz" -C "$work" trace plot
cut -c1-220 "$out/cobench-$name.txt"
