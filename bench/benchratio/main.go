// Command benchratio reads the output of the parser's benchmarks
// (go test -bench) on standard input and prints, for each corpus of
// BenchmarkParse, how the RFC 1738 parser compares with net/url.Parse on the
// same URLs: the ratios rfc1738/net-url and rfc1738-trace/net-url of ns/op,
// B/op and allocs/op, and rfc1738-read/net-url of ns/op ("-" when the run
// has no rfc1738-read). A ratio of 2.00 means twice net/url's cost. Then, for
// BenchmarkLong, it prints ns per input byte at each size, which stays level
// when parsing time is linear in the input's length.
//
// Usage (from the module's root):
//
//	go test ./parser -run '^$' -bench . | tee bench.txt | go run ./bench/benchratio
//
// With -count above 1, each figure is the median of the runs. Lines that are
// not benchmark results are ignored. The exit status is 1 when the input
// holds a failure ("FAIL" or "--- FAIL") or no BenchmarkParse result to
// compare, so that a broken benchmark run does not pass unnoticed in a pipe.
//
// Then it checks the parser's budgets on the three real lists (kasztp,
// node_files, isaacs_files): Parse within -plain times net/url.Parse's ns/op
// (2), Parse with Trace within -trace times (4). It prints each list's
// ratio against its budget, and the exit status is 1 when one is over or a
// list is missing: the page parses one URL per keystroke and the command
// checks lists, and past these a user waits for the parser. A benchmark,
// not a test, holds the budgets: a loaded machine moves the figures.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
)

func main() {
	plain := flag.Float64("plain", 2, "budget: Parse's ns/op over net/url.Parse's on each real list")
	trace := flag.Float64("trace", 4, "budget: Parse with Trace's ns/op over net/url.Parse's on each real list")
	flag.Parse()
	os.Exit(run(os.Stdin, os.Stdout, os.Stderr, &budget{plain: *plain, trace: *trace}))
}

// A budget is the most ns/op Parse (plain) and Parse with Trace (trace) may
// take, as a multiple of net/url.Parse's, on each of budgetLists.
type budget struct{ plain, trace float64 }

// budgetLists are the real URL lists the budgets hold on; the other rows
// (kasztp_valid, kasztp_rejected, kasztp_heap) are kasztp cut or held
// another way, to explain its figure.
var budgetLists = []string{"kasztp", "node_files", "isaacs_files"}

// The three measures compared, in table order.
var units = []string{"ns/op", "B/op", "allocs/op"}

// results maps a benchmark name (without its -GOMAXPROCS suffix) to its
// measures: unit to the values of each run.
type results map[string]map[string][]float64

// run reads benchmark output from stdin and writes the tables; with b
// non-nil it also checks the budgets.
func run(stdin io.Reader, stdout, stderr io.Writer, b *budget) int {
	res, order, failed, err := parse(stdin)
	if err != nil {
		fmt.Fprintf(stderr, "benchratio: reading input: %v\n", err)
		return 2
	}
	corpora := writeRatios(stdout, res, order)
	writeLong(stdout, res, order)
	if failed {
		fmt.Fprintln(stderr, "benchratio: the benchmark run failed (see its output)")
		return 1
	}
	if corpora == 0 {
		fmt.Fprintln(stderr, "benchratio: no BenchmarkParse/<corpus>/{rfc1738,rfc1738-trace,net-url} results in the input")
		return 1
	}
	if b != nil && !checkBudget(stdout, stderr, res, *b) {
		return 1
	}
	return 0
}

