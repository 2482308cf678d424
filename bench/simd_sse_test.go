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
		type loop struct{ from, to int }
		var loops []loop
		for _, in := range code {
			if in.op[0] != 'J' {
				continue
			}
			if t, err := strconv.Atoi(in.args); err == nil && t <= in.pc {
				loops = append(loops, loop{t, in.pc})
			}
		}
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

// No innermost vector loop of the suite's kernels' variants runs legacy
// SSE that writes a vector register.
func TestVectorLoopsNoLegacySSE(t *testing.T) {
	if testing.Short() {
		t.Skip("compiles package bench with -S")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH")
	}
	cmd := exec.Command(goTool, "build", "-o", os.DevNull, "-gcflags=github.com/gosycl/gosycl/bench=-S", "github.com/gosycl/gosycl/bench")
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
}
