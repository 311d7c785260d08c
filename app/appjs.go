//go:build !wasm

package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"
)

// patchAppJS changes go-app's app.js by replacing lines of go-app's script
// that must be there exactly once (a go-app upgrade that changes them fails
// the build, not the page), and appends the loader those lines call
// (appJSCompile):
//
//   - app.wasm is downloaded and compiled in a worker (web/wasm-compile.js,
//     which says why), run there once to have the browser compile what the
//     start calls (app/warm_wasm.go), and only then instantiated and run
//     on the page's thread; once the page's start is done, it asks the
//     worker (window.rfc1738WarmViews) to run the program a second time
//     for every view, and the worker then closes.
//     window.rfc1738Warmed and window.rfc1738ViewsWarmed say how the
//     worker's two runs ended ("ok"), for the tests.
//     Where the worker cannot run, go-app's own loader downloads, compiles
//     and instantiates it on the page, as before (its data is then copied
//     in as below).
//   - app.wasm's data is copied into its memory a slice a turn
//     (rfc1738Fill), not as the module is instantiated: the build moves
//     it into a custom section (internal/wasmpack -detach, which says
//     why), which the worker reads off the page's thread.
//   - The browser has a turn between the data's last slice and the Go
//     program's start: the Go runtime's and packages' initialisation
//     cannot be split (it runs before main), and is a task of its own
//     (docs/PERFORMANCE.md). The page as built is on screen meanwhile, and
//     what is typed is kept (web/field.js).
//   - The Go program starts once the catalog of the page's language is
//     here (web/field.js: window.rfc1738LangFirst, fetched beside
//     app.wasm), and the last language chosen in the menu meanwhile has
//     been put on the page, so that its first reading is said in it and
//     it adopts what is shown (app/fragment-lang.go).
//   - The service worker is registered once the page's start is done
//     (rfc1738AfterStart: the page says data-ready="true"), not as the
//     page loads nor as the Go program starts: its install downloads
//     every file it caches (the reader, /rfc, /sources, the diagrams:
//     about 850 KB brotli) and writes them to the cache. On a slow link
//     that shared app.wasm's bandwidth and delayed the start by seconds;
//     registered at go.run it ran on the browser's other threads beside
//     the start and, on two cores (this machine's, as a cheap phone's),
//     made the start's blocking time about a third longer
//     (docs/PERFORMANCE.md). The playground's data-ready is thus a
//     contract of the service worker's too (app/start.go).
//   - On a shared link app.wasm is fetched only once the reader runs
//     (web/field.js: window.rfc1738ReaderFirst), so that the reader's
//     bytes do not share the link with app.wasm's: the link's own
//     reading is then on screen seconds sooner. go-app's loading line,
//     hidden meanwhile (reader-loading, web/theme.js), is shown as its
//     download begins, here too, should web/field.js not have run.
//   - The loading label is the page's language's (web/field.js sets
//     urlField.loadingLabel from its catalog, go-app's form of
//     ui.loading.progress), once that is here: go-app writes its one
//     label, English, into app.js at build time, and app.wasm, which
//     could say another, is what is loading.
//   - The service worker is not registered where the browser refuses the
//     page storage (web/theme.js sets window.rfc1738NoStorage): a frame on
//     another site with third-party storage blocked refuses the
//     registration too, and go-app would log it as an error.
func patchAppJS(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	js := string(b)
	for _, r := range []struct{ old, new string }{
		{"go.run(wasm.instance);", "if (window.rfc1738LangFirst) await window.rfc1738LangFirst();\n    await new Promise((resolve) => setTimeout(resolve));\n    go.run(wasm.instance);\n    rfc1738AfterStart(goappInitServiceWorker);"},
		{"\ngoappInitServiceWorker();\n", "\n"},
		{"const go = new Go();", "if (window.rfc1738ReaderFirst) await window.rfc1738ReaderFirst;\n    document.documentElement.classList.remove(\"reader-loading\");\n    const go = new Go();"},
		{`if ("serviceWorker" in navigator) {`, `if ("serviceWorker" in navigator && !window.rfc1738NoStorage) {`},
		{`goappLoadingLabel.replace("{progress}", progress)`, `((window.urlField && window.urlField.loadingLabel) || goappLoadingLabel).replace("{progress}", progress)`},
	} {
		if strings.Count(js, r.old) != 1 {
			return fmt.Errorf("%s: go-app's script changed: no single %q", path, r.old)
		}
		js = strings.Replace(js, r.old, r.new, 1)
	}
	if n := len(appJSInstantiate.FindAllStringIndex(js, -1)); n != 1 {
		return fmt.Errorf("%s: go-app's script changed: %d instantiations of app.wasm, want 1", path, n)
	}
	js = appJSInstantiate.ReplaceAllString(js, `const wasm = await rfc1738Instantiate($1, showProgress, go.importObject, () =>
      instantiateStreaming(fetchWithProgress($1, showProgress), go.importObject));`)
	return os.WriteFile(path, []byte(js+appJSCompile), 0o644)
}

