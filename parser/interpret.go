package parser

import (
	"strconv"
	"strings"
)

// This file says what a URL tells a client to do: section 3 of RFC 1738,
// scheme by scheme, written out as a transcript of steps. It reads only the
// exported Result (Input, Scheme, Production, Valid, Parts, Diagnostics),
// names rules by Part.Rule.String(), as the RFC spells them, and finds a
// scheme's steps in the table of the ten schemes (parse.go).

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
		s.Note = joinNotes(s.Note, "decoded, the argument holds "+crlfNames(s.Argument)+
			": sent as it is, it would end this line of the protocol and what follows would read as another command (section 6)")
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

// crlfNames names the line ends in a: "CR LF", "CR", "LF".
func crlfNames(a string) string {
	cr, lf := strings.Contains(a, "\r"), strings.Contains(a, "\n")
	switch {
	case cr && lf:
		return "CR and LF"
	case cr:
		return "CR"
	}
	return "LF"
}

// parts returns the parts named rule, in order.
func (in *interpreter) parts(rule string) []Part {
	n := 0
	for _, p := range in.r.Parts {
		if p.Rule.String() == rule {
			n++
		}
	}
	ps := make([]Part, 0, n)
	for _, p := range in.r.Parts {
		if p.Rule.String() == rule {
			ps = append(ps, p)
		}
	}
	return ps
}

// hasPart reports whether the URL has a part of rule.
func (in *interpreter) hasPart(rule string) bool {
	_, ok := in.part(rule)
	return ok
}

