package parser

import (
	"fmt"
	"maps"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser/internal/bnf"
)

// TestClasses pins the character classes that name what the grammar
// expected (Failure.Expected): a change to how they are found from the
// grammar changes every message that says "expected".
func TestClasses(t *testing.T) {
	want := []string{"alphadigit", "lowalpha", "hialpha", "alpha", "digit", "safe", "extra", "national",
		"punctuation", "reserved", "hex", "escape", "unreserved", "uchar", "xchar"}
	if got := slices.Collect(maps.Keys(expectClasses())); !equalSets(got, want) {
		t.Errorf("the classes are %q; want %q", got, want)
	}
}

// simplifyExpected returns exp without the class names another covers, as
// Failure.Expected is shortened.
func simplifyExpected(exp []string) []string { return recognizer().Simplify(exp) }

func equalSets(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// TestParseConcurrent parses the same inputs from several goroutines at
// once while every production's automaton is built from nothing, with a
// cache so small that it is flushed on almost every new state, and checks
// that each goroutine gets the Result a lone Parse gets. The automata are
// built while they are read, under their lock; under -race (make race) the
// test also checks that nothing is read while it is written.
func TestParseConcurrent(t *testing.T) {
	g := testGrammar(t)
	var inputs []string
	for _, rule := range []string{"httpurl", "ftpurl", "gopherurl", "mailtourl", "newsurl", "nntpurl", "telneturl", "waisurl", "fileurl", "prosperourl", "genericurl"} {
		in, _ := ruleInputs(g, rule, 7, 40)
		inputs = append(inputs, in...)
	}
	want := make([]*Result, len(inputs))
	for i, in := range inputs {
		want[i] = Parse(in, Trace)
	}

	defer func(r func() *bnf.Recognizer) { recognizer = r }(recognizer)
	tiny := newRecognizer(4)
	recognizer = func() *bnf.Recognizer { return tiny }

	const workers = 8
	var wg sync.WaitGroup
	errs := make(chan string, workers)
	for w := range workers {
		wg.Go(func() {
			for k := range inputs {
				i := (k*(w+1) + w*97) % len(inputs) // each its own order
				got := Parse(inputs[i], Trace)
				if got.Valid != want[i].Valid || !reflect.DeepEqual(got.Failure, want[i].Failure) ||
					got.Trace.String() != want[i].Trace.String() || !reflect.DeepEqual(got.Diagnostics, want[i].Diagnostics) {
					errs <- fmt.Sprintf("Parse(%q) in goroutine %d: valid %v, failure %+v, trace %s; alone: %v, %+v, %s",
						inputs[i], w, got.Valid, got.Failure, got.Trace, want[i].Valid, want[i].Failure, want[i].Trace)
					return
				}
			}
		})
	}
	wg.Wait()
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}
