package cgroup

// This file tests Cores: the settings a native launch attached to it sees.

import (
	"slices"
	"testing"
)

// A launch attached to a Cores gets its settings at once and each change
// of either (Set, SetShare) after, until it detaches; a switch to the
// settings it has tells no one.
func TestCoresSettings(t *testing.T) {
	type setting struct {
		left  int
		share bool
	}
	var c Cores
	var got []setting
	detach := c.Attach(func(left int, share bool) { got = append(got, setting{left, share}) })
	c.Set(2)
	c.SetShare(true)
	c.SetShare(true) // no change
	c.Set(1)
	c.Set(-1) // none left, as 0
	c.SetShare(false)
	detach()
	c.Set(3) // detached: not told
	want := []setting{{0, false}, {2, false}, {2, true}, {1, true}, {0, true}, {0, false}}
	if !slices.Equal(got, want) {
		t.Fatalf("settings seen %v, want %v", got, want)
	}
	// A launch attached later starts from the settings now.
	c.SetShare(true)
	var first setting
	c.Attach(func(left int, share bool) { first = setting{left, share} })()
	if first != (setting{3, true}) {
		t.Errorf("a launch attached after Set(3) and SetShare(true) started from %v", first)
	}
}
