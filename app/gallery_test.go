package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// TestGalleryFromRFC: "From RFC 1738" holds only URLs the RFC shows, each
// written "<URL:...>" in the section the card names (a URL the RFC breaks
// across lines is joined: white space is taken out of both). The project's
// own examples are ones the RFC does not show, or they would belong there.
func TestGalleryFromRFC(t *testing.T) {
	squeeze := func(s string) string { return strings.Join(strings.Fields(s), "") }
	for _, ex := range rfcExamples {
		text, ok := parser.RFCSection(ex.Section)
		if !ok {
			t.Errorf("%q: the RFC has no section %q", ex.Input, ex.Section)
			continue
		}
		if !strings.Contains(squeeze(text), "<URL:"+ex.Input+">") {
			t.Errorf("%q is under \"From RFC 1738\" with section %s, which does not show it", ex.Input, ex.Section)
		}
	}
	all := squeeze(parser.RFCText())
	for _, ex := range projectExamples {
		if strings.Contains(all, "<URL:"+ex.Input+">") {
			t.Errorf("%q is the RFC's own example, labelled as the project's", ex.Input)
		}
	}
}

// stepClaim is a step a lesson names, written as Interpret writes it, in
// double quotes: "CWD /etc", "RETR motd", "CWD " (a null argument),
// "fetch +ASK".
var stepClaim = regexp.MustCompile(`"(USER|PASS|CWD|TYPE|NLST|RETR|fetch|selector) ([^"]*)"`)

// unchecked finds what a lesson may say of a client only through a
// checked step: an FTP command, an HTTP request, the anonymous login,
// changing directories.
var unchecked = regexp.MustCompile(`(?:^|[\s("])(USER|PASS|CWD|TYPE|NLST|RETR|GET)\b|anonymous|changing directories|request line`)

// lessonProblems checks a lesson's (or a list note's) steps against what
// Interpret says of input: each quoted step is one of Interpret's steps,
// command and decoded argument, in Interpret's order, and nothing outside
// the quoted steps names a client's command.
func lessonProblems(input, lesson string) []string {
	var out []string
	steps := parser.Parse(input, 0).Interpret()
	next := 0
	for _, m := range stepClaim.FindAllStringSubmatch(lesson, -1) {
		found := false
		for next < len(steps) {
			s := steps[next]
			next++
			if s.Command == m[1] && s.Argument == m[2] {
				found = true
				break
			}
		}
		if !found {
			out = append(out, fmt.Sprintf("%q says %s, which Interpret does not do (in this order) for %q", lesson, m[0], input))
		}
	}
	if rest := stepClaim.ReplaceAllString(lesson, ""); unchecked.MatchString(rest) {
		out = append(out, fmt.Sprintf("%q names %q outside a step checked against Interpret", lesson, strings.TrimSpace(unchecked.FindString(rest))))
	}
	return out
}

func checkLesson(t *testing.T, where, input, lesson string) {
	t.Helper()
	for _, p := range lessonProblems(input, lesson) {
		t.Errorf("%s: %s", where, p)
	}
}

// TestGalleryLessons: every lesson in the gallery, and every note in
// lists/, that names what a client does agrees with Interpret.
func TestGalleryLessons(t *testing.T) {
	claims := 0
	for _, g := range []struct {
		name string
		list []example
	}{{"rfc", rfcExamples}, {"project", projectExamples}, {"mistake", mistakeExamples}} {
		for i, ex := range g.list {
			checkLesson(t, g.name+"-"+strconv.Itoa(i), ex.Input, ex.lesson())
			claims += len(stepClaim.FindAllString(ex.lesson(), -1))
		}
	}
	files, err := filepath.Glob("../lists/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no lists: %v", err)
	}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		entries, _ := urllist.Parse(string(b))
		for _, e := range entries {
			if e.Note != "" {
				checkLesson(t, f, e.URL, e.Note)
			}
		}
	}
	if claims < 15 {
		t.Errorf("only %d steps named in the lessons; the check reads none?", claims)
	}
}

// TestCheckLesson: the check catches a lesson that contradicts Interpret,
// as the %2F card once did ("RETR \"/etc/motd\" without changing
// directories", where section 3.2.2 says "CWD /etc" and then "RETR motd").
func TestCheckLesson(t *testing.T) {
	for _, lesson := range []string{
		`an encoded "/" is data: RETR "/etc/motd" without changing directories`,
		`"RETR /etc/motd"`,
		`"RETR motd", then "CWD /etc"`,
		`no user name: anonymous FTP`,
	} {
		if len(lessonProblems("ftp://myname@host.dom/%2Fetc/motd", lesson)) == 0 {
			t.Errorf("checkLesson passes %q", lesson)
		}
	}
}