// checkBudget prints, for each of budgetLists, Parse's and Parse with
// Trace's ns/op ratio to net/url.Parse's against the budget, and reports
// whether every list has both and all are within it.
func checkBudget(stdout, stderr io.Writer, res results, b budget) bool {
	fmt.Fprintf(stdout, "\nbudgets (ns/op over net/url.Parse's): Parse ≤ %.2f, Parse with Trace ≤ %.2f\n", b.plain, b.trace)
	w := tabwriter.NewWriter(stdout, 0, 0, 2, ' ', 0)
	fmt.Fprint(w, "list\tParse\tParse with Trace\n")
	ok := true
	for _, list := range budgetLists {
		base := parsePrefix + list
		fmt.Fprintf(w, "%s", list)
		for _, c := range []struct {
			impl  string
			limit float64
		}{{"rfc1738", b.plain}, {"rfc1738-trace", b.trace}} {
			v, okV := median(res[base+"/"+c.impl]["ns/op"])
			n, okN := median(res[base+"/net-url"]["ns/op"])
			switch {
			case !okV || !okN || n == 0:
				fmt.Fprint(w, "\tmissing")
				fmt.Fprintf(stderr, "benchratio: no %s/%s or net-url ns/op to check the budget on\n", base, c.impl)
				ok = false
			case v/n > c.limit:
				fmt.Fprintf(w, "\t%.2f OVER", v/n)
				fmt.Fprintf(stderr, "benchratio: %s/%s is %.2f × net/url.Parse, over its budget of %.2f ×\n", base, c.impl, v/n, c.limit)
				ok = false
			default:
				fmt.Fprintf(w, "\t%.2f ok", v/n)
			}
		}
		fmt.Fprint(w, "\n")
	}
	w.Flush()
	return ok
}

// parse reads benchmark lines: a name, an iteration count, then value and
// unit pairs. It returns the results, the names in their first order, and
// whether the input reports a failure.
func parse(r io.Reader) (res results, order []string, failed bool, err error) {
	res = make(results)
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), 16<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "FAIL") || strings.HasPrefix(strings.TrimSpace(line), "--- FAIL") ||
			strings.HasPrefix(line, "panic:") {
			failed = true
		}
		f := strings.Fields(line)
		if len(f) < 4 || !strings.HasPrefix(f[0], "Benchmark") || len(f)%2 != 0 {
			continue
		}
		if _, err := strconv.Atoi(f[1]); err != nil {
			continue
		}
		name := trimProcs(f[0])
		if res[name] == nil {
			res[name] = make(map[string][]float64)
			order = append(order, name)
		}
		for i := 2; i+1 < len(f); i += 2 {
			v, err := strconv.ParseFloat(f[i], 64)
			if err != nil {
				continue
			}
			res[name][f[i+1]] = append(res[name][f[i+1]], v)
		}
	}
	return res, order, failed, sc.Err()
}

// trimProcs drops the "-N" that go test adds to a name when GOMAXPROCS is
// not 1. Sub-benchmark names here end in a letter ("rfc1738-trace",
// "net-url", "1KiB") or in "rfc1738", which has no "-" before its digits.
func trimProcs(name string) string {
	i := strings.LastIndexByte(name, '-')
	if i < 0 || i == len(name)-1 {
		return name
	}
	for _, c := range name[i+1:] {
		if c < '0' || c > '9' {
			return name
		}
	}
	return name[:i]
}

// median returns the median of vs; false when there are none.
func median(vs []float64) (float64, bool) {
	if len(vs) == 0 {
		return 0, false
	}
	s := slices.Clone(vs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2], true
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2, true
}

// ratio formats a/b of the medians of two benchmarks' values for unit.
func ratio(res results, a, b, unit string) string {
	va, okA := median(res[a][unit])
	vb, okB := median(res[b][unit])
	switch {
	case !okA || !okB:
		return "-"
	case vb == 0 && va == 0:
		return "1.00"
	case vb == 0:
		return "inf"
	}
	return strconv.FormatFloat(va/vb, 'f', 2, 64)
}

const parsePrefix = "BenchmarkParse/"

