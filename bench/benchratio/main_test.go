package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// sample is go test -bench output in the form BenchmarkParse and
// BenchmarkLong print, with -count 2 for kasztp and GOMAXPROCS 1 (no
// suffix) for node_files.
const sample = `goos: linux
goarch: amd64
pkg: urlplayground/parser
cpu: AMD EPYC
BenchmarkParse/kasztp/rfc1738-2         	      30	  20000000 ns/op	 100.00 MB/s	       400.0 ns/URL	 8000000 B/op	   96000 allocs/op
BenchmarkParse/kasztp/rfc1738-2         	      30	  22000000 ns/op	 100.00 MB/s	       440.0 ns/URL	 8000000 B/op	   96000 allocs/op
BenchmarkParse/kasztp/rfc1738-trace-2   	      10	  60000000 ns/op	 30.00 MB/s	       1200 ns/URL	 32000000 B/op	   480000 allocs/op
BenchmarkParse/kasztp/rfc1738-trace-2   	      10	  60000000 ns/op	 30.00 MB/s	       1200 ns/URL	 32000000 B/op	   480000 allocs/op
BenchmarkParse/kasztp/rfc1738-read-2    	      90	   5500000 ns/op	 400.00 MB/s	       110.0 ns/URL	       0 B/op	       0 allocs/op
BenchmarkParse/kasztp/net-url-2         	      60	  10000000 ns/op	 200.00 MB/s	       200.0 ns/URL	 4000000 B/op	   48000 allocs/op
BenchmarkParse/kasztp/net-url-2         	      60	  12000000 ns/op	 200.00 MB/s	       220.0 ns/URL	 4000000 B/op	   48000 allocs/op
BenchmarkParse/node_files/rfc1738       	      30	  5000000 ns/op	 7000000 B/op	   43415 allocs/op
BenchmarkParse/node_files/rfc1738-trace 	      30	  5000000 ns/op	 7000000 B/op	   43415 allocs/op
BenchmarkParse/node_files/net-url       	      30	  10000000 ns/op	 7000000 B/op	   0 allocs/op
BenchmarkLong/path/1KiB-2               	  100000	      1024 ns/op	1000.00 MB/s	     160 B/op	       1 allocs/op
BenchmarkLong/path/64KiB-2              	    1000	     65536 ns/op	1000.00 MB/s	     160 B/op	       1 allocs/op
BenchmarkLong/path/1MiB-2               	     100	   2097152 ns/op	1000.00 MB/s	     160 B/op	       1 allocs/op
BenchmarkLong/nul/1KiB-2                	  100000	       512 ns/op
PASS
ok  	urlplayground/parser	12.345s
`

func TestRatios(t *testing.T) {
	var out, errb bytes.Buffer
	code := run(strings.NewReader(sample), &out, &errb, nil)
	if code != 0 {
		t.Fatalf("run = %d, stderr %s", code, errb.String())
	}
	// Compare rows with their runs of spaces folded to one.
	var rows []string
	for line := range strings.Lines(out.String()) {
		rows = append(rows, strings.Join(strings.Fields(line), " "))
	}
	got := strings.Join(rows, "\n") + "\n"
	// kasztp: medians 21e6/11e6 ns/op = 1.91 and 60e6/11e6 = 5.45; bytes
	// 2.00 and 8.00; allocs 2.00 and 10.00; net/url 210 ns/URL.
	// kasztp's read: 5.5e6/11e6 = 0.50.
	// node_files: net-url has 0 allocs: inf; no read run: "-".
	for _, want := range []string{
		"corpus ns/op plain ns/op trace ns/op read B/op plain B/op trace allocs/op plain allocs/op trace ns/URL net-url",
		"kasztp 1.91 5.45 0.50 2.00 8.00 2.00 10.00 210.0",
		"node_files 0.50 0.50 - 1.00 1.00 inf inf -",
		"shape 1KiB 64KiB 1MiB",
		"path 1 1 2",
		"nul 0.5 - -",
	} {
		if !strings.Contains(got, "\n"+want+"\n") {
			t.Errorf("output lacks %q:\n%s", want, got)
		}
	}
}

