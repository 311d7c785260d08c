package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// syncBuffer is a bytes.Buffer safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func TestRunMissingDirectory(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "build", "site")
	var stderr syncBuffer
	err := run(context.Background(), []string{"-dir", dir, "-addr", "127.0.0.1:0"}, &stderr, nil)
	if err == nil {
		t.Fatal("run with a missing directory returned nil")
	}
	msg := err.Error()
	if !strings.Contains(msg, dir) || !strings.Contains(msg, "does not exist") || strings.Contains(msg, "\n") {
		t.Errorf("error = %q, want one line naming %s and saying it does not exist", msg, dir)
	}
}

func TestRunBusyPort(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	var stderr syncBuffer
	err = run(context.Background(), []string{"-dir", t.TempDir(), "-addr", ln.Addr().String()}, &stderr, nil)
	if err == nil {
		t.Fatal("run on a busy port returned nil")
	}
	msg := err.Error()
	if !strings.Contains(msg, ln.Addr().String()) || !strings.Contains(msg, "address already in use") || strings.Contains(msg, "\n") {
		t.Errorf("error = %q, want one line naming the address and saying it is in use", msg)
	}
}

func TestRunBadFlags(t *testing.T) {
	var stderr syncBuffer
	err := run(context.Background(), []string{"-nope"}, &stderr, nil)
	if !errors.As(err, new(usageError)) {
		t.Errorf("run(-nope) = %v, want a usage error", err)
	}
	err = run(context.Background(), []string{"extra"}, &stderr, nil)
	if !errors.As(err, new(usageError)) {
		t.Errorf("run(extra) = %v, want a usage error", err)
	}
}

// run serves the directory, logs each request, and returns nil once its
// context is cancelled (what SIGINT and SIGTERM do in main).
func TestRunServesAndShutsDown(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var stderr syncBuffer
	addrc := make(chan string, 1)
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-dir", dir, "-addr", "127.0.0.1:0"}, &stderr, func(a string) { addrc <- a })
	}()
	var addr string
	select {
	case addr = <-addrc:
	case err := <-done:
		t.Fatalf("run returned early: %v", err)
	}
	client := &http.Client{Timeout: 30 * time.Second}
	res, err := client.Get("http://" + addr + "/")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	client.CloseIdleConnections()
	if res.StatusCode != 200 || string(body) != "hello" {
		t.Errorf("GET / = %d %q, want 200 hello", res.StatusCode, body)
	}
	cancel()
	if err := <-done; err != nil {
		t.Errorf("run after cancel = %v, want nil", err)
	}
	if log := stderr.String(); !strings.Contains(log, `GET "/" 200 5 `) {
		t.Errorf("no access log line for GET /:\n%s", log)
	}
	if _, err := net.DialTimeout("tcp", addr, time.Second); err == nil {
		t.Errorf("still listening on %s after shutdown", addr)
	}
}
