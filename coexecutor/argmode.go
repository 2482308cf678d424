package coexecutor

// This file tells coexecutor/cluster, through internal/argmode, what In,
// Out, InOut and InPart wrap.

import "github.com/gosycl/gosycl/coexecutor/internal/argmode"

func init() {
	argmode.Of = func(a any) (argmode.Wrapped, bool) {
		w, ok := a.(wrapped)
		if !ok {
			return argmode.Wrapped{}, false
		}
		r, err := w.unwrap()
		if err != nil {
			return argmode.Wrapped{Err: err}, true
		}
		var m any = r.b
		if r.b == nil {
			m = r.p
		}
		return argmode.Wrapped{Mem: m, Mode: r.mode, Part: r.part != nil}, true
	}
}
