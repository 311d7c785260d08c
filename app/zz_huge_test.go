package main

import (
	"strings"
	"testing"
	"time"

	"urlplayground/parser"
)

func TestZZHuge(t *testing.T) {
	in := "http://host/" + strings.Repeat("a/", 512*1024)
	t0 := time.Now()
	r := parser.Parse(in, 0)
	t.Log(time.Since(t0), len(r.Parts), r.Valid, len(r.Diagnostics))
	p := newPlayground()
	d := mount(t, p)
	t0 = time.Now()
	p.replaceInput(in)
	p.Update()
	d.Consume()
	t.Log("render", time.Since(t0))
}
