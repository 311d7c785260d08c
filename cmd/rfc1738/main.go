// Command rfc1738 reads URLs as RFC 1738 (December 1994) does and says, for
// each, whether the BNF of section 5 accepts it, which characters form each
// part, and what is wrong with it and how to fix it.
//
// Usage:
//
//	rfc1738 [-json] [-interpret] [-lang TAG] [URL...]
//	rfc1738 -check [-json] FILE...
//	rfc1738 -generate N [-seed S] [-schemes ftp,http] [-mistakes CODE,...] [-invalid 0.3]
//	rfc1738 -generate -list
//	rfc1738 -anatomy URL
//
// Each argument is one URL. With no arguments, rfc1738 reads standard input,
// one URL per line: a line ends at "\n", one "\r" before it is dropped (CRLF
// files work), an empty line is an input (the empty URL, which is invalid),
// and a final "\n" at the end of the input does not start another one. A
// line may be up to 4 MiB long (256 KiB with -derive, -at, -compare or
// -interpret, and so may a URL of a -check list): some shapes of line need
// over 300 bytes of memory per byte of input in the report, and over 3,000
// with -compare (membound_test.go), and no accepted line may need more
// than 2 GB. Use "--" before a URL that starts with "-".
//
// Without -json, it prints a report for a reader: the input, the verdict,
// the parts with their byte spans, and every diagnostic with its severity,
// code, span, RFC section, message and fix, with carets under the input
// where an error is (when the input is short and printable). With -json it
// prints one JSON object per input, one per line, in the form of
// parser.Result.MarshalJSON (the same bytes as the playground page's "Copy
// JSON" button).
//
// With -interpret it prints instead what each URL tells a client to do, by
// section 3 of RFC 1738: a transcript of steps ("connect host.dom:21",
// "USER myname", "CWD /etc", "RETR motd"), each with its byte span and the
// RFC sentence it follows; with -json as well, one object per URL (see
// interpret.go).
// With -derive it prints each input's derivation instead: the trace's
// rules, the literals between them and the character rules that read each
// character, and the grammar rules used; with -at OFFSET, the rule stack at
// that byte (url › httpurl › hpath › hsegment › uchar › unreserved › alpha ›
// lowalpha), its class and the diagnostics there. With -json, each is one
// JSON object per input (derive.go).
//
// With -check, each argument is a URL list (package urllist: "+ URL"
// expects it valid, "- URL" invalid, "# " a note; "-" is standard input):
// it prints one line per failing expectation (file:line, the URL, what was
// expected, what was got, the first error) and a summary, or with -json one
// object per URL and a summary object. A list is checked as it is read,
// one line at a time, so its length does not bound it, only its lines'.
// The exit status is 0 when every expectation holds, 1 when one fails, 2
// for a usage error, a file it cannot read, or a line too long.
//
// With -lang TAG (en by default; the catalogs of package i18n, and en-XA,
// the pseudo-language) the sentences it prints are in that language: the
// messages and fixes of the report and of -json, -interpret's notes and
// marks, -compare's causes and verdicts, -generate's hints, -check's
// errors (lang.go). The JSON keys, codes, rule names, the RFC's quotes and
// the report's headings stay as they are.
//
// The exit status is 0 when every input is valid, 1 when some input is
// invalid, and 2 for a usage error (a bad flag), a line too long, a closed
// standard input or output, or a failure to read standard input or write
// standard output.
package main

import (
	"bufio"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/urlplayground/rfc1738-playground/i18n"
	"github.com/urlplayground/rfc1738-playground/parser"
)

func main() {
	stdin, stdout, err := standardStreams() // streams.go
	if err != nil {
		fmt.Fprintf(os.Stderr, "rfc1738: %v\n", err)
		os.Exit(2)
	}
	os.Exit(run(os.Args[1:], stdin, stdout, os.Stderr))
}

// maxLine is the longest input line, in bytes, not counting its "\r\n",
// of the report and -json: at the most memory per input byte that any
// shape of line is known to need in these modes (TestMemoryPerByte: about
// 350), no accepted line needs more than 2 GB. A variable so tests can
// lower it.
var maxLine = 4 << 20

// maxStudyLine is maxLine for -derive, -at, -compare and -interpret, which
// hold far more per input byte (the trace and its derivation; three
// readings side by side; a transcript), and the longest URL of a -check
// list (read line by line, never held whole): up to about 3,700 bytes
// per byte (TestMemoryPerByte: -compare -json of a URL wrapped across lines),
// so 256 KiB needs under 1 GB.
var maxStudyLine = 256 << 10

