// Package exercise writes URL lists for a class: valid URLs of chosen
// schemes, and URLs with one mistake each, every line checked by the
// parser before it is written.
//
// The URLs come from the grammar, not from a list: Generate walks the
// productions of RFC 1738 section 5 (parser.RuleExpr) for each chosen
// scheme (ftp, http, gopher, mailto, news, nntp, telnet, wais, file,
// prospero, and genericurl), takes alternatives and repetitions at random,
// and fills the parts a person writes (hosts, user names, path segments,
// searches, news groups) with words from a small vocabulary, so that a
// student reads "ftp://ftp.cs.example.edu/pub/rfc1738.txt;type=a", not a
// random string of the grammar's characters.
//
// A mistake is named by the diagnostic code the parser gives it
// ("bad-port", "unsafe-char", ...) and made by one edit of a valid URL in
// one part: a letter o for a zero in the port, a "~" in a path, the "//"
// after the scheme left out. The line is kept only when the parser then
// reports exactly one error, with that code; otherwise another URL or
// another part is tried. The line's note says where to look and the code:
//
//	# hint: look at the port (bad-port)
//	- ftp://ftp.example.edu:2l2l/pub
//
// Generation is reproducible: the same Options give the same list, byte
// for byte, on every machine (math/rand/v2's PCG, seeded from
// Options.Seed). A list is []urllist.Entry; urllist.Write makes its text.
package exercise

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// MaxCount is the most lines one Generate makes.
const MaxCount = 10000

// Options say what list to make.
type Options struct {
	Seed     uint64        // the same Seed (and the rest) gives the same list
	Count    int           // how many URLs, 0 to MaxCount
	Schemes  []string      // of Schemes(); nil or empty: all of them
	Mistakes []parser.Code // of Mistakes()' codes; nil or empty: every one that the schemes can have
	Invalid  float64       // the share of URLs with a mistake, 0 to 1: round(Count × Invalid) of them
}

// A Kind is a kind of mistake the generator can make.
type Kind struct {
	Code    parser.Code // the code the parser gives every line of this kind
	Summary string      // what the edit does, lower case
	Schemes []string    // the schemes it can be made in, in the order of Schemes()
}

// Schemes returns the names Options.Schemes takes: the ten schemes of
// section 3 in its order (read from the grammar's url rule), then
// "genericurl".
func Schemes() []string {
	var names []string
	for _, s := range allSchemes() {
		names = append(names, s.name)
	}
	return names
}

// Mistakes returns the kinds of mistakes the generator makes, in the order
// of the parser's code table.
func Mistakes() []Kind {
	can := applicable()
	var kinds []Kind
	for i, m := range mistakes {
		k := Kind{Code: m.code, Summary: say(m.summary)}
		for j, s := range allSchemes() {
			if can[i][j] {
				k.Schemes = append(k.Schemes, s.name)
			}
		}
		kinds = append(kinds, k)
	}
	return kinds
}

// Tries bound the search for a line: a valid URL walked again when it
// repeats one already in the list, a mistake tried in another URL or part
// when the parser did not name it as intended.
const (
	validTries   = 20
	mistakeTries = 200
)

// Generate returns the list the options ask for: Count entries, each a
// URL expected valid or (with a note) invalid, in an order shuffled by the
// seed. Its error says which option is wrong; a list that cannot be made
// (no line of a kind found within the bound of tries) is an error too,
// which the tests show does not happen for any scheme and kind.
func Generate(o Options) ([]urllist.Entry, error) { return GenerateEach(o, nil) }

