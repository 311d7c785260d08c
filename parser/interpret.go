package parser

import (
	"strconv"
	"strings"
)

// This file says what a URL tells a client to do: section 3 of RFC 1738,
// scheme by scheme, written out as a transcript of steps. It reads only the
// exported Result (Input, Scheme, Production, Valid, Parts, Diagnostics),
// finds parts by their Rule, and finds a scheme's steps in the table of the
// ten schemes (parse.go). What a step's note and placeholder say are
// statements (statements_interpret.go), said by ID; the sentences of RFC
// 1738 the steps quote stay here, as the RFC prints them.

// A Step is one thing a client does with a URL, as section 3 of RFC 1738
// says: connect to a host, send an FTP command, send a Gopher selector,
// advise the user of a telnet login.
type Step struct {
	// Command is what the client does. A command the protocol itself
	// sends is spelled as that protocol spells it, in upper case ("USER",
	// "PASS", "CWD", "TYPE", "NLST", "RETR"); an action of the client is
	// a lower-case word ("connect", "selector", "newsgroup", "machine",
	// "stop").
	Command string

	// Argument is the command's argument, with its escapes decoded
	// (section 2.2): the bytes a client uses, which may be any octets.
	// Two kinds of argument stay as written, because the RFC leaves their
	// decoding to someone else: an HTTP selector and search (section 3.3
	// gives their syntax only) and the url-path of a scheme RFC 1738 does
	// not define.
	Argument string

	// Start and End are the span of Result.Input the step comes from,
	// half-open. A step the URL implies without writing it (the anonymous
	// login, a default port) has an empty span where the text would be.
	Start, End int

	// RFC is the section of RFC 1738 the step follows ("3.2.2"), and Quote
	// the sentence of that section, verbatim but for line breaks.
	RFC   string
	Quote string

	// Placeholder stands for an argument the URL does not give, in the
	// RFC's angle brackets: "<e-mail address>" for anonymous FTP's
	// password, "<A or I, guessed>" for a TYPE without ";type=". Empty
	// when the argument is the URL's (even when that is empty).
	Placeholder string

	// Note says what the step needs beyond its argument, in lower case:
	// "the end user's Internet e-mail address", "advisory only". Empty for
	// most steps.
	Note string

	// Source names the document, other than RFC 1738, that the Note
	// draws on where RFC 1738 says no more: "RFC 959" for what TYPE's
	// "a" or "i" means, "RFC 1436" for what a Gopher type stands for,
	// "RFC 1945" for the HTTP request that section 3.3 leaves to HTTP.
	// Empty when the step rests on RFC 1738 alone.
	Source string

	// Caution is section 6's sentence when the decoded argument holds an
	// octet section 6 warns of, CR or LF (a line-based protocol's
	// delimiters): sent as it is, it would end the command and start
	// another. Empty otherwise.
	Caution string

	// Guess is true when a client following the RFC cannot do this step
	// as written: the RFC leaves it to the client to guess (an ftp URL
	// without ";type="), or the URL is rejected and the step is only what
	// a reader sees past the point where a client would have to stop.
	Guess bool
}

// StepStop is the Command of the step that marks where a client following
// the RFC would have to stop, in the interpretation of a rejected URL.
const StepStop = "stop"

// Interpret returns what the URL tells a client to do, in the order a
// client does it, by section 3 of RFC 1738 for the ten schemes it defines
// and by the generic syntax alone for any other.
//
// For a rejected URL (!r.Valid) it returns the interpretation of what a
// reader sees, as far as the parts go, with one step of Command StepStop
// where the first error is: a client following the RFC would have to stop
// there, and every step from it on has Guess set. For an input with no
// scheme it returns that one step.
func (r *Result) Interpret() []Step {
	// About a step per part, and a few more (the login, the stop):
	// one allocation, even for a path of a million segments.
	in := interpreter{r: r, steps: make([]Step, 0, len(r.Parts)+4)}
	if d, ok := lookupScheme(r.Scheme); ok {
		d.interpret(&in)
	} else if r.Scheme != "" {
		in.generic()
	}
	if !r.Valid {
		in.stop()
	}
	return in.steps
}

