package coexecutor

// This file holds HeadNote: what a unit's head measured in a launch, as
// the launch's report gives it.

import (
	"fmt"
	"math"
	"time"
)

// HeadNote is what a unit's head measured in a launch (UnitReport.Head):
// the packages it ran alone at the launch's start while the others
// waited (Guard; head.go), the last two, through which the weighing
// draws its line, and the speed alone and fixed cost per package the
// weighing takes from them. The zero HeadNote: the unit ran no head.
type HeadNote struct {
	// Packages is the head's packages that ended, Took their time
	// together.
	Packages int
	Took     time.Duration
	// Small and Large are its last two packages (the line's), zero
	// where it ran fewer than two.
	Small, Large PackageTime
	// Speed is the unit's speed alone by the head, work-groups per
	// second, and Fixed its fixed cost per package; 0 and 0 where the
	// head measured nothing (no package of it ended well). Bound tells
	// that its packages measured no time per work-group (head.go, solo:
	// the two did not, or it ran one, or two of one size): Speed is then
	// the faster package's, a bound on the unit's speed alone from
	// below, and Fixed 0.
	Speed float64
	Fixed time.Duration
	Bound bool
}

// IsZero tells whether the unit ran no head.
func (h HeadNote) IsZero() bool { return h.Packages == 0 }

// MarshalText is String's text (encoding.TextMarshaler), so that a
// Report encodes it as JSON text.
func (h HeadNote) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// String words the head; "" for none.
func (h HeadNote) String() string {
	if h.IsZero() {
		return ""
	}
	pk := "packages"
	if h.Packages == 1 {
		pk = "package"
	}
	s := fmt.Sprintf("ran a head alone at the launch's start: %d %s in %s", h.Packages, pk, dur(h.Took.Seconds(), true))
	switch {
	case !(h.Speed > 0):
		return s + ", which measured nothing"
	case h.Bound && h.Small == h.Large:
		return s + fmt.Sprintf("; of one size, its last %.0f work-groups in %s, they measured no time per work-group: at least %.4g work-groups/s alone (that package's speed, a bound)", h.Large.Groups, dur(h.Large.Seconds, true), h.Speed)
	case h.Bound:
		return s + fmt.Sprintf("; its last two, %s, measured no time per work-group: at least %.4g work-groups/s alone (its faster package's speed, a bound)", h.pair(), h.Speed)
	}
	return s + fmt.Sprintf("; its last two, %s, measure %.4g work-groups/s alone and %s a package", h.pair(), h.Speed, dur(h.Fixed.Seconds(), true))
}

// pair words the head's last two packages.
func (h HeadNote) pair() string {
	return fmt.Sprintf("%.0f work-groups in %s and %.0f in %s", h.Small.Groups, dur(h.Small.Seconds, true), h.Large.Groups, dur(h.Large.Seconds, true))
}

// headNote is unit u's head in the launch, for its report: as the
// weighing reads it at the launch's end (weighed), beside being u's
// speed in co-execution after the launch.
func (l *guardLaunch) headNote(u int, beside float64) HeadNote {
	me := &l.units[u]
	if me.heads == 0 {
		return HeadNote{}
	}
	h := HeadNote{Packages: me.heads, Took: seconds(me.headSpent)}
	if s, c, b := l.solo(u, beside); speedOK(s) {
		h.Small, h.Large = me.soloCost.small, me.soloCost.large
		h.Speed, h.Fixed, h.Bound = s, seconds(c), b
	}
	return h
}

// headNotes is every unit's head in the launch, for the report, from the
// speeds in co-execution the launch started from (Memory.CoSpeeds).
func (l *guardLaunch) headNotes() []HeadNote {
	co := l.coSpeeds(l.coBefore)
	out := make([]HeadNote, len(l.units))
	for i := range l.units {
		out[i] = l.headNote(i, co[i])
	}
	return out
}

// seconds is s seconds as a Duration, to the nearest nanosecond.
func seconds(s float64) time.Duration { return time.Duration(math.Round(s * float64(time.Second))) }
