package sycl

import (
	"fmt"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/gosycl/gosycl/internal/backend/native"
	"github.com/gosycl/gosycl/internal/backend/opencl"
	"github.com/gosycl/gosycl/internal/memory"
)

// Backend is the layer a device runs on.
type Backend uint8

// Backends.
const (
	BackendNative Backend = iota + 1 // Go code on a pool of goroutines
	BackendOpenCL                    // an OpenCL device
)

func (b Backend) String() string {
	switch b {
	case BackendNative:
		return "native"
	case BackendOpenCL:
		return "opencl"
	}
	return "unknown"
}

// DeviceType is the kind of processor.
type DeviceType uint8

// Device types.
const (
	TypeCPU DeviceType = iota + 1
	TypeGPU
	TypeAccelerator
)

func (t DeviceType) String() string {
	switch t {
	case TypeCPU:
		return "cpu"
	case TypeGPU:
		return "gpu"
	case TypeAccelerator:
		return "accelerator"
	}
	return "unknown"
}

// SVMCapabilities are the shared-virtual-memory kinds a device offers.
type SVMCapabilities uint8

// SVM capability bits.
const (
	SVMCoarseGrainBuffer SVMCapabilities = 1 << iota // host access needs map/unmap
	SVMFineGrainBuffer                               // host and device share allocations directly
	SVMFineGrainSystem                               // any host memory (the native device)
	SVMAtomics                                       // atomics visible across host and device
)

func (c SVMCapabilities) String() string {
	if c == 0 {
		return "none"
	}
	var parts []string
	for i, n := range []string{"coarse", "fine-buffer", "fine-system", "atomics"} {
		if c&(1<<i) != 0 {
			parts = append(parts, n)
		}
	}
	return strings.Join(parts, "|")
}

// DeviceInfo describes a device.
type DeviceInfo struct {
	Name, Vendor, Platform string
	Version, DriverVersion string // OpenCL version string; "native" for the Go device
	Backend                Backend
	Type                   DeviceType
	ComputeUnits           int
	GlobalMemSize          int64 // bytes
	LocalMemSize           int64 // bytes of work-group local memory
	MaxAllocSize           int64
	MaxWorkGroupSize       int
	MaxWorkItemSizes       []int // per SYCL dimension
	SVM                    SVMCapabilities
	FP64                   bool
	// Int64Atomics: 64-bit atomics on global and local memory
	// (cl_khr_int64_base_atomics; always on the native device).
	Int64Atomics bool
	// ClockMHz is the maximum clock (0: not reported, as on the native
	// device); VectorWidth the float lanes of one compute unit's native
	// vectors (1 for a GPU's scalar lanes; on the native device, the
	// lanes of the widest vector variants it may run on this CPU:
	// nativeVectorWidth).
	ClockMHz, VectorWidth int
	// What a GPU reports of its compute units' issue through its
	// vendor's extension (cl_nv_device_attribute_query,
	// cl_amd_device_attribute_query), 0 where it reports nothing (other
	// GPUs, CPUs, the native device): SIMDWidth is the work-items one
	// instruction runs for (NVIDIA's warp, AMD's wavefront),
	// ComputeCapability NVIDIA's compute capability as major×10+minor
	// (90 for 9.0), SIMDsPerCU AMD's SIMD units per compute unit. The
	// Coexecutor sizes a GPU's smallest package by them
	// (coexecutor/fill.go).
	SIMDWidth, ComputeCapability, SIMDsPerCU int
}

// Device is a processor that runs kernels: an OpenCL device or the native
// Go CPU device. Devices are process-wide and safe for concurrent use.
type Device struct {
	info DeviceInfo
	cl   *opencl.Device // nil for the native device
	pool *native.Pool
}

// The accessors below treat a nil *Device as a device with a zero
// DeviceInfo; NewQueueOn refuses it.

// Info returns the device's description.
func (d *Device) Info() DeviceInfo {
	if d == nil {
		return DeviceInfo{}
	}
	return d.info
}

// Name returns the device's name.
func (d *Device) Name() string { return d.Info().Name }

// Type returns the device's type.
func (d *Device) Type() DeviceType { return d.Info().Type }

// Backend returns the device's backend.
func (d *Device) Backend() Backend { return d.Info().Backend }

// IsNative reports whether this is the native Go CPU device.
func (d *Device) IsNative() bool { return d != nil && d.cl == nil }