// The sentences of RFC 1738 the steps follow, verbatim but for line breaks.
const (
	quoteCommon  = "URL schemes that involve the direct use of an IP-based protocol to a specified host on the Internet use a common syntax for the scheme-specific data:"
	quoteURLPath = "The url-path syntax depends on the scheme being used, as does the manner in which it is interpreted."
	// Sections 2 and 2.1, for a scheme RFC 1738 does not define.
	quoteNewSchemes = "The generic syntax for URLs provides a framework for new schemes to be established using protocols other than those defined in this document."
	quoteSchemePart = "A URL contains the name of the scheme being used (<scheme>) followed by a colon and then a string (the <scheme-specific-part>) whose interpretation depends on the scheme."
	quoteDefaultPt  = "Most schemes designate protocols that have a default port number."
	quotePort       = "The port number to connect to."
	quoteUser       = "An optional user name."
	quotePassword   = "An optional password."

	quoteFTPPort     = "If :<port> is omitted, the port defaults to 21."
	quoteFTPLogin    = `A user name and password may be supplied; they are used in the ftp "USER" and "PASS" commands after first making the connection to the FTP server.`
	quoteFTPAnonUser = `If no user name or password is supplied and one is requested by the FTP server, the conventions for "anonymous" FTP are to be used, as follows: The user name "anonymous" is supplied.`
	quoteFTPAnonPass = "The password is supplied as the Internet e-mail address of the end user accessing the resource."
	quoteFTPAskPass  = "If the URL supplies a user name but no password, and the remote server requests a password, the program interpreting the FTP URL should request one from the user."
	quoteFTPNoPath   = `The whole url-path may be omitted, including the "/" delimiting it from the prefix containing user, password, host, and port.`
	quoteFTPCWD      = "Each of the <cwd> elements is to be supplied, sequentially, as the argument to a CWD (change working directory) command."
	quoteFTPNLST     = `If the typecode is "d", perform a NLST (name list) command with <name> as the argument, and interpret the results as a file directory listing.`
	quoteFTPType     = "Otherwise, perform a TYPE command with <typecode> as the argument, and then access the file whose name is <name> (for example, using the RETR command.)"
	quoteFTPNoType   = "If it is omitted, the client program interpreting the URL must guess the appropriate mode to use."

	quoteHTTPPort      = "If :<port> is omitted, the port defaults to 80."
	quoteHTTPPath      = "<path> is an HTTP selector, and <searchpart> is a query string."
	quoteHTTPElsewhere = "The HTTP protocol is specified elsewhere. This specification only describes the syntax of HTTP URLs."

	quoteGopherPort     = "If :<port> is omitted, the port defaults to 70."
	quoteGopherType     = "<gophertype> is a single-character field to denote the Gopher type of the resource to which the URL refers."
	quoteGopherNoType   = `The entire <gopher-path> may also be empty, in which case the delimiting "/" is also optional and the <gophertype> defaults to "1".`
	quoteGopherSelector = "Gopher clients specify which item to retrieve by sending the Gopher selector string to a Gopher server."
	quoteGopherOctets   = "In the Gopher protocol, Gopher selector strings are a sequence of octets which may contain any octets except 09 hexadecimal (US-ASCII HT or tab) 0A hexadecimal (US-ASCII character LF), and 0D (US-ASCII character CR)."
	quoteGopherSearch   = "To submit a search to a Gopher search engine, the Gopher client sends the <selector> string (after decoding), a tab, and the search string to the Gopher server."
	quoteGopherAsk      = `Gopher+ items which have a +ASK associated with them (i.e. Gopher+ items tagged with a "?") require the client to fetch the item's +ASK attribute to get the form definition, and then ask the user to fill out the form and return the user's responses along with the selector string to retrieve the item.`
	quoteGopherPlus     = "To retrieve the data associated with a Gopher+ URL, a client will connect to the server and send the Gopher selector, followed by a tab and the search string (which may be empty), followed by a tab and the Gopher+ commands."

	quoteMailto = "where <rfc822-addr-spec> is (the encoding of an) addr-spec, as specified in RFC 822 [6]."

	quoteNewsGroup   = `A <newsgroup-name> is a period-delimited hierarchical name, such as "comp.infosystems.www.misc".`
	quoteNewsAll     = `If <newsgroup-name> is "*" (as in <URL:news:*>), it is used to refer to "all available news groups".`
	quoteNewsArticle = `A <message-id> corresponds to the Message-ID of section 2.1.5 of RFC 1036, without the enclosing "<" and ">"; it takes the form <unique>@<full_domain_name>.`

	quoteNNTPPort    = "If :<port> is omitted, the port defaults to 119."
	quoteNNTPGroup   = "The <newsgroup-name> is the name of the group, while the <article- number> is the numeric id of the article within that newsgroup."
	quoteTelnetPort  = "If :<port> is omitted, the port defaults to 23."
	quoteTelnetLogin = "clients accessing a telnet URL merely advise the user of the suggested username and password."

	quoteWAISPort     = "If :<port> is omitted, the port defaults to 210."
	quoteWAISDatabase = "<database> is the name of the WAIS database being queried."
	quoteWAISSearch   = "The second form designates a particular search."
	quoteWAISIndex    = "The first form designates a WAIS database that is available for searching."
	quoteWAISType     = "In this form <wtype> is the WAIS designation of the type of the object."
	quoteWAISPath     = "The <wpath> of a WAIS URL consists of the WAIS document-id, encoded as necessary using the method described in Section 2.2."

	quoteFileHost  = "where <host> is the fully qualified domain name of the system on which the <path> is accessible, and <path> is a hierarchical directory path of the form <directory>/<directory>/.../<name>."
	quoteFileLocal = "As a special case, <host> can be the string \"localhost\" or the empty string; this is interpreted as `the machine from which the URL is being interpreted'."

	quoteProsperoPort = "If :<port> is omitted, the port defaults to 1525."
	quoteProsperoName = "The <hsoname> is the host-specific object name in the Prospero protocol, suitably encoded."
	quoteCaution      = "Care should be taken when URLs contain embedded encoded delimiters for a given protocol (for example, CR and LF characters for telnet protocols) that these are not unencoded before transmission. This would violate the protocol but could be used to simulate an extra operation or parameter, again causing an unexpected and possible harmful remote operation to be performed."

	quoteProsperoField = "When present, each field/value pair is separated from each other and from the rest of the URL by a \";\" (semicolon)."
)