// part returns the first part named rule.
func (in *interpreter) part(rule string) (Part, bool) {
	for _, p := range in.r.Parts {
		if p.Rule.String() == rule {
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
	sc, ok := in.part("scheme")
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
	host, ok := in.part("host")
	if !ok {
		at := in.afterScheme()
		host = Part{Start: int32(at), End: int32(at)}
	}
	s := Step{Command: "connect", Start: int(host.Start), End: int(host.End), RFC: sec, Quote: quote}
	port, hasPort := in.part("port")
	switch {
	case hasPort:
		// The default-port sentence is for a URL without a port; this
		// one names its own.
		s.RFC, s.Quote = "3.1", quotePort
		s.End = int(port.End)
		s.Argument = in.text(host) + ":" + in.text(port)
		switch {
		case in.text(port) == "":
			s.Note = "the port after \":\" is empty"
		case defPort > 0 && in.text(port) != strconv.Itoa(defPort):
			s.Note = "the URL names port " + in.text(port) + ", not the default, " + strconv.Itoa(defPort) + ": section 6 asks for caution with such a port"
		}
	case defPort > 0:
		s.Argument = in.text(host) + ":" + strconv.Itoa(defPort)
		s.Note = "no port in the URL: the default, " + strconv.Itoa(defPort)
	default:
		s.Argument = in.text(host)
		s.Note = "no port in the URL, and RFC 1738 names no default for this scheme"
		s.RFC, s.Quote = "3.1", quoteDefaultPt
	}
	if in.text(host) == "" {
		s.Note = joinNotes(s.Note, "no host: there is nothing to connect to")
		s.Guess = true
	}
	in.add(s)
	return s.End
}

// joinNotes joins two notes with "; ".
func joinNotes(a, b string) string {
	if a == "" {
		return b
	}
	return a + "; " + b
}

func (in *interpreter) ftp() {
	end := in.connect(21, "3.2", quoteFTPPort)
	user, hasUser := in.part("user")
	pass, hasPass := in.part("password")
	switch {
	case !hasUser:
		at := in.afterScheme()
		in.add(Step{Command: "USER", Argument: "anonymous", Start: at, End: at, RFC: "3.2.1", Quote: quoteFTPAnonUser,
			Note: "no user name in the URL: anonymous FTP, only if the server asks for a user name"})
		in.add(Step{Command: "PASS", Placeholder: "<e-mail address>", Start: at, End: at, RFC: "3.2.1", Quote: quoteFTPAnonPass,
			Note: "the end user's Internet e-mail address, if the server asks for one"})
	default:
		in.add(Step{Command: "USER", Argument: in.decoded(user), Start: int(user.Start), End: int(user.End), RFC: "3.2.1", Quote: quoteFTPLogin})
		if hasPass {
			in.add(Step{Command: "PASS", Argument: in.decoded(pass), Start: int(pass.Start), End: int(pass.End), RFC: "3.2.1", Quote: quoteFTPLogin})
		} else {
			in.add(Step{Command: "PASS", Placeholder: "<password from the user>", Start: int(user.End), End: int(user.End), RFC: "3.2.1", Quote: quoteFTPAskPass,
				Note: "no password in the URL: ask the user for one, if the server asks for it"})
		}
	}

	fpath, ok := in.part("fpath")
	if !ok {
		in.add(Step{Command: "end", Placeholder: "<no command>", Start: end, End: len(in.r.Input), RFC: "3.2.2", Quote: quoteFTPNoPath,
			Note: "no url-path: after the login, RFC 1738 names no command to send"})
		return
	}
	segs := in.parts("fsegment")
	var name Part
	if len(segs) > 0 {
		name = segs[len(segs)-1]
		for i, cwd := range segs[:len(segs)-1] {
			s := Step{Command: "CWD", Argument: in.decoded(cwd), Start: int(cwd.Start), End: int(cwd.End), RFC: "3.2.2", Quote: quoteFTPCWD}
			switch {
			case strings.Contains(s.Argument, "/"):
				s.Note = "the encoded \"/\" is decoded: it is part of the argument, not a separator (3.2.2)"
			case i == 0:
				s.Note = "the first CWD may run relative to the login's default directory (3.2.2)"
			}
			in.add(s)
		}
	} else {
		name = Part{Start: fpath.End, End: fpath.End}
	}
	nameNote := ""
	if name.Start == name.End {
		nameNote = "the name is empty: section 3.2.2 allows it, and does not say what the client then fetches"
	}
	typ, hasType := in.part("ftptype")
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
		in.add(Step{Command: "TYPE", Placeholder: "<A or I, guessed>", Start: int(name.End), End: int(name.End), RFC: "3.2.3", Quote: quoteFTPNoType,
			Note: "no \";type=\": guess the mode, A or I, from the name", Guess: true})
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
		return "RFC 1738 does not say what \"a\" means: in FTP (RFC 959), TYPE A is ASCII text"
	case "i", "I":
		return "RFC 1738 does not say what \"i\" means: in FTP (RFC 959), TYPE I is image, the bits sent as they are"
	}
	return ""
}

func (in *interpreter) http() {
	end := in.connect(80, "3.3", quoteHTTPPort)
	// Section 3.3 names the selector and the query string and stops
	// there: "The HTTP protocol is specified elsewhere." The steps say
	// which part is which, as written, and name the request as HTTP's.
	sel := Step{Command: "selector", Start: end, End: end, RFC: "3.3", Quote: quoteHTTPPath,
		Note: "no path: the selector is empty (3.3: the <path> is optional)"}
	if hpath, ok := in.part("hpath"); ok {
		sel.Start, sel.End = int(hpath.Start), int(hpath.End)
		sel.Argument = in.text(hpath)
		sel.Note = "as written, after the \"/\" that follows the host"
	}
	in.add(sel)
	last := sel.End
	if search, ok := in.part("search"); ok {
		in.add(Step{Command: "search", Argument: in.text(search), Start: int(search.Start), End: int(search.End), RFC: "3.3", Quote: quoteHTTPPath,
			Note: "the query string, as written"})
		last = int(search.End)
	}
	in.add(Step{Command: "request", Placeholder: "<the HTTP protocol's>", Start: last, End: last, RFC: "3.3", Quote: quoteHTTPElsewhere,
		Source: "RFC 1945",
		Note:   "how a client asks for the selector and the query string is HTTP's, not RFC 1738's (HTTP/1.0 was later written down as RFC 1945)"})
}

func (in *interpreter) gopher() {
	end := in.connect(70, "3.4.1", quoteGopherPort)
	gtype, ok := in.part("gtype")
	if !ok {
		in.add(Step{Command: "type", Argument: "1", Start: end, End: len(in.r.Input), RFC: "3.4.1", Quote: quoteGopherNoType,
			Note: "no gopher-path: the type defaults to \"1\"; " + gopherTypeNote("1"), Source: "RFC 1436"})
		in.add(Step{Command: "selector", Start: end, End: len(in.r.Input), RFC: "3.4.1", Quote: quoteGopherSelector,
			Note: gopherEmptySelector})
		return
	}
	t := in.decoded(gtype)
	in.add(Step{Command: "type", Argument: t, Start: int(gtype.Start), End: int(gtype.End), RFC: "3.4.1", Quote: quoteGopherType,
		Note: gopherTypeNote(t), Source: "RFC 1436"})
	sel, ok := in.part("selector")
	if !ok {
		sel = Part{Start: gtype.End, End: gtype.End}
	}
	search, hasSearch := in.part("search")
	plus, hasPlus := in.part("gopher+_string")
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
			in.steps[len(in.steps)-2].Note = "the search string is empty; section 3.4.9 shows the client sending \"<a_gopher_selector><tab>+<tab>1\", with no empty search and one tab before the form, where 3.4.3 sends the search between two tabs"
		}
	case hasSearch:
		in.gopherString("search", search, "3.4.2", quoteGopherSearch)
	}
}