const usage = `usage: rfc1738 [-json] [URL...]

rfc1738 reads each URL as RFC 1738 (1994) does: it says whether the BNF of
section 5 accepts it and by which production (httpurl, ftpurl, ...,
genericurl), shows the parts (scheme, user, host, port, hpath, ...) with
their byte offsets, and lists every problem with its code, the RFC section
that rules on it, and a fix where one exists.

Each argument is one URL. With no arguments, it reads one URL per line from
standard input (CRLF line ends are fine; an empty line is the empty URL);
a line may be up to %d MiB long (%d KiB with -derive, -at, -compare or
-interpret), so that no line needs more than 2 GB of memory. Put "--"
before a URL that starts with "-".

With -compare it prints, instead, RFC 1738's reading of each URL beside RFC
3986's and Go's net/url's, field by field, and the cause of each difference.

With -interpret it prints what each URL tells a client to do, step by
step, by section 3 of the RFC (with -json: one object per URL,
{"input","valid","steps":[{"command","argument","start","end","rfc",...}]}).

Without -json it prints a readable report per URL; there, texts longer
than %d bytes are shortened and at most %d parts and %d diagnostics are
listed (-json prints everything).

Exit status: 0 if every URL is valid, 1 if any is invalid, 2 on a usage
error, a line too long, a closed standard input or output, or a failure
to read the input or write the output. -check, -compare, -derive,
-interpret, -at and -diagram each choose what is printed: two of them are
a usage error, and so are -diagram with no rule name, with -json or with
more arguments, and an -at offset outside an input (0 to its length).

rfc1738 -check [-json] FILE... reads URL lists ("+ URL" expects valid,
"- URL" invalid, "# text" a note for the next URL; "-" is standard input;
a URL up to %d KiB) and prints each failing expectation and a summary;
a list is checked as it is read, so it may be of any length. Exit status
0 when all hold, 1 when one fails, 2 on a usage error, an unreadable
file or a URL too long (the rest of that list is then not checked).

rfc1738 -generate N [-seed S] [-schemes ftp,http] [-mistakes CODE,...]
[-invalid 0.3] prints N URLs made from the grammar as a URL list for a
class, each invalid one with one mistake and a note naming its code; the
same flags print the same list. -generate -list lists the mistakes.

rfc1738 -anatomy URL prints the URL's anatomy figure as an SVG file: its
parts as nested, labelled brackets (exit status 0 valid, 1 invalid).

-lang TAG, with any of these, says the messages, fixes, -interpret's
notes and marks, -compare's causes and verdicts and -generate's hints in
that language (en by default); the JSON keys, codes, rule names, the
RFC's quotes and the report's headings stay as they are. An unknown tag
is a usage error.

Flags:
`

// run is the whole command: main passes it the process's arguments (without
// the program name) and files; tests call it directly. It returns the exit
// status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("rfc1738", flag.ContinueOnError)
	fs.SetOutput(stderr)
	jsonOut := fs.Bool("json", false, "print one JSON object per input, one per line, instead of a report")
	compareOut := fs.Bool("compare", false, "compare RFC 1738's reading with RFC 3986's and Go's net/url's, field by field")
	interpret := fs.Bool("interpret", false, "print what each URL tells a client to do (RFC 1738 section 3), step by step")
	diagram := fs.String("diagram", "", "print the railroad diagram of the BNF `rule` as standalone SVG, and nothing else")
	check := fs.Bool("check", false, "read the arguments as URL list files and check each URL's expected verdict (see check.go)")
	teach := teachFlags(fs)  // -derive, -at (derive.go)
	gen := generateFlags(fs) // -generate and its flags (generate.go)
	anat := anatomyFlags(fs) // -anatomy (anatomy.go)
	// -lang (lang.go): English unless it is given. run is called more than
	// once in one process by the tests, so a language does not outlive it.
	translate(nil)
	defer translate(nil)
	fs.Var(new(langFlag), "lang", "the `tag` of the language of the messages, fixes, steps, causes and hints: "+strings.Join(i18n.Tags(), ", ")+" (the JSON keys, codes, rule names and the RFC's quotes stay as they are)")
	fs.Usage = func() {
		fmt.Fprintf(fs.Output(), usage, maxLine>>20, maxStudyLine>>10, reportMaxText, reportMaxItems, reportMaxItems, maxStudyLine>>10)
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0 // asked for the usage text: not an error
		}
		return 2 // the flag package has printed the error and the usage
	}
	if status, ok := gen.run(fs, stdout, stderr); ok {
		return status
	}
	if status, ok := anat.run(fs, stdout, stderr); ok {
		return status
	}
	if msg := usageError(fs); msg != "" {
		fmt.Fprintf(stderr, "rfc1738: %s\n", msg)
		return 2
	}
	if *diagram != "" {
		return runDiagram(*diagram, stdout, stderr)
	}
	if *check {
		return runCheck(fs.Args(), *jsonOut, stdin, stdout, stderr)
	}

	out := bufio.NewWriter(stdout)
	invalid := false
	n := 0
	handle := func(input string) error {
		if teach.on() {
			if at := *teach.at; at > len(input) {
				return fmt.Errorf("-at %d is past the end of %s (0 to %d)", at, quote(input), len(input))
			}
			if !teach.write(out, input, *jsonOut, n) {
				invalid = true
			}
			n++
			return nil
		}
		r := parser.Parse(input, 0)
		if !r.Valid {
			invalid = true
		}
		switch {
		case *compareOut:
			if n > 0 && !*jsonOut {
				out.WriteByte('\n')
			}
			writeCompare(out, r, *jsonOut)
		case *interpret && *jsonOut:
			writeInterpretJSON(out, r)
		case *interpret:
			if n > 0 {
				out.WriteByte('\n')
			}
			writeTranscript(out, r)
		case *jsonOut:
			// writeJSON's errors are out's, which Flush reports at the end.
			writeJSON(out, r)
			out.WriteByte('\n')
		default:
			if n > 0 {
				out.WriteByte('\n')
			}
			writeReport(out, r)
		}
		n++
		return nil
	}

	var err error
	if fs.NArg() > 0 {
		for _, a := range fs.Args() {
			if err = handle(a); err != nil {
				break
			}
		}
	} else {
		limit := maxLine
		if teach.on() || *compareOut || *interpret {
			limit = maxStudyLine
		}
		err = readLines(stdin, limit, handle)
	}
	if ferr := out.Flush(); err == nil && ferr != nil {
		err = fmt.Errorf("writing output: %w", ferr)
	}
	if err != nil {
		fmt.Fprintf(stderr, "rfc1738: %v\n", err)
		return 2
	}
	if invalid {
		return 1
	}
	return 0
}

