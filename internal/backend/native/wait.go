package native

// This file is how a worker waits for its next job: awake for as long as
// its last wake took, then parked (package awake).

// worker runs the jobs handed to it. Between jobs it waits awake for as
// long as its last wake from parked took, then parks (awake.Waiter): a
// job handed to it meanwhile starts at once, where a parked worker starts
// a thread's wake later (the Go runtime wakes idle threads one at a
// time, so a job's parked workers would start one after another). A
// program's back-to-back launches and a co-executed unit's packages find
// the workers awake.
func (p *Pool) worker() {
	w := p.jobs.Waiter()
	for {
		w.Take().work(p)
	}
}
