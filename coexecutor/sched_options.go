package coexecutor

// This file holds the knobs the adaptive schedulers share: their defaults,
// the checked configuration a scheduler reads (schedConfig), and the
// labels that tell a policy's variants apart in its Name.

import (
	"fmt"
	"math"
	"strings"
)

// The defaults of the schedulers' knobs, which a zero field means. The
// two Sigmoid slopes were lost from the paper's text (Pérez et al.);
// these are the starting values the simulator compares (docs/simulation.md).
const (
	DefaultSigmoidKRegular   = 2.0
	DefaultSigmoidKIrregular = 0.5
	DefaultSigmoidThreshold  = 0.25 // d: σ/mean of a device's last 3 speeds
	DefaultSigmoidImbalance  = 0.05 // p: a package may last p·(elapsed time)
	DefaultGroupsPerCU       = 4    // GPU work-groups per compute unit for full occupancy
	DefaultMashThreshold     = 0.1  // |T_single/T_multiple − 1| within it: the default mode
)

// schedConfig is a policy's knobs, checked and with defaults filled in.
type schedConfig struct {
	kRegular, kIrregular float64 // Sigmoid's slopes
	d                    float64 // Sigmoid's irregularity threshold
	p                    float64 // Sigmoid's imbalance bound
	groupsPerCU          int     // the occupancy bound on GPUs
	threshold            float64 // Mash's offloading-mode threshold
	regular              bool    // Mash: the default mode is single (regular kernels)
	reprofile            int     // Mash, ProfileStatic: profile again after this many launches (0: never)
	packages             int     // Memorizing, ProfileStatic: Dynamic's package count (0: 4 per unit)
	k                    float64 // Mash: HGuided's divisor
	minPkg               int     // Mash: HGuided's smallest package
}

func defaultSchedConfig() schedConfig {
	return schedConfig{
		kRegular: DefaultSigmoidKRegular, kIrregular: DefaultSigmoidKIrregular,
		d: DefaultSigmoidThreshold, p: DefaultSigmoidImbalance, groupsPerCU: DefaultGroupsPerCU,
		threshold: DefaultMashThreshold, k: 2, minPkg: 1,
	}
}

// knobs checks a policy's fields and builds its configuration and labels.
type knobs struct {
	policy string // the type, for errors
	base   string // the name
	cfg    schedConfig
	labels []string
	err    error
}

func newKnobs(policy, base string) *knobs {
	return &knobs{policy: policy, base: base, cfg: defaultSchedConfig()}
}

func (k *knobs) fail(field string, v any, why string) {
	if k.err == nil {
		k.err = fmt.Errorf("coexecutor: %s.%s = %v: %s", k.policy, field, v, why)
	}
}

// float sets *dst to v unless v is 0, if ok(v); label names it in Name.
func (k *knobs) float(field, label string, v float64, dst *float64, ok func(float64) bool, why string) {
	if v == 0 {
		return
	}
	if math.IsNaN(v) || math.IsInf(v, 0) || !ok(v) {
		k.fail(field, v, why)
		return
	}
	*dst = v
	k.labels = append(k.labels, fmt.Sprintf("%s=%g", label, v))
}

// int sets *dst to v unless v is 0, if v ≥ least.
func (k *knobs) int(field, label string, v int, dst *int, least int, why string) {
	if v == 0 {
		return
	}
	if v < least {
		k.fail(field, v, why)
		return
	}
	*dst = v
	k.labels = append(k.labels, fmt.Sprintf("%s=%d", label, v))
}

// occupancy is the Occupancy field every adaptive scheduler has: the
// work-groups per GPU compute unit that fill a GPU (CPUs: one work-group
// per core), ≥ 1, 0 meaning DefaultGroupsPerCU.
func (k *knobs) occupancy(v int) {
	k.int("Occupancy", "occ", v, &k.cfg.groupsPerCU, 1, "at least 1 work-group per compute unit (0: 4)")
}

func (k *knobs) name() string { return withLabels(k.base, k.labels) }

// withLabels is base, with the knobs set in parentheses: "sigmoid(k=4/1)".
func withLabels(base string, labels []string) string {
	if len(labels) == 0 {
		return base
	}
	return base + "(" + strings.Join(labels, ",") + ")"
}

func positive(v float64) bool { return v > 0 }
