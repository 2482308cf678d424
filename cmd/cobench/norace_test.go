//go:build !race

package main

// raceEnabled says whether the test binary is built with -race.
const raceEnabled = false
