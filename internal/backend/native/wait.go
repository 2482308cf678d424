package native

// This file is how a worker waits for its next job: awake for as long as
// its last wake took, then parked (Karlin, Li, Manasse and Owicki 1991).

import (
	"runtime"
	"time"
)

// handoff hands a job to one worker; at is when (since the pool's epoch),
// so that a worker that was parked learns what its wake took.
type handoff struct {
	j  *Job
	at time.Duration
}

// worker runs the jobs handed to it. Between jobs it waits awake for
// as long as its last wake from parked took (spin), then parks: a job
// handed to it meanwhile starts at once, where a parked worker starts a
// thread's wake later (the Go runtime wakes idle threads one at a time,
// so a job's parked workers start one after another). Waiting awake for
// as long as blocking costs is the competitive rule of Karlin, Li,
// Manasse and Owicki (1991): it never costs more than twice what knowing
// when the next job comes would. A program's back-to-back launches and a
// co-executed unit's packages find the workers awake; where threads
// wake quickly the workers hardly wait awake at all.
func (p *Pool) worker() {
	var spin time.Duration
	for {
		w, ok := p.poll(spin)
		if !ok {
			w = <-p.jobs
			spin = min(p.since()-w.at, maxSpin)
		}
		w.j.work(p)
	}
}

// maxSpin bounds a worker's wait awake (worker): a wake that took longer
// was held up by something else than waking (a collection, a busy
// machine), not what blocking costs.
const maxSpin = time.Millisecond

// poll takes the next job handed to a worker if one is waiting or comes
// within d, yielding its processor between looks, so that the process's
// other goroutines run meanwhile; ok is false when none came. A job that
// waited for a worker while all were busy is taken here, so the wake
// that worker measures after parking is a wake, not that wait.
func (p *Pool) poll(d time.Duration) (w handoff, ok bool) {
	select {
	case w := <-p.jobs: // handed while this worker ran: no wake to learn from
		return w, true
	default:
	}
	if d <= 0 {
		return handoff{}, false
	}
	runtime.Gosched() // what the job's end made runnable runs first
	now := p.since()
	end := now + d
	for {
		select {
		case w := <-p.jobs:
			return w, true
		default:
		}
		if now >= end {
			return handoff{}, false
		}
		// Look, without taking the channel's lock, for up to pollYield
		// before yielding: a yield takes the scheduler's lock, which
		// every worker looking at once would crowd.
		for next := min(now+pollYield, end); now < next && len(p.jobs) == 0; {
			now = p.since()
		}
		if len(p.jobs) == 0 {
			runtime.Gosched()
			now = p.since()
		}
	}
}

// pollYield is how long a worker waiting awake holds its processor
// between yields (poll): a goroutine made runnable there waits about as
// long.
const pollYield = 20 * time.Microsecond

// since is the time since the pool's epoch (monotonic).
func (p *Pool) since() time.Duration { return time.Since(p.epoch) }
