package parser

// This file names what a production may need to know of where it reads,
// beyond its own start and end: the context that a production far away
// (appendix, slashes, schemepart) sets, and that the diagnostics (add,
// checkChars) read. Each question below says what it means and who sets
// its answer.

// A span is s[lo:hi] of the input; the zero span is none (no span a
// production sets starts and ends at 0).
type span struct{ lo, hi int }

// contains reports whether the byte at i is inside the span.
func (s span) contains(i int) bool { return s.lo <= i && i < s.hi }

// A context holds what the productions are told of the text around the
// part they read. Its zero value is a bare URL: nothing around it, no
// guess, no host being read as characters.
type context struct {
	// The URL in the text around it (appendix): it starts at lead, after
	// whitespace or a wrapper's "<URL:" (0 when nothing comes before it),
	// and ends at stop, before whitespace or a wrapper's ">" (0 when
	// nothing comes after it). The whitespace after it starts at tail (0
	// for none).
	lead, stop, tail int

	// wrapped: the input is a URL after the prefix "URL:", or in its
	// wrapper broken by whitespace, read as it stands (appendix).
	wrapped bool

	// broken: a wrapper broken across lines holds this span, whose
	// whitespace is ignored (appendix).
	broken span

	// guess: with no "//" before it and no host to read, the login read
	// here is a guess (slashes).
	guess span

	// host: while checkChars reads a generic URL's schemepart as *xchar,
	// the host that the failed ip-schemepart found (schemepart).
	host span
}

// urlStart returns where the URL starts: after the whitespace or the
// wrapper before it (set by appendix), else 0.
func (p *parser) urlStart() int { return p.ctx.lead }

// urlEnd returns where the URL ends when something the appendix describes
// follows it (whitespace, a wrapper's ">"): ok is false when the URL runs
// to the end of the input. Set by appendix and outerSpace.
func (p *parser) urlEnd() (end int, ok bool) { return p.ctx.stop, p.ctx.stop > 0 }

// spaceAfterURL returns where the whitespace after the URL starts: ok is
// false when there is none. Set by outerSpace; spaceAfter reports it.
func (p *parser) spaceAfterURL() (start int, ok bool) { return p.ctx.tail, p.ctx.tail > 0 }

// readAsItStands reports whether the input is a URL after the prefix "URL:",
// or inside a wrapper that whitespace breaks, read as it stands: its scheme
// may be the prefix's "URL", which is no upper-case scheme. Set by appendix.
func (p *parser) readAsItStands() bool { return p.ctx.wrapped }

// inBreak reports whether the byte at i is inside a wrapper that
// whitespace breaks across lines, where that whitespace is ignored, as the
// appendix says: checkChars skips it. Set by appendix.
func (p *parser) inBreak(i int) bool { return p.ctx.broken.contains(i) }

// inGuess reports whether the byte at i is in a login that is only a guess
// (no "//" before it, and nothing that reads as a host): a fix made there
// could move the text after it into the host's place, so add drops it. Set
// by slashes.
func (p *parser) inGuess(i int) bool { return p.ctx.guess.contains(i) }

// inHost reports whether the byte at i is in what reads as a host while a
// generic URL's schemepart is read as *xchar: no escape stands in a host,
// so checkChars offers no %XX fix there. Set by schemepart, around its
// checkChars only.
func (p *parser) inHost(i int) bool { return p.ctx.host.contains(i) }
