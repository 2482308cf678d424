package sycl

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"strings"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"

	"github.com/gosycl/gosycl/internal/backend/native"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/cgroup"
	"github.com/gosycl/gosycl/internal/faults"
	"github.com/gosycl/gosycl/internal/memory"
	"github.com/gosycl/gosycl/internal/testhook"
)

// command is a submitted command group on its way to the device.
type command struct {
	q      *Queue
	ev     *Event
	act    *action
	loc    memory.Loc
	uses   []memory.Use
	deps   []memory.Event
	xfers  []memory.Transfer
	kern   *opencl.Kernel // OpenCL kernel object, held from Submit to enqueue
	usmArg map[*memory.Alloc]memory.Arg
	begun  []memory.Use     // USM uses begun, to end
	homing []*memory.Homing // begun[i]'s region on its way home, or nil (startHome)
	// usmIn are the copies into the device's copies of USM allocations
	// that the kernel waits for on the device (fetchUSM); awaitCopies
	// ends them.
	usmIn []*memory.Arrivals
	usm   *memory.Session // the co-executed launch's, or nil
	// flush: the kernel is flushed as soon as it is enqueued (Handler.flush).
	flush bool
	cores *cgroup.Cores // Handler.cores
	yield *cgroup.Yield // Handler.yield
	// order is the command before this one on an in-order queue, when
	// the command has transfers: they run without waiting for it, the
	// action after it (see submit). actDeps are the other dependencies
	// of the action alone (memory.Buffer.PlanSplit); deps those of the
	// whole command.
	order   *Event
	actDeps []memory.Event

	// started is set once the action may have changed memory; xferFailed
	// once one of the command's transfers failed. Either makes a failure
	// lose what the command writes (see lose).
	started, xferFailed bool
	// over marks the uses whose kernel overwrites all they cover
	// (overwritten); deferred are their copies in, run only should the
	// command fail before its action starts (restore), after deferDeps,
	// the commands those copies would have waited for.
	over      []bool
	deferred  []memory.Transfer
	deferDeps []memory.Event
	// copying are the copies in under way that the kernel waits for on
	// the device (chainCopies); awaitCopies ends them.
	copying []*memory.Started
	// home finishes once the command's transfers have: its copies home
	// are recorded as its accesses (memory.CopiesHome). It finishes at
	// the latest as ev does.
	home memory.CopiesHome
	// checked: kern is from the kernel's CheckedSource and takes a fault
	// record, read after the launch.
	checked bool

	// finKern is a reduction's Finish kernel (see reduce_exec.go), held
	// from Submit to enqueue as kern is.
	finKern *opencl.Kernel

	// clDeps are the pending OpenCL commands that the kernel's cl_event
	// waits for on the device (Event.after), clPrev those before it on
	// its in-order queue (Event.ordered).
	clDeps, clPrev []*Event
}

func (q *Queue) describe(a *action) string {
	dev := q.dev.info.Name
	if a == nil {
		return "empty command group on " + dev
	}
	switch a.kind {
	case actKernel:
		return fmt.Sprintf("kernel %s on %s", a.bound.k.where(), dev)
	case actCopy:
		return "copy on " + dev
	case actFill:
		return "fill on " + dev
	}
	return "host task"
}

func (q *Queue) checkKernel(a *action) error {
	k, d := a.bound.k, q.dev
	if _, err := BoundsChecked(); err != nil {
		return err
	}
	switch {
	case k.Stale != nil:
		return k.Stale
	case d.cl == nil && k.Native == nil:
		return fmt.Errorf("sycl: kernel %s has no native implementation; it cannot run on %s", k.Name, d.info.Name)
	case d.cl != nil && k.Source == "":
		return fmt.Errorf("sycl: kernel %s has no OpenCL C source; it cannot run on %s", k.Name, d.info.Name)
	case k.NeedsFP64 && !d.info.FP64:
		return fmt.Errorf("sycl: kernel %s uses double precision, which %s does not support", k.Name, d.info.Name)
	case k.UsesNDItem && !a.space.nd:
		return fmt.Errorf("sycl: kernel %s uses an NDItem; launch it over an NDRange", k.Name)
	case k.Dims != 0 && k.Dims != a.space.dims:
		return fmt.Errorf("sycl: kernel %s is written for %d-D ranges; launched over a %d-D one", k.Name, k.Dims, a.space.dims)
	}
	if err := k.checkAtomics(d); err != nil {
		return err
	}
	if err := a.space.checkDevice(d); err != nil {
		return fmt.Errorf("sycl: kernel %s: %s", k.Name, strings.TrimPrefix(err.Error(), "sycl: "))
	}
	var local int64
	for i, p := range k.Params {
		if p.Kind == ParamLocal {
			local += int64(a.bound.args[i].(localRequest).localArg().Bytes())
		}
	}
	if d.cl != nil {
		local += a.reductionLocal() + a.groupLocal()
	}
	if local > d.info.LocalMemSize {
		return fmt.Errorf("sycl: kernel %s asks for %d bytes of local memory; %s has %d", k.Name, local, d.info.Name, d.info.LocalMemSize)
	}
	return nil
}

