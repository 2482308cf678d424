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
	type setting struct{ all, share bool }
	var c Cores
	var got []setting
	detach := c.Attach(func(all, share bool) { got = append(got, setting{all, share}) })
	c.Set(true)
	c.SetShare(true)
	c.SetShare(true) // no change
	c.Set(false)
	c.SetShare(false)
	detach()
	c.Set(true) // detached: not told
	want := []setting{{false, false}, {true, false}, {true, true}, {false, true}, {false, false}}
	if !slices.Equal(got, want) {
		t.Fatalf("settings seen %v, want %v", got, want)
	}
	// A launch attached later starts from the settings now.
	c.SetShare(true)
	var first setting
	c.Attach(func(all, share bool) { first = setting{all, share} })()
	if first != (setting{true, true}) {
		t.Errorf("a launch attached after Set(true) and SetShare(true) started from %v", first)
	}
}
