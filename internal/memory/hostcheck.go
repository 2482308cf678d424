package memory

// This file is the check that GOSYCL_CHECK=host turns on: a buffer's host
// slice belongs to the runtime while the buffer is open (as a SYCL
// buffer's host memory does until the buffer is destroyed), and a change
// the user makes to it outside a host accessor is an error.

import (
	"errors"
	"hash/maphash"
	"sync/atomic"
)

// CheckHost turns the check on (package sycl sets it from GOSYCL_CHECK).
var CheckHost atomic.Bool

// ErrHostChanged is in the error of the first command, host accessor or
// Close that finds the host slice changed since the runtime last knew it.
var ErrHostChanged = errors.New("the host slice was changed while the buffer owned it (write it through a host accessor)")

var hostSeed = maphash.MakeSeed()

// hostSum is what the check knows of a buffer's host bytes: their hash
// when no command that writes them (a native kernel, a device using them
// in place, a copy from a device, a host accessor) was in flight, and how
// many such commands are in flight now.
type hostSum struct {
	sum     uint64
	valid   bool
	writers int
}

// checkHost runs before a plan (Reserve), with b.mu held: where no writer
// of the host bytes is in flight, it compares their hash with the one
// recorded once the last writer ended, and records it. A mismatch is
// reported once: the bytes as the user left them are the host's copy
// from then on.
func (b *Buffer) checkHost() error {
	if !CheckHost.Load() || b.hs.writers > 0 {
		return nil
	}
	sum := maphash.Bytes(hostSeed, b.Host)
	changed := b.hs.valid && sum != b.hs.sum
	b.hs.sum, b.hs.valid = sum, true
	if changed {
		return ErrHostChanged
	}
	return nil
}

// hostWriter records, with b.mu held, that the access of ev writes the
// host bytes: the hash is recorded again once every such access has ended.
func (b *Buffer) hostWriter(ev Event) {
	if !CheckHost.Load() {
		return
	}
	b.hs.writers++
	b.hs.valid = false
	ended := func() { // a failed command may have written some of them too
		b.mu.Lock()
		defer b.mu.Unlock()
		b.hs.writers--
		if b.hs.writers == 0 && !b.closed {
			b.hs.sum, b.hs.valid = maphash.Bytes(hostSeed, b.Host), true
		}
	}
	// A Finisher records the hash before its waiters return, so that a
	// change made right after a wait is seen.
	if f, ok := ev.(Finisher); ok {
		f.OnComplete(ended)
		return
	}
	go func() {
		_ = ev.Wait()
		ended()
	}()
}
