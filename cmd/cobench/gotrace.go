package main

// This file is -gotrace: a Go execution trace of a run, in which each
// launch is a task named by its row, so that the host's side of a slow
// launch (its goroutines, a collection, its staging copies) can be found
// in go tool trace.

import (
	"context"
	"errors"
	"os"
	"runtime/trace"
)

// startGoTrace starts writing a Go execution trace to the file at path
// and returns what stops it and closes the file.
func startGoTrace(path string) (stop func() error, err error) {
	f, err := os.Create(path)
	if err != nil {
		return nil, err
	}
	if err := trace.Start(f); err != nil {
		return nil, errors.Join(err, f.Close())
	}
	return func() error {
		trace.Stop()
		return f.Close()
	}, nil
}

// traced runs launch as a task named row, its run a region "launch"
// (measured launches) or "warm-up": free where no trace is being
// written.
func traced(row string, measured bool, launch func()) {
	if !trace.IsEnabled() {
		launch()
		return
	}
	ctx, task := trace.NewTask(context.Background(), row)
	defer task.End()
	name := "warm-up"
	if measured {
		name = "launch"
	}
	trace.WithRegion(ctx, name, launch)
}
