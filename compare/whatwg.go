package compare

import "strings"

// Props are the properties of the browser's URL object, as the page reads
// them (new URL(input)): href, protocol, username, ... hash.
type Props struct {
	Href, Protocol, Username, Password, Hostname, Port, Pathname, Search, Hash string
}

// specialPort returns the default port of the URL Standard's special
// scheme ("" for file, which has none), and whether scheme is special. A
// switch, not a map: a map literal is code run at the page's start.
func specialPort(scheme string) (string, bool) {
	switch scheme {
	case "ftp":
		return "21", true
	case "file":
		return "", true
	case "http", "ws":
		return "80", true
	case "https", "wss":
		return "443", true
	}
	return "", false
}

// FromWHATWG is the URL Standard's reading, from the properties of the
// browser's URL object; thrown is the exception the constructor threw (""
// when it returned). The URL object's username, password and port are ""
// when there is none, so an empty one reads as absent; the path is always
// present. Spans are where the Standard's split finds each component in the
// input (leading and trailing spaces and controls stripped, "\" read as "/"
// in a special scheme); the values are what the browser made of them.
func FromWHATWG(input string, u Props, thrown string) Reading {
	r := Reading{Reader: WHATWG, Name: say("compare.reader.whatwg.title"), At: -1}
	if thrown != "" {
		r.Why = thrown
		return r
	}
	r.Accepted = true
	scheme := strings.TrimSuffix(u.Protocol, ":")
	loc := whatwgSplit(input, scheme)
	set := func(f Field, v string) {
		c := Cell{Present: true, Value: v}
		if s := loc[f]; s.Present {
			c.Start, c.End, c.HasSpan = s.Start, s.End, true
		}
		r.Cells[f] = c
	}
	set(Scheme, scheme)
	if u.Username != "" {
		set(User, u.Username)
	}
	if u.Password != "" {
		set(Password, u.Password)
	}
	if strings.HasPrefix(u.Href[min(len(u.Protocol), len(u.Href)):], "//") {
		set(Host, u.Hostname)
	}
	if u.Port != "" {
		set(Port, u.Port)
	}
	set(Path, u.Pathname)
	href := u.Href
	switch {
	case u.Hash != "":
		set(Fragment, u.Hash[1:])
		href = strings.TrimSuffix(href, u.Hash)
	case strings.HasSuffix(href, "#"):
		set(Fragment, "")
		href = href[:len(href)-1]
	}
	switch {
	case u.Search != "":
		set(Query, u.Search[1:])
	case strings.HasSuffix(href, "?"):
		set(Query, "")
	}
	return r
}

// whatwgSplit finds the components in s roughly as the URL Standard's
// parser does: without the C0 controls and spaces around it, and with "\"
// as "/" in a special scheme. It keeps the offsets of s.
func whatwgSplit(s, scheme string) [NumFields]Cell {
	start, end := 0, len(s)
	for start < end && s[start] <= ' ' {
		start++
	}
	for end > start && s[end-1] <= ' ' {
		end--
	}
	t := s[start:end]
	if _, ok := specialPort(strings.ToLower(scheme)); ok {
		t = strings.ReplaceAll(t, `\`, "/")
	}
	loc := goSplit(t)
	for f := range loc {
		if loc[f].Present {
			loc[f].Start += start
			loc[f].End += start
		}
	}
	// An IPv6 host keeps its brackets in the URL object.
	if h := loc[Host]; h.Present && h.Start > 0 && s[h.Start-1] == '[' && h.End < len(s) && s[h.End] == ']' {
		loc[Host].Start--
		loc[Host].End++
	}
	return loc
}
