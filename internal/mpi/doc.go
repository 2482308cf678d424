// Package mpi is a small binding to the MPI C API (MPI-3), the transport of
// coexecutor/cluster: a process started by mpirun is one rank of
// MPI_COMM_WORLD, and talks to the others with point-to-point messages,
// broadcasts, gathers and reductions of bytes.
//
// The binding is built with the mpi build tag (go build -tags mpi), and
// finds MPI through pkg-config (Open MPI's "ompi"); without the tag every
// call returns ErrUnavailable, so the module builds and tests on machines
// without MPI.
//
// Every operation that waits takes a deadline and is made of
// non-blocking calls (MPI_Isend, MPI_Irecv, MPI_Ibcast, MPI_Igather,
// MPI_Iallreduce) completed by polling MPI_Test, so a peer that died or
// stopped answering makes the call return ErrTimeout instead of hanging.
// MPI is initialised with MPI_THREAD_MULTIPLE where the library offers it,
// at least MPI_THREAD_SERIALIZED, and the binding serialises its calls
// with a lock: a Comm is safe for concurrent use by several goroutines.
// A call that timed out may have left a request outstanding: the
// communicator is then broken, and the program should end with Abort
// rather than Finalize, which waits for every rank.
package mpi

import (
	"errors"
	"os"
)

// ErrUnavailable is returned by every call of a binary built without the
// mpi build tag.
var ErrUnavailable = errors.New("mpi: this binary was built without MPI (build it with -tags mpi; Open MPI's development files must be installed)")

// ErrNotLaunched is returned by Init in a process not started by mpirun
// (or another MPI launcher).
var ErrNotLaunched = errors.New("mpi: the process was not started by mpirun (run it as mpirun -np N program ...)")

// ErrTimeout is wrapped by the errors of operations whose deadline passed.
var ErrTimeout = errors.New("mpi: timed out")

// ErrFinalized is returned by calls after Finalize or Abort.
var ErrFinalized = errors.New("mpi: finalized")

// Launched reports whether the process was started by an MPI launcher:
// Open MPI's mpirun sets OMPI_COMM_WORLD_SIZE, PMIx-based launchers
// PMIX_RANK, MPICH's and Intel's PMI_RANK or PMI_SIZE.
func Launched() bool {
	for _, v := range []string{"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"} {
		if os.Getenv(v) != "" {
			return true
		}
	}
	return false
}

// Op is a reduction's operation for Allreduce.
type Op int

// Reduction operations.
const (
	Sum Op = iota
	Max
	Min
)
