//go:build !bench

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// benchHooks are the keystroke timings of a benchmark build (bench.go): in
// the site as built for readers, nothing.
type benchHooks struct{}

func (benchHooks) mount()                  {}
func (benchHooks) dismount()               {}
func (benchHooks) firstResult(app.Context) {}
func (benchHooks) keyStart(app.Value)      {}
func (benchHooks) keyRead()                {}
func (benchHooks) keyDrawn()               {}
func (benchHooks) keyDone()                {}