func (d *Device) String() string {
	if d == nil {
		return "<nil device>"
	}
	return fmt.Sprintf("%s:%s %s", d.info.Backend, d.info.Type, d.info.Name)
}

// memoryLocation is where the device keeps data, for the buffer, usm and
// coexecutor packages through memory.LocationOf (nil for the native
// device, which uses host memory).
func (d *Device) memoryLocation() *opencl.Device {
	if d == nil {
		return nil
	}
	return d.cl
}

func init() {
	memory.SetLocationOf(func(device any) *opencl.Device {
		d, _ := device.(*Device)
		return d.memoryLocation()
	})
}

// UsesHostMemory reports whether the device works on host memory in
// place: the native device, and OpenCL devices whose memory is the
// host's (PoCL's CPU devices; the runtime probes the device once). A
// buffer's host slice is then the device's copy, so buffers never move
// to or from it; its bytes moved are 0.
func (d *Device) UsesHostMemory() bool {
	if d == nil {
		return false
	}
	return d.cl == nil || d.cl.InPlace()
}

// pocl tells the OpenCL devices of PoCL's platform apart: it compiles a
// kernel for each local size it meets (launchCL).
func (d *Device) pocl() bool {
	return d != nil && d.cl != nil && strings.Contains(d.info.Platform, "Portable Computing Language")
}

// NativeWorkers is the number of goroutines the native device runs kernels on.
func (d *Device) NativeWorkers() int {
	if d == nil || d.pool == nil {
		return 0
	}
	return d.pool.Workers()
}

// The devices found, each backend once: the native device at the first
// call that needs a device, the OpenCL devices at the first Devices whose
// GOSYCL_DEVICE may show one (a filter naming only the native backend
// leaves OpenCL's platforms unlisted and their drivers unloaded, as
// oneAPI's ONEAPI_DEVICE_SELECTOR does with the backends it excludes).
var (
	nativeOnce sync.Once
	nativeDev  *Device
	openCLOnce sync.Once
	openCLDevs []*Device
	openCLErr  error
)

func discoverNative() { nativeDev = newNative() }

func discoverOpenCL() {
	cls, err := opencl.Devices()
	if err != nil {
		openCLErr = fmt.Errorf("sycl: %w", err)
	}
	for _, c := range cls {
		openCLDevs = append(openCLDevs, fromOpenCL(c))
	}
}

// found is every device found so far: the OpenCL devices, when f may
// show one (their discovery's error with them), then the native device.
func found(f deviceFilter) ([]*Device, error) {
	nativeOnce.Do(discoverNative)
	if !f.mayShowOpenCL() {
		return []*Device{nativeDev}, nil
	}
	openCLOnce.Do(discoverOpenCL)
	return append(slices.Clip(openCLDevs), nativeDev), openCLErr
}

func init() {
	// Pinned host memory comes from a GPU that GOSYCL_DEVICE shows (none
	// where it names only the native backend: OpenCL is not touched).
	opencl.SetVisible(func() (bool, func(*opencl.Device) bool) {
		f, err := parseDeviceFilter(os.Getenv(EnvDevice))
		if err != nil || !f.mayShowOpenCL() {
			return false, nil
		}
		shown, _ := visible(f)
		return true, func(c *opencl.Device) bool {
			return slices.ContainsFunc(shown, func(d *Device) bool { return d.cl == c })
		}
	})
}

// visible is the devices found that f shows, in Devices' order, with
// discovery's error.
func visible(f deviceFilter) ([]*Device, error) {
	all, err := found(f)
	var out []*Device
	for i, d := range all {
		if f.match(d, indexInBackend(all, i)) {
			out = append(out, d)
		}
	}
	return out, err
}

