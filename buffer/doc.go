// Package buffer provides SYCL-style buffers and accessors: data that
// kernels on any device use without explicit copies, the runtime moving
// them where and when they are needed.
//
// New wraps a Go slice. While the buffer is open the slice belongs to the
// runtime; Close waits for the commands that use the buffer, writes the
// current data back into the slice and frees the device copies. Inside a
// command group, Read, Write, ReadWrite and DiscardWrite create accessors,
// which are the kernel's arguments for the buffer and declare how the
// command uses it:
//
//	bx, by := buffer.New(x), buffer.New(y)
//	q.Submit(func(h *sycl.Handler) {
//		h.ParallelFor(sycl.Range1(len(y)),
//			saxpy.Bind(float32(2), buffer.Read(h, bx), buffer.ReadWrite(h, by)))
//	})
//	bx.Close()
//	if err := by.Close(); err != nil { // y now holds the result
//		log.Fatal(err)
//	}
//
// # Dependencies and transfers
//
// Accessors build the dependency graph. Two accesses conflict when they
// touch the same copy of the data, their byte ranges overlap and at least
// one of them writes (read-after-write, write-after-read,
// write-after-write); a command waits for the earlier commands it
// conflicts with, whatever queue they were submitted to. Readers of the
// same range, and accesses to disjoint ranges, do not wait for each other.
//
// The runtime keeps a copy of the buffer on each device that used it and
// remembers, per copy, which byte ranges are current. Before a command
// runs, only the stale parts of its accessors' ranges are copied to its
// device (through the host when they are current on another device); a
// DiscardWrite accessor copies nothing in, nor does a Write or ReadWrite
// accessor whose kernel, by what cmd/kgen proves, writes every element
// the accessor covers and reads none of them, when it is the command
// group's only accessor of the buffer (its copy in runs only should the
// command fail before its kernel starts: the data are kept, as Lost data
// below says). A write makes the other copies of its range stale. The
// native device works on the host slice itself, so buffers used only
// there never move.
//
// # Ranged accessors
//
// An accessor may cover part of the buffer: buffer.Read(h, b,
// buffer.Range(off, count)). The kernel still indexes the whole buffer
// with global indices; only the range moves, and only the range counts for
// dependencies. The kernel must touch only elements that the command
// group's accessors of the buffer declare (writes: its writing ones); a
// submission whose kernel, by the indices cmd/kgen bounds, would touch
// others fails. Commands writing disjoint ranges of one buffer therefore
// run concurrently, on one device or on several:
//
//	q.Submit(func(h *sycl.Handler) {
//		h.ParallelFor(sycl.Range1(half).WithOffset(half), // ids half..n-1
//			k.Bind(buffer.DiscardWrite(h, b, buffer.Range(half, half))))
//	})
//
// # Host access
//
// HostRead and HostReadWrite open a HostAccessor: they wait for the
// conflicting commands, bring the (range of the) data to the host and give
// the slice; commands submitted meanwhile that conflict with it wait for
// its Close. Within a host task (Handler.HostTask), Accessor.Host gives the
// accessor's elements.
//
// Stats counts the buffer's transfers between host and devices.
//
// # Lost data
//
// When a command that writes a range of a buffer fails after it started
// (a kernel failing or panicking, a host task returning an error, a
// failed copy, fill or transfer), or fails at all through a DiscardWrite
// accessor, the range is lost: every later access that needs part of it
// fails with an error wrapping ErrDataLost and the command's error,
// commands as dependents of the failed command (sycl.ErrDependencyFailed),
// HostRead, HostReadWrite, Fetch and Close at once. That holds whether or
// not the failed command's event was waited on, as SYCL's asynchronous
// errors are reported whether or not a handler ran. A DiscardWrite access
// defines what it covers again. A writer that failed before it started
// because of another command's failure, through any other accessor, lost
// nothing: its data are those from before it. Close writes back and frees
// a buffer with lost data too; the lost elements hold whatever was there.
//
// Close of a closed buffer returns nil; commands and host accessors on it
// fail with ErrClosed. A nil or zero Buffer is an error for every method
// that can return one.
package buffer
