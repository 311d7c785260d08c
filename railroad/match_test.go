package railroad

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urlplayground/rfc1738-playground/parser"
)

// corpusInputs returns the URLs of the parser's test corpora.
func corpusInputs(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("../parser/testdata/corpus/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	var ins []string
	for _, f := range files {
		fh, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			line := sc.Text()
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if u, err := strconv.Unquote(line); err == nil {
				ins = append(ins, u)
			}
		}
		fh.Close()
	}
	return ins
}

// extraInputs are inputs the corpora may lack: upper case schemes, the
// gopher %09s, empty and odd bytes.
var extraInputs = []string{
	"", "http", "http:", "http://", "HTTP://Host/", "Foo:bar", "x-Y.z+1:~",
	"http://www.cs.example.edu/~student/notes.html?q=rfc+1738",
	"gopher://host/1sel%09search%09plus", "gopher://host", "gopher://host/",
	"ftp://user:pw@host:21/a/b;type=i", "ftp://host/a;type=x", "news:*", "news:comp.lang",
	"news:abc@host", "nntp://host/group/12", "telnet://u@h/", "wais://h/db?s", "wais://h/db/t/p",
	"file:///etc", "file://localhost/etc", "prospero://h/p;a=b", "mailto:a@b", "mailto:",
	"http://host:80x", "http://1.2.3.4:8/", "http://a-.b/", "http://a..b/", "http://-a/",
	"http://host/%zz", "http://host/a b", "\x00", "http://\xff/", "http://h/😀",
}

func TestReadingAgreesWithParser(t *testing.T) {
	g := RFC()
	for _, in := range append(corpusInputs(t), extraInputs...) {
		res := parser.Parse(in, 0)
		rd := g.ReadResult(res)
		if rd.Valid != res.Valid {
			t.Errorf("%q (%s): interpreter valid=%v, parser valid=%v", in, res.Production, rd.Valid, res.Valid)
			continue
		}
		if !res.Valid && rd.Stop != res.Failure.Pos {
			t.Errorf("%q (%s): interpreter stops at %d, parser at %d %v", in, res.Production, rd.Stop, res.Failure.Pos, res.Failure.Expected)
		}
	}
}
