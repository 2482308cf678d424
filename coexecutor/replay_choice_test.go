package coexecutor

// replayChoice is AloneCheck's choice of who runs a replayed launch. It
// has a file of its own: scripts/replay-baseline.sh puts in its place one
// for the baseline's AloneCheck, whose aloneFor had no probe cut.
func replayChoice(ce *Coexecutor, key string, powers []float64, unknown bool) (int, bool, probeCut) {
	return ce.aloneFor(key, powers, unknown)
}
