package cluster

// This file holds the release of a node from a launch: once rank 0 has
// handed out every work-group and the node has no package in flight, it
// tells the node so, with the launch's predicted end, and the node waits
// for the end command without polling until shortly before that end; and
// a node's own prediction of the end where rank 0 did not release it.
//
// A node waits for the end of each launch before it enters the next and
// sends that launch's agreement record; a node that polled at its sleep
// granularity the whole time (Go's sleeps on an idle process last a
// millisecond or more) would see the end up to a granularity late, and
// its record of the next launch would reach rank 0 that late: on launches
// of a few milliseconds, late enough for the node to miss the launch's
// start, when the guard hands out the largest packages, and for rank 0
// to wait for it in the launch after (late.go). Polling the whole time
// instead would take a processor from the node's devices. The release
// lets the node sleep while nothing can come and poll from a sleep's
// length before the predicted end until Config.Spin after it, the
// competitive rule rank 0 follows for the nodes' replies (Karlin et al.
// 1991).
//
// Rank 0 releases a node only once the node's record of the launch is
// in, and a node that sees the end late sends its next record late: on
// launches shorter than a few sleeps, a node not released sees each end
// late, its record comes after rank 0 looked for it, and it is not
// released in the next launch either, which rank 0 then ends without
// that record and takes it in the launch after (late.go). So a node that
// waits unreleased predicts the end itself, from how long the kernel's
// last launch lasted (its end command says), and polls holding its
// processor from a quantum before that end (awaitNear).

import (
	"math"
	"time"

	"github.com/gosycl/gosycl/internal/mpi"
)

// releasable reports whether rank 0 may release u: its record matched,
// it has no package in flight and it was not released yet, and every
// work-group is handed out (handedOut), so no package and no request
// for its elements (KeepOutputs) can come in this launch.
func releasable(u *unit, handedOut bool) bool {
	return u.rank != 0 && handedOut && u.ready && !u.Busy && !u.released
}

// predictedEnd is the launch's predicted end, in seconds from its start,
// at t: the latest predicted end of a package in flight (nodesched's
// Due), or t when none is; +Inf where a prediction is not finite.
func predictedEnd(units []*unit, t float64) float64 {
	end := t
	for _, u := range units {
		if u.Busy {
			if math.IsNaN(u.Due) || math.IsInf(u.Due, 0) {
				return math.Inf(1)
			}
			end = math.Max(end, u.Due)
		}
	}
	return end
}

// release sends cmdRelease to every node that may be released, with the
// time until the launch's predicted end at t (seconds from start); with
// no prediction (+Inf) the node waits as for any command. No node is
// released less than a sleep quantum before the predicted end: it would
// poll from its release on (awaitFrom), as it does unreleased.
func (ce *Coexecutor) release(seq int, units []*unit, handedOut bool, t float64, start time.Time, what string) error {
	in, ok := releaseIn(predictedEnd(units, t)-t, ce.cl.quantum, ce.cl.cfg.timeout())
	for _, u := range units {
		if !ok || !releasable(u, handedOut) {
			continue
		}
		u.released = true
		u.rep.Released = time.Since(start)
		w := &writer{}
		w.byte(cmdRelease)
		w.int(int(in * 1e9))
		u.rep.Sent += int64(len(w.b))
		u.lastSeen = time.Now()
		if err := ce.cl.comm.Send(w.b, u.rank, tag(seq, tagCmd), ce.cl.deadline()); err != nil {
			return ce.cl.lost(u.rank, what, err)
		}
	}
	return nil
}

// releaseIn is the time a release tells, seconds until the launch's
// predicted end left seconds away (-1: no prediction, +Inf or beyond
// the timeout), and whether to release at all: not less than a sleep
// quantum before that end, where the node would poll from its release
// on, as it does unreleased.
func releaseIn(left float64, quantum, timeout time.Duration) (in float64, ok bool) {
	switch {
	case math.IsNaN(left) || left < quantum.Seconds():
		return 0, false
	case math.IsInf(left, 1) || left > timeout.Seconds():
		return -1, true // no prediction: the node polls as for any command
	}
	return left, true
}

