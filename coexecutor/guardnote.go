package coexecutor

// This file holds GuardNote: a guard's decision that kept work from a
// unit, as a launch's report gives it.

import (
	"fmt"
	"strings"
	"time"
)

// guardNote is a decision of the guard that kept work from a unit, with
// the figures behind it; it is worded only when a report's reader asks
// (GuardNote.String), so that deciding costs no formatting.
type guardNote struct {
	kind   int // one of the note kinds below (noteNone: none)
	abs    bool
	n, cut int        // work-groups: the package, and what it was cut to
	bet    float64    // the bet it allowed for
	t      [3]float64 // predicted seconds (or relative figures when !abs)
	held   bool       // noteProbe, noteLate, noteProbeOn: held while another unit builds (leave), not left out
	why    trialBasis // noteWeigh: what predicted unit n's launch alone
	cause  trialCause // noteWeigh, noteTrialCut, noteTrialOver: why that made unit n (or, for noteTrialOver, this unit) run alone
	credit float64    // noteWeigh paid by a credit: the credit, seconds
	// trial is, for noteTrialCut, the figures of the noteWeigh it
	// replaced (why the trial ran).
	trial [3]float64
	// by is, for noteTrialCut, 1 + the unit that runs the rest alone (the
	// launch as weighed); 0: the rest is co-executed.
	by int
}

const (
	noteNone  = iota
	noteProbe // left out: its probe over its budget (t: probe, budget, whole launch)
	noteLate  // left out: its smallest package late (t: its end, the others' finish)
	noteCut   // a package cut (t: the others' finish)
	// left out by the weighing of whole launches (weigh.go): noteWeigh
	// while unit n runs a launch alone (t: the co-executed prediction,
	// unit n's launch alone as predicted from why, what that was weighed
	// against),
	// noteWeighed while co-execution measured slower than unit n alone
	// (t: co-executed, alone, the difference)
	noteWeigh
	noteWeighed
	// noteHead: it waited at the launch's start while n units ran their
	// heads alone (head.go; t: the heads' predicted time, at most)
	noteHead
	// noteProbeOn: left out, its probe of n work-groups (probeOn) over
	// its budget or late (t: probe, budget, the others' finish)
	noteProbeOn
	// noteTrialCut: left out for unit n's trial alone until it was cut
	// (trial.go; t: when, when its rest alone was predicted to end, the
	// trial's limit; trial, why, cause and credit: the noteWeigh it
	// replaced)
	noteTrialCut
	// noteTrialOver: its own trial alone cut (t as noteTrialCut's), the
	// rest left to unit n alone, the launch as weighed (trial.go)
	noteTrialOver
	// noteBuilding: it joined no package, its program still building
	// when the others had finished (GuardNote.built; Guard, "Late
	// joiners")
	noteBuilding
	// noteTaken: it got nothing, unit n having taken all that remained,
	// cut work-groups, in one package (a package grown to that unit's
	// fill, or the rest left to it) before any went to it
	noteTaken
	// noteCores: left out, unit n on the same host cores picked for the
	// launch (oncores.go; t: the launch predicted with this unit and with
	// unit n)
	noteCores
	// noteLeave: on leave (leave.go), having sat out n launches in a
	// row before it, for this launch and cut more
	noteLeave
)

// noteOf is unit u's last decision that kept work from it, with the
// figures its text needs.
func (l *guardLaunch) noteOf(u int) GuardNote {
	return GuardNote{g: l.units[u].note, credit: l.units[u].credit, share: l.share}
}

// GuardNote is the guard's last decision in a launch that kept work from
// a unit (left it out, made it wait, or cut a package), with the
// predicted times behind it (UnitReport.Guard). The zero GuardNote is no
// decision. A launch records the decision's figures; String words them
// when the report is read, so that a launch whose report goes unread
// pays for no text.
type GuardNote struct {
	g      guardNote
	credit float64 // the unit's probe credit at the launch's end, seconds
	share  float64 // the launch's Guard.ProbeShare
	// built is, for noteBuilding, how long the unit's program build had
	// run when the launch ended.
	built time.Duration
}

// IsZero tells whether the guard kept no work from the unit.
func (n GuardNote) IsZero() bool { return n.g.kind == noteNone }

