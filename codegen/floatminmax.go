package codegen

import "fmt"

// Go's min and max, and math.Min/Max (math32.Min/Max), in OpenCL C.
// OpenCL's fmin and fmax return the other operand when one is a NaN and
// may return either zero for -0 and +0; Go defines both:
//
//   - builtin min/max: a NaN operand gives a NaN; -0 is less than +0.
//   - math.Min/Max: the same, except that -Inf (Min) or +Inf (Max) wins
//     over a NaN.
//
// kgen emits helpers with Go's results, so that every device computes
// what plain Go computes (a handful of selects instead of one fmin).

// floatMinMax returns the name of the helper for name ("min", "max",
// "Min" or "Max") on C type ct ("float" or "double"), defining it.
func (c *clFunc) floatMinMax(name, ct string) string {
	op := map[string]string{"min": "min", "max": "max", "Min": "fmin", "Max": "fmax"}[name]
	fn := fmt.Sprintf("_kgen_%s_%s", op, ct)
	less := "a < b || (a == b && signbit(a))" // min: -0 before +0
	if op == "max" || op == "fmax" {
		less = "a > b || (a == b && !signbit(a))"
	}
	body := fmt.Sprintf("return isnan(a) || isnan(b) ? a + b : %s ? a : b;", less)
	switch op {
	case "fmin":
		body = fmt.Sprintf("return (isinf(a) && a < 0) || (isinf(b) && b < 0) ? -INFINITY : isnan(a) || isnan(b) ? a + b : %s ? a : b;", less)
	case "fmax":
		body = fmt.Sprintf("return (isinf(a) && a > 0) || (isinf(b) && b > 0) ? INFINITY : isnan(a) || isnan(b) ? a + b : %s ? a : b;", less)
	}
	c.g.define(fn, fmt.Sprintf("inline %s %s(%s a, %s b) { %s }\n", ct, fn, ct, ct, body))
	return fn
}
