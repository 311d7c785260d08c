package parser_test

// This file runs the golden tests of testdata/golden: each file is a txtar
// archive (as in go/doc/comment's testdata) holding one input and what
// Parse(input, Trace) says about it, one section per output:
//
//	-- input --        the URL, exactly (one line; the final newline is not part of it)
//	-- verdict --      production, scheme, valid, and where the grammar stopped
//	-- parts --        rule [start,end) "text", one per part
//	-- diagnostics --  severity code [start,end) §section and fix, then the message
//	-- trace --        Node.String(), then the tree indented with spans,
//	                   and Stop.Expected for the failed nodes
//	-- canonical --    Result.Canonical()
//	-- fixall --       Result.FixAll()
//
// The text before the first section says which RFC example or mistake the
// file holds. go test -run TestGolden -update rewrites every section but
// input from what Parse says now: review the diff before keeping it.

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/urlplayground/rfc1738-playground/parser"
)

var updateGolden = flag.Bool("update", false, "rewrite the golden files of testdata/golden")

// A goldenFile is a txtar archive (golang.org/x/tools/txtar): a comment,
// then named sections.
type goldenFile struct {
	comment  string
	names    []string
	sections map[string]string
}

func parseGolden(data string) *goldenFile {
	a := txtar.Parse([]byte(data))
	g := &goldenFile{comment: string(a.Comment), sections: map[string]string{}}
	for _, f := range a.Files {
		g.names = append(g.names, f.Name)
		g.sections[f.Name] = string(f.Data)
	}
	return g
}

func (g *goldenFile) format() []byte {
	a := &txtar.Archive{Comment: []byte(g.comment)}
	for _, name := range g.names {
		a.Files = append(a.Files, txtar.File{Name: name, Data: []byte(g.sections[name])})
	}
	return txtar.Format(a)
}

// goldenSections are the output sections, in order.
var goldenSections = []string{"verdict", "parts", "diagnostics", "trace", "canonical", "fixall"}

// goldenOutput renders what Parse says about in, section by section.
func goldenOutput(in string) map[string]string {
	r := parser.Parse(in, parser.Trace)
	out := map[string]string{}

	var b strings.Builder
	fmt.Fprintf(&b, "production: %s\nscheme: %s\nvalid: %v\n", r.Production, r.Scheme, r.Valid)
	if f := r.Failure; f != nil {
		fmt.Fprintf(&b, "failure: %s stops at %d, expected %s\n", f.Production, f.Pos, strings.Join(f.Expected, ", "))
	}
	out["verdict"] = b.String()

	b.Reset()
	for _, p := range r.Parts {
		fmt.Fprintf(&b, "%s [%d,%d) %q\n", p.Rule, p.Start, p.End, r.Text(p))
	}
	out["parts"] = b.String()

	b.Reset()
	for _, d := range r.Diagnostics {
		fmt.Fprintf(&b, "%s %s [%d,%d)", d.Severity, d.Code, d.Start, d.End)
		if d.RFC != "" { // "" for a statement that rests on another document, which the message names
			fmt.Fprintf(&b, " §%s", d.RFC)
		}
		if d.HasFix {
			fmt.Fprintf(&b, " fix %q", d.Fix)
		}
		fmt.Fprintf(&b, "\n\t%s\n", d.Message)
	}
	out["diagnostics"] = b.String()

	b.Reset()
	b.WriteString(r.Trace.String() + "\n\n")
	r.Trace.Walk(func(n *parser.Node, depth int) bool {
		mark := ""
		if n.Failed {
			mark = "!"
		}
		fmt.Fprintf(&b, "%s%s%s [%d,%d) %q", strings.Repeat("  ", depth), mark, n.Rule, n.Start, n.End, in[n.Start:n.End])
		if n.Failed && n.Stop != nil && len(n.Stop.Expected) > 0 {
			fmt.Fprintf(&b, " expected %s", strings.Join(n.Stop.Expected, ", "))
		}
		b.WriteByte('\n')
		return true
	})
	out["trace"] = b.String()

	out["canonical"] = r.Canonical() + "\n"
	out["fixall"] = r.FixAll() + "\n"
	return out
}

