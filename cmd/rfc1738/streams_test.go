//go:build linux

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestClosedStreams runs the built command with its standard input or
// output closed: exit status 2 and a sentence on standard error. The same
// command with /dev/null there is not an error.
func TestClosedStreams(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	bin := buildCmd(t)
	for _, tt := range []struct {
		shell string
		code  int
		says  string
	}{
		{`"$0" <&-`, 2, "standard input is closed"},
		{`"$0" -json <&-`, 2, "standard input is closed"},
		{`"$0" http://a/ >&-`, 2, "standard output is closed"},
		{`"$0" >&- <&-`, 2, "standard output is closed"},
		{`"$0" http://a/ <&-`, 0, ""}, // arguments: standard input is not read
		{`"$0" </dev/null`, 0, ""},
		{`"$0" http://a/ >/dev/null`, 0, ""},
		{`echo http://a/ | "$0" -json >/dev/null`, 0, ""},
	} {
		cmd := exec.Command("sh", "-c", tt.shell, bin)
		var stderr strings.Builder
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := 0
		if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != tt.code || !strings.Contains(stderr.String(), tt.says) {
			t.Errorf("sh -c %s: exit %d, stderr %q; want %d and %q", tt.shell, code, stderr.String(), tt.code, tt.says)
		}
	}
}

// TestCheckMemory runs the built command's -check on a list of a million
// one-letter lines (2 MiB, the shape that costs the most per byte when a
// list is held whole: about 90 bytes of memory per byte of list) and checks
// the process's peak resident memory. The list is read as it is checked,
// so the peak is what one line and the runtime need (about 15 MB), however
// long the list.
//
// The peak is the child's VmHWM, read from /proc while it runs: the
// rusage that Wait reports would not do, as Linux carries the maximum
// resident size across exec, and Go starts a child sharing the test
// process's memory (vfork), so it would report this process's own peak.
func TestCheckMemory(t *testing.T) {
	if testing.Short() {
		t.Skip("checks a million URLs")
	}
	bin := buildCmd(t)
	cmd := exec.Command(bin, "-check", "-")
	cmd.Stdin = strings.NewReader(strings.Repeat("a\n", 1<<20))
	var stdout, stderr strings.Builder
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	waited := make(chan error, 1)
	go func() { waited <- cmd.Wait() }()
	status := fmt.Sprintf("/proc/%d/status", cmd.Process.Pid)
	var peak int64 // bytes
	var err error
	for done := false; !done; {
		select {
		case err = <-waited:
			done = true
		case <-time.After(5 * time.Millisecond):
			if kb := vmHWM(status); kb > 0 {
				peak = kb << 10
			}
		}
	}
	if err != nil || stdout.String() != "check: 0 pass, 0 fail, 1048576 unchecked\n" {
		t.Fatalf("rfc1738 -check -: %v, stdout %q, stderr %q", err, stdout.String(), stderr.String())
	}
	if peak == 0 {
		t.Skip("no VmHWM in " + status)
	}
	const limit = 64 << 20
	t.Logf("peak resident memory: %.1f MB for a list of 2 MiB", float64(peak)/1e6)
	if peak > limit {
		t.Errorf("rfc1738 -check of a 2 MiB list peaked at %.0f MB resident, over %d MB: the list is held, not streamed", float64(peak)/1e6, limit>>20)
	}
}

// vmHWM returns the peak resident size, in KiB, that a /proc/PID/status
// file reports, or 0 when it cannot be read (the process has ended).
func vmHWM(status string) int64 {
	b, err := os.ReadFile(status)
	if err != nil {
		return 0
	}
	for line := range strings.Lines(string(b)) {
		if rest, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb
		}
	}
	return 0
}

// buildCmd builds the command into a temporary directory and returns its
// path.
func buildCmd(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "rfc1738")
	if out, err := exec.Command(goTool(), "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// goTool is the go command that runs the tests.
func goTool() string {
	if p := filepath.Join(os.Getenv("GOROOT"), "bin", "go"); os.Getenv("GOROOT") != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return "go"
}
