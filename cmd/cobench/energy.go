package main

import (
	"bufio"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
)

// powerMeter estimates the energy of measured regions: the GPUs' power
// draw sampled by one nvidia-smi process every 20 ms for the whole sweep
// (mean power over the region, or the nearest sample for regions shorter
// than a sample, times its duration), plus the CPU packages' RAPL energy
// counters (/sys/class/powercap) where present. With neither, energy is NaN.
type powerMeter struct {
	rapl []string

	mu      sync.Mutex
	samples []powerSample // GPU power summed over GPUs
	cmd     *exec.Cmd
}

type powerSample struct {
	t     time.Time
	watts float64
}

func newPowerMeter() *powerMeter {
	m := &powerMeter{}
	m.rapl, _ = filepath.Glob("/sys/class/powercap/intel-rapl:[0-9]*/energy_uj")
	p, err := exec.LookPath("nvidia-smi")
	if err != nil {
		return m
	}
	gpus := 0
	if out, err := exec.Command(p, "-L").Output(); err == nil {
		gpus = strings.Count(string(out), "GPU ")
	}
	if gpus == 0 {
		return m
	}
	cmd := exec.Command(p, "--query-gpu=power.draw", "--format=csv,noheader,nounits", "-lms", "20")
	out, err := cmd.StdoutPipe()
	if err != nil || cmd.Start() != nil {
		return m
	}
	m.cmd = cmd
	go func() {
		sc := bufio.NewScanner(out)
		sum, n := 0.0, 0
		for sc.Scan() {
			v, err := strconv.ParseFloat(strings.TrimSpace(sc.Text()), 64)
			if err != nil {
				continue
			}
			sum += v
			if n++; n == gpus { // one line per GPU per sample
				m.mu.Lock()
				m.samples = append(m.samples, powerSample{time.Now(), sum})
				m.mu.Unlock()
				sum, n = 0, 0
			}
		}
	}()
	return m
}

func (m *powerMeter) close() {
	if m != nil && m.cmd != nil {
		m.cmd.Process.Kill()
		m.cmd.Wait()
	}
}

func readRAPL(files []string) float64 {
	total := 0.0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return math.NaN()
		}
		v, _ := strconv.ParseFloat(strings.TrimSpace(string(b)), 64)
		total += v / 1e6
	}
	return total
}

// start begins a measured region; the returned function ends it and
// returns its energy in joules (NaN when nothing could be read).
func (m *powerMeter) start() func() float64 {
	if m == nil || (m.cmd == nil && len(m.rapl) == 0) {
		return func() float64 { return math.NaN() }
	}
	t0 := time.Now()
	r0 := readRAPL(m.rapl)
	return func() float64 {
		t1 := time.Now()
		e := 0.0
		if m.cmd != nil {
			// Wait for the sample that covers the region's end.
			time.Sleep(25 * time.Millisecond)
			m.mu.Lock()
			sum, n := 0.0, 0
			var nearest *powerSample
			for i := range m.samples {
				s := &m.samples[i]
				if !s.t.Before(t0) && !s.t.After(t1.Add(20*time.Millisecond)) {
					sum += s.watts
					n++
				}
				if nearest == nil || absDur(s.t.Sub(t1)) < absDur(nearest.t.Sub(t1)) {
					nearest = s
				}
			}
			m.mu.Unlock()
			switch {
			case n > 0:
				e = sum / float64(n) * t1.Sub(t0).Seconds()
			case nearest != nil:
				e = nearest.watts * t1.Sub(t0).Seconds()
			default:
				return math.NaN()
			}
		}
		if len(m.rapl) > 0 {
			e += readRAPL(m.rapl) - r0
		}
		return e
	}
}

func absDur(d time.Duration) time.Duration {
	if d < 0 {
		return -d
	}
	return d
}