// modes are the flags that each choose what the command prints, in the
// order a usage error names them: each excludes the others.
var modes = []string{"check", "compare", "derive", "interpret", "at", "diagram"}

// usageError returns the one-line usage error of flags that parsed but
// cannot be honoured as given, or "". Running one mode in place of
// another, or ignoring an argument, would print an answer to a question
// that was not asked.
func usageError(fs *flag.FlagSet) string {
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) {
		// A boolean flag given as -name=false asks for nothing.
		set[f.Name] = f.Value.String() != "false"
	})
	var chosen []string
	for _, m := range modes {
		if set[m] {
			chosen = append(chosen, "-"+m)
		}
	}
	diagram := fs.Lookup("diagram").Value.String()
	switch {
	case len(chosen) > 1:
		return strings.Join(chosen, " and ") + " cannot be used together: choose one mode"
	case set["diagram"] && diagram == "":
		return "-diagram needs a rule name of section 5, e.g. -diagram hostport"
	case set["diagram"] && set["json"]:
		return "-diagram prints only SVG: it takes no -json"
	case set["diagram"] && fs.NArg() > 0:
		return fmt.Sprintf("-diagram RULE takes no other arguments (got %s)", quote(fs.Arg(0)))
	case set["at"]:
		if at := fs.Lookup("at").Value.String(); strings.HasPrefix(at, "-") {
			return "-at " + at + ": the offset must be 0 or more"
		}
	}
	return ""
}

// errLineTooLong is returned by readLines for a line over its limit.
var errLineTooLong = errors.New("line too long")

// readLines calls fn with each line of r, in order. A line ends at "\n";
// one "\r" just before the "\n" is dropped. An empty line is a line; the
// "\n" that ends the input does not start another. A line longer than max
// bytes (not counting its "\r\n") stops the reading with an error naming
// its line number. An error from fn stops the reading and is returned.
func readLines(r io.Reader, max int, fn func(string) error) error {
	return readLinesOf(r, "standard input", max, func(_ int, line string) error { return fn(line) })
}

// readLinesOf is readLines for the input called name, calling fn with each
// line's number as well.
func readLinesOf(r io.Reader, name string, max int, fn func(lineno int, line string) error) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var long []byte // the line so far, when it is longer than br's buffer
	for lineno := 1; ; lineno++ {
		long = long[:0]
		var line []byte
		var err error
		for {
			line, err = br.ReadSlice('\n')
			if err != bufio.ErrBufferFull {
				break
			}
			if len(long)+len(line) > max+1 { // +1: a "\r" that may be dropped
				return fmt.Errorf("reading %s: line %d: %w (more than %d bytes)", name, lineno, errLineTooLong, max)
			}
			long = append(long, line...)
		}
		if len(long) > 0 {
			long = append(long, line...)
			line = long
		}
		if err != nil && err != io.EOF {
			return fmt.Errorf("reading %s: %w", name, err)
		}
		if err == io.EOF && len(line) == 0 {
			return nil // end of input, and no line started
		}
		if n := len(line); n > 0 && line[n-1] == '\n' {
			line = line[:n-1]
			if n := len(line); n > 0 && line[n-1] == '\r' {
				line = line[:n-1]
			}
		}
		if len(line) > max {
			return fmt.Errorf("reading %s: line %d: %w (more than %d bytes)", name, lineno, errLineTooLong, max)
		}
		if ferr := fn(lineno, string(line)); ferr != nil {
			return ferr
		}
		if err == io.EOF {
			return nil
		}
	}
}