// interpreter builds the steps for one Result.
type interpreter struct {
	r     *Result
	steps []Step
}

// add appends s, flagged with section 6's caution when its decoded
// argument holds CR or LF and the client would send it to a server.
func (in *interpreter) add(s Step) {
	if sends(s.Command) && strings.ContainsAny(s.Argument, "\r\n") && !gopherForm(s) {
		s.Caution = quoteCaution
		s.Note = joinNotes(s.Note, crlfCaution(s.Argument))
	}
	in.steps = append(in.steps, s)
}

// sends reports whether a step of this command sends its decoded argument
// to a server: not a telnet login, which only advises the user (3.8), nor
// an HTTP selector, which stays as written.
func sends(cmd string) bool {
	switch cmd {
	case "USER", "PASS", "CWD", "NLST", "RETR", "selector", "search", "gopher+",
		"address", "database", "document", "hsoname", "field", "group", "article", "message-id", "newsgroup":
		return true
	}
	return false
}

// gopherForm reports whether s sends a Gopher+ electronic form filled
// out: section 3.4.9 codes CR LF in it, the lines of the form.
func gopherForm(s Step) bool {
	return s.Command == "gopher+" && strings.HasPrefix(s.Argument, "+\t1\r\n")
}

// crlfCaution is section 6's caution for the line ends in a: CR and LF,
// CR, or LF (a sentence for each, not a list made of "and").
func crlfCaution(a string) string {
	cr, lf := strings.Contains(a, "\r"), strings.Contains(a, "\n")
	switch {
	case cr && lf:
		return text("interpret.caution.crlf")
	case cr:
		return text("interpret.caution.cr")
	}
	return text("interpret.caution.lf")
}

// parts returns the parts of rule, in order.
func (in *interpreter) parts(rule Rule) []Part {
	n := 0
	for _, p := range in.r.Parts {
		if p.Rule == rule {
			n++
		}
	}
	ps := make([]Part, 0, n)
	for _, p := range in.r.Parts {
		if p.Rule == rule {
			ps = append(ps, p)
		}
	}
	return ps
}

// hasPart reports whether the URL has a part of rule.
func (in *interpreter) hasPart(rule Rule) bool {
	_, ok := in.part(rule)
	return ok
}

// part returns the first part of rule.
func (in *interpreter) part(rule Rule) (Part, bool) {
	for _, p := range in.r.Parts {
		if p.Rule == rule {
			return p, true
		}
	}
	return Part{}, false
}

// text returns the input under p, as written.
func (in *interpreter) text(p Part) string {
	if p.Start < 0 || int(p.End) > len(in.r.Input) || p.Start > p.End {
		return ""
	}
	return in.r.Input[p.Start:p.End]
}

// decoded returns the input under p with its escapes decoded.
func (in *interpreter) decoded(p Part) string { return percentDecode(in.text(p)) }

// afterScheme returns the offset just past "scheme:" and, when the input
// has it there, "//": where the login or the host starts.
func (in *interpreter) afterScheme() int {
	sc, ok := in.part(RuleScheme)
	if !ok {
		return 0
	}
	i := int(sc.End) + 1
	if strings.HasPrefix(in.r.Input[min(int(sc.End), len(in.r.Input)):], "://") {
		i += 2
	}
	return min(i, len(in.r.Input))
}

