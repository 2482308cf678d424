package native

// This file is how a job takes on workers: one at Submit, then one more
// with each chunk claimed while its work lasts.

// recruit hands j to one more worker if it has more chunks left than
// workers on it, within its bound, and the work-groups left would keep
// one more busy (busy). A job starts on one worker (Submit), and
// with each chunk it claims a worker on it asks for another, so the
// workers on a job double while its work lasts, and stop coming when a
// newcomer would find too little left to pay for its start; a wider
// bound (Bound) restarts it. Workers claim and leave meanwhile, so the
// count is a close estimate: one more worker than needed finds nothing
// and leaves, one fewer leaves the rest to those on.
func (p *Pool) recruit(j *Job) {
	on := j.on.Load()
	if on >= j.bound.Load() { // the common case once a job is spread
		return
	}
	next, limit := j.claimed()
	left := limit - next
	chunks := left
	if j.Chunk > 0 {
		chunks = (chunks + j.Chunk - 1) / j.Chunk
	}
	if on >= int64(chunks) || !j.busy(on+1, left) || !j.on.CompareAndSwap(on, on+1) {
		return
	}
	if !p.jobs.Offer(j) { // every worker has jobs waiting: none would come soon
		j.on.Add(-1)
	}
}

// busy reports whether the work-groups of the left claim units would
// keep n workers busy for chunkTarget or longer at the rate of the job's
// last chunk, or
// whether no chunk has ended yet (its work-groups may be costly). A
// launch of cheap work-groups so ends on the few workers that reached
// it first: every worker claiming at once, each claim retried while
// another's lands, would cost more than the work-groups.
func (j *Job) busy(n int64, left int) bool {
	rate := j.rate.Load()
	if rate <= 0 {
		return true
	}
	return float64(left)*float64(j.unit)*float64(rate) >= float64(n)*float64(chunkTarget)
}
