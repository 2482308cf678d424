// Package mpitest starts a test binary as the ranks of an mpirun job: a
// test that needs several ranks runs itself under mpirun, and the ranks
// know themselves by GOSYCL_MPI_CHILD.
package mpitest

import (
	"context"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"testing"
	"time"
)

// childEnv marks a process started by Run.
const childEnv = "GOSYCL_MPI_CHILD"

// Child reports whether the process is a rank started by Run.
func Child() bool { return os.Getenv(childEnv) != "" }

// MPIRun returns the path of mpirun, or skips t when it is not installed
// (scripts/deps.sh installs it).
func MPIRun(t testing.TB) string {
	p, err := exec.LookPath("mpirun")
	if err != nil {
		t.Skip("mpirun not installed (scripts/deps.sh installs Open MPI)")
	}
	return p
}

// Common are mpirun's options for a job on this machine: as root where
// the tests run as root, more ranks than cores, and no network
// interfaces but loopback's.
func Common() []string {
	f := []string{"--oversubscribe", "--mca", "btl", "self,vader,tcp", "--mca", "btl_tcp_if_include", "lo"}
	if os.Getuid() == 0 {
		f = append([]string{"--allow-run-as-root"}, f...)
	}
	return f
}

// Flags are Common and -np n.
func Flags(n int) []string { return append(Common(), "-np", strconv.Itoa(n)) }

// CleanEnv is the environment without the variables of an MPI launcher,
// so a process started with it is not taken for a rank.
func CleanEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "OMPI_") || strings.HasPrefix(k, "PMIX_") || strings.HasPrefix(k, "PMI_") || k == childEnv {
			continue
		}
		env = append(env, kv)
	}
	return env
}

// Run runs the test binary on n ranks with args and returns its output;
// the job is killed after two minutes.
func Run(t testing.TB, n int, args ...string) ([]byte, error) {
	return RunCmd(t, append(append(Flags(n), os.Args[0]), args...), nil)
}

// RunCmd runs mpirun with the given arguments (an MPMD job's colons
// included) and extra environment variables, marking the ranks as
// children.
func RunCmd(t testing.TB, mpirunArgs []string, env []string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, MPIRun(t), mpirunArgs...)
	cmd.Env = append(append(CleanEnv(), childEnv+"=1"), env...)
	return cmd.CombinedOutput()
}
