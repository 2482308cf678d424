//go:build !mpi

package mpi

// This file holds the binding of a binary built without MPI: every call
// fails with ErrUnavailable.

import "time"

// Comm is MPI_COMM_WORLD as this process sees it.
type Comm struct{}

// Init returns ErrUnavailable: the binary was built without the mpi tag.
func Init() (*Comm, error) { return nil, ErrUnavailable }

// Rank is this process's rank.
func (c *Comm) Rank() int { return 0 }

// Size is the number of ranks.
func (c *Comm) Size() int { return 1 }

// ThreadMultiple reports whether the library granted MPI_THREAD_MULTIPLE.
func (c *Comm) ThreadMultiple() bool { return false }

// Finalize ends MPI for the process.
func (c *Comm) Finalize() error { return ErrUnavailable }

// Abort ends every rank of the job.
func (c *Comm) Abort(code int) {}

// Request is a non-blocking operation in flight.
type Request struct{}

// Test reports whether the request has completed.
func (r *Request) Test() (bool, error) { return true, ErrUnavailable }

// Wait waits for the request.
func (r *Request) Wait(deadline time.Time) error { return ErrUnavailable }

// Source is the rank a completed receive came from.
func (r *Request) Source() int { return 0 }

// Count is the bytes a completed receive got.
func (r *Request) Count() int { return 0 }

// AnySource matches a message from any rank.
var AnySource = -1

// Isend starts a send.
func (c *Comm) Isend(b []byte, dest, tag int) (*Request, error) { return nil, ErrUnavailable }

// Irecv starts a receive.
func (c *Comm) Irecv(b []byte, src, tag int) (*Request, error) { return nil, ErrUnavailable }

// Send sends b to dest.
func (c *Comm) Send(b []byte, dest, tag int, deadline time.Time) error { return ErrUnavailable }

// Recv receives len(b) bytes from src.
func (c *Comm) Recv(b []byte, src, tag int, deadline time.Time) error { return ErrUnavailable }

// SetSpin sets how waits pass the time between polls.
func (c *Comm) SetSpin(d time.Duration) {}

// SetRate sets the bytes per second a wait for a transfer expects.
func (c *Comm) SetRate(bytesPerSecond float64) {}

// Iprobe reports whether a message has arrived.
func (c *Comm) Iprobe(src, tag int) (found bool, source, n int, err error) {
	return false, 0, 0, ErrUnavailable
}

// Probe waits for a message.
func (c *Comm) Probe(src, tag int, deadline time.Time) (source, n int, err error) {
	return 0, 0, ErrUnavailable
}

// RecvMsg receives the next message.
func (c *Comm) RecvMsg(src, tag int, deadline time.Time) ([]byte, int, error) {
	return nil, 0, ErrUnavailable
}

// Bcast broadcasts root's b.
func (c *Comm) Bcast(b []byte, root int, deadline time.Time) error { return ErrUnavailable }

// Gather collects every rank's send at root.
func (c *Comm) Gather(send, recv []byte, root int, deadline time.Time) error { return ErrUnavailable }

// Allreduce combines every rank's x.
func (c *Comm) Allreduce(x []float64, op Op, deadline time.Time) ([]float64, error) {
	return nil, ErrUnavailable
}