// gopherEmptySelector is the note of an empty selector, in 3.4.1's words.
const gopherEmptySelector = "the empty selector: \"this is how Gopher clients refer to the top-level directory on a Gopher server\" (3.4.1)"

// gopherAsk adds section 3.4.5's steps for a Gopher+ string of "?", an
// item with an electronic form: fetch the item's +ASK attribute, ask the
// user to fill out the form, and return the responses with the selector.
func (in *interpreter) gopherAsk(sel, search Part, hasSearch bool, plus Part) {
	ps, pe := int(plus.Start), int(plus.End)
	in.add(Step{Command: "fetch", Argument: "+ASK", Start: ps, End: pe, RFC: "3.4.5", Quote: quoteGopherAsk,
		Note: "the item's +ASK attribute, the form's definition"})
	in.add(Step{Command: "ask", Placeholder: "<the user's responses>", Start: ps, End: pe, RFC: "3.4.5", Quote: quoteGopherAsk,
		Note: "the user fills out the form"})
	s := Step{Command: "selector", Argument: in.decoded(sel), Start: int(sel.Start), End: int(sel.End), RFC: "3.4.5", Quote: quoteGopherAsk,
		Note: "sent with the user's responses"}
	if hasSearch && search.End > search.Start {
		s.Note += "; section 3.4.5 does not say what becomes of the search string " + strconv.Quote(in.decoded(search))
	}
	in.add(s)
}

// gopherTypeNote says what a Gopher type stands for. RFC 1738 says only
// that the type is "a single-character field" (3.4.1); the item types are
// RFC 1436's (section 3.8).
func gopherTypeNote(t string) string {
	what, ok := map[string]string{
		"0": "a file", "1": "a directory", "2": "a CSO phone-book server", "3": "an error",
		"4": "a BinHexed Macintosh file", "5": "a DOS binary archive", "6": "a UNIX uuencoded file",
		"7": "an index-search server", "8": "a text-based telnet connection", "9": "a binary file",
		"+": "a redundant server", "T": "a text-based tn3270 connection", "g": "a GIF image", "I": "an image",
	}[t]
	if !ok {
		return gopherNotSent + "; RFC 1436 defines no type " + strconv.Quote(t)
	}
	return gopherNotSent + "; in RFC 1436, not RFC 1738, type " + strconv.Quote(t) + " is " + what
}

// gopherNotSent says why the type is not sent, in section 3.4.1's words.
const gopherNotSent = `not sent: "Gopher clients specify which item to retrieve by sending the Gopher selector string to a Gopher server" (section 3.4.1)`

// gopherString adds the step that sends a decoded selector, search or
// Gopher+ string. A selector may not hold a tab, LF or CR once decoded; a
// Gopher+ string may (section 3.4.9 codes a whole form in one).
func (in *interpreter) gopherString(cmd string, p Part, sec, quote string) {
	s := Step{Command: cmd, Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: sec, Quote: quote}
	switch {
	case s.Argument == "" && cmd == "selector":
		s.Note = gopherEmptySelector
	case s.Argument == "" && cmd == "search" && in.hasPart("gopher+_string"):
		s.Note = "the search string is empty: sent as nothing between the two tabs"
	case s.Argument == "" && cmd == "search":
		s.Note = "the search string is empty: sent as nothing after the tab"
	case cmd == "gopher+":
		s.Note = gopherPlusNote(s.Argument)
	}
	if cmd == "selector" && strings.ContainsAny(s.Argument, "\t\r\n") {
		s.RFC, s.Quote, s.Guess = "3.4.1", quoteGopherOctets, true
		s.Note = "decoded, it holds a tab, LF or CR, which a Gopher selector may not: a client cannot send it as it is"
	}
	in.add(s)
}

