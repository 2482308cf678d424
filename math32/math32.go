// Package math32 is float32 math for kernels written in Go. The standard
// math package works on float64; kernels that compute in float32 call these
// instead, and cmd/kgen maps each to the OpenCL C builtin of the same name
// (sqrt, sin, exp, ...), so that the plain-Go reference, the generated
// native code and the device agree to within the builtins' precision.
//
//	d := math32.Sqrt(dx*dx + dy*dy)
package math32

import "math"

// Sqrt returns the square root of x.
func Sqrt(x float32) float32 { return float32(math.Sqrt(float64(x))) }

// Rsqrt returns 1/Sqrt(x).
func Rsqrt(x float32) float32 { return float32(1 / math.Sqrt(float64(x))) }

// Abs returns |x|.
func Abs(x float32) float32 { return math.Float32frombits(math.Float32bits(x) &^ (1 << 31)) }

// Sin returns the sine of x (radians).
func Sin(x float32) float32 { return float32(math.Sin(float64(x))) }

// Cos returns the cosine of x.
func Cos(x float32) float32 { return float32(math.Cos(float64(x))) }

// Tan returns the tangent of x.
func Tan(x float32) float32 { return float32(math.Tan(float64(x))) }

// Asin returns the arcsine of x.
func Asin(x float32) float32 { return float32(math.Asin(float64(x))) }

// Acos returns the arccosine of x.
func Acos(x float32) float32 { return float32(math.Acos(float64(x))) }

// Atan returns the arctangent of x.
func Atan(x float32) float32 { return float32(math.Atan(float64(x))) }

// Atan2 returns the arctangent of y/x.
func Atan2(y, x float32) float32 { return float32(math.Atan2(float64(y), float64(x))) }

// Exp returns e**x.
func Exp(x float32) float32 { return float32(math.Exp(float64(x))) }

// Exp2 returns 2**x.
func Exp2(x float32) float32 { return float32(math.Exp2(float64(x))) }

// Log returns the natural logarithm of x.
func Log(x float32) float32 { return float32(math.Log(float64(x))) }

// Log2 returns the binary logarithm of x.
func Log2(x float32) float32 { return float32(math.Log2(float64(x))) }

// Log10 returns the decimal logarithm of x.
func Log10(x float32) float32 { return float32(math.Log10(float64(x))) }

// Pow returns x**y.
func Pow(x, y float32) float32 { return float32(math.Pow(float64(x), float64(y))) }

// Floor returns the greatest integer value <= x.
func Floor(x float32) float32 { return float32(math.Floor(float64(x))) }

// Ceil returns the least integer value >= x.
func Ceil(x float32) float32 { return float32(math.Ceil(float64(x))) }

// Trunc returns the integer value of x.
func Trunc(x float32) float32 { return float32(math.Trunc(float64(x))) }

// Round returns the nearest integer, rounding half away from zero.
func Round(x float32) float32 { return float32(math.Round(float64(x))) }

// Mod returns the floating-point remainder of x/y (C fmod).
func Mod(x, y float32) float32 { return float32(math.Mod(float64(x), float64(y))) }

// Min returns the smaller of x and y.
func Min(x, y float32) float32 { return float32(math.Min(float64(x), float64(y))) }

// Max returns the larger of x and y.
func Max(x, y float32) float32 { return float32(math.Max(float64(x), float64(y))) }

// Fma returns x*y+z rounded once, as OpenCL's fma does.
//
// The product of two float32 values is exact in float64, and their sum
// with z rounds once there; rounding that to float32 again is the
// correctly rounded result except where the float64 sum lies exactly
// halfway between two float32 values and is not the exact sum: the tie
// then goes to the even neighbour, where the exact sum is nearer the
// other. The part of the sum the float64 rounding left out (Knuth's
// TwoSum, exact) says which neighbour that is.
func Fma(x, y, z float32) float32 {
	p := float64(x) * float64(y) // exact: 24-bit significands
	s := p + float64(z)
	r := float32(s)
	if math.IsInf(s, 0) || math.IsNaN(s) || float64(r) == s {
		return r // exact in float32, or not finite: no second rounding
	}
	b := s - p
	e := (p - (s - b)) + (float64(z) - b) // p + z = s + e exactly
	if e == 0 {
		return r
	}
	lo, hi := r, r // the float32 values on either side of s
	if float64(r) > s {
		lo = math.Nextafter32(r, float32(math.Inf(-1)))
	} else {
		hi = math.Nextafter32(r, float32(math.Inf(1)))
	}
	if s != (bound(lo)+bound(hi))/2 {
		return r
	}
	if e > 0 {
		return hi
	}
	return lo
}

// bound is f as a float64, an infinity taken as the value after the
// largest finite float32 (±2^128), so that the midpoint between it and
// the largest is the value from which float32 rounds to the infinity.
func bound(f float32) float64 {
	if math.IsInf(float64(f), 0) {
		return math.Copysign(math.Ldexp(1, 128), float64(f))
	}
	return float64(f)
}

// Hypot returns Sqrt(x*x + y*y) without undue overflow.
func Hypot(x, y float32) float32 { return float32(math.Hypot(float64(x), float64(y))) }

// Tanh returns the hyperbolic tangent of x.
func Tanh(x float32) float32 { return float32(math.Tanh(float64(x))) }

// Erf returns the error function of x.
func Erf(x float32) float32 { return float32(math.Erf(float64(x))) }

// IsNaN reports whether x is a NaN.
func IsNaN(x float32) bool { return x != x }

// IsInf reports whether x is an infinity of the sign of sign (0: either).
func IsInf(x float32, sign int) bool { return math.IsInf(float64(x), sign) }