// connect adds the step that opens the connection: host and port, the
// port the scheme's default when the URL has none. It returns the offset
// where the host and port end.
func (in *interpreter) connect(defPort int, sec, quote string) int {
	host, ok := in.part(RuleHost)
	if !ok {
		at := in.afterScheme()
		host = Part{Start: int32(at), End: int32(at)}
	}
	s := Step{Command: "connect", Start: int(host.Start), End: int(host.End), RFC: sec, Quote: quote}
	port, hasPort := in.part(RulePort)
	switch {
	case hasPort:
		// The default-port sentence is for a URL without a port; this
		// one names its own.
		s.RFC, s.Quote = "3.1", quotePort
		s.End = int(port.End)
		s.Argument = in.text(host) + ":" + in.text(port)
		switch {
		case in.text(port) == "":
			s.Note = text("interpret.connect.port-empty")
		case defPort > 0 && in.text(port) != strconv.Itoa(defPort):
			s.Note = say("interpret.connect.non-default-port", in.text(port), defPort)
		}
	case defPort > 0:
		s.Argument = in.text(host) + ":" + strconv.Itoa(defPort)
		s.Note = say("interpret.connect.default-port", defPort)
	default:
		s.Argument = in.text(host)
		s.Note = text("interpret.connect.no-default")
		s.RFC, s.Quote = "3.1", quoteDefaultPt
	}
	if in.text(host) == "" {
		s.Note = joinNotes(s.Note, text("interpret.connect.no-host"))
		s.Guess = true
	}
	in.add(s)
	return s.End
}

// joinNotes joins two notes, "a; b" in English.
func joinNotes(a, b string) string {
	if a == "" {
		return b
	}
	return say("interpret.notes.join", a, b)
}

func (in *interpreter) ftp() {
	end := in.connect(21, "3.2", quoteFTPPort)
	user, hasUser := in.part(RuleUser)
	pass, hasPass := in.part(RulePassword)
	switch {
	case !hasUser:
		at := in.afterScheme()
		in.add(Step{Command: "USER", Argument: "anonymous", Start: at, End: at, RFC: "3.2.1", Quote: quoteFTPAnonUser,
			Note: text("interpret.ftp.anonymous-user")})
		in.add(Step{Command: "PASS", Placeholder: text("interpret.ftp.anonymous-pass.placeholder"), Start: at, End: at, RFC: "3.2.1", Quote: quoteFTPAnonPass,
			Note: text("interpret.ftp.anonymous-pass")})
	default:
		in.add(Step{Command: "USER", Argument: in.decoded(user), Start: int(user.Start), End: int(user.End), RFC: "3.2.1", Quote: quoteFTPLogin})
		if hasPass {
			in.add(Step{Command: "PASS", Argument: in.decoded(pass), Start: int(pass.Start), End: int(pass.End), RFC: "3.2.1", Quote: quoteFTPLogin})
		} else {
			in.add(Step{Command: "PASS", Placeholder: text("interpret.ftp.ask-pass.placeholder"), Start: int(user.End), End: int(user.End), RFC: "3.2.1", Quote: quoteFTPAskPass,
				Note: text("interpret.ftp.ask-pass")})
		}
	}

	fpath, ok := in.part(RuleFpath)
	if !ok {
		in.add(Step{Command: "end", Placeholder: text("interpret.ftp.no-path.placeholder"), Start: end, End: len(in.r.Input), RFC: "3.2.2", Quote: quoteFTPNoPath,
			Note: text("interpret.ftp.no-path")})
		return
	}
	segs := in.parts(RuleFsegment)
	var name Part
	if len(segs) > 0 {
		name = segs[len(segs)-1]
		for i, cwd := range segs[:len(segs)-1] {
			s := Step{Command: "CWD", Argument: in.decoded(cwd), Start: int(cwd.Start), End: int(cwd.End), RFC: "3.2.2", Quote: quoteFTPCWD}
			switch {
			case strings.Contains(s.Argument, "/"):
				s.Note = text("interpret.ftp.cwd.encoded-slash")
			case i == 0:
				s.Note = text("interpret.ftp.cwd.relative")
			}
			in.add(s)
		}
	} else {
		name = Part{Start: fpath.End, End: fpath.End}
	}
	nameNote := ""
	if name.Start == name.End {
		nameNote = text("interpret.ftp.empty-name")
	}
	typ, hasType := in.part(RuleFtptype)
	switch t := in.text(typ); {
	case hasType && (t == "d" || t == "D"):
		in.add(Step{Command: "NLST", Argument: in.decoded(name), Start: int(name.Start), End: int(typ.End), RFC: "3.2.2", Quote: quoteFTPNLST,
			Note: nameNote})
	case hasType:
		s := Step{Command: "TYPE", Argument: t, Start: int(typ.Start), End: int(typ.End), RFC: "3.2.2", Quote: quoteFTPType, Note: typecodeNote(t)}
		if s.Note != "" {
			s.Source = "RFC 959"
		}
		in.add(s)
		in.add(Step{Command: "RETR", Argument: in.decoded(name), Start: int(name.Start), End: int(name.End), RFC: "3.2.2", Quote: quoteFTPType,
			Note: nameNote, Guess: nameNote != ""})
	default:
		in.add(Step{Command: "TYPE", Placeholder: text("interpret.ftp.no-type.placeholder"), Start: int(name.End), End: int(name.End), RFC: "3.2.3", Quote: quoteFTPNoType,
			Note: text("interpret.ftp.no-type"), Guess: true})
		in.add(Step{Command: "RETR", Argument: in.decoded(name), Start: int(name.Start), End: int(name.End), RFC: "3.2.2", Quote: quoteFTPType,
			Note: nameNote, Guess: nameNote != ""})
	}
}

