package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// mountPoint is a place in a run of elements where mountBreak may end the
// start's task. go-app mounts a component's elements in one call and can
// be interrupted only between components: the derivation's tree, elements
// only, went into the page in one piece of 12-29 ms on a fast machine, far
// over the task's budget (four times as long at 4x CPU). It draws an empty
// text node, which neither the layout nor a screen reader sees.
//
// It stands in the tree, which a slice (or a view's first opening) builds
// apart from the page and puts in once whole, so a break costs no layout;
// and between the inspector and the views, the inspector then in the page.
// In the first render, built in place over the prerendered page, each
// break gave the browser what was mounted to lay out in a task of its own,
// and more breaks there shortened nothing (docs/PERFORMANCE.md).
type mountPoint struct{ app.Compo }

func (m *mountPoint) OnInit()        { mountBreak() }
func (m *mountPoint) Render() app.UI { return app.Text("") }
