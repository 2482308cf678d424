package memory

// This file keeps a guarded fetch's copies out of the buffer's host
// memory until they are known to be good. A copy chained on a device to
// commands whose failure is still unknown (FetchAsyncGuarded) may run
// after its Wait has given up on it: a driver may run a command whose
// wait-list holds a failed event, or run it late. Were it to write the
// buffer's host bytes, it could overwrite them after the host has
// written them again (a reduction's partial reset to the identity, the
// next launch's results), and a launch reported as successful would
// carry a stale value. So such a copy writes a landing area of the
// buffer's own, and Wait copies the bytes into Host only once the copy
// and every command it waited for have succeeded. An abandoned copy
// keeps its landing area for the process's life (pinned memory stays
// mapped), and the buffer takes a fresh one for its next guarded fetch.

import "github.com/gosycl/gosycl/internal/backend/opencl"

// landing is a buffer-sized area that guarded fetches' copies write:
// pinned when the buffer's host memory is (so the copy stays one DMA),
// Go memory otherwise. Fetches of disjoint ranges share it; each uses the
// bytes of its own range.
type landing struct {
	b      []byte
	pinned *opencl.Pinned
}

// takeLanding returns b's landing area, allocating it on first use.
func (b *Buffer) takeLanding() *landing {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.landing != nil {
		return b.landing
	}
	l := &landing{}
	if b.owned != nil {
		// Pinned like Host; Go memory should no device pin it now (the
		// copy is then staged by the driver, as into Go memory).
		if p, err := opencl.PinnedAlloc(b.Size); err == nil {
			l.b, l.pinned = p.Bytes()[:b.Size], p
		}
	}
	if l.b == nil {
		l.b = make([]byte, b.Size)
	}
	b.landing = l
	return l
}

// dropLanding stops b from handing out l again: an abandoned copy may
// still write it.
func (b *Buffer) dropLanding(l *landing) {
	b.mu.Lock()
	if b.landing == l {
		b.landing = nil
	}
	b.mu.Unlock()
}

// free releases the landing area (the buffer's Release; no fetch is
// under way).
func (l *landing) free() {
	if l.pinned != nil {
		l.pinned.Free()
	}
}
