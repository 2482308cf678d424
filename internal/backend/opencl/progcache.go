package opencl

// This file holds the on-disk cache of program binaries: a program a
// device built from source is kept as the binary the device returns
// (CL_PROGRAM_BINARIES), and a later process builds it from that binary,
// which skips the compiler's front end (Device.program).

/*
#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 200
#endif
#include <stdlib.h>
#include <CL/cl.h>

static cl_program gosycl_program_binary(cl_context c, cl_device_id d, const unsigned char *bin, size_t n, cl_int *status, cl_int *err) {
	return clCreateProgramWithBinary(c, 1, &d, &n, &bin, status, err);
}

static cl_int gosycl_binary_size(cl_program p, size_t *n) {
	*n = 0;
	return clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof(size_t), n, NULL);
}

static cl_int gosycl_binary(cl_program p, unsigned char *buf) {
	unsigned char *bufs[1] = {buf};
	return clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof(bufs), bufs, NULL);
}
*/
import "C"

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	cl "github.com/jgillich/go-opencl/cl"
)

// EnvProgramCache is the environment variable that places the on-disk
// cache of program binaries: a directory, or "off" for none. Unset or
// empty, the cache is the directory gosycl/programs under the user's
// cache directory (os.UserCacheDir). A binary is keyed by the device's
// platform, name, version and driver version, the build options and the
// source, so a driver update or an edited kernel builds from source
// again; a binary the driver refuses is removed and built from source.
// The cache is best effort: where it cannot be read or written, programs
// build from source. A binary unused for 30 days is removed.
const EnvProgramCache = "GOSYCL_PROGRAM_CACHE"

// maxBinary bounds the binaries kept: a driver that reports a larger one
// builds from source each process rather than filling the disk.
const maxBinary = 64 << 20

// programCacheDir is the cache's directory, "" when it is off or there
// is none.
func programCacheDir() string {
	switch v := os.Getenv(EnvProgramCache); v {
	case "off":
		return ""
	case "":
		dir, err := os.UserCacheDir()
		if err != nil {
			return ""
		}
		return filepath.Join(dir, "gosycl", "programs")
	default:
		return v
	}
}

// diskCached tells whether d's programs are kept on disk. PoCL keeps its
// own on-disk cache of compiled kernels, keyed by source and options, and
// programs made from its binaries in two contexts would share that cache's
// entries, which distinctBuilds keeps apart (pocl.go).
func (d *Device) diskCached() bool { return !isPoCL(d.info) || diskCachePoCL }

// diskCachePoCL, set by tests only, keeps PoCL's programs on disk too.
var diskCachePoCL bool

// binaryPath is where the binary of source built with options on d is
// kept in dir.
func (d *Device) binaryPath(dir, source, options string) string {
	h := sha256.New()
	for _, s := range []string{d.info.Platform, d.info.Name, d.info.Version, d.info.DriverVersion, options, d.distinct, source} {
		h.Write([]byte(s))
		h.Write([]byte{0})
	}
	return filepath.Join(dir, hex.EncodeToString(h.Sum(nil))+".bin")
}

// buildCached builds source with options on d from its binary in the
// on-disk cache, where there is one the driver accepts, else from
// source, keeping the binary for the next process. cached tells that it
// came from the cache. PoCL's programs are not kept (diskCached).
func (d *Device) buildCached(ctx *cl.Context, source, options string) (p *cl.Program, cached bool, err error) {
	dir := programCacheDir()
	if dir == "" || !d.diskCached() {
		p, err = d.build(ctx, source, options)
		return p, false, err
	}
	trimOnce.Do(func() { trimCache(dir, time.Now()) })
	path := d.binaryPath(dir, source, options)
	if bin, err := os.ReadFile(path); err == nil && len(bin) > 0 {
		if p, err := d.buildBinary(ctx, bin, options); err == nil {
			markUsed(path, time.Now())
			return p, true, nil
		}
		os.Remove(path) // refused: stale or damaged
	}
	if p, err = d.build(ctx, source, options); err != nil {
		return nil, false, err
	}
	if bin, err := programBinary(p); err == nil {
		writeBinary(dir, path, bin)
	}
	return p, false, nil
}

