package coexecutor

import (
	"testing"
	"time"
)

// TestHeadNote: a launch's report says what each unit's head measured:
// the CPU of TestGoOnHead, going on from a head that measured a bound,
// runs 150, 300 and 1500 work-groups alone, and the last two measure
// its 0.4 µs a work-group and 180 µs a package; the GPU, which ran no
// head, has none.
func TestHeadNote(t *testing.T) {
	const G = boundHeadGroups
	took := boundHeadTook
	l := boundHeadLaunch(boundHeadMemory(PackageTime{Groups: 50, Seconds: took(50).Seconds()}))
	var clock time.Duration
	var sizes []int
	for l.headOn() {
		g := l.grant(0, G, G, G, clock)
		sizes = append(sizes, g)
		clock += took(g)
		l.completed(0, clock, noProfile, false, false)
	}
	heads := l.headNotes()
	want := HeadNote{Packages: 3, Took: clock,
		Small: PackageTime{Groups: 300, Seconds: took(300).Seconds()}, Large: PackageTime{Groups: 1500, Seconds: took(1500).Seconds()},
		Speed: 2.5e6, Fixed: 180 * time.Microsecond}
	h := heads[0]
	if h.Packages != want.Packages || !closeTo(h.Took.Seconds(), want.Took.Seconds(), 1e-6) || h.Small != want.Small || h.Large != want.Large || h.Bound ||
		!closeTo(h.Speed, want.Speed, 1e-9) || !closeTo(h.Fixed.Seconds(), want.Fixed.Seconds(), 1e-5) {
		t.Errorf("the CPU's head (packages %v): %d packages in %v, %v and %v, %v work-groups/s, %v, bound %v; want %d in %v, %v and %v, %v, %v, a measure",
			sizes, h.Packages, h.Took, h.Small, h.Large, h.Speed, h.Fixed, h.Bound, want.Packages, want.Took, want.Small, want.Large, want.Speed, want.Fixed)
	}
	if !heads[1].IsZero() || heads[1].String() != "" {
		t.Errorf("the GPU ran no head, but its note is %+v, %q", heads[1], heads[1].String())
	}
}

func closeTo(x, want, rel float64) bool { return x >= want*(1-rel) && x <= want*(1+rel) }

// TestHeadNoteString: what a head measured, worded for the report.
func TestHeadNoteString(t *testing.T) {
	pair := func(g1, s1, g2, s2 float64) (PackageTime, PackageTime) {
		return PackageTime{Groups: g1, Seconds: s1}, PackageTime{Groups: g2, Seconds: s2}
	}
	small, large := pair(1536, 250e-6, 3072, 500e-6)
	for _, tc := range []struct {
		name string
		h    HeadNote
		want string
	}{
		{"no head", HeadNote{}, ""},
		{"one package: nothing measured", HeadNote{Packages: 1, Took: 300 * time.Microsecond},
			"ran a head alone at the launch's start: 1 package in 300µs, which measured nothing"},
		{"a measure", HeadNote{Packages: 2, Took: 750 * time.Microsecond, Small: small, Large: large, Speed: 6.144e6, Fixed: 0},
			"ran a head alone at the launch's start: 2 packages in 750µs; its last two, 1536 work-groups in 250µs and 3072 in 500µs, measure 6.144e+06 work-groups/s alone and 0s a package"},
		{"a bound", HeadNote{Packages: 2, Took: 750 * time.Microsecond, Small: small, Large: large, Speed: 6.144e6, Bound: true},
			"ran a head alone at the launch's start: 2 packages in 750µs; its last two, 1536 work-groups in 250µs and 3072 in 500µs, measured no time per work-group: at least 6.144e+06 work-groups/s alone (its faster package's speed, a bound)"},
	} {
		if got := tc.h.String(); got != tc.want {
			t.Errorf("%s:\n got %q\nwant %q", tc.name, got, tc.want)
		}
		if b, err := tc.h.MarshalText(); err != nil || string(b) != tc.want {
			t.Errorf("%s: MarshalText = %q, %v", tc.name, b, err)
		}
	}
}