func TestGolden(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("testdata", "golden", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no golden files in testdata/golden")
	}
	for _, file := range files {
		t.Run(filepath.Base(file), func(t *testing.T) {
			data, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			g := parseGolden(string(data))
			raw, ok := g.sections["input"]
			if !ok || !strings.HasSuffix(raw, "\n") || strings.Count(raw, "\n") != 1 {
				t.Fatalf("%s: want an input section of one line", file)
			}
			in := strings.TrimSuffix(raw, "\n")
			out := goldenOutput(in)
			if *updateGolden {
				g.names = append([]string{"input"}, goldenSections...)
				for _, name := range goldenSections {
					g.sections[name] = out[name]
				}
				if err := os.WriteFile(file, g.format(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			for _, name := range goldenSections {
				want, ok := g.sections[name]
				if !ok {
					t.Errorf("%s: no %s section (run go test -run TestGolden -update)", file, name)
					continue
				}
				if got := out[name]; got != want {
					t.Errorf("Parse(%q) %s differs from %s (-want +got):\n%s", in, name, file, lineDiff(want, got))
				}
			}
		})
	}
}

// TestGoldenFormat checks the txtar reader and writer on a round trip.
func TestGoldenFormat(t *testing.T) {
	const text = "comment\n-- input --\nhttp://host/\n-- parts --\nscheme [0,4) \"http\"\n-- fixall --\n"
	g := parseGolden(text)
	if got := string(g.format()); got != text {
		t.Errorf("format(parseGolden(%q)) = %q", text, got)
	}
	if got := g.sections["input"]; got != "http://host/\n" {
		t.Errorf("parseGolden(%q).sections[input] = %q", text, got)
	}
	if q := strconv.Quote(g.comment); q != `"comment\n"` {
		t.Errorf("parseGolden(%q).comment = %s", text, q)
	}
}

// TestGoldenTraceSiblings checks the shape of every trace of the spec
// inputs: the nodes that matched lie inside their parent, in order, and do
// not overlap each other, as the nodes of a derivation tree do. The failed
// alternatives (with Expected) may overlap what was kept, and so may the
// root's children: the scheme's production and genericurl, tried after it
// (section 5), which may match where the production did not.
func TestGoldenTraceSiblings(t *testing.T) {
	for _, in := range allParseInputs() {
		r := parser.Parse(in, parser.Trace)
		if r.Trace == nil {
			t.Errorf("Parse(%q, Trace).Trace = nil", in)
			continue
		}
		r.Trace.Walk(func(n *parser.Node, depth int) bool {
			if depth == 0 {
				return true
			}
			end := n.Start
			var prev *parser.Node
			for i := range n.Children {
				c := &n.Children[i]
				if c.Failed && c.Stop != nil {
					continue // an alternative that was tried
				}
				if c.Start < n.Start || c.End > n.End {
					t.Errorf("Parse(%q): trace node %s [%d,%d) is outside its parent %s [%d,%d)",
						in, c.Rule, c.Start, c.End, n.Rule, n.Start, n.End)
				}
				if prev != nil && c.Start < end {
					t.Errorf("Parse(%q): trace node %s [%d,%d) overlaps its sibling %s [%d,%d) in %s",
						in, c.Rule, c.Start, c.End, prev.Rule, prev.Start, prev.End, n.Rule)
				}
				end, prev = max(end, c.End), c
			}
			return true
		})
	}
}

// lineDiff returns the lines of want and got that differ, marked "-" and
// "+", with the common lines around them left out: a longest common
// subsequence of lines, enough for the few lines of a golden section.
func lineDiff(want, got string) string {
	a := strings.Split(strings.TrimSuffix(want, "\n"), "\n")
	b := strings.Split(strings.TrimSuffix(got, "\n"), "\n")
	// lcs[i][j] is the length of the longest common subsequence of a[i:] and b[j:].
	lcs := make([][]int, len(a)+1)
	for i := range lcs {
		lcs[i] = make([]int, len(b)+1)
	}
	for i := len(a) - 1; i >= 0; i-- {
		for j := len(b) - 1; j >= 0; j-- {
			if a[i] == b[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	var d strings.Builder
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		switch {
		case i < len(a) && j < len(b) && a[i] == b[j]:
			i, j = i+1, j+1
		case i < len(a) && (j == len(b) || lcs[i+1][j] >= lcs[i][j+1]):
			d.WriteString("-" + a[i] + "\n")
			i++
		default:
			d.WriteString("+" + b[j] + "\n")
			j++
		}
	}
	return d.String()
}

func TestGoldenLineDiff(t *testing.T) {
	got := lineDiff("a\nb\nc\n", "a\nx\nc\nd\n")
	if want := "-b\n+x\n+d\n"; got != want {
		t.Errorf("lineDiff = %q, want %q", got, want)
	}
	if got := lineDiff("a\n", "a\n"); got != "" {
		t.Errorf("lineDiff of equal texts = %q, want \"\"", got)
	}
}
