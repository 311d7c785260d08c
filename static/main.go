// Command static serves the generated site (build/site) over HTTP with the
// site's security headers and precompressed assets; see package
// urlplayground/static/fileserver.
//
// Usage:
//
//	go run ./static [-dir build/site] [-addr 127.0.0.1:8080]
//
// It logs one line per request to standard error and stops gracefully on
// SIGINT or SIGTERM. A missing site directory or a busy address is reported
// in one line and the exit status is 1; bad flags exit 2.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/urlplayground/rfc1738-playground/static/fileserver"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	err := run(ctx, os.Args[1:], os.Stderr, nil)
	switch {
	case errors.Is(err, flag.ErrHelp):
		os.Exit(0)
	case errors.As(err, new(usageError)):
		os.Exit(2)
	case err != nil:
		fmt.Fprintf(os.Stderr, "static: %v\n", err)
		os.Exit(1)
	}
}

type usageError struct{ error }

// shutdownGrace bounds how long in-flight requests may take after a signal.
const shutdownGrace = 10 * time.Second

// run serves until ctx is done. It calls ready, when not nil, with the
// listening address once requests are accepted.
func run(ctx context.Context, args []string, stderr io.Writer, ready func(addr string)) error {
	fl := flag.NewFlagSet("static", flag.ContinueOnError)
	fl.SetOutput(stderr)
	dir := fl.String("dir", "build/site", "the site `directory` to serve")
	addr := fl.String("addr", "127.0.0.1:8080", "the `address` to listen on")
	if err := fl.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return err
		}
		return usageError{err}
	}
	if fl.NArg() > 0 {
		fmt.Fprintf(stderr, "static: unexpected arguments %q\n", fl.Args())
		fl.Usage()
		return usageError{errors.New("unexpected arguments")}
	}

	logger := log.New(stderr, "", log.LstdFlags|log.LUTC)
	h, err := fileserver.New(*dir, fileserver.Options{AccessLog: logger})
	if err != nil {
		return err
	}
	defer h.Close()

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		var op *net.OpError
		if errors.As(err, &op) && op.Err != nil {
			err = op.Err
		}
		return fmt.Errorf("cannot listen on %s: %v", *addr, err)
	}
	srv := fileserver.NewServer(*addr, h, fileserver.ServerOptions{ErrorLog: logger})

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	logger.Printf("serving %s on http://%s/", *dir, ln.Addr())
	if ready != nil {
		ready(ln.Addr().String())
	}

	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	logger.Printf("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		return fmt.Errorf("shutdown: %v", err)
	}
	if err := <-served; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