// svmVariant has a bit set for each argument that is bound as an SVM
// pointer on loc.
func svmVariant(a *action, loc memory.Loc) uint64 {
	var v uint64
	for i, u := range a.mem {
		if i < 64 && u.Alloc != nil && u.Alloc.SVMOn(loc) {
			v |= 1 << i
		}
	}
	return v
}

// location is where the action needs its memory current.
func (q *Queue) location(a *action) memory.Loc {
	if a == nil || a.kind == actHost {
		return nil
	}
	if a.kind == actCopy && (a.dstHost != nil || a.srcHost != nil || a.n == 0 ||
		(a.dst != nil && a.dst.Alloc != nil) || (a.src != nil && a.src.Alloc != nil)) {
		// Copies that touch host slices or USM go through host memory.
		return nil
	}
	return q.dev.cl
}

func (q *Queue) submit(h *Handler) (*Event, error) {
	a := h.act
	if a != nil {
		a.cancel = h.cancel
	}
	c := &command{q: q, act: a, loc: q.location(a), uses: h.uses, usm: h.usm, flush: h.flush, cores: h.cores, yield: h.yield}
	if a != nil && a.kind == actKernel {
		if err := q.checkKernel(a); err != nil {
			return nil, err
		}
		// After the command group: it may declare accessors after its
		// kernel.
		fps := newLaunchFootprints(a.bound.k, a.space, a.bound.args, a.mem)
		if err := checkBounds(&fps, h.uses); err != nil {
			return nil, err
		}
		if !q.dev.UsesHostMemory() { // in place, nothing is copied in to defer
			c.over = overwritten(&fps, h.uses)
		}
		if q.dev.cl != nil {
			k := a.bound.k
			src := k.Source
			if on, _ := BoundsChecked(); on && k.CheckedSource != "" {
				src, c.checked = k.CheckedSource, true
			}
			kern, err := q.dev.cl.AcquireKernel(src, k.Options, k.clName(), svmVariant(a, c.loc))
			err = buildError(err)
			var be *BuildError
			switch {
			case errors.As(err, &be): // names the device
				return nil, fmt.Errorf("sycl: kernel %s: %w", k.where(), err)
			case err != nil:
				return nil, fmt.Errorf("sycl: kernel %s on %s: %w", k.where(), q.dev.info.Name, err)
			}
			if n := kern.NumArgs(); n != k.clArgs(c.checked) {
				kern.Release()
				return nil, fmt.Errorf("sycl: kernel %s: its OpenCL C source declares %d parameters, its Params %d", k.where(), n, k.clArgs(c.checked))
			}
			kern.Label = k.Name
			kern.SpareDim = spareDim(k, a, src)
			c.kern = kern
			if a.red != nil {
				if k.Finish == "" {
					c.releaseKernel()
					return nil, fmt.Errorf("sycl: kernel %s has Reducer parameters but no Finish kernel", k.where())
				}
				fk, err := q.dev.cl.AcquireKernel(src, k.Options, k.Finish, svmVariant(a, c.loc))
				if err != nil {
					c.releaseKernel()
					return nil, fmt.Errorf("sycl: kernel %s: %s: %w", k.where(), k.Finish, buildError(err))
				}
				fk.Label = k.Name
				c.finKern = fk
			}
		}
	}
	if a != nil && a.kind == actKernel && q.clq != nil && !c.needsUSMHooks() && !c.checked {
		c.ev = newCLEvent(q, a)
	} else {
		c.ev = newEvent(q, a)
		if a != nil && a.kind == actKernel && q.clq != nil {
			c.ev.enq = make(chan struct{})
		}
	}

	q.mu.Lock()
	if q.closed {
		q.mu.Unlock()
		c.releaseKernel()
		return nil, ErrQueueClosed
	}
	for _, d := range h.deps {
		c.deps = append(c.deps, d)
	}
	if err := c.plan(); err != nil {
		// Accesses already registered name this event: finish it so that
		// nothing waits on it forever. It is not tracked: Submit reports the
		// error, and an in-order queue must not wait on the refused command.
		q.mu.Unlock()
		c.releaseKernel()
		c.lose(err)
		c.ev.complete(err, Profile{})
		return nil, err
	}
	if q.inOrder && q.last != nil {
		// The order of an in-order queue binds the commands' actions, not
		// the transfers that bring their data: those wait only for the
		// commands whose memory they touch (planned above), so that the
		// next command's inputs are copied while this one runs.
		// So do the copies into a co-executed device's copies of USM
		// allocations (memory.Alloc.FetchView), and a co-executed
		// command's host work after its kernel (USM regions copied
		// back) does not hold the next command's action: that waits
		// for the kernel alone, on the device where it can
		// (ordersOnDevice), else on the host (waitAction).
		if len(c.xfers) > 0 || (c.usm != nil && (c.fetchesUSM() || c.needsUSMHooks())) {
			c.order = q.last
		} else if !slices.Contains(c.deps, memory.Event(q.last)) {
			c.deps = append(c.deps, q.last)
		}
	}
	q.track(c.ev)
	q.mu.Unlock()
	c.start()
	return c.ev, nil
}

