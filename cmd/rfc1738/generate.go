package main

// This file is -generate: rfc1738 -generate N prints N URLs made from the
// grammar (package exercise) as a URL list that -check passes, for a
// teacher to hand out:
//
//	$ rfc1738 -generate 4 -seed 7 -schemes ftp -mistakes bad-port,unsafe-char -invalid 0.5
//	+ ftp://alice@ftp.cs.example.edu/pub
//	# hint: look at the port (bad-port)
//	- ftp://archive.example.org:2l2l/docs
//	...
//
// -seed, -schemes, -mistakes and -invalid say which list; the same flags
// print the same bytes. -generate -list prints the mistakes it can make,
// one per line: the code, what the edit does, and the schemes it can be
// made in. Every flag value is checked: a bad one is a usage error of one
// line, exit status 2.

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// generateMode holds the flags of -generate. The values are strings, read
// here, so that a bad one gets a message of one line rather than the flag
// package's usage text.
type generateMode struct {
	gen      *generateFlag
	seed     *string
	schemes  *string
	mistakes *string
	invalid  *string
	list     *bool
}

// generateFlag is -generate: a flag that may stand alone (-generate
// -list) or take the count (-generate 10, -generate=10). The flag package
// gives a boolean flag no value from the next argument, so the count
// given as "-generate 10" is read from the arguments that follow the
// flags.
type generateFlag struct {
	on    bool
	count string // "" when no value came with the flag itself
}

func (g *generateFlag) String() string   { return g.count }
func (g *generateFlag) IsBoolFlag() bool { return true }
func (g *generateFlag) Set(s string) error {
	switch s {
	case "true":
		g.on = true
	case "false":
		g.on, g.count = false, ""
	default:
		g.on, g.count = true, s
	}
	return nil
}

func generateFlags(fs *flag.FlagSet) generateMode {
	g := &generateFlag{}
	fs.Var(g, "generate", "print `N` URLs made from the grammar as a URL list (-generate N), or with -list the mistakes it makes")
	return generateMode{
		gen:      g,
		seed:     fs.String("seed", "1", "with -generate: the `seed` (an unsigned integer); the same flags print the same list"),
		schemes:  fs.String("schemes", "", "with -generate: the `schemes`, comma-separated (ftp,http,...,genericurl; default all)"),
		mistakes: fs.String("mistakes", "", "with -generate: the `codes` of the mistakes to make, comma-separated (default all that the schemes can have)"),
		invalid:  fs.String("invalid", "0.3", "with -generate: the `share` of URLs with a mistake, 0 to 1"),
		list:     fs.Bool("list", false, "with -generate: list the mistakes it can make, one per line"),
	}
}

// ownFlags are the flags of generateMode.
var ownFlags = map[string]bool{"generate": true, "seed": true, "schemes": true, "mistakes": true, "invalid": true, "list": true}

// run runs -generate when it was asked for, or rejects its flags given
// without it; ok is false when neither: the command goes on.
func (m generateMode) run(fs *flag.FlagSet, stdout, stderr io.Writer) (status int, ok bool) {
	usageErr := func(format string, args ...any) (int, bool) {
		fmt.Fprintf(stderr, "rfc1738: "+format+"\n", args...)
		return 2, true
	}
	if m.gen.on && m.gen.count == "" && !*m.list && fs.NArg() > 0 {
		// "-generate 10 -seed 7": the flag package stopped at "10"; the
		// flags after it are read now.
		m.gen.count = fs.Arg(0)
		if err := fs.Parse(fs.Args()[1:]); err != nil {
			return 2, true // the flag package has printed the error and the usage
		}
	}
	var own, other []string
	fs.Visit(func(f *flag.Flag) {
		if ownFlags[f.Name] {
			own = append(own, f.Name)
		} else if f.Name != "lang" { // the language of the hints and the mistakes
			other = append(other, f.Name)
		}
	})
	if !m.gen.on {
		if len(own) > 0 {
			return usageErr("-%s is a flag of -generate", own[0])
		}
		return 0, false
	}
	if len(other) > 0 {
		return usageErr("-generate cannot be used with -%s", other[0])
	}
	out := bufio.NewWriter(stdout)
	if *m.list {
		if m.gen.count != "" || fs.NArg() > 0 {
			return usageErr("-generate -list takes no count")
		}
		for _, k := range exercise.Mistakes() {
			fmt.Fprintf(out, "%-18s %s (%s)\n", k.Code, k.Summary, strings.Join(k.Schemes, " "))
		}
		return flushed(out, stderr), true
	}

	count := m.gen.count
	if fs.NArg() > 0 {
		return usageErr("-generate takes one count, not %q", fs.Arg(0))
	}
	if count == "" {
		return usageErr("-generate needs a count: -generate N")
	}
	n, err := strconv.Atoi(count)
	if err != nil || n < 1 || n > exercise.MaxCount {
		return usageErr("-generate %q: want a count from 1 to %d", count, exercise.MaxCount)
	}
	o := exercise.Options{Count: n}
	if o.Seed, err = strconv.ParseUint(*m.seed, 10, 64); err != nil {
		return usageErr("-seed %q: want an unsigned integer", *m.seed)
	}
	if o.Invalid, err = strconv.ParseFloat(*m.invalid, 64); err != nil || !(o.Invalid >= 0 && o.Invalid <= 1) {
		return usageErr("-invalid %q: want a share from 0 to 1", *m.invalid)
	}
	if o.Schemes, err = commaList("-schemes", *m.schemes); err != nil {
		return usageErr("%v", err)
	}
	codes, err := commaList("-mistakes", *m.mistakes)
	if err != nil {
		return usageErr("%v", err)
	}
	for _, c := range codes {
		o.Mistakes = append(o.Mistakes, parser.Code(c))
	}
	list, err := exercise.Generate(o)
	if err != nil {
		return usageErr("-generate: %v", err)
	}
	out.WriteString(urllist.Write(list))
	return flushed(out, stderr), true
}

// commaList splits a flag's comma-separated value; an empty item is an
// error ("ftp,,http").
func commaList(flagName, v string) ([]string, error) {
	if v == "" {
		return nil, nil
	}
	items := strings.Split(v, ",")
	for i, s := range items {
		items[i] = strings.TrimSpace(s)
		if items[i] == "" {
			return nil, fmt.Errorf("%s %q: an empty item", flagName, v)
		}
	}
	return items, nil
}

// flushed flushes out and returns the exit status: 2 when writing failed.
func flushed(out *bufio.Writer, stderr io.Writer) int {
	if err := out.Flush(); err != nil {
		fmt.Fprintf(stderr, "rfc1738: writing output: %v\n", err)
		return 2
	}
	return 0
}
