package mpi

import (
	"runtime"
	"syscall"
	"testing"
	"time"
)

// prGetTimerSlack is prctl's PR_GET_TIMERSLACK (linux/prctl.h).
const prGetTimerSlack = 30

// TestSleepTimerSlack checks that Sleep leaves its thread's timer slack at
// a nanosecond, the kernel's default (50µs) being what a short sleep
// would otherwise overrun by.
func TestSleepTimerSlack(t *testing.T) {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	if _, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prSetTimerSlack, 50000, 0); e != 0 {
		t.Skipf("prctl(PR_SET_TIMERSLACK) is not allowed here: %v", e)
	}
	Sleep(time.Microsecond)
	slack, _, e := syscall.RawSyscall(syscall.SYS_PRCTL, prGetTimerSlack, 0, 0)
	if e != 0 {
		t.Fatalf("prctl(PR_GET_TIMERSLACK): %v", e)
	}
	if slack != 1 {
		t.Errorf("after Sleep the thread's timer slack is %dns, want 1ns", slack)
	}
}