// allocs returns the USM allocations the command uses: those it requires
// (kernel arguments) and the USM sides of a copy or fill.
func (c *command) allocs() []*memory.Alloc {
	var out []*memory.Alloc
	add := func(a *memory.Alloc) {
		if a != nil && !slices.Contains(out, a) {
			out = append(out, a)
		}
	}
	for _, u := range c.uses {
		add(u.Alloc)
	}
	if a := c.act; a != nil {
		if a.dst != nil {
			add(a.dst.Alloc)
		}
		if a.src != nil {
			add(a.src.Alloc)
		}
	}
	return out
}

// plan registers the command's memory accesses, in submission order.
func (c *command) plan() error {
	// Refuse a closed buffer, or one whose host slice was changed behind
	// its back (GOSYCL_CHECK=host), and allocate the device copies,
	// before registering any access, so that a refused command group
	// leaves no trace on its other buffers.
	for _, u := range c.uses {
		if u.Buf != nil {
			if err := u.Buf.Reserve(c.loc); err != nil {
				return fmt.Errorf("sycl: %s: %w", c.ev.name(), err)
			}
		}
	}
	// A USM allocation that Free has begun to release refuses the
	// command; one that has not waits for it.
	for _, a := range c.allocs() {
		if err := a.AddUser(c.ev); err != nil {
			return fmt.Errorf("sycl: %s: usm: %w", c.ev.name(), err)
		}
	}
	mdeps := c.deps
	var adeps []memory.Event
	for j, u := range c.uses {
		if u.Buf == nil {
			continue
		}
		xdeps, ad, xs, err := u.Buf.PlanSplit(c.loc, u.Lo, u.Hi, u.Mode, c.ev, &c.home, nil, adeps)
		adeps = ad
		if err != nil {
			c.home.End()
			return fmt.Errorf("sycl: %s: %w", c.ev.name(), err)
		}
		if c.deferCopies(j, xs) {
			c.deferred = append(c.deferred, xs...)
			c.deferDeps = append(c.deferDeps, xdeps...)
			continue
		}
		mdeps = append(mdeps, xdeps...)
		c.xfers = append(c.xfers, xs...)
	}
	if len(c.xfers) == 0 {
		mdeps, adeps = append(mdeps, adeps...), nil
	}
	if c.home.Made() {
		c.ev.onComplete(c.home.End)
	}
	c.deps, c.actDeps = dedup(mdeps), dedup(adeps)
	return nil
}

// dedup returns deps without repeats. Dependencies are few: a linear
// scan beats a map.
func dedup(deps []memory.Event) []memory.Event {
	var out []memory.Event
outer:
	for _, d := range deps {
		for _, e := range out {
			if e == d {
				continue outer
			}
		}
		out = append(out, d)
	}
	return out
}

// lose tells the buffers the command writes that its failure, err, left
// their ranges undefined (memory.Buffer.Lose). That is so once the action
// may have run or a transfer failed; before that a command's accessors
// kept the data, except DiscardWrite ones, for which nothing was copied
// in (an overwritten Write or ReadWrite accessor's copies in, deferred,
// have run by then: restore). It runs before the event completes.
func (c *command) lose(err error) {
	for _, u := range c.uses {
		if u.Buf != nil && u.Mode.Writes() && (c.started || c.xferFailed || !u.Mode.NeedsData()) {
			u.Buf.Lose(c.ev, u.Lo, u.Hi, err)
		}
	}
}

func (c *command) releaseKernel() {
	if c.kern != nil {
		c.kern.Release()
		c.kern = nil
	}
	c.releaseFinish()
}

// start runs the command now if it can be handed to the device without
// waiting on the host, and otherwise on a goroutine that waits first.
func (c *command) start() {
	var wait []*cl.Event
	ready := len(c.xfers) == 0 && !c.fetchesUSM()
	for _, md := range c.deps {
		if !ready {
			break
		}
		if md.Done() {
			if err := md.Wait(); err != nil {
				c.fail(dependencyFailed(err))
				releaseAll(wait)
				return
			}
			continue
		}
		d, ok := md.(*Event)
		if !ok {
			ready = false
			break
		}
		// A pending OpenCL command on the same device orders through the
		// wait list, or needs nothing when it is earlier on this in-order queue.
		if c.q.inOrder && d.isCL && c.ev.isCL && enqueued(d) && d.clQueue == c.q.clq {
			c.clPrev = append(c.clPrev, d)
			continue
		}
		if c.q.clq != nil && d.isCL && c.ev.isCL && enqueued(d) && d.clQueue.Device() == c.q.dev.cl {
			if w := d.retainCL(); w != nil {
				wait = append(wait, w)
				c.clDeps = append(c.clDeps, d)
				continue
			}
			if err := d.Wait(); err != nil { // harvested meanwhile
				c.fail(dependencyFailed(err))
				releaseAll(wait)
				return
			}
			continue
		}
		ready = false
	}
	if ready && c.act != nil && c.act.kind == actKernel && !c.needsUSMHooks() && !c.checked {
		if c.ev.isCL {
			c.launchCL(wait)
			return
		}
		if c.q.clq == nil {
			c.launchNative(nil)
			return
		}
	}
	releaseAll(wait)
	c.clDeps, c.clPrev = nil, nil // run waits for every dependency on the host
	if c.act == nil && len(c.deps) == 0 && len(c.xfers) == 0 {
		c.ev.complete(nil, hostProfile(hostNow(), hostNow(), hostNow()))
		return
	}
	go c.run()
}

