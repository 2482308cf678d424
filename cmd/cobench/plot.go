package main

import (
	"fmt"
	"image/color"
	"path/filepath"
	"sort"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"github.com/gosycl/gosycl/coexecutor"
)

// plotAll writes, per device set and memory model, the speedup and
// heterogeneous-efficiency bars of every benchmark and scheduler (the
// papers' figures 5–7), and, per co-executed run, the package sizes over
// time per device (as in the Sigmoid paper's figure 2) and a Gantt timeline.
func plotAll(dir string, results []Result, reports map[string]*coexecutor.Report) error {
	type key struct{ set, mem string }
	groups := map[key][]Result{}
	var keys []key
	for _, r := range results {
		if r.Mode != "coexec" {
			continue
		}
		k := key{r.Set, r.Mem}
		if groups[k] == nil {
			keys = append(keys, k)
		}
		groups[k] = append(groups[k], r)
	}
	for _, k := range keys {
		for _, metric := range []struct {
			name, label string
			get         func(Result) float64
		}{
			{"speedup", "speedup over the best single device", func(r Result) float64 { return r.Speedup }},
			{"efficiency", "heterogeneous efficiency", func(r Result) float64 { return r.HE }},
		} {
			file := filepath.Join(dir, safe(fmt.Sprintf("%s-%s-%s.png", metric.name, k.set, k.mem)))
			if err := bars(file, fmt.Sprintf("%s, %s (%s)", metric.label, k.set, k.mem), groups[k], metric.get); err != nil {
				return err
			}
		}
	}
	var labels []string
	for l := range reports {
		labels = append(labels, l)
	}
	sort.Strings(labels)
	for _, l := range labels {
		rep := reports[l]
		if err := packageSizes(filepath.Join(dir, safe("packages-"+l+".png")), l, rep); err != nil {
			return err
		}
		if err := gantt(filepath.Join(dir, safe("gantt-"+l+".png")), l, rep); err != nil {
			return err
		}
	}
	return nil
}

func bars(file, title string, rs []Result, get func(Result) float64) error {
	var benches, scheds []string
	seenB, seenS := map[string]bool{}, map[string]bool{}
	for _, r := range rs {
		if !seenB[r.Bench] {
			seenB[r.Bench] = true
			benches = append(benches, r.Bench)
		}
		if !seenS[r.Sched] {
			seenS[r.Sched] = true
			scheds = append(scheds, r.Sched)
		}
	}
	p := plot.New()
	p.Title.Text = title
	p.Y.Label.Text = "ratio"
	w := vg.Points(12)
	for i, s := range scheds {
		vals := make(plotter.Values, len(benches))
		for j, b := range benches {
			for _, r := range rs {
				if r.Bench == b && r.Sched == s && r.Error == "" {
					vals[j] = get(r)
				}
			}
		}
		bc, err := plotter.NewBarChart(vals, w)
		if err != nil {
			return err
		}
		bc.Color = plotutil.Color(i)
		bc.LineStyle.Width = 0
		bc.Offset = w * vg.Length(i-len(scheds)/2)
		p.Add(bc)
		p.Legend.Add(s, bc)
	}
	one := plotter.NewFunction(func(float64) float64 { return 1 })
	one.Color = color.Gray{128}
	one.Dashes = []vg.Length{vg.Points(3)}
	p.Add(one)
	p.Legend.Top = true
	p.NominalX(benches...)
	return p.Save(vg.Length(max(6, len(benches)))*vg.Inch, 4*vg.Inch, file)
}

func packageSizes(file, title string, rep *coexecutor.Report) error {
	p := plot.New()
	p.Title.Text = "package sizes: " + title
	p.X.Label.Text = "package start (ms)"
	p.Y.Label.Text = "work-items"
	for u, ur := range rep.Units {
		var pts plotter.XYs
		for _, pk := range rep.Packages {
			if pk.Unit == u {
				pts = append(pts, plotter.XY{X: float64(pk.Start.Microseconds()) / 1000, Y: float64(pk.Items())})
			}
		}
		if len(pts) == 0 {
			continue
		}
		sort.Slice(pts, func(i, j int) bool { return pts[i].X < pts[j].X })
		l, s, err := plotter.NewLinePoints(pts)
		if err != nil {
			return err
		}
		l.Color, s.Color = plotutil.Color(u), plotutil.Color(u)
		p.Add(l, s)
		p.Legend.Add(ur.Device, l, s)
	}
	return p.Save(8*vg.Inch, 4*vg.Inch, file)
}

func gantt(file, title string, rep *coexecutor.Report) error {
	p := plot.New()
	p.Title.Text = "timeline: " + title
	p.X.Label.Text = "ms since the launch started"
	var names []string
	for u, ur := range rep.Units {
		names = append(names, ur.Device)
		for _, pk := range rep.Packages {
			if pk.Unit != u {
				continue
			}
			x0, x1 := float64(pk.Start.Microseconds())/1000, float64(pk.End.Microseconds())/1000
			y0, y1 := float64(u)-0.35, float64(u)+0.35
			poly, err := plotter.NewPolygon(plotter.XYs{{X: x0, Y: y0}, {X: x1, Y: y0}, {X: x1, Y: y1}, {X: x0, Y: y1}})
			if err != nil {
				return err
			}
			poly.Color = plotutil.Color(pk.ID % 7)
			poly.LineStyle.Width = vg.Points(0.5)
			p.Add(poly)
		}
	}
	p.NominalY(names...)
	return p.Save(8*vg.Inch, vg.Length(1+len(names))*vg.Inch, file)
}
