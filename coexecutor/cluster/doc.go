// Package cluster co-executes one kernel launch across the devices of
// several nodes joined by MPI: the program runs under mpirun, one process
// (rank) a node, and every rank makes the same calls (SPMD), in the same
// order and one at a time (a Cluster's calls are collective: like MPI's,
// they are not made from several goroutines at once). Rank 0's
// Director splits the launch's range into node packages and hands them
// to node-level units, one a rank (rank 0's own devices included); each
// node co-executes its packages on its local devices with a
// coexecutor.Coexecutor, its scheduler and its guard, as a launch over a
// sycl.Slice of the whole range.
//
//	cl, err := cluster.Init(cluster.Config{})           // under mpirun, every rank
//	defer cl.Close()
//	ce, err := cluster.New(cl, &coexecutor.HGuided{})      // every rank: its local devices
//	rep, err := ce.LaunchKernel(sycl.Range1(n), kernels.SaxpyKernel.Kernel, float32(2), bx, by)
//	if cl.Rank() == 0 { fmt.Println(rep) }              // results in rank 0's buffers
//
// When no node may take work by the guard and none has a package in
// flight, the node predicted to end the rest first takes it all; where
// that node, or one predicted to end it sooner, has not sent its record
// of the launch yet, rank 0 waits for the record as long as one package
// of its own fill is predicted to take (the ski-rental break-even,
// Karlin et al. 1988; not at all while its speed is unknown; once a
// launch), then takes one such package at a time and looks again, so
// that the late node takes the rest once its record comes.
//
// Node packages are sized as HGuided's (Nozal & Bosque 2021) by the nodes'
// speeds, in work-groups per second of their local launches, learned like
// device speeds: measured in the launch, remembered for later launches of
// the kernel. Every node package passes the node-level guard, the rule of
// coexecutor.Guard (Boyer et al.'s "no device may finish after the others
// would have finished everything") with the network in the prediction: a
// node is predicted to finish a package after the work it still has, the
// latency of the round trip, the package's input and output bytes at the
// node's measured bandwidth, and the package's work-groups at its speed;
// a package predicted to end after the other nodes would finish all that
// remains is cut to the part that ends in time, or not handed out. A
// node not yet measured on the kernel gets a probe first, predicted by the
// nodes' relative powers (their speeds on other kernels, else their
// devices' nominal figures) to take at most coexecutor.DefaultProbeShare
// of the fastest node's launch, at the node's fill (a smaller package
// takes as long; the native device's fill is one work-group per worker
// over an nd-range of a kernel whose work-items use their work-group),
// and nothing more until it is measured;
// while its probe runs, the guard predicts it at its power, except
// against a measured node it is faster than by its power: that node then
// gets only packages that end within coexecutor.DefaultJoinShare of the
// time the unmeasured node's package has run (nominal figures misjudge
// a GPU against CPU cores several times over). A node's
// first package of a kernel, which pays its devices' first enqueues and
// their probes against one another, is not measured (every rank builds
// the kernel on its devices before it joins the kernel's first launch),
// unless the node's devices are the native device alone, which compiles
// nothing and probes no other. A node that
// sits a launch out (no probe fits, or the guard gives it nothing) earns
// DefaultProbeShare of that launch's time as credit toward its next
// probe, and probes again, even when its speed is known, before it gets
// more: coexecutor.Guard's rule, so a node under-ranked by its prior
// joins after a bounded number of launches and a truly slow node costs
// at most DefaultProbeShare of a computation's time on average. While
// every other node that may take work is such a re-probe, predicted
// slower, the fastest node takes the rest of the launch in one package,
// less the re-probes'; and a node whose HGuided share is below its fill
// gets its fill, or its even part of what remains (every node ending
// together at the measured rates, each package paying its round trip
// and transfers) when that is larger, once no node is still to be
// probed: coexecutor.Guard's rules for a device's packages.
//
// The Director also weighs the kernel's launches, as coexecutor.Guard
// weighs a computation's on one node: it keeps the mean time of the
// launches rank 0 ran alone and the time of the last co-executed one,
// and while co-execution measures slower (rank 0's share, split into
// several local launches so that another node can take part, costs
// more than that node's share saves: a GPU that a package does not
// fill runs it little faster than a full one), the other nodes sit the
// launches out (the report's notes say so) and take part again when
// their probe credit pays for what a co-executed launch is predicted to
// lose; each return that still loses halves the rate of their credit.
// Where every launch was co-executed, rank 0 runs one alone to measure
// that way once its speed predicts it no slower than co-execution, or
// once DefaultProbeShare of the co-executed launches' time pays for
// what the prediction says it loses. Where co-execution measured faster
// than rank 0's mean alone, which may rest on one stalled launch, rank 0
// runs a launch alone again once eight co-executed launches were
// measured and that credit pays for its predicted loss; that launch
// replaces the mean, and one that still loses halves the credit's rate.
// The nodes left out for rank 0's launch alone keep their speeds.
//
// Data: rank 0's buffers hold the launch's inputs and receive its
// outputs. Each node package carries the part of each input its
// work-items read (kgen's read footprint, sycl.Footprint; the whole
// buffer where kgen could not follow the reads) and the part of each
// output they write, which goes back to rank 0 when the package ends;
// outputs that no footprint records are placed as coexecutor.LaunchKernel
// places them (work-item i owns elements [i·k, (i+1)·k)). A Reducer
// (sycl.Reducer) combines across nodes: each node reduces into its own
// partial, starting at the combiner's identity, and rank 0 combines the
// partials into its result element; memory that the kernel only updates
// with one commutative atomic (sycl.AtomicUse.Op) likewise, a copy per
// node package merged by rank 0. The other ranks' buffers are their
// working copies: after a launch they hold what their node computed, not
// the whole result. Arguments are scalars, *buffer.Buffer[T] (bare or
// wrapped in coexecutor.In, Out or InOut), Reducer buffers and local
// memory; an output passed as coexecutor.Out is overwritten, so a node
// receives none of its old values, and neither does one the kernel only
// writes where a node package writes every element of what it may write
// (sycl.LaunchFootprint.Overwrites). USM pointers, coexecutor.InPart,
// wrapped Reducer buffers and outputs that packages could write alike are
// refused with ErrUnsupported. The Report counts the bytes each node
// sent and received, and the buffer elements among them.
//
// With Config.KeepOutputs, outputs stay on the nodes that computed them
// between launches: a package moves only what its node lacks, peer to
// peer, a node's packages go where it ran the kernel's work-groups last
// time, kept in one block per node (nodesched.Placement: the last
// launch's shares made contiguous) so that a split that moves between
// launches moves the differences of the old and new blocks and their
// halos (a node that takes the rest of a launch takes it as one block,
// the others' work-groups too), and Coexecutor.Gather brings buffers
// back to rank 0.
//
// Agreement: Init exchanges a hash of each rank's executable and
// command-line arguments, New of its configuration and of whether it
// found devices, and LaunchKernel of the kernel, range and arguments
// (scalars' values, buffers' element types and lengths); a rank that
// differs, or found no devices, fails the call on every rank with an
// error naming it (ErrMismatch, ErrNoDevices). LaunchKernel's agreement
// costs no round trip: each rank sends rank 0 its record and waits for
// commands; rank 0 starts on its own devices at once, gives a rank work
// only once its record matched, and ends the launch on every rank (or
// aborts it, with the verdict) once its results are in, without waiting
// for the records of ranks that got no work: rank 0's next call takes
// those, and no launch ends without the records the one before it ended
// without (so no rank is more than a launch behind). Such a launch's end
// carries rank 0's hash, and a rank whose record differs, or that
// could not plan the launch, fails it itself; rank 0 and the others
// fail the next call with the verdict, which names the launch
// (NodeReport.Late; late.go). A rank that gets no work in a launch
// costs its record, the release (below) and the end command, tens of
// bytes, and no time of rank 0's devices (Report.Phases says where rank
// 0's time went; NodeReport.Joined when each record came). Where every
// other rank sat a launch out, and the rule is sure to keep them out of
// the next launches too (it would hand rank 0 each whole at its start
// until their probe credit pays for a probe or for what co-execution
// measured to lose), rank 0 grants them a leave of
// the launches like it that follow (Config.MaxLeave at most): a
// node's LaunchKernel of a leave launch returns at once, and rank 0's
// runs the launch on its own devices as a job of one rank does
// (Report.Leave), with no message between the ranks; at the leave's end
// (after its launches, or at the first other call) each node sends rank
// 0 how many launches it sat out, which rank 0's call takes as a late
// record, a count that differs failing that call (leave.go).
//
// Waiting: a rank waiting for another spins, holding its processor,
// then sleeps between polls (Config.Spin), in the kernel (mpi.Sleep):
// the Go runtime serves the timers of a process whose threads all wait
// to the millisecond. While another node has a package in flight, rank
// 0's native device leaves one of its processors to the Director
// (localOptions), which would otherwise wait for a worker's time slice
// to end at each message. Rank 0
// sleeps until a node's message is due, but looks for a busy node's reply
// at least every 1/32 of the time its package has been out (a node that
// ends before its prediction idles at most that share of its package
// late), looks for records still missing
// every sleep quantum (or eighth of the launch so far) while its own
// package runs (where that package is the whole launch and predicted to
// run less than 32 quanta, or 32 times the Director's pass over the
// records, only once it has run that long: before then a release would
// not change how a node waits, and the pass would take more than 1/32
// of the launch; but a quantum in where rank 0's last local launch of
// the kernel ran on GPUs alone, whose host thread only waits: the pass
// then takes no processor the launch uses, and the records it takes are
// not taken after the launch's end; agreeAfter), and otherwise waits
// for its own devices without polling. Once every work-group is handed
// out, rank 0 releases each node whose record is in and which has no
// package in flight, telling it the launch's predicted end (where that
// is at least a sleep quantum away)
// (NodeReport.Released): the node sleeps until shortly before that end
// (looking for it every 1/32 of its wait so far, so an end that comes
// early is seen at most that share late), polls from then, sees the end
// command at once and sends its record of
// the next launch, which is then in early in rank 0's next launch, where
// the node can take work from the start; a node that polled at the
// sleep granularity all along would see each end, and send each record,
// up to a granularity late. A node that rank 0 did not release (its
// record came too late, or the launch is too short for a release to
// pay) predicts the end itself: each end command carries the launch's
// length, and a node waiting for a launch of the same kernel polls,
// holding its processor, from a quantum before its entry plus that
// length until Config.Spin after it (release.go), so that on repeated
// launches its record of the next one is in when rank 0 hands that
// launch's work out. Where rank 0 runs a launch whole on its own devices
// and every record is in by then, it takes them as it starts and runs no
// goroutine beside the launch.
//
// Tracing: a launch's phases are regions of Go's execution tracer
// (runtime/trace; `go tool trace` shows their durations): on every rank
// cluster.plan (the plan and the agreement hash) and cluster.local (the
// rank's own local launch), and on rank 0 of a job of several ranks
// cluster.setup (the Director's start), cluster.size (the guard's sizing
// of a node package), cluster.handout (handing one out: its inputs sent,
// or rank 0's own local launch started, or run whole where it is the
// whole launch), cluster.poll (waiting for the nodes) and cluster.end
// (the results applied, the end sent). Off, they
// cost a check each.
//
// Failures: every wait has a deadline (Config.Timeout). A rank that dies
// or stops answering fails the launch on every rank that is still
// answering with an error naming it (ErrRankLost); no launch reports
// success without every node package's results. After such a failure
// the cluster is broken: later launches fail at once, and Close ends the
// job with MPI_Abort instead of waiting in MPI_Finalize for a rank that
// is gone.
//
// The MPI transport is compiled in with the mpi build tag (go build -tags
// mpi; Open MPI's development files, which scripts/deps.sh installs).
// Without it, or in a process mpirun did not start, Init fails with an
// error that says so.
package cluster