func enqueued(e *Event) bool {
	select {
	case <-e.enq:
		return true
	default:
		return false
	}
}

func releaseAll(evs []*cl.Event) {
	for _, e := range evs {
		opencl.ReleaseEvent(e)
	}
}

// needsUSMHooks reports whether a USM use needs work after the kernel
// (memory.Alloc.NeedsEnd): the host then waits for the kernel.
func (c *command) needsUSMHooks() bool {
	for _, u := range c.uses {
		if u.Alloc != nil && u.Alloc.NeedsEnd(c.usm, c.loc, u.Mode) {
			return true
		}
	}
	return false
}

// fail completes the command with err, which is not yet prefixed. Before
// its action began the error is marked cgroup.ErrNotRun: the command
// changed no memory it writes.
func (c *command) fail(err error) {
	c.awaitCopies() // their failures are the command's, lost in lose
	c.releaseKernel()
	c.endUSM(false)
	c.restore()
	if !c.started {
		err = cgroup.NotRun(err)
	}
	c.failed(commandError(c.ev.name(), err))
}

// failed completes the command with err (prefixed), after telling the
// buffers it writes what they lost.
func (c *command) failed(err error) {
	c.lose(err)
	c.ev.complete(err, Profile{})
}

// dependencyFailed is the error of a command whose dependency failed with err.
func dependencyFailed(err error) error {
	return fmt.Errorf("%w: %w", ErrDependencyFailed, err)
}

// run is the general path: wait for the dependencies, make the data
// current, then run the action.
func (c *command) run() {
	submit := hostNow()
	var failure error
	for _, d := range c.deps {
		if err := d.Wait(); err != nil && failure == nil {
			failure = dependencyFailed(err)
		}
	}
	// The transfers run even when a dependency failed: planning has already
	// recorded their destinations as current, and later commands trust that.
	var wait []*cl.Event
	if c.chainsCopies() {
		wait = c.startCopies(&failure)
	} else {
		for _, x := range c.xfers {
			if err := x.Run(); err != nil {
				c.xferFailed = true
				if failure == nil {
					failure = fmt.Errorf("transfer %v: %w", x, err)
				}
				continue
			}
			c.ev.moved.Add(x.Moved()) // read once the event completes
		}
		c.home.End() // a failed transfer has left its destination stale
	}
	if failure == nil {
		evs, err := c.fetchUSM()
		wait = append(wait, evs...)
		if err != nil {
			failure = err
		}
	}
	for _, d := range c.actDeps {
		if err := d.Wait(); err != nil && failure == nil {
			failure = dependencyFailed(err)
		}
	}
	if c.order != nil {
		var err error
		switch {
		case c.usm != nil && c.ordersOnDevice(c.order):
			// Its kernel is on the queue ahead of this one's, which the
			// device runs after it: the host waits for neither, and the
			// command checks its outcome after its own kernel is
			// enqueued (Event.ordered), so that one package's kernel
			// follows another's on the device without a host round trip
			// between them while their copies run beside.
			if err = c.order.waitLaunched(); err == nil {
				c.clPrev = append(c.clPrev, c.order)
				testhook.OrderedOnDevice.Add(1)
			}
		case c.usm != nil:
			err = c.order.waitAction()
		default:
			err = c.order.Wait()
		}
		if err != nil && failure == nil {
			failure = dependencyFailed(err)
		}
	}
	if failure != nil {
		releaseAll(wait)
		c.fail(failure)
		return
	}
	if c.act == nil {
		c.ev.complete(nil, hostProfile(submit, hostNow(), hostNow()))
		return
	}
	switch c.act.kind {
	case actKernel:
		if c.q.clq != nil {
			c.launchCL(wait)
		} else {
			c.launchNative(&submit)
		}
		return
	case actCopy, actFill, actHost:
		start := hostNow()
		c.started = true
		err := c.transfer()
		c.endUSM(err == nil)
		if err != nil {
			c.failed(commandError(c.ev.name(), err))
			return
		}
		c.ev.complete(nil, hostProfile(submit, start, hostNow()))
	}
}

// ordersOnDevice reports whether the command, a kernel of a co-executed
// launch, may be enqueued behind p, the command before it on its
// in-order queue, once p's kernel is enqueued (Event.waitLaunched),
// rather than once p's kernel has ended: p is a kernel on the same
// OpenCL queue, and should p fail after this command's kernel is
// enqueued, what this command's kernel writes is lost with its failure
// and never taken for a result. That holds for buffers (lose) and for
// the regions of USM allocations the kernel works on in its device's
// copy (memory.Alloc.OnView: a failed kernel's region is not copied
// home); not for USM used in place or mapped, where the kernel writes
// the allocation's home itself.
func (c *command) ordersOnDevice(p *Event) bool {
	if c.q.clq == nil || !c.q.inOrder || c.act == nil || c.act.kind != actKernel || c.checked {
		return false
	}
	if p.q != c.q || p.act == nil || p.act.kind != actKernel || p.enq == nil {
		return false
	}
	for _, u := range c.uses {
		if u.Alloc != nil && !u.Alloc.OnView(c.usm, c.loc, u.Mode) {
			return false
		}
	}
	return true
}