// buildBinary builds the program of binary bin with options on d.
func (d *Device) buildBinary(ctx *cl.Context, bin []byte, options string) (*cl.Program, error) {
	// go-opencl makes programs from sources only: a program wrapper is
	// made from an empty source, and its handle swapped for the binary's
	// (the wrapper's finalizer then releases the binary's program).
	p, err := ctx.CreateProgramWithSource([]string{" "})
	if err != nil {
		return nil, err
	}
	cbin := C.CBytes(bin)
	defer C.free(cbin)
	var status, code C.cl_int
	raw := C.gosycl_program_binary(rawContext(ctx), rawDevice(d.cl), (*C.uchar)(cbin), C.size_t(len(bin)), &status, &code)
	if err := check("clCreateProgramWithBinary", code); err != nil {
		p.Release()
		return nil, err
	}
	if err := check("clCreateProgramWithBinary", status); err != nil {
		C.clReleaseProgram(raw)
		p.Release()
		return nil, err
	}
	C.clReleaseProgram(rawProgram(p))
	setRawProgram(p, raw)
	if _, err := buildFor(p, d.cl, d.buildOptions(options)); err != nil {
		p.Release()
		return nil, err
	}
	return p, nil
}

// programBinary is p's binary for its one device.
func programBinary(p *cl.Program) ([]byte, error) {
	var n C.size_t
	if err := check("clGetProgramInfo", C.gosycl_binary_size(rawProgram(p), &n)); err != nil {
		return nil, err
	}
	if n == 0 || n > maxBinary {
		return nil, errors.New("opencl: no binary to keep")
	}
	buf := C.malloc(n)
	defer C.free(buf)
	if err := check("clGetProgramInfo", C.gosycl_binary(rawProgram(p), (*C.uchar)(buf))); err != nil {
		return nil, err
	}
	return C.GoBytes(buf, C.int(n)), nil
}

// A binary not used for cacheUnused is removed, as Go's build cache
// trims its entries: once a process, at its first build through the
// cache (trimCache). A use marks a binary by its modification time, at
// most once per markEvery, so that a launch does not write the disk.
const (
	cacheUnused = 30 * 24 * time.Hour
	markEvery   = time.Hour
)

var trimOnce sync.Once

// trimCache removes from dir the binaries unused since cacheUnused before
// now, and the files of writes that never finished (writeBinary) older
// than markEvery.
func trimCache(dir string, now time.Time) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		info, err := e.Info()
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		age := now.Sub(info.ModTime())
		switch name := e.Name(); {
		case strings.HasSuffix(name, ".bin") && !strings.HasPrefix(name, ".") && age > cacheUnused,
			strings.HasPrefix(name, ".bin-") && age > markEvery:
			os.Remove(filepath.Join(dir, name))
		}
	}
}

// markUsed records a use of the binary at path at now.
func markUsed(path string, now time.Time) {
	if info, err := os.Stat(path); err == nil && now.Sub(info.ModTime()) > markEvery {
		os.Chtimes(path, now, now)
	}
}

// writeBinary keeps bin at path in dir, through a file of its own renamed
// into place, so that a process reading the cache never sees part of one.
func writeBinary(dir, path string, bin []byte) {
	if os.MkdirAll(dir, 0o755) != nil {
		return
	}
	f, err := os.CreateTemp(dir, ".bin-*")
	if err != nil {
		return
	}
	_, werr := f.Write(bin)
	if cerr := f.Close(); werr != nil || cerr != nil || os.Rename(f.Name(), path) != nil {
		os.Remove(f.Name())
	}
}
