package parser_test

import (
	"net/url"
	"os"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// The corpora are real-world URL lists; testdata/bench/README.md says where
// they come from.
var benchCorpora = []struct{ name, file string }{
	{"kasztp", "testdata/bench/kasztp.txt"},             // 48,010 https URLs
	{"node_files", "testdata/bench/node_files.txt"},     // 43,415 file:// URLs
	{"isaacs_files", "testdata/bench/isaacs_files.txt"}, // 6,207 file:, node:, tapmock: URLs
}

// readCorpus returns the lines of a corpus file, split on "\n" as the
// command-line tool splits them (a final "\n" does not add an empty URL).
// Nothing else is stripped: kasztp's first URL keeps its byte order mark.
func readCorpus(tb testing.TB, file string) []string {
	tb.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		tb.Fatal(err)
	}
	return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
}

// TestBenchCorpora checks that the corpora are the files the README
// describes, unchanged: the URL counts, kasztp's byte order mark, and no
// carriage returns.
func TestBenchCorpora(t *testing.T) {
	want := map[string]int{"kasztp": 48010, "node_files": 43415, "isaacs_files": 6207}
	for _, c := range benchCorpora {
		urls := readCorpus(t, c.file)
		if len(urls) != want[c.name] {
			t.Errorf("%s: %d URLs, want %d", c.file, len(urls), want[c.name])
		}
		for i, u := range urls {
			if strings.Contains(u, "\r") {
				t.Errorf("%s:%d: a carriage return", c.file, i+1)
				break
			}
		}
	}
	if urls := readCorpus(t, "testdata/bench/kasztp.txt"); !strings.HasPrefix(urls[0], "\ufeffhttps://") {
		t.Errorf("kasztp.txt's first URL %q lost its byte order mark", urls[0])
	}
}

var (
	sinkResult *parser.Result
	sinkURL    *url.URL
)

