package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// readmeSection is the README's section that shows a user's own module.
const readmeSection = "### In your own module"

// moduleSteps are the README's steps for a user's own module: the shell
// commands in order, and the files to write.
type moduleSteps struct {
	commands []string
	files    map[string]string
}

// parseReadmeSteps reads the section's fenced blocks: each ```sh block is a
// list of commands (comments after #), each ```go block is the file named
// by the closest preceding line of the form `name.go`:.
func parseReadmeSteps(readme string) (moduleSteps, error) {
	st := moduleSteps{files: map[string]string{}}
	i := strings.Index(readme, readmeSection)
	if i < 0 {
		return st, os.ErrNotExist
	}
	sec := readme[i+len(readmeSection):]
	if j := strings.Index(sec, "\n## "); j >= 0 {
		sec = sec[:j]
	}
	if j := strings.Index(sec, "\n### "); j >= 0 {
		sec = sec[:j]
	}
	lines := strings.Split(sec, "\n")
	file := ""
	for k := 0; k < len(lines); k++ {
		l := lines[k]
		if strings.HasPrefix(l, "`") && strings.HasSuffix(l, "`:") {
			file = strings.Trim(l, "`:")
			continue
		}
		if l != "```sh" && l != "```go" {
			continue
		}
		var body []string
		for k++; k < len(lines) && lines[k] != "```"; k++ {
			body = append(body, lines[k])
		}
		if l == "```go" {
			if file != "" {
				st.files[file] = strings.Join(body, "\n") + "\n"
				file = ""
			}
			continue
		}
		for _, c := range body {
			if h := strings.Index(c, "#"); h >= 0 {
				c = c[:h]
			}
			if c = strings.TrimSpace(c); c != "" {
				st.commands = append(st.commands, c)
			}
		}
	}
	return st, nil
}

// TestUserModule follows the README's steps for a user's own module in a
// fresh module outside the repository, against this checkout: go mod init,
// go get -tool of kgen, the two files, go generate, go mod tidy, go run.
// Three things differ from a user's run, because the checkout is not
// published: a replace directive points the module at the checkout (added
// right after go mod init), the checkout's go.sum is the new module's
// first one, and go get asks for the replaced version v0.0.0 with the
// module proxy off (the proxy cannot know the checkout; every other module
// it needs is in the module cache).
func TestUserModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds and runs a module")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool")
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	steps, err := parseReadmeSteps(string(readme))
	if err != nil {
		t.Fatalf("README.md has no section %q", readmeSection)
	}
	if len(steps.files) == 0 || len(steps.commands) == 0 {
		t.Fatalf("README.md's section %q shows no files or no commands: %+v", readmeSection, steps)
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	run := func(env []string, args ...string) string {
		t.Helper()
		cmd := exec.CommandContext(ctx, goTool, args...)
		cmd.Dir = dir
		cmd.Env = append(append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off"), env...)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	wrote := false
	var last string
	for _, c := range steps.commands {
		f := strings.Fields(c)
		if len(f) < 2 || f[0] != "go" {
			t.Fatalf("README step %q is not a go command", c)
		}
		args := f[1:]
		var env []string
		if args[0] == "get" {
			env = append(env, "GOPROXY=off")
			for i, a := range args {
				args[i] = strings.Replace(a, "@latest", "@v0.0.0", 1)
			}
		}
		if args[0] == "generate" && !wrote {
			for name, src := range steps.files {
				if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			wrote = true
		}
		last = run(env, args...)
		if args[0] == "mod" && args[1] == "init" {
			run(nil, "mod", "edit", "-replace", "github.com/gosycl/gosycl="+root)
			// The checkout's go.sum holds the hashes of every module
			// the user's module needs (a user's go get records the same
			// ones, checked against the checksum database): with them
			// the go command verifies the module cache without asking
			// the database, which a machine without a network lacks.
			sum, err := os.ReadFile(filepath.Join(root, "go.sum"))
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	if !wrote {
		t.Fatal("README's steps never run go generate")
	}
	if _, err := os.Stat(filepath.Join(dir, "kernels_kgen.go")); err != nil {
		t.Fatalf("go generate wrote no kernels_kgen.go: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(last), "\n")
	if got, want := lines[len(lines)-1], "[3 5 7 9]"; got != want {
		t.Fatalf("the program printed %q, want %q as its last line", last, want)
	}
}
