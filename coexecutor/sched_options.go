package coexecutor

import (
	"fmt"
	"slices"
	"strings"
)

// A SchedOption tunes one of the adaptive schedulers (Sigmoid, Adaptive,
// Mash, Memorizing, ProfileStatic); pass it to its constructor. An option
// that does not apply to the scheduler, or a value out of range, makes the
// policy's New fail (the launch returns the error). Options that change a
// default show in the policy's Name, so sweeps tell the variants apart.
type SchedOption func(*schedConfig)

// schedConfig holds every scheduler's settings with their defaults.
type schedConfig struct {
	kRegular, kIrregular float64 // Sigmoid's slopes
	d                    float64 // Sigmoid's irregularity threshold
	p                    float64 // Sigmoid's imbalance bound
	groupsPerCU          int     // Sigmoid's occupancy bound on GPUs
	threshold            float64 // Mash's offloading-mode threshold
	regular              bool    // Mash: the default mode is single (regular kernels)
	reprofile            int     // Mash, ProfileStatic: profile again after this many launches (0: never)

	given  []string // option names, to check they apply
	labels []string // for the policy's name
	err    error
}

// Defaults. The two Sigmoid slopes were lost from the paper's text: these
// are starting values for a sweep (see SigmoidK).
const (
	DefaultSigmoidKRegular   = 2.0
	DefaultSigmoidKIrregular = 0.5
	DefaultSigmoidThreshold  = 0.25 // d: σ/mean of a device's last 3 speeds
	DefaultSigmoidImbalance  = 0.05 // p: a package may last p·(elapsed time)
	DefaultGroupsPerCU       = 4    // GPU work-groups per compute unit for full occupancy
	DefaultMashThreshold     = 0.1  // |T_single/T_multiple − 1| within it: the default mode
)

func defaultSchedConfig() schedConfig {
	return schedConfig{
		kRegular: DefaultSigmoidKRegular, kIrregular: DefaultSigmoidKIrregular,
		d: DefaultSigmoidThreshold, p: DefaultSigmoidImbalance, groupsPerCU: DefaultGroupsPerCU,
		threshold: DefaultMashThreshold,
	}
}

func (c *schedConfig) set(name, label string, ok bool, why string) {
	c.given = append(c.given, name)
	c.labels = append(c.labels, label)
	if !ok && c.err == nil {
		c.err = fmt.Errorf("coexecutor: %s: %s", label, why)
	}
}

// newSchedConfig applies opts for the policy base, which accepts the
// options named in allowed, and returns the configuration and the
// policy's name. Occupancy applies to every one.
func newSchedConfig(base string, allowed []string, opts []SchedOption) (schedConfig, string) {
	c := defaultSchedConfig()
	for _, o := range opts {
		if o != nil {
			o(&c)
		}
	}
	for _, g := range c.given {
		if g != "Occupancy" && !slices.Contains(allowed, g) && c.err == nil {
			c.err = fmt.Errorf("coexecutor: option %s does not apply to the %s scheduler", g, base)
		}
	}
	name := base
	if len(c.labels) > 0 {
		name += "(" + strings.Join(c.labels, ",") + ")"
	}
	return c, name
}

// SigmoidK sets Sigmoid's slopes: regular (large: big packages until late)
// at the start of each launch, irregular (small: sizes fall earlier) once a
// device's speed varies. Defaults 2 and 0.5.
func SigmoidK(regular, irregular float64) SchedOption {
	return func(c *schedConfig) {
		c.set("SigmoidK", fmt.Sprintf("k=%g/%g", regular, irregular), regular > 0 && irregular > 0, "the slopes must be positive")
		c.kRegular, c.kIrregular = regular, irregular
	}
}

// SigmoidThreshold sets d, the σ/mean of a device's last three package
// speeds above which Sigmoid deems the kernel irregular (0.25).
func SigmoidThreshold(d float64) SchedOption {
	return func(c *schedConfig) {
		c.set("SigmoidThreshold", fmt.Sprintf("d=%g", d), d > 0, "the threshold must be positive")
		c.d = d
	}
}

// SigmoidImbalance sets p, the worst-case imbalance the lower bound p·t·s_i
// allows (0.05: a package lasts at most 5 % of the elapsed time).
func SigmoidImbalance(p float64) SchedOption {
	return func(c *schedConfig) {
		c.set("SigmoidImbalance", fmt.Sprintf("p=%g", p), p >= 0 && p < 1, "p must be in [0, 1)")
		c.p = p
	}
}

// Occupancy sets the work-groups per GPU compute unit that fill a GPU (4;
// CPUs: one work-group per core): Sigmoid's occupancy bound, the size of
// a probe when the powers are unknown, and Adaptive's first probe. It
// applies to every adaptive scheduler.
func Occupancy(groupsPerCU int) SchedOption {
	return func(c *schedConfig) {
		c.set("Occupancy", fmt.Sprintf("occ=%d", groupsPerCU), groupsPerCU >= 1, "at least 1 work-group per compute unit")
		c.groupsPerCU = groupsPerCU
	}
}

// MashThreshold sets the band around 1 in which T_single/T_multiple picks
// Mash's default offloading mode (0.1).
func MashThreshold(t float64) SchedOption {
	return func(c *schedConfig) {
		c.set("MashThreshold", fmt.Sprintf("thr=%g", t), t >= 0 && t < 1, "the threshold must be in [0, 1)")
		c.threshold = t
	}
}

// MashRegular declares the kernel regular: within the threshold Mash then
// picks single offloading (one package) rather than multiple, the default
// for kernels that may be irregular.
func MashRegular(regular bool) SchedOption {
	return func(c *schedConfig) {
		c.set("MashRegular", fmt.Sprintf("regular=%t", regular), true, "")
		c.regular = regular
	}
}

// Reprofile makes Mash and ProfileStatic profile again after every n
// launches that used a profile (0, the default: profile once).
func Reprofile(n int) SchedOption {
	return func(c *schedConfig) {
		c.set("Reprofile", fmt.Sprintf("reprofile=%d", n), n >= 0, "n must not be negative")
		c.reprofile = n
	}
}