// awaitFrom passes the time, on a released node, from its release at
// since until the command from rank 0 predicted at due is near: it
// sleeps half the time left until a sleep quantum before due, but no
// longer than lookShare of the time since its release (a quantum at the
// least), polls, and again, so that an end that comes before its
// prediction is seen at most half the prediction's error, and at most
// lookShare of the wait, late, as rank 0 sees a node's early reply
// (lookEvery); from a quantum before due it polls, holding the
// processor (mpi.Comm.SetSpin), until the command is there or
// Config.Spin after due. A command found ends it. After it the node waits as for
// any command (mpi's pacing).
func (cl *Cluster) awaitFrom(src, tg int, since, due time.Time) error {
	return cl.awaitDue(src, tg, func(now time.Time) (time.Duration, bool) {
		return fromPause(now, since, due, cl.quantum, cl.spin)
	})
}

// fromPause is awaitFrom's rule at now: how long to sleep before the
// next poll (0: poll at once, holding the processor), or done.
func fromPause(now, since, due time.Time, quantum, spin time.Duration) (pause time.Duration, done bool) {
	left := due.Sub(now) - quantum
	switch {
	case left > 0:
		if left > 2*quantum {
			left /= 2
		}
		return min(left, max(quantum, time.Duration(float64(now.Sub(since))*lookShare))), false
	case now.Before(due.Add(spin)):
		return 0, false
	}
	return 0, true
}

// awaitDue polls for a command from src with the tag until one is there
// or rule, asked after each poll that found none, says the wait is done;
// between polls it sleeps as long as rule says (0: it polls at once,
// holding its processor). A command found ends it.
func (cl *Cluster) awaitDue(src, tg int, rule func(now time.Time) (pause time.Duration, done bool)) error {
	for {
		found, _, _, err := cl.comm.Iprobe(src, tg)
		if err != nil || found {
			return err
		}
		pause, done := rule(time.Now())
		if done {
			return nil
		}
		if pause > 0 {
			mpi.Sleep(pause)
		}
	}
}

// awaitNear passes the time, on a node that waits for a command from
// rank 0 without having been released, until a command is there or
// Config.Spin after predicted, the end that the kernel's last launch
// predicts (the node's entry into the launch plus that launch's length):
// it polls as a wait does (mpi.Comm.SetSpin's pacing: holding its
// processor for the first Config.Spin, then sleeping from a microsecond
// up to 1/1024 of the wait so far), but never sleeps past a quantum
// before predicted, and polls holding its processor from then on, so
// that an end that comes when predicted is seen at once. After it the
// node waits as for any command.
func (cl *Cluster) awaitNear(src, tg int, predicted time.Time) error {
	start, sleep := time.Now(), time.Microsecond
	return cl.awaitDue(src, tg, func(now time.Time) (pause time.Duration, done bool) {
		pause, sleep, done = nearPause(now, start, predicted, cl.quantum, cl.spin, sleep)
		return pause, done
	})
}

// nearPause is awaitNear's rule at now, in a wait that started at start
// for the end predicted then: how long to sleep before the next poll (0:
// poll at once, holding the processor) and the sleep to ask for after
// that one (mpi.NextSleep, the pacing of mpi's waits); or done,
// Config.Spin after predicted.
func nearPause(now, start, predicted time.Time, quantum, spin, sleep time.Duration) (pause, next time.Duration, done bool) {
	spinFrom := predicted.Add(-quantum)
	waited := now.Sub(start)
	switch {
	case now.After(predicted.Add(spin)):
		return 0, sleep, true
	case waited < spin || !now.Before(spinFrom):
		return 0, sleep, false
	}
	return min(sleep, spinFrom.Sub(now)), mpi.NextSleep(sleep, waited), false
}
