package opencl

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
	"time"
	"unsafe"

	cl "github.com/jgillich/go-opencl/cl"
)

// runFills runs kernel name of p, which writes 7 to every element, over
// n ints on d, and reports whether every element holds 7.
func runFills(t *testing.T, d *Device, p *cl.Program, name string) {
	t.Helper()
	const n = 256
	k, err := p.CreateKernel(name)
	if err != nil {
		t.Fatalf("%s: %v", d.info.Name, err)
	}
	defer k.Release()
	b, err := d.NewBuffer(n * 4)
	if err != nil {
		t.Fatal(err)
	}
	defer b.Release()
	q, err := d.NewQueue(false, false)
	if err != nil {
		t.Fatal(err)
	}
	defer q.Release()
	if err := k.SetArgBuffer(0, b.M); err != nil {
		t.Fatal(err)
	}
	if _, err := q.q.EnqueueNDRangeKernel(k, nil, []int{n}, nil, nil); err != nil {
		t.Fatal(err)
	}
	host := make([]int32, n)
	if _, err := q.q.EnqueueReadBuffer(b.M, true, 0, n*4, unsafe.Pointer(&host[0]), nil); err != nil {
		t.Fatal(err)
	}
	for i, v := range host {
		if v != 7 {
			t.Fatalf("%s: element %d is %d after the kernel, want 7", d.info.Name, i, v)
		}
	}
}

// binaries lists the binaries kept in dir.
func binaries(t *testing.T, dir string) []string {
	t.Helper()
	got, err := filepath.Glob(filepath.Join(dir, "*.bin"))
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// A program built from source is kept on disk, and built from the kept
// binary the next time, which runs as the source's does; a damaged
// binary is built from source again and replaced; a cache that cannot be
// written, or that is off, leaves builds from source working.
func TestProgramDiskCache(t *testing.T) {
	defer func(old bool) { diskCachePoCL = old }(diskCachePoCL)
	diskCachePoCL = true
	const src = "__kernel void cached_(__global int *x_) { x_[get_global_id(0)] = 7; }\n"
	for _, d := range devices(t) {
		ctx, err := d.Context()
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		t.Setenv(EnvProgramCache, dir)
		build := func(want bool) *cl.Program {
			t.Helper()
			p, cached, err := d.buildCached(ctx, src, "-DCACHED_TEST")
			if err != nil {
				t.Fatalf("%s: %v", d.info.Name, err)
			}
			if cached != want {
				t.Fatalf("%s: built from the cache %v, want %v", d.info.Name, cached, want)
			}
			return p
		}
		p := build(false)
		p.Release()
		bins := binaries(t, dir)
		if len(bins) != 1 {
			t.Fatalf("%s: %d binaries kept after a build from source, want 1", d.info.Name, len(bins))
		}
		p = build(true)
		runFills(t, d, p, "cached_")
		p.Release()

		if err := os.WriteFile(bins[0], []byte("not a program binary"), 0o644); err != nil {
			t.Fatal(err)
		}
		p = build(false)
		runFills(t, d, p, "cached_")
		p.Release()
		if kept, err := os.ReadFile(bins[0]); err != nil || bytes.Equal(kept, []byte("not a program binary")) {
			t.Errorf("%s: the damaged binary was not replaced (%v)", d.info.Name, err)
		}

		file := filepath.Join(t.TempDir(), "a-file")
		if err := os.WriteFile(file, nil, 0o644); err != nil {
			t.Fatal(err)
		}
		t.Setenv(EnvProgramCache, file)
		p = build(false)
		p.Release()

		t.Setenv(EnvProgramCache, dir)
		p = build(true)
		p.Release()
		t.Setenv(EnvProgramCache, "off")
		p = build(false)
		p.Release()
	}
}

// Trimming removes the binaries unused for longer than cacheUnused and
// the files of unfinished writes, and keeps the rest; a use marks a
// binary used.
func TestTrimCache(t *testing.T) {
	dir := t.TempDir()
	now := time.Now()
	files := []struct {
		name string
		age  time.Duration
		kept bool
	}{
		{"fresh.bin", time.Hour, true},
		{"old.bin", cacheUnused + time.Hour, false},
		{".bin-123", 2 * markEvery, false},
		{".bin-456", time.Minute, true}, // a write under way
		{"other.txt", cacheUnused + time.Hour, true},
	}
	for _, f := range files {
		p := filepath.Join(dir, f.name)
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, now.Add(-f.age), now.Add(-f.age)); err != nil {
			t.Fatal(err)
		}
	}
	markUsed(filepath.Join(dir, "old.bin"), now)
	files[1].kept = true // used just now
	trimCache(dir, now)
	for _, f := range files {
		_, err := os.Stat(filepath.Join(dir, f.name))
		if kept := err == nil; kept != f.kept {
			t.Errorf("%s (%v old): kept %v, want %v", f.name, f.age, kept, f.kept)
		}
	}
}
