package main

import (
	"errors"
	"math"
	"strconv"
	"strings"

	"github.com/urlplayground/rfc1738-playground/exercise"
	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// A generated list travels as the generator's settings, not as its text,
// so that a teacher's "generate" is one short link:
//
//	#gc=5e0f3a12&g=7.10.30.ftp,http.bad-port,unsafe-char
//
// g= is five fields separated by ".": the seed (decimal), the count, the
// share of URLs with a mistake in percent, the schemes and the mistakes'
// codes (each comma-separated, empty for all). The list is
// urllist.Write(exercise.Generate(...)): the bytes that
//
//	rfc1738 -generate 10 -seed 7 -schemes ftp,http -mistakes bad-port,unsafe-char -invalid 0.3
//
// prints. gc= is the checksum (urllist.Checksum) of that text, written
// before g= as tc= is before t=. A reader makes the list again and
// compares: a digit changed on the way makes another list, and so does a
// generator changed since the link was made (a word added to its
// vocabulary changes what a seed makes); either is said, not shown as the
// list that was shared. "&quiz" opens the list as a quiz, as with t=.

const (
	genKey      = "g="
	genCheckKey = "gc="
	// genMaxCount is the most URLs the page generates: each is walked and
	// parsed, and a list from a link is made before it is shown.
	genMaxCount = 1000
)

// genPercent is a share of invalid URLs in whole percent, as links hold it.
func genPercent(share float64) int { return int(math.Round(share * 100)) }

// encodeGen is the value of g= for o (whose Invalid is a whole percent).
func encodeGen(o exercise.Options) string {
	codes := make([]string, len(o.Mistakes))
	for i, c := range o.Mistakes {
		codes[i] = string(c)
	}
	return strconv.FormatUint(o.Seed, 10) + "." + strconv.Itoa(o.Count) + "." +
		strconv.Itoa(genPercent(o.Invalid)) + "." + strings.Join(o.Schemes, ",") + "." +
		strings.Join(codes, ",")
}

// decodeGen reads the value of g=. Its error completes "This link is
// damaged: ..."; names of schemes and codes are checked by Generate.
func decodeGen(s string) (exercise.Options, error) {
	var o exercise.Options
	f := strings.Split(s, ".")
	if len(f) != 5 {
		return o, errors.New(ui("ui.genlink.fields"))
	}
	seed, err := strconv.ParseUint(f[0], 10, 64)
	if err != nil {
		return o, errors.New(ui("ui.genlink.seed", strconv.Quote(f[0])))
	}
	count, err := strconv.Atoi(f[1])
	if err != nil || count < 1 || count > genMaxCount {
		return o, errors.New(ui("ui.genlink.count", strconv.Quote(f[1]), genMaxCount))
	}
	pct, err := strconv.Atoi(f[2])
	if err != nil || pct < 0 || pct > 100 {
		return o, errors.New(ui("ui.genlink.percent", strconv.Quote(f[2])))
	}
	o.Seed, o.Count, o.Invalid = seed, count, float64(pct)/100
	if f[3] != "" {
		o.Schemes = strings.Split(f[3], ",")
	}
	if f[4] != "" {
		for c := range strings.SplitSeq(f[4], ",") {
			o.Mistakes = append(o.Mistakes, parser.Code(c))
		}
	}
	return o, nil
}

// generateText is the list o makes, as its text.
func generateText(o exercise.Options) (string, error) {
	entries, err := exercise.Generate(o)
	if err != nil {
		return "", err
	}
	return urllist.Write(entries), nil
}

// genLink is the fragment's list parameters (without "#") for the list
// text that o made.
func genLink(o exercise.Options, text string, quiz bool) string {
	f := genCheckKey + urllist.Checksum(text) + "&" + genKey + encodeGen(o)
	if quiz {
		f += "&" + urllist.QuizParam
	}
	return f
}

// errGenDamaged says that a generated list does not match its link's
// checksum.
var errGenDamaged = errors.New("ui.genlink.checksum") // said by damageText

// decodeGenLink makes the list a fragment's g= asks for. ok is false when
// the fragment has no g=. err says what is wrong: the settings do not
// read, the generator refuses them (text is then ""), or the list made
// fails the link's checksum (errGenDamaged; text is the list made). A
// link without gc= is read unchecked.
func decodeGenLink(fragment string) (o exercise.Options, text string, quiz, ok bool, err error) {
	g, ok := readGenLink(fragment)
	if !ok {
		return o, "", false, false, nil
	}
	text, err = g.make(nil)
	return g.opts, text, g.quiz, true, err
}

// A genLinkParams is what a fragment's g= link says, read but not yet
// made: making a thousand URLs takes seconds of a slow browser's time,
// which the list view spends in slices (loadGenLink).
type genLinkParams struct {
	opts    exercise.Options
	quiz    bool
	sum     string // gc=, if checked
	checked bool
	err     error // the settings do not read
}

// readGenLink reads a fragment's g= link; ok is false when it has none.
func readGenLink(fragment string) (g genLinkParams, ok bool) {
	var enc string
	for param := range strings.SplitSeq(strings.TrimPrefix(fragment, "#"), "&") {
		switch {
		case strings.HasPrefix(param, genKey):
			enc, ok = param[len(genKey):], true
		case strings.HasPrefix(param, genCheckKey):
			g.sum, g.checked = strings.ToLower(param[len(genCheckKey):]), true
		case param == urllist.QuizParam || strings.HasPrefix(param, urllist.QuizParam+"="):
			g.quiz = true
		}
	}
	if ok {
		g.opts, g.err = decodeGen(enc)
	}
	return g, ok
}

// make makes the list g asks for, calling each (if not nil) as
// exercise.GenerateEach does, and checks it against the link's checksum;
// err is as decodeGenLink's.
func (g genLinkParams) make(each func(done int)) (string, error) {
	if g.err != nil {
		return "", g.err
	}
	entries, err := exercise.GenerateEach(g.opts, each)
	if err != nil {
		return "", errors.New(ui("ui.genlink.refused", err.Error()))
	}
	text := urllist.Write(entries)
	if g.checked && urllist.Checksum(text) != g.sum {
		return text, errGenDamaged
	}
	return text, nil
}

// genCommand is the rfc1738 command that prints the list o makes.
func genCommand(o exercise.Options) string {
	cmd := "rfc1738 -generate " + strconv.Itoa(o.Count) + " -seed " + strconv.FormatUint(o.Seed, 10)
	if len(o.Schemes) > 0 {
		cmd += " -schemes " + strings.Join(o.Schemes, ",")
	}
	if len(o.Mistakes) > 0 {
		codes := make([]string, len(o.Mistakes))
		for i, c := range o.Mistakes {
			codes[i] = string(c)
		}
		cmd += " -mistakes " + strings.Join(codes, ",")
	}
	return cmd + " -invalid " + strconv.FormatFloat(float64(genPercent(o.Invalid))/100, 'f', -1, 64)
}