// GenerateEach is Generate, calling each (when not nil) after every line
// made with the number made so far: a page that generates in a goroutine
// yields to the browser there, since a thousand lines take seconds of a
// browser's time and the page must not hold that long. The list is the
// same as Generate's.
func GenerateEach(o Options, each func(done int)) ([]urllist.Entry, error) {
	if o.Count < 0 || o.Count > MaxCount {
		return nil, errors.New(catalog.Say("exercise.error.count", o.Count, MaxCount))
	}
	if math.IsNaN(o.Invalid) || o.Invalid < 0 || o.Invalid > 1 {
		return nil, errors.New(catalog.Say("exercise.error.share", o.Invalid))
	}
	schemes, err := chosenSchemes(o.Schemes)
	if err != nil {
		return nil, err
	}
	kinds, err := chosenMistakes(o.Mistakes, schemes)
	if err != nil {
		return nil, err
	}
	nInvalid := int(math.Round(float64(o.Count) * o.Invalid))
	if nInvalid > 0 && len(kinds) == 0 {
		return nil, errors.New(say("exercise.error.no-mistake"))
	}

	rng := rand.New(rand.NewPCG(o.Seed, 0x72666331373338)) // "rfc1738"
	invalid := make([]bool, o.Count)
	for _, i := range rng.Perm(o.Count)[:nInvalid] {
		invalid[i] = true
	}
	// Schemes and kinds are taken in turn, in an order the seed shuffles,
	// so that a short list has each before any comes twice.
	rng.Shuffle(len(schemes), func(i, j int) { schemes[i], schemes[j] = schemes[j], schemes[i] })
	rng.Shuffle(len(kinds), func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	can := applicable()
	seen := make(map[string]bool)
	list := make([]urllist.Entry, 0, o.Count)
	nValid, nMistake := 0, 0
	for i := range o.Count {
		if !invalid[i] {
			s := schemes[nValid%len(schemes)]
			nValid++
			// A URL already in the list is kept only when no other is
			// found: a scheme with few words has few URLs.
			u, ok := "", false
			for range validTries {
				c, _ := walk(rng, s.production, s.ctx)
				if !parser.Parse(c, 0).Valid {
					continue
				}
				u, ok = c, true
				if !seen[c] {
					break
				}
			}
			if !ok {
				return nil, errors.New(catalog.Say("exercise.error.no-valid", s.name, validTries))
			}
			seen[u] = true
			list = append(list, urllist.Entry{URL: u, Expect: urllist.Valid})
			if each != nil {
				each(len(list))
			}
			continue
		}
		k := kinds[nMistake%len(kinds)]
		nMistake++
		var in []int // the chosen schemes this kind can be made in
		for j, s := range allSchemes() {
			if can[k][j] && slices.ContainsFunc(schemes, func(c scheme) bool { return c.name == s.name }) {
				in = append(in, j)
			}
		}
		var e urllist.Entry
		ok := false
		for try := 0; try < mistakeTries && !ok; try++ {
			s := allSchemes()[in[rng.IntN(len(in))]]
			e, ok = makeMistake(rng, mistakes[k], s)
			if ok && seen[e.URL] && try < mistakeTries/2 {
				ok = false
			}
		}
		if !ok {
			return nil, errors.New(catalog.Say("exercise.error.no-mistake-found", mistakes[k].code, mistakeTries))
		}
		seen[e.URL] = true
		list = append(list, e)
		if each != nil {
			each(len(list))
		}
	}
	return list, nil
}

// chosenSchemes returns the schemes names asks for, each once, in the
// order given; all of them for none.
func chosenSchemes(names []string) ([]scheme, error) {
	if len(names) == 0 {
		return slices.Clone(allSchemes()), nil
	}
	var list []scheme
	for _, name := range names {
		i := slices.IndexFunc(allSchemes(), func(s scheme) bool { return s.name == name })
		if i < 0 {
			return nil, errors.New(catalog.Say("exercise.error.scheme", name, strings.Join(Schemes(), ", ")))
		}
		if !slices.ContainsFunc(list, func(s scheme) bool { return s.name == name }) {
			list = append(list, allSchemes()[i])
		}
	}
	return list, nil
}

// chosenMistakes returns the indexes in mistakes of the kinds codes asks
// for, each once; for none, every kind that one of schemes can have. A
// kind asked for that none of schemes can have is an error.
func chosenMistakes(codes []parser.Code, schemes []scheme) ([]int, error) {
	can := applicable()
	inSchemes := func(k int) bool {
		for j, s := range allSchemes() {
			if can[k][j] && slices.ContainsFunc(schemes, func(c scheme) bool { return c.name == s.name }) {
				return true
			}
		}
		return false
	}
	var list []int
	if len(codes) == 0 {
		for k := range mistakes {
			if inSchemes(k) {
				list = append(list, k)
			}
		}
		return list, nil
	}
	for _, c := range codes {
		k := slices.IndexFunc(mistakes, func(m mistake) bool { return m.code == c })
		if k < 0 {
			var names []string
			for _, m := range mistakes {
				names = append(names, string(m.code))
			}
			return nil, errors.New(catalog.Say("exercise.error.mistake", c, strings.Join(names, ", ")))
		}
		if !inSchemes(k) {
			var names []string
			for j, s := range allSchemes() {
				if can[k][j] {
					names = append(names, s.name)
				}
			}
			return nil, errors.New(catalog.Say("exercise.error.not-in-schemes", c, strings.Join(names, ", ")))
		}
		if !slices.Contains(list, k) {
			list = append(list, k)
		}
	}
	return list, nil
}

// makeMistake walks a valid URL of s, makes m by one of its edits in one
// part, and returns the line when the parser's only error is m's code.
func makeMistake(rng *rand.Rand, m mistake, s scheme) (urllist.Entry, bool) {
	e, _, ok := makeMistakeFrom(rng, m, s)
	return e, ok
}

// makeMistakeFrom is makeMistake, returning also the valid URL it edited.
func makeMistakeFrom(rng *rand.Rand, m mistake, s scheme) (_ urllist.Entry, base string, _ bool) {
	base, spans := walk(rng, s.production, s.ctx)
	type place struct {
		e edit
		s span
	}
	var places []place
	for _, e := range m.edits {
		for _, sp := range spans {
			if e.applies(sp.name) {
				places = append(places, place{e, sp})
			}
		}
	}
	if len(places) == 0 {
		return urllist.Entry{}, base, false
	}
	p := places[rng.IntN(len(places))]
	u, ok := p.e.do(rng, base, p.s)
	if !ok || !parser.Parse(base, 0).Valid || !oneError(u, m.code) {
		return urllist.Entry{}, base, false
	}
	note := hintNote(placeOf(p.e, p.s), m.code)
	return urllist.Entry{URL: u, Expect: urllist.Invalid, Note: note}, base, true
}

// oneError reports whether the parser rejects u with exactly one error,
// of code c.
func oneError(u string, c parser.Code) bool {
	r := parser.Parse(u, 0)
	if r.Valid {
		return false
	}
	n := 0
	for _, d := range r.Diagnostics {
		if d.Severity == parser.Error {
			if d.Code != c {
				return false
			}
			n++
		}
	}
	return n == 1
}

// applicable says, for each kind of mistakes and each of allSchemes,
// whether the generator can make it there. It is read from a table
// (applicable_table.go) that a probe in the tests computes, since finding
// it when the page first asks (a few hundred URLs walked and parsed per
// kind and scheme) held the page for two seconds; TestApplicableTable
// fails when the table no longer matches the generator.
var applicable = sync.OnceValue(func() [][]bool {
	can := make([][]bool, len(mistakes))
	for k, m := range mistakes {
		if k >= len(applicableTable) || applicableTable[k].code != m.code {
			panic("exercise: applicable_table.go is stale: run go generate ./exercise")
		}
		can[k] = make([]bool, len(allSchemes()))
		for j := range can[k] {
			can[k][j] = applicableTable[k].schemes&(1<<j) != 0
		}
	}
	return can
})