// chainsCopies reports whether the command's copies in are started
// without blocking and its kernel waits for them on the device, so that
// the kernel starts when its inputs have arrived, with no host round
// trip between (the copy engine and the compute engine then overlap one
// piece's copy in with another's kernel, as StarPU's data prefetch does:
// Augonnet et al. 2011). That holds for an OpenCL kernel whose copies all
// go from the host into its own device; a copy out of a device (a move
// between devices goes through the host, and its two halves must stay in
// order) keeps the blocking path.
func (c *command) chainsCopies() bool {
	if c.act == nil || c.act.kind != actKernel || c.q.clq == nil || len(c.xfers) == 0 {
		return false
	}
	for _, x := range c.xfers {
		if !x.ToDevice(c.loc) {
			return false
		}
	}
	return true
}

// startCopies starts the command's copies in and returns the events of
// those enqueued on the device, retained, for the kernel's wait list
// (memory.Started.ChainEvent), once every copy has started, so that the
// copies of several arguments follow each other on the device with no
// host round trip between. A direct copy's event is at hand; a copy
// staged through the host (on goroutines of its own, while the device's
// direct copies run) gives its last DMA command's once the host has
// copied and enqueued all of them, so that the kernel is enqueued while
// they run; one that failed before gives none and is waited for here. A
// copy that fails sets *failure.
func (c *command) startCopies(failure *error) []*cl.Event {
	var wait []*cl.Event
	var started []*memory.Started
	fail := func(x fmt.Stringer, err error) {
		c.xferFailed = true
		if *failure == nil {
			*failure = fmt.Errorf("transfer %v: %w", x, err)
		}
	}
	for _, x := range c.xfers {
		s, err := x.Start()
		if err != nil {
			fail(x, err)
			continue
		}
		started = append(started, s)
	}
	for _, s := range started {
		if e := s.ChainEvent(); e != nil {
			c.copying = append(c.copying, s)
			wait = append(wait, opencl.RetainEvent(e))
			continue
		}
		if err := s.Wait(); err != nil {
			fail(s, err)
			continue
		}
		c.ev.moved.Add(s.Moved())
	}
	return wait
}

// awaitCopies waits for the copies in under way and returns the first
// failure; a failed copy has left its destination range stale, and
// marks the command's transfers failed (see lose), before it returns.
func (c *command) awaitCopies() error {
	var first error
	for _, s := range c.copying {
		if err := s.Wait(); err != nil {
			c.xferFailed = true
			if first == nil {
				first = fmt.Errorf("transfer %v: %w", s, err)
			}
			continue
		}
		c.ev.moved.Add(s.Moved()) // read once the event completes
	}
	c.copying = nil
	c.home.End()
	for _, r := range c.usmIn {
		if err := r.Wait(); err != nil {
			c.xferFailed = true
			if first == nil {
				first = err
			}
		}
	}
	c.usmIn = nil
	return first
}

// fetchesUSM reports whether the kernel copies into its device's copies
// of USM allocations before it runs, in a co-executed launch
// (memory.Alloc.Fetches).
func (c *command) fetchesUSM() bool {
	if c.usm == nil || c.act == nil || c.act.kind != actKernel {
		return false
	}
	for _, u := range c.uses {
		if u.Alloc != nil && u.Alloc.Fetches(c.usm, c.loc, u.Mode) {
			return true
		}
	}
	return false
}

// fetchUSM starts those copies, before the command waits for the one
// before it on an in-order queue (memory.Alloc.FetchViewAsync), and
// returns the events the kernel waits for on the device, new references
// for the kernel's wait list; awaitCopies waits for the copies.
func (c *command) fetchUSM() ([]*cl.Event, error) {
	if !c.fetchesUSM() {
		return nil, nil
	}
	var wait []*cl.Event
	for _, u := range c.uses {
		if u.Alloc != nil {
			r, err := u.Alloc.FetchViewAsync(c.usm, c.loc, u.Lo, u.Hi, u.Mode)
			if err != nil {
				return wait, err
			}
			if r != nil {
				c.usmIn = append(c.usmIn, r)
				wait = append(wait, r.Events()...)
			}
		}
	}
	return wait, nil
}

// beginUSM resolves the USM arguments for the command's device.
func (c *command) beginUSM() error {
	for _, u := range c.uses {
		if u.Alloc == nil {
			continue
		}
		arg, err := u.Alloc.Begin(c.usm, c.loc, u.Lo, u.Hi, u.Mode)
		if err != nil {
			return err
		}
		c.begun = append(c.begun, u)
		if c.usmArg == nil {
			c.usmArg = map[*memory.Alloc]memory.Arg{}
		}
		c.usmArg[u.Alloc] = arg
	}
	return nil
}

// endUSM ends the USM uses begun; ok says whether the action succeeded
// (a failed kernel's writes to a copy of an allocation are dropped).
func (c *command) endUSM(ok bool) error {
	var first error
	for i, u := range c.begun {
		var h *memory.Homing
		if i < len(c.homing) {
			h = c.homing[i]
		}
		err := u.Alloc.EndHomed(c.usm, c.loc, u.Lo, u.Hi, u.Mode, ok, h)
		if err != nil && first == nil {
			first = err
		}
	}
	c.begun, c.homing = nil, nil
	return first
}