// MarshalText is String's text (encoding.TextMarshaler), so that a
// Report encodes its decisions as JSON text.
func (n GuardNote) MarshalText() ([]byte, error) { return []byte(n.String()), nil }

// String words the decision; "" for none.
func (n GuardNote) String() string {
	s := n.text()
	if n.g.held {
		s = strings.Replace(s, "left out:", "held back while another unit builds its program (it asked again as the build went on):", 1)
	}
	return s
}

func (n GuardNote) text() string {
	g := n.g
	switch g.kind {
	case noteProbe:
		return fmt.Sprintf("left out: its smallest package is predicted to take %s, over its probe budget of %s (%.3g of the %s the fastest unit is predicted to take for the launch, plus %s earned sitting out)",
			dur(g.t[0], g.abs), dur(g.t[1], g.abs), n.share, dur(g.t[2], g.abs), dur(n.credit, true))
	case noteLate:
		return fmt.Sprintf("left out: a package of %d work-groups was predicted to end at %s (allowing for %.3g times its predicted time), the others to finish everything at %s",
			g.n, dur(g.t[0], g.abs), g.bet, dur(g.t[1], g.abs))
	case noteCut:
		return fmt.Sprintf("cut a package from %d to %d work-groups to end by the others' predicted %s (allowing for %.3g times its predicted time)", g.n, g.cut, dur(g.t[0], g.abs), g.bet)
	case noteWeigh, noteWeighed:
		return weighNote(g, n.credit)
	case noteProbeOn:
		return fmt.Sprintf("left out: its speed so far is mostly its fixed cost per package, and its next probe, %d work-groups (twice its largest package), is predicted to take %s, over its probe budget of %s or ending after the others' predicted finish, %s",
			g.n, dur(g.t[0], true), dur(g.t[1], true), dur(g.t[2], true))
	case noteTrialCut:
		w := g
		w.kind, w.t = noteWeigh, g.trial
		from := "co-executed from there"
		if g.by > 0 {
			from = fmt.Sprintf("unit %d alone from there, the launch as weighed", g.by-1)
		}
		return fmt.Sprintf("left out for unit %d's launch alone until %s; %s. The trial: %s",
			g.n, cutText(g.t, g.cause), from, strings.TrimPrefix(weighNote(w, n.credit), "left out: "))
	case noteTrialOver:
		return fmt.Sprintf("left out after its trial alone, cut at %s; unit %d runs the rest alone, the launch as weighed", cutText(g.t, g.cause), g.n)
	case noteBuilding:
		return fmt.Sprintf("joined no package: its program was still building when the others had finished, after %v of its build (which goes on in the background)", n.built.Round(time.Microsecond))
	case noteTaken:
		return fmt.Sprintf("got nothing: unit %d took all that remained, %d work-groups, in one package", g.n, g.cut)
	case noteCores:
		return coresNote(g)
	case noteLeave:
		return fmt.Sprintf("on leave: it sat out the %d launches before this one in a row, so it sits out, unasked, this one and %d more like it", g.n, g.cut)
	case noteHead:
		return fmt.Sprintf("waited at the launch's start while %d units ran alone to measure their speeds without the others (heads, predicted to take at most %s)", g.n, dur(g.t[0], true))
	}
	return ""
}

// cutText is when a trial was cut and why, from a noteTrialCut's or
// noteTrialOver's figures: when, when its rest alone was predicted to
// end, its limit; cause why the trial ran (its limit the launch as
// weighed where that alone paid for it, weighingBound).
func cutText(t [3]float64, cause trialCause) string {
	limit := "twice the launch as weighed plus the credit"
	if cause == weighingBound {
		limit = "the launch as weighed, which paid for it"
	}
	return fmt.Sprintf("%s: at its speed alone then, its rest was predicted to end at %s, after its limit (%s, %s)",
		dur(t[0], true), dur(t[1], true), limit, dur(t[2], true))
}

// dur formats a predicted duration in seconds, or as a relative figure
// while no speed is absolute.
func dur(sec float64, absolute bool) string {
	if !absolute {
		return fmt.Sprintf("%.3g (relative)", sec)
	}
	return time.Duration(sec * float64(time.Second)).Round(time.Microsecond).String()
}
