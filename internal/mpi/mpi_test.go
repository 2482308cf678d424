package mpi

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/gosycl/gosycl/internal/mpitest"
)

// TestRanks runs only as a rank of the job TestUnderMPIRun starts.
func TestRanks(t *testing.T) {
	if !mpitest.Child() {
		t.Skip("runs under mpirun (TestUnderMPIRun)")
	}
	c, err := Init()
	if err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(30 * time.Second)
	me, n := c.Rank(), c.Size()
	if n < 2 {
		t.Fatalf("%d ranks", n)
	}
	// Broadcast.
	b := make([]byte, 5)
	if me == 0 {
		copy(b, "hello")
	}
	if err := c.Bcast(b, 0, deadline); err != nil || string(b) != "hello" {
		t.Fatalf("Bcast: %q, %v", b, err)
	}
	// Gather: rank r sends r+1 twice.
	var all []byte
	if me == 0 {
		all = make([]byte, 2*n)
	}
	if err := c.Gather([]byte{byte(me + 1), byte(me + 1)}, all, 0, deadline); err != nil {
		t.Fatal(err)
	}
	if me == 0 {
		for r := 0; r < n; r++ {
			if all[2*r] != byte(r+1) || all[2*r+1] != byte(r+1) {
				t.Fatalf("Gather: %v", all)
			}
		}
	}
	// Allreduce.
	s, err := c.Allreduce([]float64{float64(me), float64(me)}, Sum, deadline)
	if err != nil || s[0] != float64(n*(n-1)/2) {
		t.Fatalf("Allreduce Sum: %v %v", s, err)
	}
	m, err := c.Allreduce([]float64{float64(me)}, Max, deadline)
	if err != nil || m[0] != float64(n-1) {
		t.Fatalf("Allreduce Max: %v %v", m, err)
	}
	// A ring of point-to-point messages of a megabyte.
	msg := bytes.Repeat([]byte{byte(me)}, 1<<20)
	sr, err := c.Isend(msg, (me+1)%n, 7)
	if err != nil {
		t.Fatal(err)
	}
	got, src, err := c.RecvMsg(AnySource, 7, deadline)
	if err != nil {
		t.Fatal(err)
	}
	if err := sr.Wait(deadline); err != nil {
		t.Fatal(err)
	}
	if from := (me + n - 1) % n; src != from || len(got) != 1<<20 || got[0] != byte(from) || got[len(got)-1] != byte(from) {
		t.Fatalf("ring: %d bytes from %d", len(got), src)
	}
	// A message nobody sends times out instead of hanging.
	start := time.Now()
	err = c.Recv(make([]byte, 4), (me+1)%n, 99, time.Now().Add(200*time.Millisecond))
	if !errors.Is(err, ErrTimeout) {
		t.Fatalf("Recv of an unsent message: %v", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Fatalf("the timeout took %v", d)
	}
	// A message that has arrived is found by the first Iprobe after it,
	// however long the receiver made no MPI call: rank 1 sends, rank 0
	// sleeps, then probes once.
	if err := c.Bcast(make([]byte, 1), 0, deadline); err != nil {
		t.Fatal(err)
	}
	switch me {
	case 1:
		if err := c.Send([]byte("early"), 0, 11, deadline); err != nil {
			t.Fatal(err)
		}
	case 0:
		time.Sleep(50 * time.Millisecond)
		found, src, cnt, err := c.Iprobe(AnySource, 11)
		if err != nil || !found || src != 1 || cnt != 5 {
			t.Fatalf("one Iprobe 50ms after rank 1 sent: found %v, source %d, %d bytes, %v", found, src, cnt, err)
		}
		if got, _, err := c.RecvMsg(1, 11, deadline); err != nil || string(got) != "early" {
			t.Fatalf("RecvMsg: %q, %v", got, err)
		}
	}
	// Every rank is here before finalizing.
	if err := c.Bcast(make([]byte, 1), 0, deadline); err != nil {
		t.Fatal(err)
	}
	if err := c.Finalize(); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Isend(nil, 0, 0); !errors.Is(err, ErrFinalized) {
		t.Fatalf("Isend after Finalize: %v", err)
	}
}

// TestUnderMPIRun runs TestRanks on 2 and 4 ranks.
func TestUnderMPIRun(t *testing.T) {
	if mpitest.Child() {
		t.Skip("a rank")
	}
	if _, err := Init(); errors.Is(err, ErrUnavailable) {
		t.Skip("built without the mpi tag")
	}
	for _, n := range []int{2, 4} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			out, err := mpitest.Run(t, n, "-test.run=^TestRanks$", "-test.v")
			if err != nil {
				t.Fatalf("%v\n%s", err, out)
			}
			if c := bytes.Count(out, []byte("--- PASS: TestRanks")); c != n {
				t.Fatalf("%d of %d ranks passed:\n%s", c, n, out)
			}
		})
	}
}

// Init outside mpirun fails with ErrNotLaunched (or ErrUnavailable
// without the tag), and does not start MPI's singleton mode.
func TestInitWithoutMPIRun(t *testing.T) {
	if mpitest.Child() {
		t.Skip("a rank")
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestInitAlone$")
	cmd.Env = append(mpitest.CleanEnv(), "GOSYCL_MPI_ALONE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}

func TestInitAlone(t *testing.T) {
	if os.Getenv("GOSYCL_MPI_ALONE") == "" {
		t.Skip("run by TestInitWithoutMPIRun")
	}
	_, err := Init()
	if !errors.Is(err, ErrNotLaunched) && !errors.Is(err, ErrUnavailable) {
		t.Fatalf("Init without mpirun: %v", err)
	}
}
