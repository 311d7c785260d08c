package main

import (
	"errors"
	"io"
	"os"
)

// A standard stream the command was started without (closed, as with
// "<&-" or ">&-") is an error, with exit status 2, not an empty input or
// an output that goes nowhere. Go's runtime opens /dev/null, for reading
// and writing, on a standard descriptor that is closed at start (see
// checkfds in runtime/fds_unix.go), so the command sees no error of its
// own; closedAtStart recognises that descriptor (streams_linux.go).

var (
	errStdinClosed  = errors.New("standard input is closed")
	errStdoutClosed = errors.New("standard output is closed")
)

// standardStreams returns the command's standard input and output. A
// closed standard input fails when it is read (so URLs given as arguments
// still work without one); a closed standard output is reported at once.
func standardStreams() (io.Reader, io.Writer, error) {
	var stdin io.Reader = os.Stdin
	if closedAtStart(os.Stdin) {
		stdin = failingReader{errStdinClosed}
	}
	if closedAtStart(os.Stdout) {
		return nil, nil, errStdoutClosed
	}
	return stdin, os.Stdout, nil
}

// A failingReader fails every Read with its error.
type failingReader struct{ err error }

func (r failingReader) Read([]byte) (int, error) { return 0, r.err }
