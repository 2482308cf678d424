// Package bench is the benchmark suite of the co-execution papers (seeds
// 000–003): regular and irregular kernels written in the Go kernel
// language, generated for OpenCL and the native device by cmd/kgen, each
// with its input at a problem scale, its launch arguments in a memory
// model (buffers over Go slices, buffers with storage of their own, or
// USM) wrapped for the coexecutor, and a host reference to verify a
// launch against.
//
// # Benchmarks
//
// Sizes at scale 1 (the 2-core CI machine: every launch well under a
// second on the native device) and at scale 4 (the default on the GPU
// machine). Times are the native Go device alone on the 2-core machine,
// one launch at scale 1.
//
//	name        kind       scale 1                               scale 4                          native, s=1
//	gaussian    regular    1024² image, 5x5 filter               4096²                             25 ms
//	matmul      regular    256² matrices, 16x16 tiles            1024² (1.07 G multiply-adds)      17 ms
//	binomial    regular    4096 options x 254 steps              16384 options                     85 ms
//	nbody       regular    8192 bodies (67 M interactions)       32768 (1.07 G)                   175 ms
//	perlin      regular    1024² image, 4 octaves                4096²                             60 ms
//	mandelbrot  irregular  1024² view, ≤ 512 iterations          4096²                            170 ms
//	ray1        irregular  512² image, 64 spheres, even          2048²                            290 ms
//	ray2        irregular  512² image, 64 spheres, clustered     2048²                            200 ms
//	spmv        irregular  262144 rows, 3.1 M nonzeros           1048576 rows, 12.5 M nonzeros      4 ms
//	lj          irregular  45292 atoms                           180061 atoms                      25 ms
//	triad       regular    16 M floats (192 MiB in all)          64 M (256 M at scale 16)          40 ms
//	jacobi      regular    1024² grid, 25 launches               4096²                            250 ms
//
// Benchmark.NewSized builds mandelbrot (rows x columns) and triad
// (elements) at explicit sizes instead: the sizes another system's
// benchmark uses, such as bench/starpu's StarPU comparison (mandelbrot
// 8192 x 4096, NewSized(4096, 8192)).
//
// Work grows with the square of the scale for the images, mandelbrot, ray,
// nbody and jacobi, with its cube for matmul and linearly for binomial,
// spmv, lj and triad. Inputs are deterministic (a splitmix64 generator with a fixed seed
// per benchmark), the same on every machine.
//
//   - gaussian: out = in blurred by the binomial filter (1 4 6 4 1)²/256,
//     edges clamped; 2-D Range, one pixel per work-item.
//   - matmul: C = A·B with A and B in [0, 1); NDRange of 16x16 work-groups
//     staging tiles of A and B in local memory between barriers.
//   - binomial: European call options priced on a binomial lattice of 254
//     steps (the AMD APP SDK's parameters: S in [5, 30], X in [1, 100], T
//     in [0.25, 10] years, r = 2 %, σ = 30 %), one option per work-item,
//     backward induction in a private array; float32.
//   - nbody: one step of all-pairs gravity for bodies in a unit ball with
//     mgl32.Vec4 positions (w = mass) and softening; new positions and
//     velocities go to separate outputs.
//   - perlin: fractal noise, 4 octaves of Ken Perlin's improved 3-D noise.
//     It stands for the papers' Taylor kernel (a 2-D regular kernel of
//     moderate arithmetic intensity), whose source is not available.
//   - mandelbrot: escape iteration counts over [-2.5, 1] x [-1, 1]; the
//     middle rows cost most.
//   - ray1, ray2: Whitted-style ray tracing of spheres (a Sphere struct in
//     global memory indexing a Material struct) with Phong shading,
//     shadow rays and up to three mirror reflections; RGB per pixel.
//     ray1 spreads the spheres evenly over the image; ray2 clusters the
//     same number in the top quarter, whose rows cost several times the
//     rest (the two scenes of the Sigmoid paper).
//   - spmv: y = A·x for a CSR matrix with power-law row lengths
//     (Chung-Lu, degree exponent 2.5, hubs first: row 0 has about 18000
//     nonzeros, the average is 12), one row per work-item. Its launches
//     give each row's cost, its nonzeros plus one (Instance.Costs).
//   - lj: Lennard-Jones 12-6 forces and energies (σ = ε = 1) with a cutoff
//     of 2.5σ, smoothly switched off, over a cell list; atoms on a jittered
//     lattice whose density falls along x, sorted by cell, so the first
//     work-items have about 20 times the neighbours of the last (the
//     md_lj kernel of the EngineCL/ls1-MarDyn paper). Its launches
//     give each atom's cost, the atoms of the 27 cells around it
//     (Instance.Costs).
//   - triad: the STREAM triad a = b + 3c on float32 data fresh from host
//     memory at every launch, b and c passed bare so that each device
//     receives the elements its packages read: two loads and a store per
//     multiply-add, so the link to a device sets its time.
//   - jacobi: an iterative benchmark (Instance.Steps): 25 launches of one
//     Jacobi sweep (each interior point becomes the mean of its four
//     neighbours, the boundary is kept) over two grids passed bare and
//     swapped between launches. The grids stay on the devices between
//     launches, so after the first a device receives only its halos: the
//     row above and the row below its rows, from the devices that wrote
//     them (kgen infers the footprint, rows ± 1).
//
// Every kernel uses int32 indices, and writes only the outputs of its own
// work-item (work-item i in row-major order owns elements [i·k, (i+1)·k)
// of each output), so a coexecutor may cut the range anywhere along
// dimension 0; nothing is updated in place.
//
// # Verification
//
// Instance.Verify compares a launch's outputs with a host reference: the
// kernel called as plain Go per work-item, or (nbody, lj, matmul) a
// straightforward Go implementation, nbody and lj in float64. Element i
// passes when |got − want| ≤ rel·max(|want|, floor, scale_i):
//
//	gaussian    rel 1e-5
//	matmul      rel 1e-4
//	binomial    rel 1e-3, floor 1 (the up-move probability cancels; 254 steps amplify the builtins' ulps)
//	nbody       rel 1e-4 of the sum of the magnitudes of the summed terms (float32 sums with cancellation)
//	perlin      rel 1e-4, floor 1 (noise crosses zero)
//	mandelbrot  exact, up to 1 % of the pixels may differ
//	ray1, ray2  rel 1e-3, floor 1, up to 1 % of the elements may differ
//	spmv        rel 1e-4 (sums of positive terms)
//	lj          rel 1e-4 of the sum of the magnitudes of the summed terms
//	triad       rel 1e-6 (one multiply-add, which a device may fuse)
//	jacobi      rel 1e-6
//
// Devices may contract a*b+c into an FMA and their builtins (exp, pow,
// rsqrt, normalize) differ from Go's by a few ulps; in chaotic iterations
// (mandelbrot) and in ray–sphere hit and shadow tests such a last-bit
// difference changes a few elements completely, hence the 1 %. On PoCL,
// at scale 1 and (nbody, ray, lj) at scale 4, every benchmark also passed
// with tolerances ten times tighter; mandelbrot then had 0.25 % of its
// pixels off, ray1 and ray2 under 0.1 % of their elements.
//
// # Running
//
// cmd/cobench co-executes the benchmarks over device sets with each
// scheduler and memory model and reports the papers' metrics:
//
//	go run ./cmd/cobench -bench gaussian,ray2,spmv -scale 4 -sched static,dynamic,hguided -mem buffers,usm -devices native+gpu
//
// Or by hand:
//
//	b, _ := bench.Get("ray2")
//	inst, _ := b.New(1)
//	ce, _ := coexecutor.New(&coexecutor.HGuided{}, coexecutor.Devices(sycl.Native, sycl.GPU))
//	args, read, free, _ := inst.Args("usm", q) // q: a queue on the OpenCL device, for USM allocations
//	defer free()
//	_, err := inst.Run(ce, args) // one launch, or an iterative benchmark's Steps
//	out, _ := read()
//	err = inst.Verify(out)
//
// The kernels are in kernels.go; after changing them run go generate
// ./bench, which rewrites kernels_kgen.go.
package bench

//go:generate go tool kgen
