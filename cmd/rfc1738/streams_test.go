//go:build linux

package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestClosedStreams runs the built command with its standard input or
// output closed: exit status 2 and a sentence on standard error. The same
// command with /dev/null there is not an error.
func TestClosedStreams(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	bin := filepath.Join(t.TempDir(), "rfc1738")
	if out, err := exec.Command(goTool(), "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
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

// goTool is the go command that runs the tests.
func goTool() string {
	if p := filepath.Join(os.Getenv("GOROOT"), "bin", "go"); os.Getenv("GOROOT") != "" {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	return "go"
}
