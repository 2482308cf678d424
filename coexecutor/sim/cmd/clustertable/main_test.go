package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestWrite(t *testing.T) {
	var b bytes.Buffer
	if err := write(&b, []int{1, 2}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(b.String(), "| 1 (8) | 1.00") || !strings.Contains(b.String(), "| 2 (16) |") {
		t.Fatalf("table:\n%s", b.String())
	}
}