// typecodeNote says what a TYPE argument means. RFC 1738 names the
// typecodes "a", "i" and "d" without saying what "a" and "i" mean: that is
// FTP's, RFC 959 section 3.1.1 (ASCII, and image: the bits as they are).
func typecodeNote(t string) string {
	switch t {
	case "a", "A":
		return text("interpret.ftp.type-a")
	case "i", "I":
		return text("interpret.ftp.type-i")
	}
	return ""
}

func (in *interpreter) http() {
	end := in.connect(80, "3.3", quoteHTTPPort)
	// Section 3.3 names the selector and the query string and stops
	// there: "The HTTP protocol is specified elsewhere." The steps say
	// which part is which, as written, and name the request as HTTP's.
	sel := Step{Command: "selector", Start: end, End: end, RFC: "3.3", Quote: quoteHTTPPath,
		Note: text("interpret.http.no-path")}
	if hpath, ok := in.part(RuleHpath); ok {
		sel.Start, sel.End = int(hpath.Start), int(hpath.End)
		sel.Argument = in.text(hpath)
		sel.Note = text("interpret.http.selector")
	}
	in.add(sel)
	last := sel.End
	if search, ok := in.part(RuleSearch); ok {
		in.add(Step{Command: "search", Argument: in.text(search), Start: int(search.Start), End: int(search.End), RFC: "3.3", Quote: quoteHTTPPath,
			Note: text("interpret.http.search")})
		last = int(search.End)
	}
	in.add(Step{Command: "request", Placeholder: text("interpret.http.request.placeholder"), Start: last, End: last, RFC: "3.3", Quote: quoteHTTPElsewhere,
		Source: "RFC 1945",
		Note:   text("interpret.http.request")})
}

func (in *interpreter) gopher() {
	end := in.connect(70, "3.4.1", quoteGopherPort)
	gtype, ok := in.part(RuleGtype)
	if !ok {
		in.add(Step{Command: "type", Argument: "1", Start: end, End: len(in.r.Input), RFC: "3.4.1", Quote: quoteGopherNoType,
			Note: say("interpret.gopher.no-path", gopherTypeNote("1")), Source: "RFC 1436"})
		in.add(Step{Command: "selector", Start: end, End: len(in.r.Input), RFC: "3.4.1", Quote: quoteGopherSelector,
			Note: text("interpret.gopher.empty-selector")})
		return
	}
	t := in.decoded(gtype)
	in.add(Step{Command: "type", Argument: t, Start: int(gtype.Start), End: int(gtype.End), RFC: "3.4.1", Quote: quoteGopherType,
		Note: gopherTypeNote(t), Source: "RFC 1436"})
	sel, ok := in.part(RuleSelector)
	if !ok {
		sel = Part{Start: gtype.End, End: gtype.End}
	}
	search, hasSearch := in.part(RuleSearch)
	plus, hasPlus := in.part(RuleGopherString)
	if hasPlus && in.text(plus) == "?" {
		in.gopherAsk(sel, search, hasSearch, plus)
		return
	}
	in.gopherString("selector", sel, "3.4.1", quoteGopherSelector)
	switch {
	case hasPlus:
		if !hasSearch {
			search = Part{Start: sel.End, End: sel.End}
		}
		// Section 3.4.3: with a Gopher+ string the search must be there,
		// though it "may be empty": no search is submitted then.
		in.gopherString("search", search, "3.4.3", quoteGopherPlus)
		in.gopherString("gopher+", plus, "3.4.3", quoteGopherPlus)
		if last := &in.steps[len(in.steps)-1]; gopherForm(*last) && search.Start == search.End {
			// Section 3.4.9's transcript of the same request has one tab
			// between the selector and "+", where 3.4.3 has two with the
			// empty search between them: the RFC does not agree with
			// itself, and the step says so rather than choose.
			in.steps[len(in.steps)-2].Note = text("interpret.gopher.search.empty-form")
		}
	case hasSearch:
		in.gopherString("search", search, "3.4.2", quoteGopherSearch)
	}
}

