//go:build !race

// Package race tells whether the program is built with the race
// detector, for the tests that do less under it what single-goroutine
// code gains nothing from (the pass without -race runs them in full).
package race

// Enabled is true in a build with -race.
const Enabled = false
