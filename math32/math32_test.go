package math32

import (
	"math"
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
