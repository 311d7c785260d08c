package main

import (
	"slices"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
	"github.com/urlplayground/rfc1738-playground/urllist"
)

// TestListFilter checks the rows the filters let through: the table draws
// them, and the worksheet, the quiz and the quiz link take them.
func TestListFilter(t *testing.T) {
	var rows []listRow
	for _, e := range []urllist.Entry{
		{URL: "http://host.example.edu/", Expect: urllist.Valid},       // passes
		{URL: "http://host.example.edu/~user/", Expect: urllist.Valid}, // fails: invalid
		{URL: "ftp://user:p@ss@host.example.edu/"},                     // invalid, no expectation
		{URL: "ftp://host.example.edu/", Expect: urllist.Invalid},      // fails: valid
	} {
		rows = append(rows, listRow{Entry: e, Res: parser.Parse(e.URL, 0)})
	}
	for _, c := range []struct {
		f    listFilter
		want []int
	}{
		{listFilter{}, []int{0, 1, 2, 3}},
		{listFilter{failing: true}, []int{1, 3}},
		{listFilter{invalid: true}, []int{1, 2}},
		{listFilter{failing: true, invalid: true}, []int{1}},
		{listFilter{scheme: "ftp"}, []int{2, 3}},
		{listFilter{scheme: "ftp", failing: true}, []int{3}},
		{listFilter{scheme: "gopher"}, []int{}},
	} {
		if got := c.f.rows(rows); !slices.Equal(got, c.want) {
			t.Errorf("%+v: rows %v, want %v", c.f, got, c.want)
		}
	}
}

// TestTableWindow checks the rows the table draws: from where the reader
// scrolled in this list, from the top of a new list, never past the end.
func TestTableWindow(t *testing.T) {
	v := &tableView{IList: 1}
	v.OnInit()
	v.first, v.firstOf = 40, 1
	if first, last := v.window(1000); first != 40 || last != 40+16+2*listOverscan {
		t.Errorf("scrolled: rows [%d, %d)", first, last)
	}
	if first, last := v.window(45); first != 40 || last != 45 {
		t.Errorf("near the end: rows [%d, %d)", first, last)
	}
	if first, _ := v.window(10); first != 9 {
		t.Errorf("past the end: first %d, want 9", first)
	}
	v.IList = 2 // a new list read
	if first, last := v.window(1000); first != 0 || last != 16+2*listOverscan {
		t.Errorf("new list: rows [%d, %d)", first, last)
	}
}