// usmEnded is the command's error err after endUSM returned uerr: uerr
// where the action succeeded; where it failed, err, with uerr added where
// a copy home chained to the failed kernel ran (memory.ErrCopiedFailed):
// the host's bytes then hold what the failure left.
func usmEnded(err, uerr error) error {
	switch {
	case err == nil:
		return uerr
	case errors.Is(uerr, memory.ErrCopiedFailed):
		return fmt.Errorf("%w (%w)", err, uerr)
	}
	return err
}

// startHome enqueues the copies home of the regions the kernel (clev,
// pending, its queue flushed) writes in its device's copies of USM
// allocations, chained to it on the device (memory.Alloc.StartHome), so
// that each starts when the kernel ends, with no host round trip between,
// while the device runs the next piece's copy in and kernel; endUSM waits
// for them. The caller starts none for a checked kernel, which its fault
// record can fail after its event succeeded.
func (c *command) startHome(clev *cl.Event) {
	for _, u := range c.begun {
		c.homing = append(c.homing, u.Alloc.StartHome(c.usm, c.loc, u.Lo, u.Hi, u.Mode, clev))
	}
}

// launchCL enqueues the kernel; the event completes with the cl_event.
func (c *command) launchCL(wait []*cl.Event) {
	defer releaseAll(wait)
	if err := c.beginUSM(); err != nil {
		c.fail(err)
		return
	}
	k := c.act.bound
	var red *reduceLaunch
	if c.act.red != nil {
		var err error
		if red, err = c.newReduceLaunch(); err != nil {
			c.fail(err)
			return
		}
		defer red.release()
	}
	if err := c.bindCL(k, red); err != nil {
		c.fail(err)
		return
	}
	if err := c.bindLaunchArgs(); err != nil {
		c.fail(err)
		return
	}
	if k.k.Strided {
		if err := c.bindShape(red); err != nil {
			c.fail(err)
			return
		}
	}
	var fault *opencl.Buffer
	if c.checked {
		var err error
		if fault, err = c.faultRecord(); err != nil {
			c.fail(err)
			return
		}
		defer fault.Release()
	}
	off, global, local := c.act.space.openCL()
	if red != nil {
		off, global, local = red.off, red.global, red.local
	}
	clev, err := c.enqueueKernel(red, off, global, local, wait)
	c.kern.Release()
	c.kern = nil
	if err == nil && red != nil {
		c.started = true // the kernel may run and write, whatever becomes of Finish
		clev, err = c.finish(red, clev, fault)
	}
	c.releaseFinish()
	// flushed: the kernel has been flushed (once per kernel: the copies
	// in, a package's ask and the copies home each need it flushed).
	copiesIn := len(c.copying) > 0 || len(c.usmIn) > 0
	flushed := false
	if err == nil && !c.ev.isCL {
		// The next kernel of the queue may now be enqueued behind this
		// one (ordersOnDevice); flushed when asked, as an isCL kernel is
		// below, so that the device starts it without waiting for the
		// host's work after it (with copies in, below).
		if c.flush && !copiesIn {
			flushed = c.q.clq.Flush() == nil
		}
		c.ev.markLaunched()
	}
	if err == nil && copiesIn {
		// The kernel waits for its copies in on the device: flushed, it
		// starts when they end, while the host waits for them here, so
		// that a failed copy marks its range stale before the command's
		// event can complete.
		err = c.q.clq.Flush()
		flushed = err == nil
		if xerr := c.awaitCopies(); xerr != nil {
			if err == nil {
				opencl.WaitEvent(clev) // it fails or runs on stale bytes: lost either way
			}
			c.setFate(clev, err == nil)
			opencl.ReleaseEvent(clev)
			c.started = true
			c.fail(xerr)
			return
		}
		if err != nil { // the kernel was enqueued and may run
			opencl.WaitEvent(clev)
			c.setFate(clev, true)
			opencl.ReleaseEvent(clev)
			c.started = true
		}
	}
	if err != nil {
		c.fail(fmt.Errorf("enqueue: %w", err))
		return
	}
	c.started = true
	c.ev.after, c.ev.ordered, c.clDeps, c.clPrev = c.clDeps, c.clPrev, nil, nil
	if c.ev.isCL {
		c.ev.lose = c.lose
		// No flush here unless asked: waiting flushes, and Done flushes a
		// command it finds still queued; a flush per launch costs as much
		// as the launch. A co-executed package asks (cgroup.SetFlush): the
		// host goes on preparing the next package, or waiting for another
		// unit's, before it waits for this one, and a driver that holds
		// unflushed commands on the host (NVIDIA's) would not start the
		// kernel until then. A failed flush leaves the kernel to the
		// flush its wait does, which reports the queue's failure. The
		// flush comes before the event is published: once it is, the
		// command may be waited for and its queue closed.
		n := c.q.clq.Flushes()
		if c.flush {
			_ = c.q.clq.Flush()
		}
		c.ev.setCLFlushes(clev, c.q.clq, n)
		return
	}
	// Host and shared allocations that move between host and device: wait
	// here, then hand them back to the host.
	runs, err := c.ev.waitBefore()
	if err == nil && len(c.begun) > 0 && !c.checked {
		// A command of another queue may wait only for a flushed one;
		// unflushed, the copies stay on the host's side (End).
		if flushed || c.q.clq.Flush() == nil {
			c.startHome(clev)
		}
	}
	if runs {
		err = awaitRunning(clev, err)
	}
	c.setFate(clev, runs)
	var p Profile
	if err == nil && c.q.profiling {
		p = c.ev.clProfile(clev)
	}
	opencl.ReleaseEvent(clev)
	c.ev.releaseFirst()
	if err == nil && fault != nil {
		err = c.checkFault(fault) // before endUSM: a faulting kernel failed
	}
	if err != nil {
		c.ev.actionDone(commandError(c.ev.name(), err))
	} else {
		c.ev.actionDone(nil)
	}
	err = usmEnded(err, c.endUSM(err == nil))
	if err != nil {
		c.failed(commandError(c.ev.name(), err))
		return
	}
	c.ev.complete(nil, p)
}