func TestFailures(t *testing.T) {
	for _, tt := range []struct {
		name, in string
		want     int
	}{
		{"fail-line", sample + "FAIL\turlplayground/parser\t1.0s\n", 1},
		{"sub-fail", "--- FAIL: BenchmarkParse/kasztp\n" + sample, 1},
		{"panic", sample + "panic: boom\n", 1},
		{"no-results", "PASS\nok  \turlplayground/parser\t0.1s\n", 1},
		{"no-net-url", "BenchmarkParse/x/rfc1738-2  1  5 ns/op\nBenchmarkParse/x/rfc1738-trace-2  1  5 ns/op\n", 1},
		{"complete", "BenchmarkParse/x/rfc1738-2  1  5 ns/op\nBenchmarkParse/x/rfc1738-trace-2  1  5 ns/op\nBenchmarkParse/x/net-url-2  1  5 ns/op\n", 0},
	} {
		var out, errb bytes.Buffer
		if code := run(strings.NewReader(tt.in), &out, &errb, nil); code != tt.want {
			t.Errorf("%s: run = %d, want %d; stdout %s stderr %s", tt.name, code, tt.want, out.String(), errb.String())
		}
	}
}

// TestBudget checks the budgets on the three real lists: sample's kasztp
// (1.91 plain, 5.45 with Trace) is within a plain budget of 2 but over a
// trace budget of 4, and its node_files and isaacs_files are missing or
// within.
func TestBudget(t *testing.T) {
	lists := func(kasztpTrace string) string {
		var b strings.Builder
		for _, l := range []string{"kasztp", "node_files", "isaacs_files"} {
			tr := "30"
			if l == "kasztp" {
				tr = kasztpTrace
			}
			b.WriteString("BenchmarkParse/" + l + "/rfc1738-2  1  19 ns/op\n")
			b.WriteString("BenchmarkParse/" + l + "/rfc1738-trace-2  1  " + tr + " ns/op\n")
			b.WriteString("BenchmarkParse/" + l + "/net-url-2  1  10 ns/op\n")
		}
		return b.String()
	}
	for _, tt := range []struct {
		name, in string
		want     int
		row      string // the kasztp row, its spaces folded
	}{
		{"within", lists("40"), 0, "kasztp 1.90 ok 4.00 ok"},
		{"trace-over", lists("41"), 1, "kasztp 1.90 ok 4.10 OVER"},
		{"list-missing", sample, 1, "kasztp 1.91 ok 5.45 OVER"},
	} {
		var out, errb bytes.Buffer
		code := run(strings.NewReader(tt.in), &out, &errb, &budget{plain: 2, trace: 4})
		if code != tt.want {
			t.Errorf("%s: run = %d, want %d; stderr %s", tt.name, code, tt.want, errb.String())
		}
		var rows []string
		for line := range strings.Lines(out.String()) {
			rows = append(rows, strings.Join(strings.Fields(line), " "))
		}
		if !slices.Contains(rows, tt.row) {
			t.Errorf("%s: no row %q in\n%s", tt.name, tt.row, out.String())
		}
	}
}

func TestTrimProcs(t *testing.T) {
	for in, want := range map[string]string{
		"BenchmarkParse/k/rfc1738-2":        "BenchmarkParse/k/rfc1738",
		"BenchmarkParse/k/rfc1738":          "BenchmarkParse/k/rfc1738",
		"BenchmarkParse/k/rfc1738-trace-16": "BenchmarkParse/k/rfc1738-trace",
		"BenchmarkParse/k/rfc1738-trace":    "BenchmarkParse/k/rfc1738-trace",
		"BenchmarkParse/k/rfc1738-read-2":   "BenchmarkParse/k/rfc1738-read",
		"BenchmarkParse/k/rfc1738-read":     "BenchmarkParse/k/rfc1738-read",
		"BenchmarkParse/k/net-url":          "BenchmarkParse/k/net-url",
		"BenchmarkX-":                       "BenchmarkX-",
	} {
		if got := trimProcs(in); got != want {
			t.Errorf("trimProcs(%q) = %q, want %q", in, got, want)
		}
	}
}
