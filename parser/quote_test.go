package parser

import "testing"

// TestQuotesInRFC checks every sentence a diagnostic can quote: each is in
// the section it names, word for word (white space folded), and each rule
// of section 5 is quoted as the BNF writes it.
func TestQuotesInRFC(t *testing.T) {
	for q := Quote(1); q < quoteCount; q++ {
		if q.String() == "" || !Quoted(q.Section(), q.String()) {
			t.Errorf("quote %d %q is not in section %q of RFC 1738", q, q, q.Section())
		}
	}
	for r := range ruleNames {
		if _, ok := LookupRule(ruleNames[r]); !ok {
			continue // a trace node's name the BNF does not define
		}
		if q := bnfQuote(Rule(r)); q.Section() != "5" || !Quoted("5", q.String()) {
			t.Errorf("the BNF quote of %s, %q, is not in section 5", ruleNames[r], q)
		}
	}
}
