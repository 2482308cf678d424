package coexecutor

import (
	"fmt"
	"os"
	"sort"
	"strings"
	"sync"

	"github.com/gosycl/gosycl/sycl"
)

// DevicesBySpec chooses devices from a list of selector names separated by
// commas or +: native, cpu (an OpenCL CPU before the native device), gpu,
// all (every visible device not chosen yet), or a substring of a device
// name. Each name picks the best visible device not already chosen, so
// "gpu,gpu" is two GPUs. This is the -devices flag of the examples and of
// cobench.
func DevicesBySpec(spec string) ([]*sycl.Device, error) {
	visible, err := sycl.Devices()
	if len(visible) == 0 {
		if err == nil {
			err = fmt.Errorf("no device visible (%s=%q)", sycl.EnvDevice, os.Getenv(sycl.EnvDevice))
		}
		return nil, fmt.Errorf("coexecutor: %w", err)
	}
	chosen := map[*sycl.Device]bool{}
	var devs []*sycl.Device
	for _, term := range strings.Split(strings.ReplaceAll(spec, "+", ","), ",") {
		term = strings.TrimSpace(term)
		var sel sycl.Selector
		switch term {
		case "all":
			for _, d := range visible {
				if !chosen[d] {
					chosen[d] = true
					devs = append(devs, d)
				}
			}
			continue
		case "native":
			sel = sycl.Native
		case "cpu":
			sel = sycl.CPU
		case "gpu":
			sel = sycl.GPU
		case "":
			return nil, fmt.Errorf("coexecutor: device list %q has an empty name", spec)
		default:
			sel = sycl.ByName(term)
		}
		var best *sycl.Device
		score := -1
		for _, d := range visible {
			if s := sel(d); s > score && !chosen[d] {
				best, score = d, s
			}
		}
		if best == nil {
			names := make([]string, len(visible))
			for i, d := range visible {
				names[i] = d.String()
			}
			return nil, fmt.Errorf("coexecutor: device %q matches no device not already chosen (visible: %s)", term, strings.Join(names, "; "))
		}
		chosen[best] = true
		devs = append(devs, best)
	}
	if len(devs) == 0 {
		return nil, fmt.Errorf("coexecutor: device list %q chooses no device", spec)
	}
	return devs, nil
}

var (
	registryMu sync.Mutex
	registry   = map[string]func() Policy{}
)

// Register makes a policy available by name (PolicyByName, the -sched
// flags). newPolicy is called for each lookup, so that policies that learn
// across launches start afresh for each user.
func Register(name string, newPolicy func() Policy) {
	registryMu.Lock()
	defer registryMu.Unlock()
	registry[name] = newPolicy
}

// PolicyByName returns a new instance of a registered policy.
func PolicyByName(name string) (Policy, error) {
	registryMu.Lock()
	f, ok := registry[name]
	registryMu.Unlock()
	if ok {
		return f(), nil
	}
	return nil, fmt.Errorf("coexecutor: unknown scheduler %q (have %s)", name, strings.Join(PolicyNames(), ", "))
}

// PolicyNames lists the registered policies.
func PolicyNames() []string {
	registryMu.Lock()
	defer registryMu.Unlock()
	var names []string
	for n := range registry {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

func init() {
	Register("static", func() Policy { return &Static{} })
	Register("dynamic", func() Policy { return &Dynamic{} })
	Register("hguided", func() Policy { return &HGuided{} })
	Register("sigmoid", func() Policy { return &Sigmoid{} })
	Register("adaptive", func() Policy { return &Adaptive{} })
	Register("mash", func() Policy { return &Mash{} })
	Register("memorizing", func() Policy { return &Memorizing{} })
	Register("profile-static", func() Policy { return &ProfileStatic{} })
}