// BenchmarkParse parses every URL of each corpus once per iteration, with
// Parse, with Parse and Trace (what the page does on each keystroke), and
// with net/url.Parse for comparison. ns/URL is the time per URL; MB/s
// counts the corpus's bytes.
//
// kasztp is run again in two halves, kasztp_valid and kasztp_rejected (the
// URLs RFC 1738 rejects, 10% of it, most for a "~"): a rejected URL costs
// Parse more than a valid one (diagnostics with messages, the failure
// point and what the grammar expected there), and net/url no more.
//
// The collector's cost per byte allocated depends on what else the program
// holds. The lists are held as urlLists, with no pointer per URL, as the
// command-line tool holds its input (a line at a time) and the page (one
// URL): the collector then has almost nothing of the benchmark's own to
// mark. kasztp_heap is kasztp again while every list is also held as a
// []string, 97,632 string headers that each collection marks, as in a
// program that keeps its URLs in a slice or a map: there, every byte
// allocated costs more, and the parser, which allocates 2 to 9 times
// net/url's bytes, falls further behind it.
//
//	go test ./parser -run '^$' -bench Parse -benchtime 1s
func BenchmarkParse(b *testing.B) {
	type corpus struct {
		name string
		urls urlList
		heap bool // hold every list as []string while it runs
	}
	var corpora []corpus
	for _, c := range benchCorpora {
		corpora = append(corpora, corpus{c.name, newURLList(readCorpus(b, c.file)), false})
	}
	var valid, rejected []string
	for _, u := range corpora[0].urls.slice() {
		if parser.Parse(u, 0).Valid {
			valid = append(valid, u)
		} else {
			rejected = append(rejected, u)
		}
	}
	corpora = append(corpora,
		corpus{"kasztp_valid", newURLList(valid), false},
		corpus{"kasztp_rejected", newURLList(rejected), false},
		corpus{"kasztp_heap", corpora[0].urls, true})
	for _, c := range corpora {
		text, ends := c.urls.text, c.urls.ends
		run := func(b *testing.B, parse func(string)) {
			if c.heap {
				for _, l := range corpora[:len(benchCorpora)] {
					heldLists = append(heldLists, l.urls.slice())
				}
				defer func() { heldLists = nil }()
			}
			b.ReportAllocs()
			b.SetBytes(int64(len(text) - len(ends) + 1))
			for b.Loop() {
				start := 0
				for _, end := range ends {
					parse(text[start:end])
					start = int(end) + 1
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(len(ends)), "ns/URL")
		}
		b.Run(c.name+"/rfc1738", func(b *testing.B) {
			run(b, func(s string) { sinkResult = parser.Parse(s, 0) })
		})
		b.Run(c.name+"/rfc1738-trace", func(b *testing.B) {
			run(b, func(s string) { sinkResult = parser.Parse(s, parser.Trace) })
		})
		b.Run(c.name+"/net-url", func(b *testing.B) {
			run(b, func(s string) { sinkURL, _ = url.Parse(s) })
		})
	}
}

// heldLists holds the lists as []string while kasztp_heap runs.
var heldLists [][]string

// A urlList holds URLs as one string, their lines, and where each ends:
// the benchmark reads URL i as text[ends[i-1]+1 : ends[i]]. Neither field
// has a pointer per URL, so the collector marks two objects for the whole
// list.
type urlList struct {
	text string
	ends []int32
}

func newURLList(urls []string) urlList {
	var l urlList
	l.text = strings.Join(urls, "\n")
	end := -1
	for _, u := range urls {
		end += 1 + len(u)
		l.ends = append(l.ends, int32(end))
	}
	return l
}

// slice returns the URLs as a []string.
func (l urlList) slice() []string {
	urls := make([]string, len(l.ends))
	start := 0
	for i, end := range l.ends {
		urls[i] = l.text[start:end]
		start = int(end) + 1
	}
	return urls
}

// TestURLList checks that a urlList gives back the URLs it was made of,
// empty ones included.
func TestURLList(t *testing.T) {
	for _, urls := range [][]string{{"a"}, {"http://h/", "", "x:y", ""}, {"", ""}, readCorpus(t, benchCorpora[2].file)} {
		if got := newURLList(urls).slice(); !slices.Equal(got, urls) {
			t.Errorf("newURLList(%d URLs) gives back %d URLs, not the same", len(urls), len(got))
		}
	}
}

// longShapes are long inputs built to find work that is not linear in the
// input's length: every one repeats what a parser might rescan, back up
// over, or report once per octet.
var longShapes = []struct {
	name                 string
	prefix, unit, suffix string
}{
	{"path", "http://h/", "a/", ""},                                     // many hsegments (3.3)
	{"percent", "http://h/", "%", ""},                                   // a bad escape at every octet (2.2)
	{"at", "ftp://", "@", "h/"},                                         // login: which "@" ends the user? (3.1)
	{"colon", "http://", ":", "/"},                                      // hostport: which ":" starts the port? (3.1)
	{"nul", "http://h/", "\x00", ""},                                    // control octets (2.2)
	{"xff", "http://h/", "\xff", ""},                                    // octets 80-FF, invalid UTF-8 (2.2)
	{"tilde", "http://h/", "~", ""},                                     // unsafe national characters (2.2)
	{"genericurl", "x-long:", "ab%41;c=d&e/f?g@h:i+j$k!l*m'n(o)p,", ""}, // schemepart of reserved and uchar (5)
	{"wrapper", "", "<URL:", "http://h/"},                               // the appendix's wrapper, opened again and again
	{"wrapped-lines", "<URL:http://h/", "a-\n ", ">"},                   // a wrapped URL broken across lines (appendix)
	{"space-before", "", " \t", "http://h/"},                            // whitespace before the URL (2.2, appendix)
	{"space-after", "http://h/", "\r\n ", ""},                           // whitespace after the URL (2.2, appendix)
}

var longSizes = []struct {
	name string
	n    int
}{
	{"1KiB", 1 << 10},
	{"64KiB", 64 << 10},
	{"1MiB", 1 << 20},
}

// longInput returns the shape's prefix, its unit repeated, and its suffix,
// exactly n bytes in all (the last unit may be cut).
func longInput(prefix, unit, suffix string, n int) string {
	body := n - len(prefix) - len(suffix)
	s := prefix + strings.Repeat(unit, body/len(unit)+1)[:body] + suffix
	if len(s) != n {
		panic("longInput: wrong length")
	}
	return s
}

// BenchmarkLong parses one long input per iteration, with Trace as the page
// does, at three sizes: ns/op, B/op and allocs/op should each grow in
// proportion to the size (and the B/s column stay level). A reader compares
// the sizes of one shape; B/byte is the bytes allocated per input byte. Where a shape needs many
// bytes per input byte, B/s falls as the size outgrows the caches and the
// pages the process already has: the path shape, with a Node, a Part and
// the parser's records of both for every "a/", reads 1 KiB at about
// 60 MB/s, 64 KiB at 35-40 and 1 MiB at 5-14, in runs that vary that much.
// That is the memory's cost, not more work per byte: it allocates about 90
// bytes per input byte at 64 KiB and at 1 MiB.
//
//	go test ./parser -run '^$' -bench Long
func BenchmarkLong(b *testing.B) { benchLong(b, parser.Trace) }

// BenchmarkLongPlain is BenchmarkLong without Trace.
func BenchmarkLongPlain(b *testing.B) { benchLong(b, 0) }

func benchLong(b *testing.B, mode parser.Mode) {
	for _, sh := range longShapes {
		for _, sz := range longSizes {
			s := longInput(sh.prefix, sh.unit, sh.suffix, sz.n)
			b.Run(sh.name+"/"+sz.name, func(b *testing.B) {
				b.ReportAllocs()
				b.SetBytes(int64(len(s)))
				var before, after runtime.MemStats
				runtime.ReadMemStats(&before)
				for b.Loop() {
					sinkResult = parser.Parse(s, mode)
				}
				runtime.ReadMemStats(&after)
				perByte := float64(after.TotalAlloc-before.TotalAlloc) / float64(b.N) / float64(len(s))
				b.ReportMetric(perByte, "B/byte")
			})
		}
	}
}

// BenchmarkParseAllocs parses one URL per iteration, without Trace, for
// URLs of each way a Result is built: allocs/op is 1 when the Result holds
// its parts and diagnostics inside it and their messages are constants.
//
//	go test ./parser -run '^$' -bench ParseAllocs
func BenchmarkParseAllocs(b *testing.B) {
	for i, in := range []string{
		"https://www.example.com/a/b/index.html",
		"http://www.w3.org/Addressing/",
		"file:///home/u/node_modules/a/b/c.js",
		"file:///a/b/c/d/e/f/g/h/i/j/k/l/m/n.js", // more parts than the Result holds inside it
		"https://webhome.idirect.com/~gmr/",      // rejected
		"https://www.example.com/a#b",
		"http://host/a%41", // a formatted note
		"",
		"tapmock://a1614fc8fa65ebf7.42f84edf9f8bebe3/?url=%40tapjs%2Fcore", // not an ip-schemepart: read as *xchar
		"file://benchmark", // a predefined scheme that fails its production
	} {
		b.Run(strconv.Itoa(i), func(b *testing.B) {
			b.ReportAllocs()
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				sinkResult = parser.Parse(in, 0)
			}
		})
	}
}

