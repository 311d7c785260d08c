//go:build unix

package main

import (
	"context"
	"net/http"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"
)

// A named pipe in the site is answered 404 within a second, and the server
// still shuts down cleanly and at once afterwards: no request is left
// blocked opening the pipe.
func TestRunPipeAndShutdown(t *testing.T) {
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "index.html"), []byte("hello"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(dir, "pipe.html"), 0o644); err != nil {
		t.Skipf("mkfifo: %v", err)
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
	client := &http.Client{Timeout: 5 * time.Second}
	for range 3 {
		start := time.Now()
		res, err := client.Get("http://" + addr + "/pipe.html")
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if d := time.Since(start); res.StatusCode != 404 || d > time.Second {
			t.Errorf("GET /pipe.html = %d in %v, want 404 within a second", res.StatusCode, d)
		}
	}
	client.CloseIdleConnections()
	start := time.Now()
	cancel()
	select {
	case err := <-done:
		if err != nil {
			t.Errorf("run after cancel = %v, want nil", err)
		}
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("shutdown took %v", d)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the server did not shut down within 5s")
	}
}
