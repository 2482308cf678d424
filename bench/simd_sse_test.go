//go:build goexperiment.simd && amd64

package bench_test

// This file checks the machine code of kgen's vector variants: no
// innermost loop of vector code runs a legacy (non-VEX) SSE instruction
// that writes a vector register. Beside 256- and 512-bit code, whose
// registers' upper halves are then in use, such an instruction merges
// with the register's previous value, and Intel CPUs add a blend or a
// state transition to it (Intel 64 and IA-32 Architectures Optimization
// Reference Manual, "Mixing AVX code with SSE code"); bench's SIMD probe
// measures the cost on a CPU. Go emits legacy SSE for scalar float32 code
// and for its register moves of 128-bit values, so kgen keeps both out of
// the variants' loops (codegen's vector_splat.go and vecGen.kernel).

import (
	"bufio"
	"bytes"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// asmInstr is one instruction of the compiler's -S listing.
type asmInstr struct {
	pc       int
	op, args string
}

var (
	asmFunc  = regexp.MustCompile(`^\S+\.(kgenSIMD\d+\w+) STEXT`)
	asmLine  = regexp.MustCompile(`^\s+0x[0-9a-f]+ (\d{5}) \([^)]*\)\s+([A-Z][A-Z0-9.]*)\s*(.*)$`)
	asmXDest = regexp.MustCompile(`(^|,\s*)X\d+$`)
)

// legacySSEInLoops returns, per function, the innermost loops' legacy SSE
// instructions that write a vector register; loops without vector
// instructions, and loops that call functions (the lane-by-lane calls,
// which run after VZEROUPPER), are left out.
func legacySSEInLoops(funcs map[string][]asmInstr) map[string][]string {
	bad := map[string][]string{}
	for name, code := range funcs {
		loops := asmLoops(code)
		for _, l := range loops {
			inner := true
			for _, o := range loops {
				if o != l && o.from >= l.from && o.to <= l.to {
					inner = false
				}
			}
			if !inner {
				continue
			}
			var vector, call bool
			var sse []string
			for _, in := range code {
				if in.pc < l.from || in.pc > l.to {
					continue
				}
				switch {
				case in.op == "CALL":
					call = true
				case in.op[0] == 'V' || in.op[0] == 'K':
					vector = vector || in.op != "VZEROUPPER"
				case asmXDest.MatchString(in.args):
					sse = append(sse, in.op+" "+in.args)
				}
			}
			if vector && !call && len(sse) > 0 {
				bad[name] = append(bad[name], sse...)
			}
		}
	}
	return bad
}

// asmLoop is the pc range of a backward jump: a loop of the function.
type asmLoop struct{ from, to int }

// asmLoops returns the loops of a function, one per backward jump, but
// the jump back to the entry (pc 0) after runtime.morestack: the stack
// check's retry, run once per call.
func asmLoops(code []asmInstr) []asmLoop {
	var loops []asmLoop
	for _, in := range code {
		if in.op[0] != 'J' {
			continue
		}
		if t, err := strconv.Atoi(in.args); err == nil && t > 0 && t <= in.pc {
			loops = append(loops, asmLoop{t, in.pc})
		}
	}
	return loops
}

var (
	asmWide      = regexp.MustCompile(`\b[YZ]\d+\b`)
	asmCallee    = regexp.MustCompile(`^(\S+)\(SB\)$`)
	asmKgenFunc  = regexp.MustCompile(`\.(kgenSIMD\d+\w+)$`)
	asmColdCall  = regexp.MustCompile(`^runtime\.`)
	asmVectorPkg = regexp.MustCompile(`(^|/)(sycl/vector|simd/archsimd)\.`)
)

// legacySSEInVectorCode returns, per function, the legacy SSE of every
// loop that runs 256- or 512-bit instructions, at any nesting depth, and
// of the kgen helpers such loops call. It reads a loop's instructions in
// address order with the upper halves dirty at the loop's head (its back
// edge brings them from its wide instructions): VZEROUPPER clears them, a
// Y or Z operand dirties them, and while they are dirty it reports an
// instruction without VEX that writes an X register, a call to a kgen
// helper's legacy SSE (scanned from the helper's entry, dirty), and a call
// to scalar Go (math.pow, mathgl's Hypot), whose float code is legacy SSE.
// Calls to runtime (panics, cold) and to vector packages are not reported.
// Address order stands for program order, an approximation: a VZEROUPPER
// that a jump skips still counts as run.
func legacySSEInVectorCode(funcs map[string][]asmInstr) map[string][]string {
	bad := map[string][]string{}
	seen := map[string]map[int]bool{}
	report := func(name string, in asmInstr, what string) {
		if seen[name] == nil {
			seen[name] = map[int]bool{}
		}
		if !seen[name][in.pc] {
			seen[name][in.pc] = true
			bad[name] = append(bad[name], strconv.Itoa(in.pc)+": "+in.op+" "+in.args+what)
		}
	}
	var scan func(name string, code []asmInstr, from, to int, via string, visiting map[string]bool)
	scan = func(name string, code []asmInstr, from, to int, via string, visiting map[string]bool) {
		dirty := true
		for _, in := range code {
			if in.pc < from || in.pc > to {
				continue
			}
			switch {
			case in.op == "VZEROUPPER":
				dirty = false
			case in.op == "CALL":
				m := asmCallee.FindStringSubmatch(in.args)
				if m == nil || !dirty || asmColdCall.MatchString(m[1]) || asmVectorPkg.MatchString(m[1]) {
					continue
				}
				if h := asmKgenFunc.FindStringSubmatch(m[1]); h != nil {
					if hc, ok := funcs[h[1]]; ok && !visiting[h[1]] {
						visiting[h[1]] = true
						scan(h[1], hc, 0, 1<<30, " (called from "+name+")", visiting)
						delete(visiting, h[1])
					}
					dirty = true // a helper is vector code
					continue
				}
				report(name, in, " (scalar Go under dirty upper halves)"+via)
			case asmWide.MatchString(in.args):
				dirty = true
			case dirty && in.op[0] != 'V' && in.op[0] != 'K' && asmXDest.MatchString(in.args):
				report(name, in, via)
			}
		}
	}
	for name, code := range funcs {
		for _, l := range asmLoops(code) {
			wide, helper := false, false
			for _, in := range code {
				if in.pc < l.from || in.pc > l.to {
					continue
				}
				wide = wide || asmWide.MatchString(in.args)
				if m := asmCallee.FindStringSubmatch(in.args); in.op == "CALL" && m != nil && asmKgenFunc.MatchString(m[1]) {
					helper = true
				}
			}
			if wide || helper {
				scan(name, code, l.from, l.to, "", map[string]bool{name: true})
			}
		}
	}
	return bad
}

// parseAsm returns the kgenSIMD functions of a -S listing.
func parseAsm(listing []byte) map[string][]asmInstr {
	funcs := map[string][]asmInstr{}
	var cur string
	sc := bufio.NewScanner(bytes.NewReader(listing))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if m := asmFunc.FindStringSubmatch(line); m != nil {
			cur = m[1]
			continue
		}
		if !strings.HasPrefix(line, "\t") && !strings.HasPrefix(line, " ") {
			cur = ""
		}
		m := asmLine.FindStringSubmatch(line)
		if cur == "" || m == nil || m[2] == "PCDATA" || m[2] == "FUNCDATA" {
			continue
		}
		pc, _ := strconv.Atoi(m[1])
		funcs[cur] = append(funcs[cur], asmInstr{pc, m[2], strings.TrimSpace(m[3])})
	}
	return funcs
}

