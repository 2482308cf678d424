package mpi

// This file holds Sleep, the sleep of a rank that waits for a message.

import (
	"syscall"
	"time"
)

// Sleep blocks the calling goroutine's thread for d in the kernel
// (nanosleep), so that it wakes within the kernel's timer slack (tens of
// microseconds) of d. A Go program whose threads are all idle serves
// time.Sleep from the runtime's network poller, whose timeouts are whole
// milliseconds: a rank that waits for a message, its devices idle, would
// sleep up to a millisecond past a short sleep's end, and see the message
// that late. The thread is the goroutine's for the sleep; the runtime
// gives its processor to other goroutines meanwhile.
func Sleep(d time.Duration) {
	if d <= 0 {
		return
	}
	ts := syscall.NsecToTimespec(int64(d))
	for {
		var rem syscall.Timespec
		if err := syscall.Nanosleep(&ts, &rem); err != syscall.EINTR {
			return
		}
		ts = rem // a signal (the Go runtime's preemption) cut it short
	}
}