func fromOpenCL(c *opencl.Device) *Device {
	i := c.Info()
	t := TypeCPU
	switch {
	case i.GPU:
		t = TypeGPU
	case i.Accelerator:
		t = TypeAccelerator
	}
	// SYCL dimension d is OpenCL dimension dims-1-d; report sizes in SYCL order
	// for 3-D (the usual max_work_item_sizes reading).
	sizes := append([]int(nil), i.MaxWorkItemSizes...)
	for a, b := 0, len(sizes)-1; a < b; a, b = a+1, b-1 {
		sizes[a], sizes[b] = sizes[b], sizes[a]
	}
	return &Device{cl: c, info: DeviceInfo{
		Name: i.Name, Vendor: i.Vendor, Platform: i.Platform,
		Version: i.Version, DriverVersion: i.DriverVersion,
		Backend: BackendOpenCL, Type: t,
		ComputeUnits: i.ComputeUnits, GlobalMemSize: i.GlobalMem, LocalMemSize: i.LocalMem,
		MaxAllocSize: i.MaxAlloc, MaxWorkGroupSize: i.MaxWorkGroupSize, MaxWorkItemSizes: sizes,
		SVM: SVMCapabilities(i.SVM & 0xf), FP64: i.FP64, Int64Atomics: i.Int64Atomics,
		ClockMHz: i.ClockMHz, VectorWidth: max(1, i.VectorWidthFloat),
		SIMDWidth: i.SIMDWidth, ComputeCapability: i.ComputeCapability, SIMDsPerCU: i.SIMDsPerCU,
	}}
}

// nativeMaxWorkGroup bounds native work-groups; the native device has no
// hardware limit, this keeps per-group local memory and barrier state small.
const nativeMaxWorkGroup = 4096

func newNative() *Device {
	p := native.NewPool(0)
	return &Device{pool: p, info: DeviceInfo{
		Name:   fmt.Sprintf("Go native CPU (%d workers)", p.Workers()),
		Vendor: "GoSYCL", Platform: "GoSYCL native", Version: "native " + runtime.Version(), DriverVersion: runtime.Version(),
		Backend: BackendNative, Type: TypeCPU, ComputeUnits: p.Workers(), VectorWidth: nativeVectorWidth(),
		GlobalMemSize: opencl.HostMemory(), LocalMemSize: 1 << 20, MaxAllocSize: opencl.HostMemory(),
		MaxWorkGroupSize: nativeMaxWorkGroup, MaxWorkItemSizes: []int{nativeMaxWorkGroup, nativeMaxWorkGroup, nativeMaxWorkGroup},
		SVM: SVMFineGrainSystem | SVMFineGrainBuffer | SVMAtomics, FP64: true, Int64Atomics: true,
	}}
}

// EnvDevice is the environment variable that filters the devices GoSYCL
// sees, in the spirit of oneAPI's ONEAPI_DEVICE_SELECTOR.
const EnvDevice = "GOSYCL_DEVICE"

// EnvProgramCache is the environment variable that places the on-disk
// cache of OpenCL program binaries: a directory, or "off" for none; unset,
// gosycl/programs under the user's cache directory (os.UserCacheDir). A
// program built from source on a device is kept as the binary the driver
// returns, keyed by the device, its driver's version, the build options
// and the source, and later processes build it from that binary, which
// skips the compiler's front end (PoCL keeps its own cache instead). It is
// read at every build; a cache that cannot be read or written leaves
// programs building from source. A binary unused for 30 days is removed.
const EnvProgramCache = opencl.EnvProgramCache

// Devices returns the devices visible to this process: every OpenCL device
// of every platform, then the native Go CPU device, filtered by
// GOSYCL_DEVICE when it is set. A malformed GOSYCL_DEVICE or GOSYCL_CHECK
// is an error.
// When OpenCL discovery fails, Devices returns the devices it has (the
// native one) together with the error. A GOSYCL_DEVICE whose terms all
// name the native backend leaves OpenCL alone: its platforms are not
// listed, and no driver is loaded.
func Devices() ([]*Device, error) {
	f, err := parseDeviceFilter(os.Getenv(EnvDevice))
	if err != nil {
		return nil, err
	}
	if _, err := BoundsChecked(); err != nil {
		return nil, err
	}
	return visible(f)
}

// NativeDevice returns the native Go CPU device, whatever GOSYCL_DEVICE says.
func NativeDevice() *Device {
	nativeOnce.Do(discoverNative)
	return nativeDev
}

// indexInBackend is device i's index among the devices of its backend
// in all.
func indexInBackend(all []*Device, i int) int {
	n := 0
	for j := 0; j < i; j++ {
		if all[j].info.Backend == all[i].info.Backend {
			n++
		}
	}
	return n
}

// deviceFilter is a parsed GOSYCL_DEVICE: a comma-separated list of terms
// backend[:kind], where backend is opencl, native or *, and kind is cpu,
// gpu, acc, *, or a device index within the backend. A device is visible
// when any term matches it. Empty means every device.
type deviceFilter []filterTerm

type filterTerm struct {
	backend Backend // 0: any
	typ     DeviceType
	index   int // -1: any
}

