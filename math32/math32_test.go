package math32

import (
	"math"
	"math/big"
	"math/rand/v2"
	"testing"
)

func TestAgainstMath(t *testing.T) {
	for _, x := range []float32{-3.5, -1, -0.25, 0, 0.5, 1, 2, 10.75} {
		cases := map[string][2]float64{
			"Abs":   {float64(Abs(x)), math.Abs(float64(x))},
			"Sin":   {float64(Sin(x)), math.Sin(float64(x))},
			"Cos":   {float64(Cos(x)), math.Cos(float64(x))},
			"Exp":   {float64(Exp(x)), math.Exp(float64(x))},
			"Floor": {float64(Floor(x)), math.Floor(float64(x))},
			"Ceil":  {float64(Ceil(x)), math.Ceil(float64(x))},
			"Trunc": {float64(Trunc(x)), math.Trunc(float64(x))},
			"Max":   {float64(Max(x, 0.5)), math.Max(float64(x), 0.5)},
			"Min":   {float64(Min(x, 0.5)), math.Min(float64(x), 0.5)},
			"Fma":   {float64(Fma(x, 2, 1)), float64(x)*2 + 1},
			"Tanh":  {float64(Tanh(x)), math.Tanh(float64(x))},
		}
		if x >= 0 {
			cases["Sqrt"] = [2]float64{float64(Sqrt(x)), math.Sqrt(float64(x))}
			cases["Pow"] = [2]float64{float64(Pow(x, 1.5)), math.Pow(float64(x), 1.5)}
		}
		if x > 0 {
			cases["Log"] = [2]float64{float64(Log(x)), math.Log(float64(x))}
			cases["Rsqrt"] = [2]float64{float64(Rsqrt(x)), 1 / math.Sqrt(float64(x))}
		}
		for name, c := range cases {
			if d := math.Abs(c[0] - c[1]); d > 1e-6*math.Max(1, math.Abs(c[1])) {
				t.Errorf("%s(%v) = %v, math gives %v", name, x, c[0], c[1])
			}
		}
	}
	if !IsNaN(float32(math.NaN())) || IsNaN(1) {
		t.Error("IsNaN")
	}
	if !IsInf(float32(math.Inf(1)), 1) || IsInf(1, 0) {
		t.Error("IsInf")
	}
}

// fmaExact is x*y+z rounded once to float32, by big.Float.
func fmaExact(x, y, z float32) float32 {
	if math.IsNaN(float64(x)) || math.IsNaN(float64(y)) || math.IsNaN(float64(z)) ||
		math.IsInf(float64(x), 0) || math.IsInf(float64(y), 0) || math.IsInf(float64(z), 0) {
		return float32(math.FMA(float64(x), float64(y), float64(z)))
	}
	p := new(big.Float).SetPrec(600).SetFloat64(float64(x))
	p.Mul(p, new(big.Float).SetPrec(600).SetFloat64(float64(y)))
	p.Add(p, new(big.Float).SetPrec(600).SetFloat64(float64(z)))
	if p.Sign() == 0 {
		return float32(math.FMA(float64(x), float64(y), float64(z))) // the zero's sign
	}
	f, _ := p.Float32()
	return f
}

// TestFmaRoundsOnce: the float64 sum of an exact product and z, rounded
// to float32 again, is off where it falls on a float32 tie that the
// exact sum is not on; Fma is not.
func TestFmaRoundsOnce(t *testing.T) {
	one := float32(1) + 1.0/4096 // one*one = 1 + 2^-11 + 2^-24: a float32 tie
	tiny := float32(math.Ldexp(1, -80))
	max := float32(math.MaxFloat32)
	half := float32(math.Ldexp(1, 103)) // half the largest float32's ulp
	for _, c := range []struct{ x, y, z float32 }{
		{one, one, tiny},  // just above the tie: up, where float64 rounds to the tie and then to even
		{one, one, -tiny}, // just below: down
		{one, one, 0},     // on the tie: to even
		{-one, one, tiny},
		{-one, one, -tiny},
		{max, 1, half}, // on the overflow tie: +Inf
		{max, 1, half - float32(math.Ldexp(1, 103-24))},                                          // below it: the largest float32
		{1, float32(math.Ldexp(1, -149)), 0},                                                     // the least subnormal
		{float32(math.Ldexp(1, -75)), float32(math.Ldexp(1, -75)), float32(math.Ldexp(1, -149))}, // a subnormal tie
		{float32(math.Ldexp(1, -75)), float32(math.Ldexp(1, -75)), -float32(math.Ldexp(1, -149))},
		{0, -1, 0}, {0, 1, float32(math.Copysign(0, -1))}, // zeros' signs
		{float32(math.Inf(1)), 0, 1}, {float32(math.Inf(1)), 1, float32(math.Inf(-1))}, {float32(math.NaN()), 1, 1},
	} {
		got, want := Fma(c.x, c.y, c.z), fmaExact(c.x, c.y, c.z)
		if math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
			t.Errorf("Fma(%g, %g, %g) = %g (%#x), want %g (%#x)", c.x, c.y, c.z, got, math.Float32bits(got), want, math.Float32bits(want))
		}
	}
	// Random triples, a third of them near a tie: two odd integers of 13
	// and 12 bits, whose product of 24 or 25 bits is a float32 tie when it
	// has 25, and z a small multiple of a power of two far below it.
	r := rand.New(rand.NewPCG(5, 7))
	for i := 0; i < 200000; i++ {
		x := math.Float32frombits(r.Uint32())
		y := math.Float32frombits(r.Uint32())
		z := math.Float32frombits(r.Uint32())
		if i%3 == 0 {
			x = float32(1<<12 | r.IntN(1<<12) | 1)
			y = float32(1<<11 | r.IntN(1<<11) | 1)
			z = float32(r.IntN(5)-2) * float32(math.Ldexp(1, -r.IntN(60)))
		}
		got, want := Fma(x, y, z), fmaExact(x, y, z)
		if math.Float32bits(got) != math.Float32bits(want) && !(got != got && want != want) {
			t.Fatalf("Fma(%g, %g, %g) = %g (%#x), want %g (%#x)", x, y, z, got, math.Float32bits(got), want, math.Float32bits(want))
		}
	}
}