// appJSInstantiate is go-app's loader's call that fetches app.wasm with
// its progress counted and compiles and instantiates it on the page's
// thread; $1 is app.wasm's path.
var appJSInstantiate = regexp.MustCompile(`const wasm = await instantiateStreaming\(\s*fetchWithProgress\(("[^"]*"), showProgress\),\s*go\.importObject\s*\);`)

// appJSCompile is the loader that replaces it: web/wasm-compile.js
// downloads and compiles app.wasm in a worker and posts the module back;
// it is instantiated here, and its data copied in (rfc1738Fill). Where
// that fails before the download (no worker, a refused script), go-app's
// loader, fallback, downloads, compiles and instantiates it on the page's
// thread as before, and the data is then read from the module and copied
// in the same way; a failed download is not tried twice.
//
// rfc1738Yield(f) calls f in a task of its own, soon: the start's breaks
// (app/start.go's yieldToBrowser) end a task with it. A message, not a
// timer: the browser makes a timer set from a timer's task wait at least
// 4 ms after a few of them, which, at a break every few milliseconds,
// would have added a third to the start.
const appJSCompile = `
const rfc1738Turns = new MessageChannel();
const rfc1738Waiting = [];
rfc1738Turns.port1.onmessage = () => rfc1738Waiting.shift()();
function rfc1738Yield(f) {
  rfc1738Waiting.push(f);
  rfc1738Turns.port2.postMessage(0);
}

// rfc1738AfterStart calls f once the page's start is done: at once where
// no element says data-ready="false" (the page has none, or is built),
// else a turn after the last that did says "true" (or has gone), so that
// what f starts does not share the cores with the start's last tasks.
// Only attributes are watched: a root's data-ready is set once the root
// is in the page (by go-app, or by hand). A page that never says it is
// ready (an error in the start) still gets f after 20 s, so that it is
// kept offline all the same.
function rfc1738AfterStart(f) {
  if (!document.querySelector('[data-ready="false"]')) {
    f();
    return;
  }
  let called = false;
  const call = () => {
    if (!called) {
      called = true;
      observer.disconnect();
      clearTimeout(late);
      f();
    }
  };
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[data-ready="false"]')) {
      setTimeout(call);
    }
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true, attributeFilter: ["data-ready"] });
  const late = setTimeout(call, 20000);
}

function rfc1738Instantiate(url, showProgress, importObject, fallback) {
  const compiled = new Promise((resolve, reject) => {
    const worker = new Worker(new URL("wasm-compile.js", new URL(url, location.href)));
    let started = false;
    worker.onmessage = (e) => {
      const m = e.data;
      if (m.progress !== undefined) {
        started = true;
        showProgress(m.progress);
        return;
      }
      if (m.viewsWarmed !== undefined) {
        window.rfc1738ViewsWarmed = m.viewsWarmed;
        return;
      }
      if (m.module) {
        // On the playground, the worker compiles the views' code when the
        // page's start asks (app/start.go), then closes; elsewhere, or
        // after a warm-up that did not end "ok", it has nothing more to do.
        window.rfc1738Warmed = m.warmed;
        if (m.warmed === "ok" && document.getElementById("playground")) {
          // The word waits for a second without a key or a press: the
          // worker's run takes a core for a second or two, and on two
          // cores, run as the start ended, it made the keys typed
          // meanwhile slower (docs/PERFORMANCE.md).
          window.rfc1738WarmViews = () => {
            let quiet;
            const wait = () => {
              clearTimeout(quiet);
              quiet = setTimeout(() => {
                removeEventListener("keydown", wait, true);
                removeEventListener("pointerdown", wait, true);
                worker.postMessage({ rest: true });
                // The worker closes itself once its run ends; a run that
                // never ends is ended here.
                setTimeout(() => {
                  worker.terminate();
                  if (window.rfc1738ViewsWarmed === undefined) {
                    window.rfc1738ViewsWarmed = "not ended within a minute";
                  }
                }, 60000);
              }, 1000);
            };
            addEventListener("keydown", wait, true);
            addEventListener("pointerdown", wait, true);
            wait();
          };
        } else {
          window.rfc1738ViewsWarmed = "not run: " + (m.warmed === "ok" ? "not the playground" : m.warmed);
          worker.terminate();
        }
        resolve(m);
        return;
      }
      worker.terminate();
      reject(Object.assign(new Error(m.failed), { started }));
    };
    worker.onerror = (e) => {
      // Said here (the rejection, or rfc1738ViewsWarmed once the module
      // came), not again as an error of the page's own.
      e.preventDefault();
      worker.terminate();
      window.rfc1738WarmViews = null;
      if (window.rfc1738Warmed !== undefined && window.rfc1738ViewsWarmed === undefined) {
        window.rfc1738ViewsWarmed = e.message || "the compiling worker failed";
      }
      reject(Object.assign(new Error(e.message || "the compiling worker failed"), { started }));
    };
    worker.postMessage({
      url: new URL(url, location.href).href,
      lengthHeader: goappWasmContentLengthHeader,
      warm: { hash: location.hash, env: goappEnv },
    });
  });
  return compiled.then(
    async ({ module, image }) => {
      const instance = await WebAssembly.instantiate(module, importObject);
      await rfc1738Fill(instance, image, module);
      return { module, instance };
    },
    async (err) => {
      if (err.started) {
        throw err;
      }
      console.warn("app.wasm: compiling in a worker failed, compiling on the page:", err);
      const wasm = await fallback();
      await rfc1738Fill(wasm.instance, null, wasm.module);
      return wasm;
    });
}

// rfc1738Fill copies app.wasm's data into instance's memory, where Go's
// runtime expects it once it runs: image is the module's custom section
// "rfc1738.data" (internal/wasmpack -detach), a 32-bit little-endian
// address, then the bytes of memory from there. Without image (go-app's
// loader, which compiled on the page, or a worker script from before the
// data moved, which posts none) it is read from module here, in one
// task; a module without the section has nothing to copy. A
// slice a turn: 6.4 MB copied at once was 26-50 ms of the page's thread
// on a fast machine, the start's longest task. In a test page, a 1 MiB
// slice took up to 17 ms where it first touched the instance's memory and
// 3 ms after; a 256 KiB slice is a few milliseconds, under Lighthouse's
// 50 ms at four times slower. An image that does not fit the memory, or a
// copy that fails, rejects: the loader then says so, as a failed
// instantiation would have.
const rfc1738FillSlice = 1 << 18;
function rfc1738Fill(instance, image, module) {
  if (!image && module) {
    image = WebAssembly.Module.customSections(module, "rfc1738.data")[0];
  }
  if (!image) {
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const memory = new Uint8Array(instance.exports.mem.buffer);
    if (image.byteLength < 4) {
      throw new Error("app.wasm: its data section is cut short");
    }
    const at = new DataView(image).getUint32(0, true);
    const bytes = new Uint8Array(image, 4);
    if (at + bytes.length > memory.length) {
      throw new Error("app.wasm: its data does not fit its memory");
    }
    let done = 0;
    const slice = () => {
      try {
        const end = Math.min(done + rfc1738FillSlice, bytes.length);
        memory.set(bytes.subarray(done, end), at + done);
        done = end;
        if (done < bytes.length) {
          rfc1738Yield(slice);
        } else {
          resolve();
        }
      } catch (err) {
        reject(err);
      }
    };
    slice();
  });
}
`
