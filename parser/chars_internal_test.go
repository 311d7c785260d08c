package parser

import (
	"sync"
	"testing"
)

// TestCharTable checks the class table made from the BNF against the
// classes as section 5 lists them, written out by hand here: a change to
// how the table is read from the grammar shows here first.
func TestCharTable(t *testing.T) {
	var want [256]uint16
	for _, c := range []struct {
		chars string
		bits  uint16
	}{
		{"abcdefghijklmnopqrstuvwxyz", cLowalpha | cScheme | cLabel},
		{"ABCDEFGHIJKLMNOPQRSTUVWXYZ", cHialpha | cScheme | cLabel},
		{"0123456789", cDigit | cHex | cScheme | cLabel},
		{"abcdefABCDEF", cHex},
		{"$-_.+", cSafe},
		{"!*'(),", cExtra},
		{"{}|\\^~[]`", cNational},
		{"<>#%\"", cPunctuation},
		{";/?:@&=", cReserved},
		{"+-.", cScheme},
		{"-", cLabel},
	} {
		for i := 0; i < len(c.chars); i++ {
			want[c.chars[i]] |= c.bits
		}
	}
	for c := range 256 {
		if charTable[c] != want[c] {
			t.Errorf("charTable[%q] = %#x; want %#x", byte(c), charTable[c], want[c])
		}
	}
}

// TestAllowSets checks each rule's characters, read from the BNF, against
// section 5's definitions written out by hand, and that the rules that
// share a set (password with user, ...) take the same characters.
func TestAllowSets(t *testing.T) {
	for _, tt := range []struct {
		set      *allowSet
		rules    []string
		reserved string // besides unreserved
	}{
		{ucharSet, []string{"uchar", "database", "wtype", "wpath"}, ""},
		{loginSet, []string{"user", "password"}, ";?&="},
		{hsegmentSet, []string{"hsegment", "search"}, ";:@&="},
		{fsegmentSet, []string{"fsegment", "psegment"}, "?:@&="},
		{fieldSet, []string{"fieldname", "fieldvalue"}, "?:@&"},
		{articleSet, []string{"article"}, ";/?:&="},
		{xcharSet, []string{"xchar", "urlpath", "selector", "gopher+_string", "encoded822addr", "gtype"}, ";/?:@&="},
	} {
		var want allowSet
		for c := range 256 {
			want[c] = isUnreserved(byte(c))
		}
		for i := 0; i < len(tt.reserved); i++ {
			want[tt.reserved[i]] = true
		}
		if *tt.set != want {
			t.Errorf("the set of %s differs from unreserved and %q", tt.rules[0], tt.reserved)
		}
		for _, r := range tt.rules {
			if got := allowSet(takenAlone(r)); got != want {
				t.Errorf("%s takes other characters than %s", r, tt.rules[0])
			}
		}
	}
}

// BenchmarkCharTables measures what the tables cost at init: reading the
// BNF (as the page does on load in any case) and making the class table
// and the seven sets from it.
func BenchmarkCharTables(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		grammarOnce = sync.Once{}
		_ = rfcGrammar()
		makeCharTable()
		for _, r := range []string{"uchar", "user", "hsegment", "fsegment", "fieldname", "article", "xchar"} {
			takenAlone(r)
		}
	}
}
