//go:build !race

package codegen_test

// raceEnabled says whether the test binary is built with -race.
const raceEnabled = false