// The check finds what it looks for: a vector loop with a scalar float
// constant rematerialised on its back edge (kgen's 16-lane Mandelbrot
// before it computed shared float32 values in vectors) is reported, the
// same loop without it, and a lane-by-lane call loop, are not.
func TestLegacySSEInLoopsDetects(t *testing.T) {
	loop := func(extra ...asmInstr) []asmInstr {
		code := []asmInstr{
			{100, "VMULPS", "Z10, Z10, Z11"},
			{106, "VADDPS", "Z13, Z12, K1, Z11"},
		}
		code = append(code, extra...)
		return append(code, asmInstr{140, "VCMPPS", "$2, Z7, Z14, K1"}, asmInstr{150, "JNE", "100"})
	}
	got := legacySSEInLoops(map[string][]asmInstr{
		"withSSE":  loop(asmInstr{120, "MOVSS", "$f32.3f800000(SB), X12"}),
		"clean":    loop(asmInstr{120, "VMOVDQU64", "x+200(SP), Z12"}),
		"laneCall": loop(asmInstr{120, "MOVSS", "(AX), X0"}, asmInstr{125, "CALL", "math32.Exp(SB)"}),
		"store":    loop(asmInstr{120, "MOVUPS", "X15, (R12)"}),
	})
	if len(got["withSSE"]) != 1 || len(got) != 1 {
		t.Fatalf("reported %v, want the MOVSS of withSSE alone", got)
	}
}

