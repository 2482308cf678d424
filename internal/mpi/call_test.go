//go:build mpi

package mpi

import "testing"

// TestCallWords: a request's errors name its call as these words, made
// only when an error needs them.
func TestCallWords(t *testing.T) {
	for _, c := range []struct {
		call call
		want string
	}{
		{call{opSend, 8, 1, 300}, "send of 8 bytes to rank 1 (tag 300)"},
		{call{opReceive, 0, -1, 7}, "receive of 0 bytes from rank -1 (tag 7)"},
		{call{kind: opBroadcast, n: 64, peer: 0}, "broadcast of 64 bytes from rank 0"},
		{call{kind: opGather, n: 16, peer: 2}, "gather of 16 bytes a rank at rank 2"},
		{call{kind: opAllreduce, n: 3}, "all-reduce of 3 values"},
	} {
		if got := c.call.String(); got != c.want {
			t.Errorf("%+v: %q, want %q", c.call, got, c.want)
		}
	}
}