// writeRatios writes the table of ratios, one row per corpus, and returns
// the number of corpora it had all three benchmarks for.
func writeRatios(out io.Writer, res results, order []string) int {
	var corpora []string
	for _, name := range order {
		if c, ok := strings.CutSuffix(strings.TrimPrefix(name, parsePrefix), "/net-url"); ok && strings.HasPrefix(name, parsePrefix) {
			if res[parsePrefix+c+"/rfc1738"] != nil && res[parsePrefix+c+"/rfc1738-trace"] != nil {
				corpora = append(corpora, c)
			}
		}
	}
	if len(corpora) == 0 {
		return 0
	}
	fmt.Fprintln(out, "cost relative to net/url.Parse on the same URLs (1.00 = the same; plain = Parse, trace = Parse with Trace,")
	fmt.Fprintln(out, "read = Parse without building its Result: what is left is the Result's allocation and the collector's work on it)")
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	defer w.Flush()
	fmt.Fprint(w, "corpus\t")
	for _, u := range units {
		fmt.Fprintf(w, "%s plain\t%s trace\t", u, u)
		if u == "ns/op" {
			fmt.Fprintf(w, "%s read\t", u)
		}
	}
	fmt.Fprint(w, "ns/URL net-url\n")
	for _, c := range corpora {
		base := parsePrefix + c
		fmt.Fprintf(w, "%s\t", c)
		for _, u := range units {
			fmt.Fprintf(w, "%s\t%s\t", ratio(res, base+"/rfc1738", base+"/net-url", u),
				ratio(res, base+"/rfc1738-trace", base+"/net-url", u))
			if u == "ns/op" {
				fmt.Fprintf(w, "%s\t", ratio(res, base+"/rfc1738-read", base+"/net-url", u))
			}
		}
		if v, ok := median(res[base+"/net-url"]["ns/URL"]); ok {
			fmt.Fprintf(w, "%.1f\n", v)
		} else {
			fmt.Fprint(w, "-\n")
		}
	}
	return len(corpora)
}

// sizeBytes reads a BenchmarkLong size name: "1KiB", "64KiB", "1MiB".
func sizeBytes(s string) (int, bool) {
	for suffix, mult := range map[string]int{"KiB": 1 << 10, "MiB": 1 << 20, "B": 1} {
		if n, ok := strings.CutSuffix(s, suffix); ok {
			if v, err := strconv.Atoi(n); err == nil && !strings.HasSuffix(n, "Ki") && !strings.HasSuffix(n, "Mi") {
				return v * mult, true
			}
		}
	}
	return 0, false
}

// writeLong writes, for each BenchmarkLong (Parse with Trace) and
// BenchmarkLongPlain (Parse) shape and size, ns and bytes allocated per
// input byte.
func writeLong(out io.Writer, res results, order []string) {
	for _, t := range []struct{ prefix, title string }{
		{"BenchmarkLong/", "long inputs (Parse with Trace)"},
		{"BenchmarkLongPlain/", "long inputs (Parse)"},
	} {
		writeLongTable(out, res, order, t.prefix, t.title+", ns per input byte: level across a row means linear time",
			func(name string, n int) (float64, bool) {
				ns, ok := median(res[name]["ns/op"])
				return ns / float64(n), ok
			})
		writeLongTable(out, res, order, t.prefix, t.title+", bytes allocated per input byte (B/byte)",
			func(name string, _ int) (float64, bool) { return median(res[name]["B/byte"]) })
	}
}

// writeLongTable writes the table of value for each shape and size of the
// benchmarks named prefix+shape/size; nothing when there are none.
func writeLongTable(out io.Writer, res results, order []string, prefix, title string, value func(name string, size int) (float64, bool)) {
	type cell struct{ shape, size string }
	var shapes, sizes []string
	cells := make(map[cell]string)
	for _, name := range order {
		rest, ok := strings.CutPrefix(name, prefix)
		if !ok {
			continue
		}
		shape, size, ok := strings.Cut(rest, "/")
		n, okSize := sizeBytes(size)
		if !ok || !okSize {
			continue
		}
		v, ok := value(name, n)
		if !ok {
			continue
		}
		if !slices.Contains(shapes, shape) {
			shapes = append(shapes, shape)
		}
		if !slices.Contains(sizes, size) {
			sizes = append(sizes, size)
		}
		cells[cell{shape, size}] = strconv.FormatFloat(v, 'g', 3, 64)
	}
	if len(shapes) == 0 {
		return
	}
	fmt.Fprintln(out, "\n"+title)
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	defer w.Flush()
	fmt.Fprint(w, "shape")
	for _, sz := range sizes {
		fmt.Fprintf(w, "\t%s", sz)
	}
	fmt.Fprint(w, "\n")
	for _, sh := range shapes {
		fmt.Fprint(w, sh)
		for _, sz := range sizes {
			v, ok := cells[cell{sh, sz}]
			if !ok {
				v = "-"
			}
			fmt.Fprintf(w, "\t%s", v)
		}
		fmt.Fprint(w, "\n")
	}
}
