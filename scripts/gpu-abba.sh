#!/usr/bin/env bash
# Before and after in one call on the GPU machine (bash .gpu/abba.sh):
# cobench-before, cobench, cobench, cobench-before (ABBA), so that the
# host's drift over the call cancels to first order. Build the two
# binaries here into .gpu (scripts/gpu-build.sh) and copy this script and
# gpu-sweep.sh there as abba.sh and sweep.sh.
# env: SET (one device set), TAG (results are $OUT/cobench-$TAG-{b1,a1,a2,b2}.*),
# SCHEDS, REPS, SCALE, LIMIT (seconds for the four runs).
mkdir -p /etc/OpenCL/vendors && echo libnvidia-opencl.so.1 > /etc/OpenCL/vendors/nvidia.icd
export SCHEDS=${SCHEDS:-sigmoid,adaptive,mash,memorizing,profile-static} MEM=buffers REPS=${REPS:-15} WARMUP=3 SCALE=${SCALE:-4} SETS=$SET
timeout "${LIMIT:-540}" bash -c '
for run in b1:cobench-before a1:cobench a2:cobench b2:cobench-before; do
  BIN=${run#*:} NAME=$TAG-${run%%:*} bash .gpu/sweep.sh | head -2
  date -u
done'
cd "$OUT" && rm -f ./*.tgz ./*.csv && tar czf results.tgz ./*.json ./*.txt && rm -f ./*.json ./*.txt
ls -la
