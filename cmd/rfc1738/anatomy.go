package main

// This file is -anatomy: rfc1738 -anatomy URL prints the anatomy figure of
// one URL (package anatomy) as a standalone SVG file, the same bytes the
// page's "Download SVG" saves:
//
//	$ rfc1738 -anatomy 'ftp://myname@host.dom/%2Fetc/motd' > motd.svg
//
// It takes exactly one URL and no other flag; its exit status is 0 when the
// URL is valid, 1 when it is not (the figure then marks where the grammar
// stops) and 2 for a usage error or a failure to write.

import (
	"bufio"
	"flag"
	"fmt"
	"io"

	"github.com/urlplayground/rfc1738-playground/anatomy"
	"github.com/urlplayground/rfc1738-playground/parser"
)

type anatomyMode struct{ on *bool }

func anatomyFlags(fs *flag.FlagSet) anatomyMode {
	return anatomyMode{fs.Bool("anatomy", false, "print the anatomy figure of one URL (its parts as labelled brackets) as standalone SVG")}
}

// run runs -anatomy when it was asked for; ok is false when it was not:
// the command goes on.
func (m anatomyMode) run(fs *flag.FlagSet, stdout, stderr io.Writer) (status int, ok bool) {
	if !*m.on {
		return 0, false
	}
	usageErr := func(format string, args ...any) (int, bool) {
		fmt.Fprintf(stderr, "rfc1738: "+format+"\n", args...)
		return 2, true
	}
	var other string
	fs.Visit(func(f *flag.Flag) {
		if f.Name != "anatomy" && f.Name != "lang" && other == "" {
			other = f.Name
		}
	})
	if other != "" {
		return usageErr("-anatomy cannot be used with -%s", other)
	}
	switch fs.NArg() {
	case 0:
		return usageErr("-anatomy needs a URL: rfc1738 -anatomy URL")
	case 1:
	default:
		return usageErr("-anatomy draws one URL, not %d", fs.NArg())
	}
	r := parser.Parse(fs.Arg(0), parser.Trace)
	out := bufio.NewWriter(stdout)
	anatomy.WriteSVG(out, anatomy.Draw(r, anatomy.Options{})) // its errors are out's, which flushed reports
	if status := flushed(out, stderr); status != 0 || r.Valid {
		return status, true
	}
	return 1, true
}
