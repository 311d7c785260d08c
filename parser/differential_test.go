package parser

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"
)

// maxReported bounds the inputs a differential test reports on before it
// gives up, so that one bug does not bury the log.
var maxReported = flag.Int("difflimit", 40, "stop a differential test after this many failing inputs")

// countingTB counts the errors reported through it.
type countingTB struct {
	testing.TB
	errors int
}

func (c *countingTB) Errorf(format string, args ...any) {
	c.TB.Helper()
	c.errors++
	c.TB.Errorf(format, args...)
}

func (c *countingTB) Error(args ...any) {
	c.TB.Helper()
	c.errors++
	c.TB.Error(args...)
}

// differential runs checkInvariants on every input, stopping after
// maxReported inputs have failed.
func differential(t *testing.T, inputs []string) {
	t.Helper()
	failed, valid := 0, 0
	defer func() { t.Logf("%d inputs, %d valid, %d failing", len(inputs), valid, failed) }()
	for _, in := range inputs {
		if Parse(in, 0).Valid {
			valid++
		}
		c := &countingTB{TB: t}
		checkInvariants(c, in)
		if c.errors > 0 {
			failed++
			if failed >= *maxReported {
				t.Fatalf("stopping after %d failing inputs", failed)
			}
		}
	}
}

// TestDifferentialCorpus checks Parse's invariants, and its verdict against
// the regexps derived from the BNF (bnf_test.go), on every string of the
// corpus: the RFC's own examples and the inputs of other URL parsers' test
// suites (testdata/corpus/README.md).
func TestDifferentialCorpus(t *testing.T) {
	differential(t, corpusInputs(t))
}

// TestDifferentialCorpusMutations checks Parse on two random mutations of
// every corpus string (section 2.2's unsafe and reserved characters, broken
// escapes, octets above 7F, upper case).
func TestDifferentialCorpusMutations(t *testing.T) {
	rng := rand.New(rand.NewPCG(1738, 1994))
	var inputs []string
	for _, in := range corpusInputs(t) {
		m, _ := mutate(rng, in)
		m2, _ := mutate(rng, m)
		inputs = append(inputs, m, m2)
	}
	differential(t, inputs)
}

// generatedInputs returns n deterministic inputs: random strings of each
// production's language (section 5), of url (any production, and otherurl),
// and one or two random mutations of each.
func generatedInputs(t testing.TB, n int) []string {
	g := testGrammar(t)
	rules := append([]string{"url"}, productions...)
	var all []string
	per := n / len(rules)
	for i, rule := range rules {
		inputs, _ := ruleInputs(g, rule, 1994+uint64(i), per)
		all = append(all, inputs...)
	}
	return all
}

// TestDifferentialGenerated checks Parse's invariants and verdict on about
// 20,000 generated inputs, half of them valid by construction.
func TestDifferentialGenerated(t *testing.T) {
	n := 20000
	if testing.Short() {
		n = 2000
	}
	differential(t, generatedInputs(t, n))
}

// TestDifferentialEdges checks Parse on inputs no grammar generates: empty,
// huge, NUL bytes, invalid UTF-8, HTML, emoji (see the project's standards).
func TestDifferentialEdges(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	big := make([]byte, 1<<16)
	for i := range big {
		big[i] = byte(rng.UintN(256))
	}
	inputs := []string{
		"", ":", "::", "http:", "http:/", "http://", "%", "%%", "\x00", "\xff\xfe",
		"http://h/\x00", "http://\xc3\x28/", "<script>alert(1)</script>",
		"javascript:alert(1)", "http://h/<b>x</b>", "mailto:🙂@🙂", "news:🙂",
		"http://" + string(big[:1000]), string(big),
		"http://h/" + fmt.Sprint(make([]int, 5000)),
		"gopher://h/" + repeat("%09", 2000), "ftp://h/" + repeat(";type=a", 1000),
		"http://" + repeat("a.", 10000) + "b/", "file://" + repeat("/", 5000),
	}
	differential(t, inputs)
}

func repeat(s string, n int) string {
	b := make([]byte, 0, len(s)*n)
	for range n {
		b = append(b, s...)
	}
	return string(b)
}
