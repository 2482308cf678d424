package mpi

// This file holds Sleep, the sleep of a rank that waits for a message.

import (
	"runtime"
	"syscall"
	"time"
)

// prSetTimerSlack is prctl's PR_SET_TIMERSLACK (linux/prctl.h).
const prSetTimerSlack = 29

// Sleep blocks the calling goroutine's thread for d in the kernel
// (nanosleep), so that it wakes within a thread's wake-up of d: the
// thread's timer slack, which the kernel gives every thread at 50µs and
// which it adds to a sleep as it sees fit (a sleep of 1µs then lasts
// about 55µs), is set to a nanosecond first (prctl PR_SET_TIMERSLACK; the
// thread keeps it). A Go program whose threads are all idle serves
// time.Sleep from the runtime's network poller, whose timeouts are whole
// milliseconds: a rank that waits for a message, its devices idle, would
// sleep up to a millisecond past a short sleep's end, and see the message
// that late. The thread is the goroutine's for the sleep; the runtime
// gives its processor to other goroutines meanwhile.
func Sleep(d time.Duration) {
	if d <= 0 {
		return
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	// Best effort: where prctl fails the sleep is merely less precise.
	syscall.RawSyscall(syscall.SYS_PRCTL, prSetTimerSlack, 1, 0)
	ts := syscall.NsecToTimespec(int64(d))
	for {
		var rem syscall.Timespec
		if err := syscall.Nanosleep(&ts, &rem); err != syscall.EINTR {
			return
		}
		ts = rem // a signal (the Go runtime's preemption) cut it short
	}
}

// NextSleep is the sleep a paced wait asks for after one of sleep, when
// it has waited so far: double the last, up to 1/1024 of the wait so far
// (a microsecond at the least) and a millisecond at the most, so that a
// wait sees a message at most 0.1% of its length, or a sleep, late
// (Comm.SetSpin).
func NextSleep(sleep, waited time.Duration) time.Duration {
	return min(2*sleep, max(waited/1024, time.Microsecond), time.Millisecond)
}
