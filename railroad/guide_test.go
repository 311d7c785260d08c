package railroad

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// stepsText is the steps of rd, one line each, as the golden dumps show
// them, with the diagram node of each.
func stepsText(rd *Reading, expected []string) string {
	steps, truncated := rd.Steps(1<<20, expected)
	var b strings.Builder
	fmt.Fprintf(&b, "valid=%v stop=%d trailing=%v gaveup=%v truncated=%v\n", rd.Valid, rd.Stop, rd.Trailing, rd.GaveUp, truncated)
	for _, s := range steps {
		fmt.Fprintf(&b, "%s %d [%d,%d) %s#%d %s\n", s.Kind, s.Pos, s.Start, s.End, s.Rule(), s.Node, s.Text)
	}
	return b.String()
}

// TestGuideChangesNothing: a reading guided by the parser's derivation,
// with the character rules read once per byte value, is the reading
// without either, step for step, on every input of the corpora: the two
// only spare the matcher work.
func TestGuideChangesNothing(t *testing.T) {
	g := RFC()
	n := 0
	inputs := append(corpusInputs(t), extraInputs...)
	if !testing.Short() {
		// The long shapes, cut to what the unguided reading reads, with
		// the end of each (a "~" or a "|" for the rejected ones) kept.
		for _, in := range longInputs() {
			inputs = append(inputs, in[:InputLimit-8]+in[len(in)-8:])
		}
	}
	for _, in := range inputs {
		res := parser.Parse(in, parser.Trace)
		prod := res.Production
		if prod == "" && res.Failure != nil {
			prod = res.Failure.Production
		}
		if prod == "" {
			continue
		}
		plain := g.read(prod, in, how{limit: InputLimit})
		guided := g.read(prod, in, how{limit: InputLimit, guide: newGuide(g, res), leaves: true})
		want, got := stepsText(plain, Expected(res)), stepsText(guided, Expected(res))
		if got != want {
			t.Errorf("%q: guided reading differs:\n%s", in, firstDiff(want, got))
			if n++; n > 10 {
				t.FailNow()
			}
		}
	}
}

func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n  without: %s\n  guided:  %s", i+1, a, b)
		}
	}
	return ""
}

// longInputs are URLs of the page's trace limit, MaxGuided bytes, valid
// and rejected, in the shapes a long URL takes.
func longInputs() []string {
	fill := func(prefix, unit, tail string) string {
		s := prefix + strings.Repeat(unit, MaxGuided/len(unit))
		return s[:MaxGuided-len(tail)] + tail
	}
	return []string{
		fill("http://www.example.com/search/results.html?", "keya=valuea+", ""),
		fill("http://www.example.com/search/results.html?", "keya=valuea+", "~x"),
		fill("http://h/", "a/", ""),
		fill("ftp://user:pw@host/", "dir%20x/", ";type=i"),
		fill("news:", "a", ""),
		fill("http://www.example.com/", "seg%7Euser/", "|"),
	}
}

// TestLongInputsFollowed: an input of up to MaxGuided bytes, parsed with
// Trace as the page does, is read with the guide: its steps end where the
// parser's Result.Failure says the grammar stopped, or at the end of a
// valid input.
func TestLongInputsFollowed(t *testing.T) {
	if testing.Short() {
		t.Skip("reads 64 KiB inputs")
	}
	for _, in := range longInputs() {
		res := parser.Parse(in, parser.Trace)
		rd := RFC().ReadResult(res)
		if rd == nil || rd.GaveUp {
			t.Errorf("%.30q (%d bytes): no reading", in, len(in))
			continue
		}
		steps, truncated := rd.Steps(1<<20, Expected(res))
		last := steps[len(steps)-1]
		t.Logf("%.30q: %d steps", in, len(steps))
		switch {
		case truncated:
			t.Errorf("%.30q: more than 2^20 steps", in)
		case rd.Valid != res.Valid:
			t.Errorf("%.30q: valid %v, the parser says %v", in, rd.Valid, res.Valid)
		case res.Valid && (last.Kind != "done" || last.Pos != len(in)):
			t.Errorf("%.30q: the last step is %s at %d, want done at %d", in, last.Kind, last.Pos, len(in))
		case !res.Valid && (last.Kind != "stop" || last.Pos != res.Failure.Pos):
			t.Errorf("%.30q: the last step is %s at %d, want stop at %d", in, last.Kind, last.Pos, res.Failure.Pos)
		}
	}
	// Without a trace, the reading is bounded by InputLimit, as before.
	in := longInputs()[0]
	if rd := RFC().ReadResult(parser.Parse(in, 0)); !rd.GaveUp {
		t.Errorf("%d bytes with no trace: read, want GaveUp past InputLimit", len(in))
	}
}

// TestFollow: Follow is ReadResult and Steps, paused between slices, and
// stops when pause says so.
func TestFollow(t *testing.T) {
	for _, in := range []string{"http://host/~x", "ftp://a@b/c;type=i", longInputs()[1]} {
		res := parser.Parse(in, parser.Trace)
		pauses := 0
		rd, steps, _ := RFC().Follow(res, 1<<20, func() bool { pauses++; return true })
		want, _ := RFC().ReadResult(res).Steps(1<<20, Expected(res))
		if rd == nil || len(steps) != len(want) || steps[len(steps)-1].Text != want[len(want)-1].Text {
			t.Errorf("%.30q: Follow gave %d steps, ReadResult %d", in, len(steps), len(want))
		}
		if len(in) > InputLimit && pauses < 10 {
			t.Errorf("%.30q: %d pauses, want many", in, pauses)
		}
		calls := 0
		if rd, steps, _ := RFC().Follow(res, 1<<20, func() bool { calls++; return calls < 3 }); len(in) > InputLimit && (rd != nil || steps != nil) {
			t.Errorf("%.30q: Follow went on after pause said stop", in)
		}
	}
}