// gopherPlusNote says what a Gopher+ string refers to, by sections 3.4.4
// to 3.4.9.
func gopherPlusNote(g string) string {
	switch {
	case g == "+":
		return "the item's default view (3.4.4)"
	case g == "!":
		return "all of the item's attributes (3.4.6)"
	case g == "$":
		return "all the attributes of all the items in the directory (3.4.6)"
	case strings.HasPrefix(g, "!"), strings.HasPrefix(g, "$"):
		return "the attributes named (3.4.7)"
	case strings.HasPrefix(g, "+\t"):
		return "a filled-out electronic form, as the client sends it (3.4.9)"
	case strings.HasPrefix(g, "+"):
		return "an alternate view: a view and a language (3.4.8)"
	}
	return ""
}

func (in *interpreter) mailto() {
	addr, ok := in.part("encoded822addr")
	if !ok {
		at := in.afterScheme()
		addr = Part{Start: int32(at), End: int32(len(in.r.Input))}
	}
	s := Step{Command: "address", Argument: in.decoded(addr), Start: int(addr.Start), End: int(addr.End), RFC: "3.5", Quote: quoteMailto,
		Note: `one address; nothing is fetched: "the mailto scheme does not represent a data object to be accessed directly" (section 3.5)`}
	if n := addrCount(s.Argument); n != 1 {
		// encoded822addr = 1*xchar takes any text; section 3.5's form is
		// one addr-spec, local-part "@" domain (RFC 822 section 6.1).
		s.Note = "section 3.5 takes one addr-spec (local-part \"@\" domain, RFC 822); this holds " + addrCountText(n) +
			": the BNF (encoded822addr = 1*xchar) accepts it, and RFC 1738 does not say what a client does with it"
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

func addrCountText(n int) string {
	if n == 0 {
		return "no \"@\""
	}
	return strconv.Itoa(n) + " \"@\", so " + strconv.Itoa(n) + " addresses or a malformed one"
}

func (in *interpreter) news() {
	for _, p := range in.r.Parts {
		switch p.Rule.String() {
		case "grouppart", "group":
			if in.text(p) == "*" {
				in.add(Step{Command: "newsgroup", Argument: "*", Start: int(p.Start), End: int(p.End), RFC: "3.6", Quote: quoteNewsAll,
					Note: "all available news groups"})
				return
			}
			if p.Rule.String() == "group" {
				in.add(Step{Command: "newsgroup", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.6", Quote: quoteNewsGroup,
					Note: newsLocationIndependent})
				return
			}
		case "article":
			in.add(Step{Command: "message-id", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.6", Quote: quoteNewsArticle,
				Note: "the article whose Message-ID is <" + in.decoded(p) + ">; " + newsLocationIndependent})
			return
		}
	}
}

func (in *interpreter) nntp() {
	in.connect(119, "3.7", quoteNNTPPort)
	if g, ok := in.part("group"); ok {
		in.add(Step{Command: "group", Argument: in.decoded(g), Start: int(g.Start), End: int(g.End), RFC: "3.7", Quote: quoteNNTPGroup})
	}
	for _, rule := range []string{"digits", "article"} {
		if a, ok := in.part(rule); ok {
			in.add(Step{Command: "article", Argument: in.decoded(a), Start: int(a.Start), End: int(a.End), RFC: "3.7", Quote: quoteNNTPGroup})
			return
		}
	}
}

func (in *interpreter) telnet() {
	in.connect(23, "3.8", quoteTelnetPort)
	if u, ok := in.part("user"); ok {
		in.add(Step{Command: "user", Argument: in.decoded(u), Start: int(u.Start), End: int(u.End), RFC: "3.8", Quote: quoteTelnetLogin,
			Note: "advisory only: tell the user the suggested user name"})
	}
	if p, ok := in.part("password"); ok {
		in.add(Step{Command: "password", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.8", Quote: quoteTelnetLogin,
			Note: "advisory only: tell the user the suggested password"})
	}
}

func (in *interpreter) wais() {
	in.connect(210, "3.9", quoteWAISPort)
	db, ok := in.part("database")
	if !ok {
		return
	}
	search, hasSearch := in.part("search")
	wtype, hasType := in.part("wtype")
	dbStep := Step{Command: "database", Argument: in.decoded(db), Start: int(db.Start), End: int(db.End), RFC: "3.9", Quote: quoteWAISDatabase}
	if !hasSearch && !hasType {
		// The first form names a database and nothing to do with it:
		// section 3.9 gives no search for a client to send.
		dbStep.Quote = quoteWAISIndex
		dbStep.Note = "the first form: the database alone; RFC 1738 names no search for the client to send"
	}
	in.add(dbStep)
	switch {
	case hasSearch:
		in.add(Step{Command: "search", Argument: in.decoded(search), Start: int(search.Start), End: int(search.End), RFC: "3.9", Quote: quoteWAISSearch})
	case hasType:
		in.add(Step{Command: "type", Argument: in.decoded(wtype), Start: int(wtype.Start), End: int(wtype.End), RFC: "3.9", Quote: quoteWAISType})
		if wpath, ok := in.part("wpath"); ok {
			in.add(Step{Command: "document", Argument: in.decoded(wpath), Start: int(wpath.Start), End: int(wpath.End), RFC: "3.9", Quote: quoteWAISPath,
				Note: `"The WAIS document-id should be treated opaquely; it may only be decomposed by the server that issued it." (section 3.9)`})
		}
	}
}

// newsLocationIndependent and fileNoMethod are notes in their sections'
// words.
const (
	newsLocationIndependent = `location-independent: news URLs "do not contain sufficient information to locate a single resource" (section 3.6)`
	fileNoMethod            = `section 3.10 "does not specify an Internet protocol or access method for such files"`
)

func (in *interpreter) file() {
	host, ok := in.part("host")
	if !ok {
		at := in.afterScheme()
		host = Part{Start: int32(at), End: int32(at)}
	}
	s := Step{Command: "machine", Argument: in.decoded(host), Start: int(host.Start), End: int(host.End), RFC: "3.10", Quote: quoteFileHost,
		Note: fileNoMethod}
	if t := in.text(host); t == "" || strings.EqualFold(t, "localhost") {
		s.Quote = quoteFileLocal
		s.Note = "this machine, the one interpreting the URL; " + fileNoMethod
	}
	in.add(s)
	segs := in.parts("fsegment")
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
	if pp, ok := in.part("ppath"); ok {
		in.add(Step{Command: "hsoname", Argument: in.decoded(pp), Start: int(pp.Start), End: int(pp.End), RFC: "3.11", Quote: quoteProsperoName,
			Note: `"This name is opaque and interpreted by the Prospero server." (section 3.11)`})
	} else {
		in.add(Step{Command: "hsoname", Start: end, End: end, RFC: "3.11", Quote: quoteProsperoName})
	}
	var name Part
	named := false
	for _, p := range in.r.Parts {
		switch p.Rule.String() {
		case "fieldname":
			if named {
				in.add(Step{Command: "field", Argument: in.decoded(name), Start: int(name.Start), End: int(name.End), RFC: "3.11", Quote: quoteProsperoField})
			}
			name, named = p, true
		case "fieldvalue":
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
	sc, _ := in.part("scheme")
	in.add(Step{Command: "scheme", Argument: in.r.Scheme, Start: int(sc.Start), End: int(sc.End), RFC: "2", Quote: quoteNewSchemes,
		Note: "RFC 1738 does not define this scheme: it gives only the generic syntax for it"})
	if _, ok := in.part("host"); !ok {
		if sp, ok := in.part("schemepart"); ok {
			in.add(Step{Command: "scheme-specific", Argument: in.text(sp), Start: int(sp.Start), End: int(sp.End), RFC: "2.1", Quote: quoteSchemePart,
				Note: "left as written: its interpretation depends on the scheme"})
		}
		return
	}
	in.connect(0, "3.1", quoteCommon)
	if u, ok := in.part("user"); ok {
		in.add(Step{Command: "user", Argument: in.decoded(u), Start: int(u.Start), End: int(u.End), RFC: "3.1", Quote: quoteUser})
	}
	if p, ok := in.part("password"); ok {
		in.add(Step{Command: "password", Argument: in.decoded(p), Start: int(p.Start), End: int(p.End), RFC: "3.1", Quote: quotePassword})
	}
	if up, ok := in.part("urlpath"); ok {
		in.add(Step{Command: "url-path", Argument: in.text(up), Start: int(up.Start), End: int(up.End), RFC: "3.1", Quote: quoteURLPath,
			Note: "left as written: its syntax and interpretation depend on the scheme"})
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
	s := Step{Command: StepStop, Guess: true, Note: "the BNF rejects this URL here: RFC 1738 gives no reading past this point; what follows is only what a reader sees"}
	if d != nil {
		s.Start, s.End = clampSpan(int(d.Start), int(d.End), len(in.r.Input))
		s.Argument = in.r.Input[s.Start:s.End]
		s.RFC = d.RFC
		s.Note = d.Message + "; RFC 1738 gives no reading past this point, and what follows is only what a reader sees"
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