// gopherAsk adds section 3.4.5's steps for a Gopher+ string of "?", an
// item with an electronic form: fetch the item's +ASK attribute, ask the
// user to fill out the form, and return the responses with the selector.
func (in *interpreter) gopherAsk(sel, search Part, hasSearch bool, plus Part) {
	ps, pe := int(plus.Start), int(plus.End)
	in.add(Step{Command: "fetch", Argument: "+ASK", Start: ps, End: pe, RFC: "3.4.5", Quote: quoteGopherAsk,
		Note: text("interpret.gopher.ask.fetch")})
	in.add(Step{Command: "ask", Placeholder: text("interpret.gopher.ask.placeholder"), Start: ps, End: pe, RFC: "3.4.5", Quote: quoteGopherAsk,
		Note: text("interpret.gopher.ask.ask")})
	s := Step{Command: "selector", Argument: in.decoded(sel), Start: int(sel.Start), End: int(sel.End), RFC: "3.4.5", Quote: quoteGopherAsk,
		Note: text("interpret.gopher.ask.selector")}
	if hasSearch && search.End > search.Start {
		s.Note = say("interpret.gopher.ask.selector.search", in.decoded(search))
	}
	in.add(s)
}

// gopherTypeNote says what a Gopher type stands for, and why it is not
// sent. RFC 1738 says only that the type is "a single-character field"
// (3.4.1); the item types are RFC 1436's (section 3.8).
func gopherTypeNote(t string) string {
	if what := gopherItem(t); what != "" {
		return say("interpret.gopher.type", t, what)
	}
	return say("interpret.gopher.type.undefined", t)
}

// gopherItem names what RFC 1436's item type t stands for, or "" for a
// type it does not define.
func gopherItem(t string) string {
	switch t {
	case "0":
		return text("interpret.gopher.item.file")
	case "1":
		return text("interpret.gopher.item.directory")
	case "2":
		return text("interpret.gopher.item.cso")
	case "3":
		return text("interpret.gopher.item.error")
	case "4":
		return text("interpret.gopher.item.binhex")
	case "5":
		return text("interpret.gopher.item.dos")
	case "6":
		return text("interpret.gopher.item.uuencoded")
	case "7":
		return text("interpret.gopher.item.search")
	case "8":
		return text("interpret.gopher.item.telnet")
	case "9":
		return text("interpret.gopher.item.binary")
	case "+":
		return text("interpret.gopher.item.redundant")
	case "T":
		return text("interpret.gopher.item.tn3270")
	case "g":
		return text("interpret.gopher.item.gif")
	case "I":
		return text("interpret.gopher.item.image")
	}
	return ""
}

// gopherString adds the step that sends a decoded selector, search or
// Gopher+ string. A selector may not hold a tab, LF or CR once decoded; a
// Gopher+ string may (section 3.4.9 codes a whole form in one).
func (in *interpreter) gopherString(cmd string, p Part, sec, quote string) {
	s := Step{Command: cmd, Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: sec, Quote: quote}
	switch {
	case s.Argument == "" && cmd == "selector":
		s.Note = text("interpret.gopher.empty-selector")
	case s.Argument == "" && cmd == "search" && in.hasPart(RuleGopherString):
		s.Note = text("interpret.gopher.search.empty-plus")
	case s.Argument == "" && cmd == "search":
		s.Note = text("interpret.gopher.search.empty")
	case cmd == "gopher+":
		s.Note = gopherPlusNote(s.Argument)
	}
	if cmd == "selector" && strings.ContainsAny(s.Argument, "\t\r\n") {
		s.RFC, s.Quote, s.Guess = "3.4.1", quoteGopherOctets, true
		s.Note = text("interpret.gopher.selector.unsendable")
	}
	in.add(s)
}

// gopherPlusNote says what a Gopher+ string refers to, by sections 3.4.4
// to 3.4.9.
func gopherPlusNote(g string) string {
	switch {
	case g == "+":
		return text("interpret.gopher.plus.default-view")
	case g == "!":
		return text("interpret.gopher.plus.attributes")
	case g == "$":
		return text("interpret.gopher.plus.directory-attributes")
	case strings.HasPrefix(g, "!"), strings.HasPrefix(g, "$"):
		return text("interpret.gopher.plus.named-attributes")
	case strings.HasPrefix(g, "+\t"):
		return text("interpret.gopher.plus.form")
	case strings.HasPrefix(g, "+"):
		return text("interpret.gopher.plus.alternate-view")
	}
	return ""
}

func (in *interpreter) mailto() {
	addr, ok := in.part(RuleEncoded822addr)
	if !ok {
		at := in.afterScheme()
		addr = Part{Start: int32(at), End: int32(len(in.r.Input))}
	}
	s := Step{Command: "address", Argument: in.decoded(addr), Start: int(addr.Start), End: int(addr.End), RFC: "3.5", Quote: quoteMailto,
		Note: text("interpret.mailto.address")}
	if n := addrCount(s.Argument); n != 1 {
		// encoded822addr = 1*xchar takes any text; section 3.5's form is
		// one addr-spec, local-part "@" domain (RFC 822 section 6.1).
		s.Note = addrCountNote(n)
		s.Source, s.Guess = "RFC 822", true
	}
	in.add(s)
}