// setFate records, for a command that does host work after its kernel
// (not isCL, whose harvest records it), what became of its kernel clev on
// the device, before its action ends: the commands enqueued behind it
// (ordersOnDevice) read it (haltsQueue). ended says whether clev has
// ended (been waited for); one that has not is taken as halted, as the
// harvest takes a command whose kernel it does not wait for.
func (c *command) setFate(clev *cl.Event, ended bool) {
	if c.ev.isCL {
		return
	}
	c.ev.fate = fateHalted
	if ended {
		c.ev.fate = deviceFate(clev)
	}
}

// faultRecord allocates a checked kernel's fault record (code, index,
// length: three longs, zeroed) and binds it as the last argument.
func (c *command) faultRecord() (*opencl.Buffer, error) {
	b, err := c.loc.NewBuffer(24)
	if err != nil {
		return nil, err
	}
	if err := c.loc.Write(b, 0, make([]byte, 24)); err != nil {
		b.Release()
		return nil, err
	}
	if err := c.kern.K.SetArgBuffer(c.act.bound.k.clArgs(true)-1, b.M); err != nil {
		b.Release()
		return nil, err
	}
	return b, nil
}

func (c *command) checkFault(b *opencl.Buffer) error {
	rec := make([]byte, 24)
	if err := c.loc.Read(b, 0, rec); err != nil {
		return err
	}
	code := int64(binary.LittleEndian.Uint64(rec))
	if code == 0 {
		return nil
	}
	pos := "?"
	if ps := c.act.bound.k.CheckPositions; code >= 1 && int(code) <= len(ps) {
		pos = ps[code-1]
	}
	return fmt.Errorf("%s: index %d out of range [0:%d]", pos, int64(binary.LittleEndian.Uint64(rec[8:])), int64(binary.LittleEndian.Uint64(rec[16:])))
}

func (c *command) bindCL(b Bound, red *reduceLaunch) error {
	k := c.kern.K
	i := -1 // OpenCL argument index
	nred := 0
	for pi, p := range b.k.Params {
		i++
		a := b.args[pi]
		var err error
		switch p.Kind {
		case ParamScalar:
			v := valueBytes(a)
			err = k.SetArgUnsafe(i, len(v), unsafe.Pointer(&v[0]))
		case ParamLocal:
			la := a.(localRequest).localArg()
			err = k.SetArgLocal(i, max(1, la.Bytes()))
			if err == nil && p.WithLen {
				i++
				err = k.SetArgInt64(i, int64(la.Len()))
			}
		case ParamReduce:
			err = red.bindReducer(k, i, nred, p)
			i++
			nred++
		case ParamGlobal:
			u := c.act.mem[pi]
			err = c.bindMemory(c.kern, i, u)
			if err == nil && p.WithLen {
				i++
				err = k.SetArgInt64(i, int64(u.Elems()))
			}
		}
		if err != nil {
			return fmt.Errorf("setting argument %d (%s): %w", i, p.Name, err)
		}
	}
	if b.k.GroupScratch > 0 {
		i++
		if err := k.SetArgLocal(i, int(c.act.groupLocal())); err != nil {
			return fmt.Errorf("setting argument %d (the group algorithms' local memory): %w", i, err)
		}
	}
	return nil
}

// groupLocal is the local memory the kernel's group algorithms take on an
// OpenCL device, in bytes (Kernel.GroupScratch).
func (a *action) groupLocal() int64 {
	n := int64(a.bound.k.GroupScratch)
	for d := 0; d < a.space.dims; d++ {
		n *= int64(a.space.local[d])
	}
	return n
}

// leaving is the bound on the native device's workers that run the
// command's kernel while its Cores (Handler.cores) leave left of them
// idle: none (0: all of them) for none left, and at least one.
func (c *command) leaving(left int) int {
	if left <= 0 {
		return 0
	}
	return max(1, c.q.dev.pool.Workers()-left)
}

