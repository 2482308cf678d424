package opencl

// This file adds the OpenCL calls that github.com/jgillich/go-opencl lacks:
// the OpenCL 2.0 shared virtual memory (SVM) API, event status queries, a
// real clFlush (go-opencl's Flush calls clFinish) and device queries of
// 2.0-era properties. Everything else goes through go-opencl.

/*
#cgo linux pkg-config: OpenCL
#cgo darwin LDFLAGS: -framework OpenCL
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 200
#endif
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <stdlib.h>
#include <string.h>
#include <CL/cl.h>

static cl_int gosycl_event_status(cl_event ev, cl_int *status) {
	return clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(cl_int), status, NULL);
}

static int gosycl_user_event(cl_event ev) {
	cl_command_type t = 0;
	return clGetEventInfo(ev, CL_EVENT_COMMAND_TYPE, sizeof(t), &t, NULL) == CL_SUCCESS && t == CL_COMMAND_USER;
}

static cl_int gosycl_device_ulong(cl_device_id d, cl_device_info param, cl_ulong *out) {
	*out = 0;
	return clGetDeviceInfo(d, param, sizeof(cl_ulong), out, NULL);
}

static cl_int gosycl_device_uint(cl_device_id d, cl_device_info param, cl_uint *out) {
	*out = 0;
	return clGetDeviceInfo(d, param, sizeof(cl_uint), out, NULL);
}

static cl_int gosycl_queue_device(cl_command_queue q, cl_device_id *out) {
	return clGetCommandQueueInfo(q, CL_QUEUE_DEVICE, sizeof(cl_device_id), out, NULL);
}

static cl_int gosycl_context_refcount(cl_context c, cl_uint *out) {
	return clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, sizeof(cl_uint), out, NULL);
}

static cl_int gosycl_mem_refcount(cl_mem m, cl_uint *out) {
	return clGetMemObjectInfo(m, CL_MEM_REFERENCE_COUNT, sizeof(cl_uint), out, NULL);
}

static cl_int gosycl_program_log(cl_program p, cl_device_id d, char *buf, size_t n, size_t *got) {
	return clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_LOG, n, buf, got);
}

static cl_int gosycl_build(cl_program p, cl_device_id d, const char *opts) {
	return clBuildProgram(p, 1, &d, opts, NULL, NULL);
}

static void *gosycl_svm_alloc(cl_context c, cl_svm_mem_flags flags, size_t size) {
	return clSVMAlloc(c, flags, size, 0);
}

static cl_int gosycl_set_arg_svm(cl_kernel k, cl_uint idx, void *p) {
	return clSetKernelArgSVMPointer(k, idx, p);
}

static cl_int gosycl_svm_map(cl_command_queue q, cl_map_flags flags, void *p, size_t size, cl_uint nwait, const cl_event *wait, cl_event *ev) {
	return clEnqueueSVMMap(q, CL_TRUE, flags, p, size, nwait, wait, ev);
}

static cl_int gosycl_svm_unmap(cl_command_queue q, void *p, cl_uint nwait, const cl_event *wait, cl_event *ev) {
	return clEnqueueSVMUnmap(q, p, nwait, wait, ev);
}

static cl_int gosycl_svm_memcpy(cl_command_queue q, cl_bool blocking, void *dst, const void *src, size_t size, cl_uint nwait, const cl_event *wait, cl_event *ev) {
	return clEnqueueSVMMemcpy(q, blocking, dst, src, size, nwait, wait, ev);
}

static cl_int gosycl_svm_fill(cl_command_queue q, void *p, const void *pattern, size_t psize, size_t size, cl_uint nwait, const cl_event *wait, cl_event *ev) {
	return clEnqueueSVMMemFill(q, p, pattern, psize, size, nwait, wait, ev);
}

static cl_int gosycl_svm_migrate(cl_command_queue q, void *p, size_t size, cl_uint nwait, const cl_event *wait, cl_event *ev) {
#if CL_TARGET_OPENCL_VERSION >= 210
	const void *ptrs[1] = {p};
	size_t sizes[1] = {size};
	return clEnqueueSVMMigrateMem(q, 1, ptrs, sizes, 0, nwait, wait, ev);
#else
	return clEnqueueMarkerWithWaitList(q, nwait, wait, ev);
#endif
}

static cl_int gosycl_flush(cl_command_queue q) { return clFlush(q); }

// Waits for ev; when the wait reports a failure, status receives the
// command's execution status (a negative error code).
// gosycl_wait waits for ev and reads its execution status whatever
// clWaitForEvents returned: a driver may return CL_SUCCESS for an event
// that ended in error (NVIDIA's does for a user event set to an error).
// An event found ended (CL_COMPLETE, or an error) is not waited for: the
// host often waits for a command that ended while it waited for an
// earlier one (a reduction's Finish after its first kernel, a copy
// chained to a kernel), and a wait costs a call into the driver's
// synchronisation where a query does not.
static cl_int gosycl_wait(cl_event ev, cl_int *status) {
	*status = CL_QUEUED;
	if (clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(cl_int), status, NULL) == CL_SUCCESS && *status <= CL_COMPLETE) {
		return CL_SUCCESS;
	}
	cl_int err = clWaitForEvents(1, &ev);
	*status = 0;
	clGetEventInfo(ev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(cl_int), status, NULL);
	return err;
}

static cl_int gosycl_profile4(cl_event ev, cl_ulong *out) {
	cl_int err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_QUEUED, sizeof(cl_ulong), &out[0], NULL);
	if (err == CL_SUCCESS) err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_SUBMIT, sizeof(cl_ulong), &out[1], NULL);
	if (err == CL_SUCCESS) err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, sizeof(cl_ulong), &out[2], NULL);
	if (err == CL_SUCCESS) err = clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, sizeof(cl_ulong), &out[3], NULL);
	return err;
}

// gosycl_profile_span reads the queued, submit and start timestamps of
// first and the end of last: the span of a command made of several.
static cl_int gosycl_profile_span(cl_event first, cl_event last, cl_ulong *out) {
	cl_int err = clGetEventProfilingInfo(first, CL_PROFILING_COMMAND_QUEUED, sizeof(cl_ulong), &out[0], NULL);
	if (err == CL_SUCCESS) err = clGetEventProfilingInfo(first, CL_PROFILING_COMMAND_SUBMIT, sizeof(cl_ulong), &out[1], NULL);
	if (err == CL_SUCCESS) err = clGetEventProfilingInfo(first, CL_PROFILING_COMMAND_START, sizeof(cl_ulong), &out[2], NULL);
	if (err == CL_SUCCESS) err = clGetEventProfilingInfo(last, CL_PROFILING_COMMAND_END, sizeof(cl_ulong), &out[3], NULL);
	return err;
}

static cl_int gosycl_release_event(cl_event ev) { return clReleaseEvent(ev); }

*/
import "C"