// addrCount counts the "@" outside RFC 822's quoted strings and
// domain literals: one for one addr-spec; more when a "," or the like
// joins several addresses.
func addrCount(a string) int {
	n, quoted, literal := 0, false, false
	for i := 0; i < len(a); i++ {
		switch c := a[i]; {
		case c == '\\' && (quoted || literal):
			i++
		case c == '"' && !literal:
			quoted = !quoted
		case c == '[' && !quoted:
			literal = true
		case c == ']' && !quoted:
			literal = false
		case c == '@' && !quoted && !literal:
			n++
		}
	}
	return n
}

// addrCountNote says that an address with n "@" (n != 1) is not the one
// addr-spec section 3.5 takes.
func addrCountNote(n int) string {
	if n == 0 {
		return text("interpret.mailto.addresses.none")
	}
	return say("interpret.mailto.addresses.many", n, n)
}

func (in *interpreter) news() {
	for _, p := range in.r.Parts {
		switch p.Rule {
		case RuleGrouppart, RuleGroup:
			if in.text(p) == "*" {
				in.add(Step{Command: "newsgroup", Argument: "*", Start: int(p.Start), End: int(p.End), RFC: "3.6", Quote: quoteNewsAll,
					Note: text("interpret.news.all")})
				return
			}
			if p.Rule == RuleGroup {
				in.add(Step{Command: "newsgroup", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.6", Quote: quoteNewsGroup,
					Note: text("interpret.news.location-independent")})
				return
			}
		case RuleArticle:
			in.add(Step{Command: "message-id", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.6", Quote: quoteNewsArticle,
				Note: say("interpret.news.article", in.decoded(p), text("interpret.news.location-independent"))})
			return
		}
	}
}

func (in *interpreter) nntp() {
	in.connect(119, "3.7", quoteNNTPPort)
	if g, ok := in.part(RuleGroup); ok {
		in.add(Step{Command: "group", Argument: in.decoded(g), Start: int(g.Start), End: int(g.End), RFC: "3.7", Quote: quoteNNTPGroup})
	}
	for _, rule := range []Rule{RuleDigits, RuleArticle} {
		if a, ok := in.part(rule); ok {
			in.add(Step{Command: "article", Argument: in.decoded(a), Start: int(a.Start), End: int(a.End), RFC: "3.7", Quote: quoteNNTPGroup})
			return
		}
	}
}

func (in *interpreter) telnet() {
	in.connect(23, "3.8", quoteTelnetPort)
	if u, ok := in.part(RuleUser); ok {
		in.add(Step{Command: "user", Argument: in.decoded(u), Start: int(u.Start), End: int(u.End), RFC: "3.8", Quote: quoteTelnetLogin,
			Note: text("interpret.telnet.user")})
	}
	if p, ok := in.part(RulePassword); ok {
		in.add(Step{Command: "password", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.8", Quote: quoteTelnetLogin,
			Note: text("interpret.telnet.password")})
	}
}

func (in *interpreter) wais() {
	in.connect(210, "3.9", quoteWAISPort)
	db, ok := in.part(RuleDatabase)
	if !ok {
		return
	}
	search, hasSearch := in.part(RuleSearch)
	wtype, hasType := in.part(RuleWtype)
	dbStep := Step{Command: "database", Argument: in.decoded(db), Start: int(db.Start), End: int(db.End), RFC: "3.9", Quote: quoteWAISDatabase}
	if !hasSearch && !hasType {
		// The first form names a database and nothing to do with it:
		// section 3.9 gives no search for a client to send.
		dbStep.Quote = quoteWAISIndex
		dbStep.Note = text("interpret.wais.database-only")
	}
	in.add(dbStep)
	switch {
	case hasSearch:
		in.add(Step{Command: "search", Argument: in.decoded(search), Start: int(search.Start), End: int(search.End), RFC: "3.9", Quote: quoteWAISSearch})
	case hasType:
		in.add(Step{Command: "type", Argument: in.decoded(wtype), Start: int(wtype.Start), End: int(wtype.End), RFC: "3.9", Quote: quoteWAISType})
		if wpath, ok := in.part(RuleWpath); ok {
			in.add(Step{Command: "document", Argument: in.decoded(wpath), Start: int(wpath.Start), End: int(wpath.End), RFC: "3.9", Quote: quoteWAISPath,
				Note: text("interpret.wais.document-opaque")})
		}
	}
}

func (in *interpreter) file() {
	host, ok := in.part(RuleHost)
	if !ok {
		at := in.afterScheme()
		host = Part{Start: int32(at), End: int32(at)}
	}
	s := Step{Command: "machine", Argument: in.decoded(host), Start: int(host.Start), End: int(host.End), RFC: "3.10", Quote: quoteFileHost,
		Note: text("interpret.file.no-method")}
	if t := in.text(host); t == "" || strings.EqualFold(t, "localhost") {
		s.Quote = quoteFileLocal
		s.Note = say("interpret.file.local", text("interpret.file.no-method"))
	}
	in.add(s)
	segs := in.parts(RuleFsegment)
	for i, seg := range segs {
		cmd := "directory"
		if i == len(segs)-1 {
			cmd = "name"
		}
		in.add(Step{Command: cmd, Argument: in.decoded(seg), Start: int(seg.Start), End: int(seg.End), RFC: "3.10", Quote: quoteFileHost})
	}
}