// launchNative hands the kernel to the native device's pool.
func (c *command) launchNative(submitted *int64) {
	submit := hostNow()
	if submitted != nil {
		submit = *submitted
	}
	if err := c.beginUSM(); err != nil {
		c.fail(err)
		return
	}
	k := c.act.bound
	args := make([]any, len(k.args))
	for i, p := range k.k.Params {
		args[i] = k.args[i]
		switch p.Kind {
		case ParamGlobal:
			args[i] = c.hostView(c.act.mem[i])
		case ParamLocal:
			args[i] = k.args[i].(localRequest).localArg()
		}
	}
	reduced := c.nativeReductions(args)
	nativeRun, lanes := nativeFunc(k.k)
	align := 0
	if c.yield != nil {
		align = c.yield.Align
	}
	l := newNativeLaunch(c.act.space, c.q.dev.pool.Workers(), lanes, k.k.UsesNDItem, align)
	run := func(first, last int) { nativeRun(l, first, last, args) }
	var injected error
	if faults.Active() {
		f := faults.Launch(faults.Site{Device: c.q.dev.info.Name, Native: true, Kernel: k.k.Name, Offset: l.Offset[0] + l.lo, Size: l.hi - l.lo})
		var refused error
		if run, refused, injected = f.Native(l.GroupCount(), run); refused != nil {
			c.fail(refused)
			return
		}
	}
	start := hostNow()
	c.started = true
	job := &native.Job{
		Groups:  l.GroupCount(),
		Workers: c.q.nativeWorkers,
		Cancel:  c.act.cancel,
		Run:     run,
	}
	var detach func()
	if c.cores != nil {
		pool := c.q.dev.pool
		detach = c.cores.Attach(func(left int, share bool) {
			pool.Bound(job, c.leaving(left))
			job.SetShare(share)
		})
	}
	job.Done = func(err error) {
		if detach != nil {
			detach()
		}
		if err == nil {
			err = injected
		}
		if err == nil {
			err = reduced()
		}
		err = usmEnded(err, c.endUSM(err == nil))
		if err != nil {
			c.failed(commandError(c.ev.name(), err))
			return
		}
		c.ev.complete(nil, hostProfile(submit, start, hostNow()))
	}
	c.q.dev.pool.Submit(job)
	if c.yield != nil && l.Dims == 1 {
		c.yield.Start(func(align int) int {
			return l.itemsBefore(job.Stop(func(next int) int { return l.cut(next, align) }))
		})
	}
}

// runHostTask calls f; a panic in it is the command's error, as a native
// kernel's is, not the end of the program.
func runHostTask(f func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("host task panicked: %v", r)
		}
	}()
	return f()
}

// transfer runs copies, fills and host tasks.
func (c *command) transfer() error {
	if err := c.beginUSM(); err != nil {
		return err
	}
	a := c.act
	switch a.kind {
	case actHost:
		return runHostTask(a.host)
	case actFill:
		u := a.dst
		if u.Alloc != nil {
			return u.Alloc.Fill(0, a.pattern, a.n)
		}
		if c.loc == nil {
			h := u.Buf.Host[u.Lo:u.Hi]
			for i := 0; i < len(h); i += len(a.pattern) {
				copy(h[i:], a.pattern)
			}
			return nil
		}
		return c.loc.Fill(u.Buf.DeviceBuffer(c.loc), u.Lo, a.pattern, a.n)
	}
	// Copy.
	if c.loc != nil { // buffer to buffer on an OpenCL device
		return c.loc.Copy(a.dst.Buf.DeviceBuffer(c.loc), a.dst.Lo, a.src.Buf.DeviceBuffer(c.loc), a.src.Lo, a.n)
	}
	side := func(u *memory.Use, host []byte) (*memory.Alloc, []byte) {
		switch {
		case u == nil:
			return nil, host
		case u.Alloc != nil:
			return u.Alloc, nil
		}
		return nil, u.Buf.Host[u.Lo:u.Hi]
	}
	da, dh := side(a.dst, a.dstHost)
	sa, sh := side(a.src, a.srcHost)
	return memory.Copy(da, 0, dh, sa, 0, sh, a.n)
}

// enqueueKernel enqueues the command's kernel over off, global and local. On
// PoCL a ragged slice of a tiled basic range runs as its whole tiles and
// then its remainder (launchSpace.tiledParts), the remainder waiting for
// the tiles: its event, which a failure of the tiles fails too, is the
// command's, and the tiles' is its first (Event.first, for profiles).
func (c *command) enqueueKernel(red *reduceLaunch, off, global, local []int, wait []*cl.Event) (*cl.Event, error) {
	if red != nil || local != nil || !c.q.dev.pocl() {
		return c.q.clq.Launch(c.kern, off, global, local, wait)
	}
	whole, rest, ok := c.act.space.tiledParts()
	if !ok {
		return c.q.clq.Launch(c.kern, off, global, local, wait)
	}
	a, err := c.q.clq.Launch(c.kern, whole[0], whole[1], whole[2], wait)
	if err != nil {
		return nil, err
	}
	b, err := c.q.clq.Launch(c.kern, rest[0], rest[1], rest[2], []*cl.Event{a})
	if err != nil {
		opencl.WaitEvent(a) // it may run and write: the command fails after it
		opencl.ReleaseEvent(a)
		c.started = true
		return nil, err
	}
	c.ev.first = a
	return b, nil
}
