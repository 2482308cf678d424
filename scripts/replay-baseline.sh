#!/usr/bin/env bash
# Replays the recorded sweeps through 2c2faef's AloneCheck (before the
# cases TestAloneCheckReplaysRecordedSweeps guards were fixed) and prints
# its figures: the bounds that test asserts. Run it after adding a sweep
# to docs/results, and put the figures and the count of sweeps in the test.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
base="${BASE:-2c2faef}" # BASE: another commit to compare
dir=$(mktemp -d)
trap 'git worktree remove --force "$dir" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
git worktree add -q --detach "$dir" "$base"
cp coexecutor/alone_replay_test.go "$dir/coexecutor/"
cp docs/results/cobench-sched[3-9][0-9]*.json "$dir/docs/results/"
# The test fails there on the cases fixed since; its first log line is
# the figures over all runs.
(cd "$dir" && go test ./coexecutor -run TestAloneCheckReplaysRecordedSweeps -count=1 -v 2>&1 || true) | grep -m1 "runs: geometric means"
