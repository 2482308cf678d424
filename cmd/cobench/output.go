package main

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/gosycl/gosycl/coexecutor"
)

func fmtF(x float64) string {
	if math.IsNaN(x) {
		return "n/a"
	}
	return fmt.Sprintf("%.3f", x)
}

func fmtDurs(ds []time.Duration) string {
	var s []string
	for _, d := range ds {
		s = append(s, d.Round(time.Microsecond).String())
	}
	return strings.Join(s, " / ")
}

// fmtBytes formats per-device bytes moved as MB to device/to host/device
// to device, devices separated by " | ".
func fmtBytes(bs []Bytes) string {
	mb := func(n int64) string { return strconv.FormatFloat(float64(n)/1e6, 'g', 3, 64) }
	var s []string
	for _, b := range bs {
		s = append(s, mb(b.HostToDevice)+"/"+mb(b.DeviceToHost)+"/"+mb(b.DeviceToDevice))
	}
	return strings.Join(s, " | ")
}

func writeTable(w io.Writer, results []Result) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "bench\tset\tmem\tmode\tsched\tT\tT_i per device\tpackages\tMB per launch per device (to device/to host/device to device)\tbalance\tspeedup\tS_max\tHE\tenergy J\tEDP\terror")
	for _, r := range results {
		t := r.T.Round(time.Microsecond).String()
		if r.Error != "" && r.T == 0 {
			t = "-"
		}
		devs := r.Set
		if r.Mode == "alone" {
			devs = r.Devices[0]
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\t%v\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n", r.Bench, devs, r.Mem, r.Mode, r.Sched, t,
			fmtDurs(r.TDevice), r.Packages, fmtBytes(r.Bytes), fmtF(r.Balance), fmtF(r.Speedup), fmtF(r.Smax), fmtF(r.HE), fmtF(r.Energy), fmtF(r.EDP), r.Error)
	}
	return tw.Flush()
}

func writeOutputs(o *options, stdout io.Writer, results []Result) error {
	open := func(path string) (io.Writer, func() error, error) {
		if path == "-" {
			return stdout, func() error { return nil }, nil
		}
		f, err := os.Create(path)
		if err != nil {
			return nil, nil, err
		}
		return f, f.Close, nil
	}
	if o.jsonOut != "" {
		w, closeFn, err := open(o.jsonOut)
		if err != nil {
			return err
		}
		// JSON has no NaN: absent figures become null.
		type row struct {
			Result
			Energy *float64 `json:"energy_j"`
			EDP    *float64 `json:"edp_normalized"`
		}
		var rows []row
		for _, r := range results {
			rr := row{Result: r}
			if !math.IsNaN(r.Energy) {
				rr.Energy = &r.Energy
			}
			if !math.IsNaN(r.EDP) {
				rr.EDP = &r.EDP
			}
			rows = append(rows, rr)
		}
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rows); err != nil {
			return err
		}
		if err := closeFn(); err != nil {
			return err
		}
	}
	if o.csvOut != "" {
		w, closeFn, err := open(o.csvOut)
		if err != nil {
			return err
		}
		cw := csv.NewWriter(w)
		cw.Write([]string{"bench", "regular", "set", "devices", "mem", "mode", "sched", "items", "steps", "t_s", "t_device_s", "packages", "work_items",
			"bytes_to_device", "bytes_to_host", "bytes_device_to_device", "overhead_s", "balance", "speedup", "s_max", "he", "energy_j", "edp", "error"})
		for _, r := range results {
			var td, pk, wk, h2d, d2h, d2d []string
			for i := range r.TDevice {
				td = append(td, fmt.Sprint(r.TDevice[i].Seconds()))
				pk = append(pk, fmt.Sprint(r.Packages[i]))
				wk = append(wk, fmt.Sprint(r.Work[i]))
			}
			for _, b := range r.Bytes {
				h2d = append(h2d, fmt.Sprint(b.HostToDevice))
				d2h = append(d2h, fmt.Sprint(b.DeviceToHost))
				d2d = append(d2d, fmt.Sprint(b.DeviceToDevice))
			}
			cw.Write([]string{r.Bench, fmt.Sprint(r.Regular), r.Set, strings.Join(r.Devices, ";"), r.Mem, r.Mode, r.Sched, fmt.Sprint(r.Items), fmt.Sprint(r.Steps),
				fmt.Sprint(r.T.Seconds()), strings.Join(td, ";"), strings.Join(pk, ";"), strings.Join(wk, ";"),
				strings.Join(h2d, ";"), strings.Join(d2h, ";"), strings.Join(d2d, ";"), fmt.Sprint(r.Overhead.Seconds()),
				fmtF(r.Balance), fmtF(r.Speedup), fmtF(r.Smax), fmtF(r.HE), fmtF(r.Energy), fmtF(r.EDP), r.Error})
		}
		cw.Flush()
		if err := cw.Error(); err != nil {
			return err
		}
		if err := closeFn(); err != nil {
			return err
		}
	}
	return nil
}

func writeTrace(dir, name string, rep *coexecutor.Report) error {
	f, err := os.Create(filepath.Join(dir, safe(name)+".json"))
	if err != nil {
		return err
	}
	defer f.Close()
	return rep.WriteTrace(f)
}

func safe(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9', r == '-', r == '_', r == '.':
			return r
		}
		return '_'
	}, s)
}

// progress draws a one-line progress bar on stderr for long sweeps.
type progress struct {
	w     io.Writer
	on    bool
	total int
	n     int
	start time.Time
}

func newProgress(w io.Writer, on bool) *progress { return &progress{w: w, on: on} }

func (p *progress) startN(total int) { p.total, p.start = total, time.Now() }

func (p *progress) step(what string) {
	p.n++
	if !p.on {
		return
	}
	const width = 30
	filled := width * (p.n - 1) / max(1, p.total)
	fmt.Fprintf(p.w, "\r[%s%s] %d/%d %-60.60s", strings.Repeat("#", filled), strings.Repeat(".", width-filled), p.n, p.total, what)
}

func (p *progress) done() {
	if p.on && p.total > 0 {
		fmt.Fprintf(p.w, "\r%-110s\r", "")
		fmt.Fprintf(p.w, "%d runs in %v\n", p.total, time.Since(p.start).Round(time.Second))
	}
}
