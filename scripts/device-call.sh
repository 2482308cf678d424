#!/usr/bin/env bash
# Sourced by a script run on the GPU machine through the device tool:
#
#   source scripts/device-call.sh s63       # results in $OUT/s63.tgz
#   step 300 env SETS=cpu+gpu NAME=x bash scripts/gpu-sweep.sh
#
# A call returns only a few files and may be cut short (its limit is the
# session's device time left, which can be less than asked for). So the
# steps write into a scratch folder, and after every step everything in
# it is packed again into one tarball under the real $OUT: a call killed
# in its third step still returns the first two. `step LIMIT cmd...` runs
# cmd unless LIMIT seconds have passed since sourcing, when it says so and
# skips it. CALL_LIMIT (seconds from sourcing, default 540: set it 20 s
# under the call's timeout) ends a step that runs past it with SIGINT and
# packs what it wrote, so that a step cut by the call's limit still
# returns its partial output.
call_name="${1:?usage: source scripts/device-call.sh NAME}"
call_out="$OUT"
export OUT="/tmp/$call_name"
mkdir -p "$OUT"
call_start=$(date +%s)
call_limit="${CALL_LIMIT:-540}"

call_pack() {
	rm -f "$OUT"/*.tgz # gpu-sweep.sh's traces and plots: too large to return
	tar czf "$call_out/$call_name.tgz.part" -C "$OUT" . && mv "$call_out/$call_name.tgz.part" "$call_out/$call_name.tgz"
}

step() {
	local limit=$1
	shift
	local now=$(($(date +%s) - call_start))
	if [ "$now" -gt "$limit" ]; then
		echo "skip at ${now} s: $*"
		return 0
	fi
	local left=$((call_limit - now))
	if [ "$left" -le 5 ]; then
		echo "skip at ${now} s, past CALL_LIMIT: $*"
		return 0
	fi
	if [ "$(type -t "$1")" = function ]; then
		# A shell function runs in a shell of its own that timeout can start.
		timeout --signal=INT --kill-after=5 "$left" bash -c "$(declare -f "$1")"'; "$@"' step "$@"
	else
		timeout --signal=INT --kill-after=5 "$left" "$@"
	fi
	local rc=$?
	echo "step done at $(($(date +%s) - call_start)) s (exit $rc): $*"
	call_pack
	return 0
}