func (in *interpreter) prospero() {
	end := in.connect(1525, "3.11", quoteProsperoPort)
	if pp, ok := in.part(RulePpath); ok {
		in.add(Step{Command: "hsoname", Argument: in.decoded(pp), Start: int(pp.Start), End: int(pp.End), RFC: "3.11", Quote: quoteProsperoName,
			Note: text("interpret.prospero.hsoname-opaque")})
	} else {
		in.add(Step{Command: "hsoname", Start: end, End: end, RFC: "3.11", Quote: quoteProsperoName})
	}
	var name Part
	named := false
	for _, p := range in.r.Parts {
		switch p.Rule {
		case RuleFieldname:
			if named {
				in.add(Step{Command: "field", Argument: in.decoded(name), Start: int(name.Start), End: int(name.End), RFC: "3.11", Quote: quoteProsperoField})
			}
			name, named = p, true
		case RuleFieldvalue:
			if named {
				in.add(Step{Command: "field", Argument: in.decoded(name) + "=" + in.decoded(p), Start: int(name.Start), End: int(p.End), RFC: "3.11", Quote: quoteProsperoField})
				named = false
			}
		}
	}
	if named {
		in.add(Step{Command: "field", Argument: in.decoded(name), Start: int(name.Start), End: int(name.End), RFC: "3.11", Quote: quoteProsperoField})
	}
}

// generic says what the generic syntax alone says of a scheme RFC 1738
// does not define: the common Internet syntax of section 3.1 when the
// scheme-specific part starts with "//", and nothing more.
func (in *interpreter) generic() {
	sc, _ := in.part(RuleScheme)
	in.add(Step{Command: "scheme", Argument: in.r.Scheme, Start: int(sc.Start), End: int(sc.End), RFC: "2", Quote: quoteNewSchemes,
		Note: text("interpret.generic.scheme")})
	if _, ok := in.part(RuleHost); !ok {
		if sp, ok := in.part(RuleSchemepart); ok {
			in.add(Step{Command: "scheme-specific", Argument: in.text(sp), Start: int(sp.Start), End: int(sp.End), RFC: "2.1", Quote: quoteSchemePart,
				Note: text("interpret.generic.scheme-part")})
		}
		return
	}
	in.connect(0, "3.1", quoteCommon)
	if u, ok := in.part(RuleUser); ok {
		in.add(Step{Command: "user", Argument: in.decoded(u), Start: int(u.Start), End: int(u.End), RFC: "3.1", Quote: quoteUser})
	}
	if p, ok := in.part(RulePassword); ok {
		in.add(Step{Command: "password", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.1", Quote: quotePassword})
	}
	if up, ok := in.part(RuleUrlpath); ok {
		in.add(Step{Command: "url-path", Argument: in.text(up), Start: int(up.Start), End: int(up.End), RFC: "3.1", Quote: quoteURLPath,
			Note: text("interpret.generic.url-path")})
	}
}

// stop marks where RFC 1738's reading of a rejected URL ends: the first
// error. RFC 1738 says nothing of what a client does with a string its BNF
// rejects; every step from there on is a guess.
func (in *interpreter) stop() {
	var d *Diagnostic
	for i := range in.r.Diagnostics {
		if in.r.Diagnostics[i].Severity == Error {
			d = &in.r.Diagnostics[i]
			break
		}
	}
	s := Step{Command: StepStop, Guess: true, Note: text("interpret.stop")}
	if d != nil {
		s.Start, s.End = clampSpan(int(d.Start), int(d.End), len(in.r.Input))
		s.Argument = in.r.Input[s.Start:s.End]
		s.RFC = d.RFC
		s.Note = say("interpret.stop.diagnostic", d.Message)
	}
	at := len(in.steps)
	for i, st := range in.steps {
		if st.End > s.Start || st.Start >= s.Start {
			at = i
			break
		}
	}
	in.steps = append(in.steps, Step{})
	copy(in.steps[at+1:], in.steps[at:])
	in.steps[at] = s
	for i := at + 1; i < len(in.steps); i++ {
		in.steps[i].Guess = true
	}
}

// clampSpan returns start and end within [0, n], start <= end.
func clampSpan(start, end, n int) (int, int) {
	start = max(0, min(start, n))
	end = max(start, min(end, n))
	return start, end
}

// percentDecode decodes every "%" HEX HEX in s; a "%" not followed by two
// hex digits stays as it is.
func percentDecode(s string) string { return string(decode(s)) }