func parseDeviceFilter(s string) (deviceFilter, error) {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil, nil
	}
	var f deviceFilter
	for _, term := range strings.Split(s, ",") {
		term = strings.ToLower(strings.TrimSpace(term))
		be, kind, _ := strings.Cut(term, ":")
		t := filterTerm{index: -1}
		switch be {
		case "opencl":
			t.backend = BackendOpenCL
		case "native":
			t.backend = BackendNative
		case "*":
		default:
			return nil, fmt.Errorf("sycl: %s=%q: unknown backend %q in %q (want opencl, native or *)", EnvDevice, s, be, term)
		}
		switch kind {
		case "", "*":
		case "cpu":
			t.typ = TypeCPU
		case "gpu":
			t.typ = TypeGPU
		case "acc", "accelerator":
			t.typ = TypeAccelerator
		default:
			n, err := strconv.Atoi(kind)
			if err != nil || n < 0 {
				return nil, fmt.Errorf("sycl: %s=%q: unknown device %q in %q (want cpu, gpu, acc, * or an index)", EnvDevice, s, kind, term)
			}
			t.index = n
		}
		f = append(f, t)
	}
	return f, nil
}

// mayShowOpenCL tells whether a device of the OpenCL backend may match
// f: every device does when f is empty, and a term of the native backend
// matches none.
func (f deviceFilter) mayShowOpenCL() bool {
	if len(f) == 0 {
		return true
	}
	for _, t := range f {
		if t.backend != BackendNative {
			return true
		}
	}
	return false
}

func (f deviceFilter) match(d *Device, index int) bool {
	if len(f) == 0 {
		return true
	}
	for _, t := range f {
		if (t.backend == 0 || t.backend == d.info.Backend) &&
			(t.typ == 0 || t.typ == d.info.Type) &&
			(t.index < 0 || t.index == index) {
			return true
		}
	}
	return false
}

// A Selector scores devices; the device with the highest non-negative score
// is chosen, and a negative score rejects a device.
type Selector func(*Device) int

// Predefined selectors. The CPU selector prefers an OpenCL CPU device (such
// as PoCL) to the native Go device; use Native for the latter.
var (
	DefaultSelector Selector = scoreDefault
	GPU             Selector = func(d *Device) int { return typeScore(d, TypeGPU) }
	CPU             Selector = func(d *Device) int {
		if d.info.Type != TypeCPU {
			return -1
		}
		if d.IsNative() {
			return 500
		}
		return 600
	}
	Accelerator Selector = func(d *Device) int { return typeScore(d, TypeAccelerator) }
	Native      Selector = func(d *Device) int {
		if d.IsNative() {
			return 1000
		}
		return -1
	}
)

func typeScore(d *Device, t DeviceType) int {
	if d.info.Type != t {
		return -1
	}
	return 1000 + d.info.ComputeUnits
}

func scoreDefault(d *Device) int {
	switch {
	case d.info.Type == TypeGPU:
		return 1000 + d.info.ComputeUnits
	case d.info.Type == TypeAccelerator:
		return 800
	case !d.IsNative():
		return 600
	}
	return 500
}

// ByName selects devices whose name contains substr (case-insensitive).
func ByName(substr string) Selector {
	s := strings.ToLower(substr)
	return func(d *Device) int {
		if strings.Contains(strings.ToLower(d.info.Name), s) {
			return 1000
		}
		return -1
	}
}

// score calls sel on d; a panic in it is an error.
func score(sel Selector, d *Device) (s int, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("sycl: the selector panicked on %v: %v", d, r)
		}
	}()
	return sel(d), nil
}

// SelectDevice returns the visible device the selector scores highest.
func SelectDevice(sel Selector) (*Device, error) {
	if sel == nil {
		sel = DefaultSelector
	}
	devs, err := Devices()
	if len(devs) == 0 && err != nil {
		return nil, err
	}
	var best *Device
	bestScore := -1
	for _, d := range devs {
		s, err := score(sel, d)
		if err != nil {
			return nil, err
		}
		if s >= 0 && s > bestScore {
			best, bestScore = d, s
		}
	}
	if best == nil {
		names := make([]string, len(devs))
		for i, d := range devs {
			names[i] = d.String()
		}
		return nil, fmt.Errorf("sycl: no device matches the selector (visible: %s)", strings.Join(names, "; "))
	}
	return best, nil
}
