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

// CleanEnv is the environment for a process that must not be taken for
// a rank of a job this process belongs to (cleanEnv).
func CleanEnv() []string { return cleanEnv(os.Environ()) }

// cleanEnv is environ for a process that must not be taken for a rank
// of a job: where environ is a rank's (its launcher set
// OMPI_COMM_WORLD_SIZE, PMIX_RANK or PMI_RANK), without the variables of
// MPI launchers (OMPI_, PMIX_, PMI_), and whole otherwise, less the mark
// of a rank started by Run: there the OMPI_MCA_ and PMIX_MCA_ settings
// are the user's configuration of Open MPI (a relocated installation's
// OPAL_PREFIX companions, transports, a launcher without ssh), which the
// job's mpirun needs.
func cleanEnv(environ []string) []string {
	rank := false
	for _, kv := range environ {
		k, _, _ := strings.Cut(kv, "=")
		rank = rank || k == "OMPI_COMM_WORLD_SIZE" || k == "PMIX_RANK" || k == "PMI_RANK"
	}
	var env []string
	for _, kv := range environ {
		k, _, _ := strings.Cut(kv, "=")
		if k == childEnv || rank && (strings.HasPrefix(k, "OMPI_") || strings.HasPrefix(k, "PMIX_") || strings.HasPrefix(k, "PMI_")) {
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