// The extended check finds legacy SSE where the innermost check cannot: in
// an outer loop around a vector loop (Ray's bounce loop around its sphere
// loop), in a kgen helper called from a vector loop, and in scalar Go
// called lane by lane without VZEROUPPER; a lane-by-lane call after
// VZEROUPPER and a clean nest are not reported.
func TestLegacySSEInVectorCodeDetects(t *testing.T) {
	nest := func(outer, inner asmInstr) []asmInstr {
		return []asmInstr{
			{90, "VADDPS", "Z1, Z2, Z3"},
			outer,
			{100, "VMULPS", "Z10, Z10, Z11"},
			inner,
			{140, "VCMPPS", "$2, Z7, Z14, K1"},
			{150, "JNE", "100"},
			{160, "JMP", "90"},
		}
	}
	nop := asmInstr{120, "VMOVDQU64", "x+200(SP), Z12"}
	got := legacySSEInVectorCode(map[string][]asmInstr{
		"kgenSIMD16outerSSE": nest(asmInstr{95, "MOVSS", "ly+684(SP), X8"}, nop),
		"kgenSIMD16clean":    nest(asmInstr{95, "VMOVSS", "ly+684(SP), X8"}, nop),
		"kgenSIMD16helper":   nest(nop, asmInstr{120, "CALL", "pkg.kgenSIMD16hsphere(SB)"}),
		"kgenSIMD16hsphere":  {{10, "XORPS", "X11, X11"}, {20, "VADDPS", "Z1, Z2, Z3"}, {30, "RET", ""}},
		"kgenSIMD16pow":      nest(nop, asmInstr{120, "CALL", "math.pow(SB)"}),
		"kgenSIMD16lanes": {
			{100, "VMULPS", "Z10, Z10, Z11"}, {110, "VZEROUPPER", ""}, {120, "MOVSS", "(AX), X0"},
			{125, "CALL", "math32.Exp(SB)"}, {130, "MOVSS", "X0, (BX)"}, {150, "JNE", "100"},
		},
	})
	want := map[string]string{
		"kgenSIMD16outerSSE": "95: MOVSS ly+684(SP), X8",
		"kgenSIMD16hsphere":  "10: XORPS X11, X11 (called from kgenSIMD16helper)",
		"kgenSIMD16pow":      "120: CALL math.pow(SB) (scalar Go under dirty upper halves)",
	}
	if len(got) != len(want) {
		t.Fatalf("reported %v, want %v", got, want)
	}
	for name, w := range want {
		if len(got[name]) != 1 || got[name][0] != w {
			t.Errorf("%s: reported %v, want [%s]", name, got[name], w)
		}
	}
}

// No loop of the variants of the suite's kernels, the examples' or the
// conformance suite's that runs 256- or 512-bit code (innermost or not),
// nor a kgen helper such a loop calls, runs legacy SSE that writes a
// vector register or calls scalar Go without VZEROUPPER.
func TestVectorLoopsNoLegacySSE(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles the packages with -S")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH")
	}
	for _, pkg := range []string{"bench", "examples/nbody", "examples/saxpy", "testsuite/kernels"} {
		t.Run(pkg, func(t *testing.T) { noLegacySSE(t, goTool, "github.com/gosycl/gosycl/"+pkg) })
	}
}

// noLegacySSE is TestVectorLoopsNoLegacySSE on package pkg.
func noLegacySSE(t *testing.T, goTool, pkg string) {
	cmd := exec.Command(goTool, "build", "-o", os.DevNull, "-gcflags="+pkg+"=-S", pkg)
	cmd.Env = append(os.Environ(), "GOEXPERIMENT=simd") // the variants' file is built with the experiment only
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		t.Fatalf("go build -S: %v\n%s", err, out.Bytes())
	}
	funcs := parseAsm(out.Bytes())
	if len(funcs) == 0 {
		t.Fatal("no kgenSIMD function in the listing")
	}
	for name, sse := range legacySSEInLoops(funcs) {
		t.Errorf("%s: legacy SSE in an innermost vector loop: %s", name, strings.Join(sse, "; "))
	}
	for name, sse := range legacySSEInVectorCode(funcs) {
		t.Errorf("%s: legacy SSE in wide vector code: %s", name, strings.Join(sse, "; "))
	}
}