// BenchmarkParseParallel is BenchmarkParse's rfc1738 and net-url runs on
// kasztp and its rejected tenth, with every CPU parsing at once, as a
// server checking URLs for many clients would. Run it with -cpu 1,N and
// compare the ns/URL of the two: Parse shares nothing between calls but
// each rule's automaton, built lazily, which the reading of a rejected URL
// walks to find where it stops.
//
//	go test ./parser -run '^$' -bench ParseParallel -cpu 1,2
func BenchmarkParseParallel(b *testing.B) {
	urls := readCorpus(b, benchCorpora[0].file)
	var rejected []string
	for _, u := range urls {
		if !parser.Parse(u, 0).Valid {
			rejected = append(rejected, u)
		}
	}
	for _, c := range []struct {
		name string
		urls []string
	}{{"kasztp", urls}, {"kasztp_rejected", rejected}} {
		run := func(b *testing.B, parse func(string)) {
			b.ReportAllocs()
			var next atomic.Int64
			b.RunParallel(func(pb *testing.PB) {
				i := int(next.Add(7919)) // each goroutine starts elsewhere in the list
				for pb.Next() {
					parse(c.urls[i%len(c.urls)])
					i++
				}
			})
		}
		b.Run(c.name+"/rfc1738", func(b *testing.B) {
			run(b, func(s string) { sinkParallel.Store(parser.Parse(s, 0)) })
		})
		b.Run(c.name+"/net-url", func(b *testing.B) {
			run(b, func(s string) { u, _ := url.Parse(s); sinkParallelURL.Store(u) })
		})
	}
}

var (
	sinkParallel    atomic.Pointer[parser.Result]
	sinkParallelURL atomic.Pointer[url.URL]
)
