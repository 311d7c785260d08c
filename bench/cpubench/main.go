//go:build unix

// Command cpubench measures the CPU time per URL of parser.Parse, of Parse
// with Trace and of net/url.Parse on the benchmark lists, side by side in
// one process: on a shared machine, wall-clock benchmarks move with the
// load, while the CPU time the process itself used (getrusage, which counts
// the collector's work too) moves much less. Run it with GOMAXPROCS=1:
//
//	go build -o build/bin/cpubench ./bench/cpubench
//	GOMAXPROCS=1 build/bin/cpubench -rounds 7 parser/testdata/bench/*.txt
//
// For each list and way it prints the second-fastest round's nanoseconds
// per URL, and the ratios against net/url.
//
// With -only WAY ("net/url", "Parse" or "Parse+Trace") it parses each list
// -passes times that one way, untimed, and prints nothing: for an
// instruction counter, which the machine's load does not move. The
// instructions of passes 3 minus those of 1, over 2 × the URLs, are the
// instructions per URL (the collector off, so that its pacing does not move
// them either):
//
//	GOGC=off GODEBUG=cpu.rdtscp=off,asyncpreemptoff=1 GOMAXPROCS=1 \
//	  valgrind --tool=callgrind --callgrind-out-file=/dev/null \
//	  build/bin/cpubench -only Parse -passes 3 parser/testdata/bench/kasztp.txt
//
// With -cpuprofile FILE it writes a CPU profile of the whole run, for
// go tool pprof: with -only, of that one way (the collector's and the
// allocator's work included, as getrusage counts them):
//
//	GOMAXPROCS=1 build/bin/cpubench -only Parse -passes 300 -cpuprofile build/cpu.prof parser/testdata/bench/kasztp.txt
//	go tool pprof -top build/bin/cpubench build/cpu.prof
package main

import (
	"flag"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"runtime/pprof"
	"slices"
	"strings"
	"syscall"
	"time"

	"github.com/urlplayground/rfc1738-playground/parser"
)

var (
	sinkResult *parser.Result
	sinkURL    *url.URL
)

func main() {
	rounds := flag.Int("rounds", 7, "rounds per list and way")
	passes := flag.Int("passes", 3, "passes over the list per round")
	only := flag.String("only", "", "parse the lists -passes times this one way, untimed, and print nothing")
	cpuprofile := flag.String("cpuprofile", "", "write a CPU profile of the whole run to this file")
	flag.Parse()
	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		defer pprof.StopCPUProfile()
	}
	for _, file := range flag.Args() {
		data, err := os.ReadFile(file)
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		// One string and the ends of its lines, as the benchmark holds
		// them: no pointer per URL for the collector to mark.
		text := strings.TrimSuffix(string(data), "\n")
		var ends []int
		for i := 0; i < len(text); i++ {
			if text[i] == '\n' {
				ends = append(ends, i)
			}
		}
		ends = append(ends, len(text))
		ways := []way{
			{"net/url", func(s string) { sinkURL, _ = url.Parse(s) }},
			{"Parse", func(s string) { sinkResult = parser.Parse(s, 0) }},
			{"Parse+Trace", func(s string) { sinkResult = parser.Parse(s, parser.Trace) }},
		}
		if *only != "" {
			i := slices.IndexFunc(ways, func(w way) bool { return w.name == *only })
			if i < 0 {
				fmt.Fprintf(os.Stderr, "cpubench: no way %q\n", *only)
				os.Exit(2)
			}
			for range *passes {
				start := 0
				for _, end := range ends {
					ways[i].parse(text[start:end])
					start = end + 1
				}
			}
			continue
		}
		times := make([][]float64, len(ways))
		for r := 0; r < *rounds; r++ {
			for w, way := range ways { // alternate the ways within each round
				t0 := cpu()
				for range *passes {
					start := 0
					for _, end := range ends {
						way.parse(text[start:end])
						start = end + 1
					}
				}
				ns := float64(cpu()-t0) / float64(*passes*len(ends))
				times[w] = append(times[w], ns)
			}
		}
		fmt.Printf("%s (%d URLs):", filepath.Base(file), len(ends))
		base := 0.0
		for w, way := range ways {
			slices.Sort(times[w])
			ns := times[w][min(1, len(times[w])-1)]
			if w == 0 {
				base = ns
				fmt.Printf("  %s %.0f ns", way.name, ns)
				continue
			}
			fmt.Printf("  %s %.0f ns (%.2f×)", way.name, ns, ns/base)
		}
		fmt.Println()
	}
}

// A way is one parser of URLs.
type way struct {
	name  string
	parse func(string)
}

// cpu returns the CPU time the process has used, user and system.
func cpu() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		panic(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
