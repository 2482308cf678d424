// Package mpitest starts a test binary as the ranks of an mpirun job: a
// test that needs several ranks runs itself under mpirun, and the ranks
// know themselves by GOSYCL_MPI_CHILD.
package mpitest

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// childEnv marks a process started by Run.
const childEnv = "GOSYCL_MPI_CHILD"

// Child reports whether the process is a rank started by Run.
func Child() bool { return os.Getenv(childEnv) != "" }

func init() {
	if Child() {
		quits := make(chan os.Signal, 2)
		signal.Notify(quits, syscall.SIGQUIT)
		go dumpOnQuit(quits)
	}
}

// dumpOnQuit is how a rank takes runCmd's SIGQUITs: on the first it
// prints every goroutine's stack to stderr and goes on, on the second it
// exits (status 2). A rank that died on the first, as Go's default is,
// would have mpirun end the job's other ranks, some before they printed
// their stacks.
func dumpOnQuit(quits <-chan os.Signal) {
	<-quits
	buf := make([]byte, 1<<20)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	fmt.Fprintf(os.Stderr, "SIGQUIT: rank %s, every goroutine's stack:\n%s\n", os.Getenv("OMPI_COMM_WORLD_RANK"), buf)
	<-quits
	os.Exit(2)
}

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
// a job still running after two minutes is ended as RunCmd says.
func Run(t testing.TB, n int, args ...string) ([]byte, error) {
	return RunCmd(t, append(append(Flags(n), os.Args[0]), args...), nil)
}

// RunCmd runs mpirun with the given arguments (an MPMD job's colons
// included) and extra environment variables, marking the ranks as
// children. A job still running after two minutes is ended: each rank
// gets SIGQUIT, on which it prints every goroutine's stack (into the
// output returned), and again quitWait/4 later, on which it exits; and
// mpirun is killed quitWait after that if it has not ended by then.
func RunCmd(t testing.TB, mpirunArgs []string, env []string) ([]byte, error) {
	return runCmd(t, 2*time.Minute, mpirunArgs, env)
}

// quitWait is how long a job's ranks have, after SIGQUIT, to print their
// stacks before mpirun is killed.
const quitWait = 10 * time.Second

// runCmd is RunCmd with the job's time limit.
func runCmd(t testing.TB, limit time.Duration, mpirunArgs []string, env []string) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	cmd := exec.CommandContext(ctx, MPIRun(t), mpirunArgs...)
	cmd.Env = append(append(CleanEnv(), childEnv+"=1"), env...)
	var ranks []int // the ranks sent SIGQUIT
	cmd.Cancel = func() error {
		// Twice: a rank prints its stacks on the first and exits on the
		// second (dumpOnQuit).
		ranks = quitChildren(cmd.Process.Pid)
		time.Sleep(quitWait / 4)
		quitChildren(cmd.Process.Pid)
		return nil
	}
	cmd.WaitDelay = quitWait
	out, err := cmd.CombinedOutput()
	// A rank that outlived a killed mpirun is nobody's child any more.
	for _, r := range ranks {
		_ = syscall.Kill(r, syscall.SIGKILL)
	}
	if ctx.Err() != nil {
		err = fmt.Errorf("mpitest: the job ran past %v; its ranks were sent SIGQUIT (their stacks are in the output): %w", limit, err)
	}
	return out, err
}

// quitChildren sends SIGQUIT to the processes whose parent is pid (the
// ranks mpirun started on this machine), found in /proc, and returns
// them; where there is no /proc it finds none.
func quitChildren(pid int) (children []int) {
	dirs, _ := os.ReadDir("/proc")
	for _, d := range dirs {
		child, err := strconv.Atoi(d.Name())
		if err != nil {
			continue
		}
		if ppid, ok := parentOf(child); ok && ppid == pid {
			_ = syscall.Kill(child, syscall.SIGQUIT)
			children = append(children, child)
		}
	}
	return children
}

// parentOf is process pid's parent, from /proc/pid/stat, whose fourth
// field it is (the second, the command's name in parentheses, may hold
// spaces and parentheses itself: the fields are counted after the last
// closing one).
func parentOf(pid int) (int, bool) {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return 0, false
	}
	i := strings.LastIndexByte(string(b), ')')
	if i < 0 {
		return 0, false
	}
	f := strings.Fields(string(b[i+1:]))
	if len(f) < 2 {
		return 0, false
	}
	ppid, err := strconv.Atoi(f[1])
	return ppid, err == nil
}