import (
	"fmt"
	"slices"
	"sync"
	"sync/atomic"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// go-opencl keeps each OpenCL handle unexported as the first field of its
// wrapper struct (Device{id}, Context{clContext,...}, CommandQueue{clQueue,...},
// Kernel{clKernel,...}, MemObject{clMem,...}, Event{clEvent}, Program{clProgram,...}).
// The calls below need the raw handles; TestRawHandles checks this layout
// against the driver (CL_QUEUE_DEVICE of a queue is the device it was made on).

func rawDevice(d *cl.Device) C.cl_device_id { return *(*C.cl_device_id)(unsafe.Pointer(d)) }
func rawContext(c *cl.Context) C.cl_context { return *(*C.cl_context)(unsafe.Pointer(c)) }
func rawQueue(q *cl.CommandQueue) C.cl_command_queue {
	return *(*C.cl_command_queue)(unsafe.Pointer(q))
}
func rawKernel(k *cl.Kernel) C.cl_kernel     { return *(*C.cl_kernel)(unsafe.Pointer(k)) }
func rawMem(m *cl.MemObject) C.cl_mem        { return *(*C.cl_mem)(unsafe.Pointer(m)) }
func rawEvent(e *cl.Event) C.cl_event        { return *(*C.cl_event)(unsafe.Pointer(e)) }
func rawProgram(p *cl.Program) C.cl_program  { return *(*C.cl_program)(unsafe.Pointer(p)) }
func setRawEvent(e *cl.Event, ev C.cl_event) { *(*C.cl_event)(unsafe.Pointer(e)) = ev }
func setRawDevice(d *cl.Device, raw C.cl_device_id) {
	*(*C.cl_device_id)(unsafe.Pointer(d)) = raw
}
func setRawProgram(p *cl.Program, raw C.cl_program) {
	*(*C.cl_program)(unsafe.Pointer(p)) = raw
}

// eventKey identifies e's cl_event (failedOnHost).
func eventKey(e *cl.Event) uintptr { return uintptr(unsafe.Pointer(rawEvent(e))) }

// keepEventForever retains e's cl_event once more, never to be released:
// its handle then names no other event for the life of the process.
func keepEventForever(e *cl.Event) { C.clRetainEvent(rawEvent(e)) }

// Error is an OpenCL status code with the call that returned it.
type Error struct {
	Call string
	Code int
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s: %s (%d)", e.Call, codeName(e.Code), e.Code)
}

func check(call string, code C.cl_int) error {
	if code == C.CL_SUCCESS {
		return nil
	}
	return NewError(call, int(code))
}

// NewError makes the error of an OpenCL call that returned code: an
// *Error, or what package sycl registers (its CLError).
var NewError = func(call string, code int) error { return &Error{Call: call, Code: code} }

// CodeName is the name of an OpenCL status code ("CL_OUT_OF_RESOURCES").
func CodeName(code int) string { return codeName(code) }

func codeName(code int) string {
	switch code {
	case -1:
		return "CL_DEVICE_NOT_FOUND"
	case -2:
		return "CL_DEVICE_NOT_AVAILABLE"
	case -4:
		return "CL_MEM_OBJECT_ALLOCATION_FAILURE"
	case -5:
		return "CL_OUT_OF_RESOURCES"
	case -6:
		return "CL_OUT_OF_HOST_MEMORY"
	case -11:
		return "CL_BUILD_PROGRAM_FAILURE"
	case -14:
		return "CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST"
	case -30:
		return "CL_INVALID_VALUE"
	case -36:
		return "CL_INVALID_COMMAND_QUEUE"
	case -38:
		return "CL_INVALID_MEM_OBJECT"
	case -46:
		return "CL_INVALID_KERNEL_NAME"
	case -48:
		return "CL_INVALID_KERNEL"
	case -49:
		return "CL_INVALID_ARG_INDEX"
	case -50:
		return "CL_INVALID_ARG_VALUE"
	case -51:
		return "CL_INVALID_ARG_SIZE"
	case -52:
		return "CL_INVALID_KERNEL_ARGS"
	case -54:
		return "CL_INVALID_WORK_GROUP_SIZE"
	case -55:
		return "CL_INVALID_WORK_ITEM_SIZE"
	case -56:
		return "CL_INVALID_GLOBAL_OFFSET"
	case -58:
		return "CL_INVALID_EVENT"
	case -59:
		return "CL_INVALID_OPERATION"
	case -61:
		return "CL_INVALID_BUFFER_SIZE"
	case -63:
		return "CL_INVALID_GLOBAL_WORK_SIZE"
	}
	return "OpenCL error"
}

// SVM capability bits (CL_DEVICE_SVM_CAPABILITIES).
const (
	SVMCoarseGrainBuffer = 1 << 0
	SVMFineGrainBuffer   = 1 << 1
	SVMFineGrainSystem   = 1 << 2
	SVMAtomics           = 1 << 3
)

func deviceSVMCaps(d *cl.Device) uint64 {
	var v C.cl_ulong
	// CL_DEVICE_SVM_CAPABILITIES is 0x1053; 1.2 devices answer CL_INVALID_VALUE.
	if C.gosycl_device_ulong(rawDevice(d), 0x1053, &v) != C.CL_SUCCESS {
		return 0
	}
	return uint64(v)
}

func queueDevice(q *cl.CommandQueue) (C.cl_device_id, error) {
	var d C.cl_device_id
	return d, check("clGetCommandQueueInfo", C.gosycl_queue_device(rawQueue(q), &d))
}

// MemRefCount reports CL_MEM_REFERENCE_COUNT (for leak tests).
func MemRefCount(m *cl.MemObject) (int, error) {
	var n C.cl_uint
	err := check("clGetMemObjectInfo", C.gosycl_mem_refcount(rawMem(m), &n))
	return int(n), err
}

func buildFor(p *cl.Program, d *cl.Device, opts string) (log string, err error) {
	var copts *C.char
	if opts != "" {
		copts = C.CString(opts)
		defer C.free(unsafe.Pointer(copts))
	}
	code := C.gosycl_build(rawProgram(p), rawDevice(d), copts)
	var n C.size_t
	if C.gosycl_program_log(rawProgram(p), rawDevice(d), nil, 0, &n) == C.CL_SUCCESS && n > 1 {
		buf := make([]byte, int(n))
		if C.gosycl_program_log(rawProgram(p), rawDevice(d), (*C.char)(unsafe.Pointer(&buf[0])), n, nil) == C.CL_SUCCESS {
			log = string(buf[:len(buf)-1])
		}
	}
	return log, check("clBuildProgram", code)
}

func flush(q *cl.CommandQueue) error { return check("clFlush", C.gosycl_flush(rawQueue(q))) }

// EventStatus returns CL_EVENT_COMMAND_EXECUTION_STATUS: 0 complete,
// 1 running, 2 submitted, 3 queued, negative an error code.
func EventStatus(e *cl.Event) (int, error) {
	s, err := DeviceStatus(e)
	if err == nil && s == C.CL_COMPLETE && failedOnHost(eventKey(e)) {
		s = C.CL_OUT_OF_RESOURCES
	}
	return s, err
}

// DeviceStatus is e's execution status as the device reports it: unlike
// EventStatus, it reads the marker of a fault the host alone reports
// (faults.Fault.Marker) as complete, as the device does, which runs the
// commands chained to it.
func DeviceStatus(e *cl.Event) (int, error) {
	var s C.cl_int
	err := check("clGetEventInfo", C.gosycl_event_status(rawEvent(e), &s))
	return int(s), err
}

// IsUserEvent reports whether e is a user event, which is on no queue:
// the commands after its command on an in-order queue do not wait for it.
func IsUserEvent(e *cl.Event) bool { return C.gosycl_user_event(rawEvent(e)) != 0 }

// WaitEvent blocks until e completes. It reports the failure of the command,
// not only of the wait.
func WaitEvent(e *cl.Event) error {
	var st C.cl_int
	code := C.gosycl_wait(rawEvent(e), &st)
	if st == C.CL_COMPLETE && failedOnHost(eventKey(e)) {
		st = C.CL_OUT_OF_RESOURCES
	}
	if st < 0 {
		return NewError("command execution", int(st))
	}
	return check("clWaitForEvents", code)
}

// ReleaseEvent releases e now rather than at finalisation. A failed
// event (negative status) is kept (failedEvents) instead: PoCL (3.1)
// frees an event once its last reference goes, even while its failure
// still reaches the commands that wait for it, which then lock freed
// memory and abort the process (pocl/pocl#1431). Failures are rare, and
// so is what they keep.
func ReleaseEvent(e *cl.Event) {
	if e == nil || rawEvent(e) == nil {
		return
	}
	raw := rawEvent(e)
	var st C.cl_int
	if C.gosycl_event_status(raw, &st) == C.CL_SUCCESS && st < 0 {
		failedEvents.Lock()
		failedEvents.l = append(failedEvents.l, raw)
		failedEvents.Unlock()
	} else {
		C.gosycl_release_event(raw)
	}
	setRawEvent(e, nil)
	live.events.Add(-1)
}

// failedEvents are the failed events ReleaseEvent keeps.
var failedEvents struct {
	sync.Mutex
	l []C.cl_event
}

// live counts the OpenCL objects the runtime holds, for leak tests.
var live struct {
	events, buffers, svm, queues, pinned atomic.Int64
}

// LiveObjects reports how many events, buffers, SVM allocations, queues
// and pinned allocations the runtime holds now (programs and kernels are
// cached per device and not counted).
type LiveObjects struct{ Events, Buffers, SVM, Queues, Pinned int64 }

// Live returns the current counts.
func Live() LiveObjects {
	return LiveObjects{live.events.Load(), live.buffers.Load(), live.svm.Load(), live.queues.Load(), live.pinned.Load()}
}

// got counts an event go-opencl returned.
// keepEvent retains e for the runtime's own ordering (kernelOrder),
// outside the live counts, as programs and kernels are: a device keeps
// such an event until it replaces it or closes. dropKept releases one.
func keepEvent(e *cl.Event) *cl.Event {
	k := RetainEvent(e)
	live.events.Add(-1)
	return k
}

func dropKept(k *cl.Event) {
	live.events.Add(1)
	ReleaseEvent(k)
}

func got(e *cl.Event) *cl.Event {
	if e != nil && rawEvent(e) != nil {
		live.events.Add(1)
	}
	return e
}

// ProfilingTimes returns the queued, submit, start and end device
// timestamps (ns) of a command of a profiling queue.
func ProfilingTimes(e *cl.Event) (queued, submit, start, end int64, err error) {
	var v [4]C.cl_ulong
	if code := C.gosycl_profile4(rawEvent(e), &v[0]); code != C.CL_SUCCESS {
		return 0, 0, 0, 0, check("clGetEventProfilingInfo", code)
	}
	return int64(v[0]), int64(v[1]), int64(v[2]), int64(v[3]), nil
}

// ProfilingSpan returns the queued, submit and start device timestamps
// (ns) of first and the end of last, two commands of one profiling
// queue: the span of a command made of several (a reduction's kernel and
// its Finish), in four reads where ProfilingTimes of both takes eight.
func ProfilingSpan(first, last *cl.Event) (queued, submit, start, end int64, err error) {
	var v [4]C.cl_ulong
	if code := C.gosycl_profile_span(rawEvent(first), rawEvent(last), &v[0]); code != C.CL_SUCCESS {
		return 0, 0, 0, 0, check("clGetEventProfilingInfo", code)
	}
	return int64(v[0]), int64(v[1]), int64(v[2]), int64(v[3]), nil
}

func wrapEvent(ev C.cl_event) *cl.Event {
	e := new(cl.Event)
	setRawEvent(e, ev)
	return got(e)
}

// distinct is evs with each event once, in their order (evs itself
// where no event repeats): PoCL (3.1) locks each event of a command's
// wait list when a failure reaches the command, and an event listed twice
// is locked twice, which aborts the process. A command waits for an
// event once however often its wait list names it.
func distinct(evs []*cl.Event) []*cl.Event {
	for i := 1; i < len(evs); i++ {
		for j := range i {
			if rawEvent(evs[i]) == rawEvent(evs[j]) {
				out := slices.Clone(evs[:i])
				for _, e := range evs[i+1:] {
					if !slices.ContainsFunc(out, func(o *cl.Event) bool { return rawEvent(o) == rawEvent(e) }) {
						out = append(out, e)
					}
				}
				return out
			}
		}
	}
	return evs
}

func waitList(evs []*cl.Event) (C.cl_uint, *C.cl_event) {
	evs = distinct(evs)
	if len(evs) == 0 {
		return 0, nil
	}
	l := make([]C.cl_event, len(evs))
	for i, e := range evs {
		l[i] = rawEvent(e)
	}
	return C.cl_uint(len(l)), &l[0]
}

// SVM flags.
const (
	svmReadWrite = C.CL_MEM_READ_WRITE
	svmFineGrain = C.CL_MEM_SVM_FINE_GRAIN_BUFFER
)

func svmAlloc(ctx *cl.Context, fine bool, size int) unsafe.Pointer {
	flags := C.cl_svm_mem_flags(svmReadWrite)
	if fine {
		flags |= svmFineGrain
	}
	return C.gosycl_svm_alloc(rawContext(ctx), flags, C.size_t(size))
}

func svmFree(ctx *cl.Context, p unsafe.Pointer) { C.clSVMFree(rawContext(ctx), p) }

func setArgSVM(k *cl.Kernel, idx int, p unsafe.Pointer) error {
	return check("clSetKernelArgSVMPointer", C.gosycl_set_arg_svm(rawKernel(k), C.cl_uint(idx), p))
}

func svmMap(q *cl.CommandQueue, write bool, p unsafe.Pointer, size int, wait []*cl.Event) error {
	flags := C.cl_map_flags(C.CL_MAP_READ)
	if write {
		flags |= C.CL_MAP_WRITE
	}
	n, l := waitList(wait)
	var ev C.cl_event
	if err := check("clEnqueueSVMMap", C.gosycl_svm_map(rawQueue(q), flags, p, C.size_t(size), n, l, &ev)); err != nil {
		return err
	}
	C.gosycl_release_event(ev)
	return nil
}

func svmUnmap(q *cl.CommandQueue, p unsafe.Pointer, wait []*cl.Event) (*cl.Event, error) {
	n, l := waitList(wait)
	var ev C.cl_event
	if err := check("clEnqueueSVMUnmap", C.gosycl_svm_unmap(rawQueue(q), p, n, l, &ev)); err != nil {
		return nil, err
	}
	return wrapEvent(ev), nil
}

func svmMemcpy(q *cl.CommandQueue, blocking bool, dst, src unsafe.Pointer, size int, wait []*cl.Event) (*cl.Event, error) {
	n, l := waitList(wait)
	var ev C.cl_event
	b := C.cl_bool(C.CL_FALSE)
	if blocking {
		b = C.CL_TRUE
	}
	if err := check("clEnqueueSVMMemcpy", C.gosycl_svm_memcpy(rawQueue(q), b, dst, src, C.size_t(size), n, l, &ev)); err != nil {
		return nil, err
	}
	return wrapEvent(ev), nil
}

func svmFill(q *cl.CommandQueue, p unsafe.Pointer, pattern []byte, size int, wait []*cl.Event) (*cl.Event, error) {
	n, l := waitList(wait)
	var ev C.cl_event
	cp := C.CBytes(pattern)
	defer C.free(cp)
	if err := check("clEnqueueSVMMemFill", C.gosycl_svm_fill(rawQueue(q), p, cp, C.size_t(len(pattern)), C.size_t(size), n, l, &ev)); err != nil {
		return nil, err
	}
	return wrapEvent(ev), nil
}

func svmMigrate(q *cl.CommandQueue, p unsafe.Pointer, size int) (*cl.Event, error) {
	var ev C.cl_event
	if err := check("clEnqueueSVMMigrateMem", C.gosycl_svm_migrate(rawQueue(q), p, C.size_t(size), 0, nil, &ev)); err != nil {
		return nil, err
	}
	return wrapEvent(ev), nil
}

// cMalloc allocates size bytes of C memory (never moved by the Go GC).
func cMalloc(size int) unsafe.Pointer { return C.malloc(C.size_t(size)) }
func cFree(p unsafe.Pointer)          { C.free(p) }

// RetainEvent returns a second reference to e's event, released separately.
func RetainEvent(e *cl.Event) *cl.Event {
	C.clRetainEvent(rawEvent(e))
	return wrapEvent(rawEvent(e))
}
