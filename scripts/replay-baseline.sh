#!/usr/bin/env bash
# Replays the recorded sweeps through 2c2faef's AloneCheck (before the
# cases TestAloneCheckReplaysRecordedSweeps guards were fixed) and prints
# its figures: the bounds that test asserts. Run it after adding a sweep
# to docs/results, and put the figures and the count of sweeps in the test.
set -euo pipefail
cd "$(dirname "$0")/.."
export CGO_CFLAGS="${CGO_CFLAGS:--DCL_TARGET_OPENCL_VERSION=200}"
base="${BASE:-2c2faef}" # BASE: another commit to compare (one whose aloneFor has no probe cut)
dir=$(mktemp -d)
trap 'git worktree remove --force "$dir" >/dev/null 2>&1 || true; rm -rf "$dir"' EXIT
git worktree add -q --detach "$dir" "$base"
cp coexecutor/alone_replay_test.go "$dir/coexecutor/"
# The baseline's aloneFor returns no probe cut (coexecutor/replay_choice_test.go).
cat > "$dir/coexecutor/replay_choice_test.go" <<'GO'
package coexecutor

import "time"

type probeCut struct {
	fallback int
	deadline time.Duration
}

func replayChoice(ce *Coexecutor, key string, powers []float64, unknown bool) (int, bool, probeCut) {
	u, trial := ce.aloneFor(key, powers, unknown)
	return u, trial, probeCut{}
}
GO
cp docs/results/cobench-sched[3-9][0-9]*.json "$dir/docs/results/"
# The test fails there on the cases fixed since; its first log line is
# the figures over all runs.
(cd "$dir" && go test ./coexecutor -run TestAloneCheckReplaysRecordedSweeps -count=1 -v 2>&1 || true) | grep -m1 "runs: geometric means"
