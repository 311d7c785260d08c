package parser

import (
	"reflect"
	"sync"
	"testing"
)

// TestCharsMadeConcurrently has eight goroutines at once make every
// rule's table of characters, each rule's on its first use by whichever
// goroutine comes first (the tables earlier tests made are set aside for
// fresh ones, and put back after): the race detector (make test runs the
// parser's tests with -race) sees two goroutines making or reading one
// table unsynchronised, and every table must be the one made alone.
func TestCharsMadeConcurrently(t *testing.T) {
	rules := charTables().rules
	want := map[string]*ruleChars{}
	kept := map[string]*lazyChars{}
	for name, l := range rules {
		want[name] = charsOf(name)
		kept[name] = l
	}
	for name, l := range kept {
		rules[name] = &lazyChars{i: l.i}
	}
	defer func() {
		for name, l := range kept {
			rules[name] = l
		}
	}()
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for name := range want { // each goroutine in its own order
				charsOf(name)
			}
		}()
	}
	wg.Wait()
	for name, w := range want {
		if g := charsOf(name); !reflect.DeepEqual(g, w) {
			t.Errorf("%s: %+v, want %+v", name, g, w)
		}
	}
	if charsOf("no-such-rule") != nil {
		t.Error("a name the grammar does not have has a table")
	}
}
