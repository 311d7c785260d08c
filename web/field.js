// The URL field's events in JavaScript, in two parts.
//
// 1. Before the parser (app.wasm) runs. The page as built shows the default
// example and its full reading; on a slow link app.wasm takes seconds more.
// Until it mounts, this script
//
//   - puts a shared link's input (#u= and the base64url of its bytes, as
//     app/fragment.go reads it) into the field at once (the field as built
//     holds the default example: app/pages.go), and
//   - keeps what is typed: it writes the field's text into the address the
//     same way, where the parser reads it when it starts.
//
// Either way <html> gains the class input-ahead: the reading below is the
// example's, not the field's, until the parser has read the field (it
// removes the class). On a shared link the reader (web/reader.js) may read
// the field's text first: its verdict and diagnostics are then shown
// (<html> is also reader-read) until the parser takes their nodes over. Once the parser has mounted (it sets urlField.caret),
// go-app owns the field and this part does nothing more.
//
// 2. While the parser runs: which of the field's key and caret events wake
// it. Each call from JavaScript into Go resumes the Go program, which costs
// the key's frame about 0.1 ms on a quiet machine and more on a busy one,
// and a typed key fires four events the page listens to: keydown (for
// undo), input, selectionchange and keyup (for the caret). Only input
// always has work to do, and app/browser.go listens for it itself. For
// the others this script calls into Go (window.urlField, whose functions
// the parser sets when it mounts and clears when it leaves) only when there
// is something to do:
//
//   - keydown: Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y (or Cmd) in the field calls
//     urlField.undo(event);
//   - selectionchange, keyup, click, select: when the field has the focus
//     and its selection is not the one the parser last read
//     (urlField.start and urlField.end, which the parser writes), calls
//     urlField.caret().
//
// It also keeps whether a key is down, for urlField.focusAfterKey: the
// page moves the focus only once the key that asked for it is released.
//
// It is deferred: it runs once the page is parsed, before go-app's app.js
// (app/pages.go puts it first), and the first paint does not wait for it.
// What the first frame needs from the address (a shared link's reading
// hidden, a language's chrome awaited) web/theme.js has set by then.
(() => {
  "use strict";

  // What web/theme.js read in the address before the first frame (its
  // part 3): the same reading of a fragment, the page's language, the
  // shared link's input, and which page this is. This script is deferred,
  // so the page as built is painted before it runs.
  const { decode, lang, linked, me, rootPath, onPlayground, chromeFile } = window.rfc1738First;

  // encode is inputParams in app/fragment.go without its checksum:
  // "u=" and the base64url, unpadded, of the text's UTF-8 bytes.
  const encode = (text) => {
    const bytes = new TextEncoder().encode(text);
    let bin = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return "u=" + btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  };

  // The parser listens to the field from its OnMount on, when it sets
  // urlField.caret (the rest of the page is built after: data-ready
  // comes later).
  // The embed page (/embed) has the same field; its root says when its
  // parser listens. /rfc has no field: its root says when app.wasm has
  // drawn it (its chrome is app.wasm's from then on).
  const parserReady = () => !!(window.urlField && window.urlField.caret) ||
    document.querySelector('#embed[data-ready="true"], #rfc-page[data-ready="true"]') !== null;

  // The catalogs (/web/lang/<tag>.json), fetched once each; a failure is
  // not kept, so that a later choice tries again. One fetched is put in
  // the service worker's cache (go-app's, "app-<version>"), where the
  // worker finds it offline: the page puts it there itself, since on a
  // first visit the worker is installed after the start's catalog was
  // fetched, and no page it did not load goes through it.
  const catalogs = new Map();
  // With once, a file the cache holds already is not fetched again.
  const keep = (url, once) => {
    if (navigator.serviceWorker && window.caches && !window.rfc1738NoStorage) {
      navigator.serviceWorker.ready
        .then(() => caches.keys())
        .then((keys) => Promise.all(keys.filter((k) => k.startsWith("app-")).map((k) => caches.open(k)
          .then((c) => (once ? c.match(url) : Promise.resolve()).then((r) => r || c.add(url))))))
        .catch(() => {});
    }
  };
  const catalog = (tag) => {
    if (tag === "en") {
      return Promise.resolve({});
    }
    if (!catalogs.has(tag)) {
      const url = new URL("lang/" + tag + ".json", me || location.href).href;
      catalogs.set(tag, fetch(url)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.status))))
        .then((j) => {
          if (j.lang !== tag || !j.messages) {
            throw new Error("not " + tag);
          }
          keep(url);
          return j.messages;
        })
        .catch((e) => {
          catalogs.delete(tag);
          throw e;
        }));
    }
    return catalogs.get(tag);
  };
  // The parser (app/fragment-lang.go) reads urlField.lang, the page's language,
  // and urlField.messages, its catalog as JSON (none for English). The
  // start's catalog is fetched now, beside app.wasm; app.js calls
  // rfc1738LangFirst before it starts the parser, which waits for it.
  // <html lang> follows the language as the parser draws in it.
  const uf = (window.urlField = Object.assign(window.urlField || {}, { lang }));
  // go-app's loading label in m's language: urlField.loadingLabel, its
  // template in go-app's form ("%d" the percentage; app/generate.go's
  // loadingLabel), which app.js reads at each step of the download (none:
  // English, app.js's goappLoadingLabel); the label shown is rewritten.
  const loadingLabel = (m) => {
    const t = m["ui.loading.progress"];
    if (typeof t === "string") {
      uf.loadingLabel = t.replace(/%(\[1\])?d/, "{progress}").replace(/%%/g, "%");
    } else {
      delete uf.loadingLabel;
    }
    const form = uf.loadingLabel || (typeof goappLoadingLabel === "string" ? goappLoadingLabel : "");
    const label = document.getElementById("app-wasm-loader-label");
    const at = label && /(\d+)\s*%[^%]*$/.exec(label.textContent);
    if (at && form) {
      label.textContent = form.replace("{progress}", at[1]);
    }
  };
  // /sources-<tag> is kept once, for offline (the worker has English's).
  const keepSources = (tag) => {
    if (tag !== "en" && me) {
      keep(new URL("../sources-" + tag, me).href, true);
    }
  };
  // switched: the menu changed the language before the parser started;
  // the start's catalog, if it comes later, is no longer the page's.
  let switched = false;
  const langFirst = catalog(lang).then((m) => {
    if (!switched) {
      uf.messages = JSON.stringify(m);
      if (lang !== "en") {
        loadingLabel(m);
      }
    }
    keepSources(lang);
  }, () => {
    if (!switched) {
      uf.lang = "en";
      uf.langFailed = true;
    }
  });
  // started: app.js is starting the parser, which reads urlField.lang:
  // from then on a choice in the menu is the parser's (onLang). Until
  // then it is field.js's (the menu, below), and the parser waits for the
  // last one (choosing): it starts in it and adopts what field.js drew.
  let started = false;
  let choosing = Promise.resolve();
  const settled = () => {
    const c = choosing;
    return c.then(() => (c === choosing ? undefined : settled()));
  };
  window.rfc1738LangFirst = () => langFirst.then(settled).then(() => {
    started = true;
    document.documentElement.lang = uf.lang;
  });
  // The page's language is tag, whose catalog is m.
  const setLang = (tag, m) => {
    uf.lang = tag;
    uf.messages = JSON.stringify(m);
    uf.langFailed = false;
    document.documentElement.lang = tag;
  };

  // The reader. On a slow link app.wasm takes many seconds; on a shared
  // link the reader (web/reader.js, a Web Worker running reader.wasm: the
  // page's parser and its drawing of the verdict and the diagnostics,
  // internal/readview, a third of app.wasm's bytes) is fetched first and
  // reads the field's text. Its answer is two trees, which put() turns
  // into elements in the places of the prerendered verdict and
  // diagnostics (text only as text nodes, never as HTML); <html> then
  // gains reader-read, and web/app.css shows them. When app.wasm mounts
  // (urlField.adopt), go-app lends those nodes as it lends the rest of
  // the prerendered page: it draws the same tree, so they stay as they
  // are. A key typed before then hides them until the reader has read
  // the new text; an answer for another text than the field's is
  // dropped.
  //
  // app.js waits for window.rfc1738ReaderFirst before it fetches app.wasm
  // (app/generate.go patches it): the two would share the slow link, and
  // the reader would arrive as late as half of app.wasm. It resolves once
  // the reader runs, or fails, or after readerWait at most.
  const readerWait = 15000;
  const html = document.documentElement;
  let reader = null;
  let asked = 0;
  let readerReady = () => {};
  // Ending the reader ends the page's download of reader.wasm too (the
  // head's script asks for it: app/reader-start.go), if it is still
  // under way: it would share the link with app.wasm for nothing.
  const readerFree = () => {
    readerReady();
    if (reader) {
      reader.terminate();
      reader = null;
    }
    if (window.rfc1738First.stop) {
      window.rfc1738First.stop.abort();
    }
  };
  // The reader reads in the page's language: its catalog is posted to
  // the worker before a text unless the worker has it (it starts in
  // English, whose catalog is empty: parser.Translate's English).
  let readerTold = "en";
  let readerLang = Promise.resolve();
  const readerAsk = (text) => {
    html.classList.remove("reader-read");
    if (reader) {
      const m = { id: ++asked, input: text, root: rootPath.replace(/\/$/, "") };
      const tag = uf.lang;
      readerLang = readerLang.then(() => tag === readerTold ? undefined : catalog(tag).then((messages) => {
        if (reader) {
          reader.postMessage({ messages });
          readerTold = tag;
        }
      }, () => {})).then(() => reader && reader.postMessage(m));
    }
  };
  // readerLoading: the reader is on its way and app.wasm's download has
  // not begun; the line in the reading's place shows the reader's
  // progress (readerPercent, from its worker), not the loader's.
  let readerLoading = false;
  let readerPercent = null;
  // The download's progress beside the field, in the line that stands
  // for the verdict until the parser has read the field
  // (app/verdict-view.go's readingWait): the reader's while a shared
  // link's reader is on its way (readerLoading), else the loader's (go-app
  // writes it into its label, in a corner of the window).
  const progress = () => {
    let percent = readerPercent;
    if (!readerLoading) {
      const label = document.getElementById("app-wasm-loader-label");
      const m = label && /(\d+)\s*%/.exec(label.textContent);
      percent = m ? m[1] : null;
    }
    for (const p of document.querySelectorAll(".reading-wait-progress")) {
      p.textContent = percent === null ? "" : percent + "%";
    }
  };
  // The head has started the worker, as it was read (app/reader-start.go;
  // web/theme.js if the head did not), and theme.js kept it here.
  if (window.rfc1738First.reader) {
    reader = window.rfc1738First.reader;
    readerLoading = true;
    window.rfc1738ReaderFirst = new Promise((resolve) => {
      readerReady = resolve;
      setTimeout(resolve, readerWait);
    }).then(() => {
      readerLoading = false;
      html.classList.remove("reader-loading");
      progress();
    }).catch(() => {});
  }
  // createElement as the document has it now: urlField.adopt replaces it
  // while go-app mounts, and put() never runs from then on.
  const create = Document.prototype.createElement;
  const build = (n) => {
    if (n.t === undefined) {
      return document.createTextNode(n.x);
    }
    const el = create.call(document, n.t);
    for (let i = 0; i < n.a.length; i += 2) {
      el.setAttribute(n.a[i], n.a[i + 1]);
    }
    for (const k of n.k) {
      el.appendChild(build(k));
    }
    return el;
  };
  // builtReading: the page's own verdict and diagnostics while the
  // reader's are in their places.
  let builtReading = null;
  const put = (m) => {
    const field = document.getElementById("url-input");
    const verdict = document.getElementById("verdict");
    const diags = document.getElementById("diagnostics");
    if (!field || field.value !== m.input || m.id !== asked || !verdict || !diags || parserReady() || window.urlField.adopting) {
      return;
    }
    if (!builtReading) {
      builtReading = [verdict, diags];
    }
    verdict.replaceWith(build(m.verdict));
    diags.replaceWith(build(m.diagnostics));
    html.classList.add("reader-read");
  };
  // unread puts the page's own verdict and diagnostics back in the places
  // of the reader's, so that the page is again the one the chrome's
  // indices count (the reader's trees have other elements).
  const unread = () => {
    html.classList.remove("reader-read");
    const verdict = document.getElementById("verdict");
    const diags = document.getElementById("diagnostics");
    if (builtReading && verdict && diags) {
      verdict.replaceWith(builtReading[0]);
      diags.replaceWith(builtReading[1]);
    }
    builtReading = null;
  };
  // The page as built is English. In another language, what differs in
  // it (web/chrome/<tag>.json, app/prerender-lang.go: texts and
  // attributes by their element's index in <body>) is applied once the
  // body is parsed, <body> hidden till then (lang-wait, web/app.css). Too
  // late (chromeWait) or another build's: English stays till the parser.
  // The reader's answer comes after it (the indices are the built page's).
  const chromeWait = 4000;
  // parsed: a task after DOMContentLoaded, once start() filled the field.
  const parsed = new Promise((resolve) => {
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", () => setTimeout(resolve));
    } else {
      setTimeout(resolve);
    }
  });
  const late = () => new Promise((_, fail) => setTimeout(() => fail(new Error("late")), chromeWait));
  const chromeOf = (tag) => {
    const url = new URL("chrome/" + chromeFile + tag + ".json", me).href;
    return fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.status))))
      .then((c) => {
        keep(url);
        return c;
      });
  };
  // undo takes the chrome applied off: what each change replaced (the
  // nodes themselves, not copies), the last last. Another language's file
  // counts the English page's elements, which this one's may have changed
  // (a sentence whose parts it orders otherwise), and English again must
  // be the page as built, node for node, which go-app adopts.
  let undo = [];
  let englishTitle = null;
  // attrsBack gives el its attributes was again, in their order (one
  // removed and set again would come last).
  const attrsBack = (el, was) => {
    const names = was.map(([n]) => n);
    for (const a of Array.from(el.attributes)) {
      if (!names.includes(a.name)) {
        el.removeAttribute(a.name);
      }
    }
    for (const [n, v] of was) {
      if (el.getAttribute(n) !== v) {
        el.setAttribute(n, v);
      }
    }
    if (Array.from(el.attributes, (a) => a.name).join(" ") !== names.join(" ")) {
      for (const [n, v] of was) {
        el.removeAttribute(n);
        el.setAttribute(n, v);
      }
    }
  };
  // applyChrome applies c to the English page as built, or says it is not
  // that page (false).
  const applyChrome = (c) => {
    const els = [document.body, ...document.body.getElementsByTagName("*")];
    if (els.length !== c.n) {
      return false;
    }
    const back = [];
    for (const [j, i, text] of c.t || []) {
      const n = els[j].childNodes[i];
      if (n && n.nodeType === Node.TEXT_NODE) {
        const was = n.data;
        back.push(() => { n.data = was; });
        n.data = text;
      }
    }
    const attrsWere = new Map();
    for (const [j, name, value] of c.a || []) {
      const el = els[j];
      if (!attrsWere.has(el)) {
        attrsWere.set(el, Array.from(el.attributes, (a) => [a.name, a.value]));
      }
      if (value === null) {
        el.removeAttribute(name);
      } else {
        el.setAttribute(name, value);
      }
    }
    for (const [el, was] of attrsWere) {
      back.push(() => attrsBack(el, was));
    }
    for (const [j, kids] of c.k || []) {
      const el = els[j];
      const was = Array.from(el.childNodes);
      back.push(() => el.replaceChildren(...was));
      el.replaceChildren(...kids.map(build));
    }
    if (englishTitle === null) {
      englishTitle = document.title;
    }
    if (c.title) {
      document.title = c.title;
    }
    undo = back;
    return true;
  };
  const english = () => {
    while (undo.length > 0) {
      undo.pop()();
    }
    if (englishTitle !== null) {
      document.title = englishTitle;
    }
  };
  // lang-wait was set by web/theme.js before the first frame.
  const chrome = lang === "en" || chromeFile === null ? parsed : (() => {
    return Promise.race([Promise.all([chromeOf(lang), parsed]), late()])
      .then(([c]) => {
        if (!parserReady() && !window.urlField.adopting && applyChrome(c)) {
          html.lang = lang;
        }
      })
      .catch(() => {})
      .then(() => {
        html.classList.remove("lang-wait");
        return parsed;
      });
  })();

  // The menu (#lang-select); only the last choice counts. Once the parser
  // has started, the catalog chosen is fetched here, and once the parser
  // listens it is told ("langready", onLang in app/fragment-lang.go): it
  // draws the page in it, or, the catalog not had, the menu put back,
  // says so. Nothing is changed meanwhile that go-app is about to adopt.
  //
  // Before (app.wasm can take ten seconds on a slow link) the page is
  // field.js's: once the catalog and the chrome are here, in one task (no
  // frame shows two languages), the chrome shown is taken off (the
  // reader's reading out, then undo) and the chosen one applied, the
  // reader reads the field again in it, and the address keeps lang=
  // (last, none for English, as app/fragment.go writes it) for the parser
  // and a reload. The field, its text, caret and focus are not touched
  // (the build refuses a chrome that replaces it: app/prerender-chrome.go).
  let chosen = 0;
  const listening = (f) => (parserReady() ? f() : setTimeout(() => listening(f), 100));
  const ready = (menu) => menu.dispatchEvent(new Event("langready"));
  const writeLang = (tag) => {
    const params = location.hash.replace(/^#/, "").split("&").filter((p) => p !== "" && !/^lang=/.test(p));
    if (tag !== "en") {
      params.push("lang=" + tag);
    }
    history.replaceState(history.state, "", params.length > 0 ? "#" + params.join("&") : location.pathname + location.search);
  };
  document.addEventListener("change", (e) => {
    const menu = e.target;
    if (menu.id !== "lang-select") {
      return;
    }
    const tag = menu.value;
    const n = ++chosen;
    const last = () => n === chosen;
    if (started || parserReady()) {
      catalog(tag).then((m) => listening(() => {
        if (last() && tag !== uf.lang) {
          setLang(tag, m);
          ready(menu);
        }
      }), () => listening(() => {
        if (last()) {
          menu.value = uf.lang;
          ready(menu);
        }
      }));
      return;
    }
    const file = tag === "en" || chromeFile === null ? null : Promise.race([chromeOf(tag), late()]).catch(() => null);
    choosing = Promise.all([catalog(tag), file, chrome]).then(([m, c]) => {
      if (!last()) {
        return;
      }
      switched = true;
      unread();
      english();
      const shown = tag === "en" || (c !== null && applyChrome(c));
      setLang(tag, m);
      // An option not picked follows its selected attribute, which the
      // chrome moved: the menu shows the choice again.
      menu.value = tag;
      if (!shown) {
        // The page stays English until the parser draws it.
        html.lang = "en";
      }
      loadingLabel(m);
      progress();
      writeLang(tag);
      keepSources(tag);
      const field = document.getElementById("url-input");
      if (reader && field) {
        readerAsk(field.value);
      }
    }, () => {
      if (last()) {
        // The parser says so when it starts (app/start.go).
        menu.value = uf.lang;
        uf.langFailed = true;
      }
    }).catch((err) => {
      // The parser waits for choosing: a fault here must not stop it.
      setTimeout(() => {
        throw err;
      });
    });
  });

  if (reader) {
    reader.onmessage = (e) => {
      const m = e.data;
      if (m.progress !== undefined) {
        readerPercent = m.progress;
        progress();
        return;
      }
      if (m.loaded || m.failed) {
        readerReady();
        if (m.failed) {
          readerFree();
        }
        return;
      }
      chrome.then(() => put(m));
    };
    reader.onerror = readerFree;
    // What the worker said before this script listened (web/theme.js
    // kept it).
    for (const e of window.rfc1738First.early.splice(0)) {
      (e.type === "error" ? reader.onerror : reader.onmessage)(e);
    }
    readerAsk(linked);
  }

  window.urlField.readerFree = readerFree;

  // /sources is written once per language (/sources-<tag>,
  // app/prerender-lang.go), with no program. A link there is pointed at
  // the page's language (urlField.lang) as it is about to be used (the
  // pointer over it, its focus, a click, its menu) rather than by
  // app.wasm, whose brotli size any change moves by kilobytes; and the
  // browser follows it, not go-app's router (on window), which has no
  // route per language.
  const toSources = (e) => {
    const a = e.target.closest ? e.target.closest("a[href]") : null;
    const at = a ? new URL(a.href, location.href) : null;
    const m = at && /\/sources(-[A-Za-z-]+)?$/.exec(at.pathname);
    if (!m) {
      return;
    }
    const want = at.pathname.slice(0, m.index) + "/sources" + (uf.lang === "en" ? "" : "-" + uf.lang);
    if (at.pathname !== want) {
      a.setAttribute("href", want);
    }
    if (e.type === "click") {
      e.stopPropagation();
    }
  };
  for (const type of ["pointerover", "focusin", "click", "auxclick", "contextmenu"]) {
    document.addEventListener(type, toSources, true);
  }

  const start = () => {
    const field = document.getElementById("url-input");
    if (!field || parserReady()) {
      return;
    }
    // A shared link's input; else the field keeps what it holds: the
    // example it was built with (app/pages.go), or what was typed.
    const linkedNow = decode(location.hash);
    if (linkedNow !== null) {
      field.value = linkedNow;
      document.documentElement.classList.add("input-ahead");
      if (linkedNow !== linked) {
        readerAsk(linkedNow);
      }
    }
    // The field holds its text now (as built it holds the example's,
    // which web/app.css hides on a shared link until then).
    document.documentElement.classList.add("field-set");
    field.addEventListener("input", () => {
      if (parserReady()) {
        return;
      }
      // The language stays in the address (app/fragment.go: last).
      const kept = /&lang=[^&]*/.exec("&" + location.hash.slice(1));
      history.replaceState(history.state, "", "#" + encode(field.value) + (kept ? kept[0] : ""));
      document.documentElement.classList.add("input-ahead");
      readerAsk(field.value);
    });
    const label = document.getElementById("app-wasm-loader-label");
    if (label) {
      new MutationObserver(progress).observe(label, { childList: true, characterData: true, subtree: true });
      progress();
    }
  };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();

(() => {
  "use strict";

  const field = (window.urlField = Object.assign(window.urlField || {}, { start: -1, end: -1, undo: null, caret: null, tab: null, point: null, tapAfter: -1 }));
  document.addEventListener("keydown", (e) => {
    if (field.undo && e.target.id === "url-input" && (e.ctrlKey || e.metaKey) && !e.altKey && /^[zy]$/i.test(e.key)) {
      field.undo(e);
    }
  });
  // A tap (touch or pen) puts the caret at the boundary nearest the
  // finger, which is as often before the character touched as after it;
  // the inspector reads the character before the caret (the one just
  // typed). So a tap is remembered, and when the caret it placed is read,
  // urlField.tapAfter says whether the finger was on the character after
  // the caret: its UTF-16 offset, else -1. Where it is is read off the
  // field's mirror (#field-layer), which holds the same text in the same
  // box.
  let tap = null;
  document.addEventListener("pointerdown", (e) => {
    tap = e.pointerType !== "mouse" && e.target.id === "url-input" ? { x: e.clientX, y: e.clientY } : null;
  }, true);
  const charBox = (layer, i) => {
    const walk = document.createTreeWalker(layer, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (i < n.data.length) {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + 1);
        return r.getBoundingClientRect();
      }
      i -= n.data.length;
    }
    return null;
  };
  const tappedAfter = (f) => {
    const layer = document.getElementById("field-layer");
    const at = f.selectionStart;
    if (!tap || at !== f.selectionEnd || !layer || layer.textContent !== f.value || at >= f.value.length) {
      return -1;
    }
    const b = charBox(layer, at);
    return b && tap.x >= b.left && tap.x <= b.right && tap.y >= b.top && tap.y <= b.bottom ? at : -1;
  };
  const caret = () => {
    const f = document.activeElement;
    if (field.caret && f && f.id === "url-input" && (f.selectionStart !== field.start || f.selectionEnd !== field.end)) {
      field.tapAfter = tappedAfter(f);
      tap = null;
      field.caret();
    }
  };
  for (const type of ["selectionchange", "keyup", "click", "select"]) {
    document.addEventListener(type, caret, true);
  }
  // layer draws the spans of the field's mirror (#field-layer), which
  // app/field-layer.go lays out and the parser sends on every key: head
  // holds one line per span (its class, data-start, data-end, data-mark and
  // the length of its text in UTF-16 units, tab-separated), text the texts
  // of the spans one after the other. The spans there are changed in place, only
  // where they differ: a key in the middle of the field changes the bounds
  // of every span after it. Drawn by go-app, the mirror's spans cost a
  // keystroke about 1 ms of script at 40 B (docs/PERFORMANCE.md); go-app
  // draws the mirror's element and leaves its children to this function.
  // The text is set as text, never as HTML.
  field.layer = (el, head, text) => {
    let span = el.firstElementChild;
    let at = 0;
    for (const row of head === "" ? [] : head.split("\n")) {
      const [cls, start, end, mark, units] = row.split("\t");
      const t = text.slice(at, at + Number(units));
      at += Number(units);
      if (!span) {
        span = el.appendChild(document.createElement("span"));
      }
      if (span.className !== cls) {
        span.className = cls;
      }
      const d = span.dataset;
      if (d.start !== start) {
        d.start = start;
      }
      if (d.end !== end) {
        d.end = end;
      }
      if (mark === "") {
        delete d.mark;
      } else if (d.mark !== mark) {
        d.mark = mark;
      }
      if (span.textContent !== t) {
        span.textContent = t;
      }
      span = span.nextElementSibling;
    }
    while (span) {
      const next = span.nextElementSibling;
      span.remove();
      span = next;
    }
  };
  // The pointer over, or the focus on, an element of the playground: the
  // page's program lights its span (app/browser.go's pointFn).
  for (const type of ["mouseover", "focusin"]) {
    document.addEventListener(type, (e) => {
      if (field.point && e.target instanceof Element && e.target.closest("#playground")) {
        field.point(e);
      }
    });
  }
  // The workspace's tabs answer a click, or Left, Right, Home or End, in
  // the frame after it: the tabs and panels are switched here, by hand,
  // and the page's program draws the choice once that frame is on screen
  // (app/workspace.go's showViewSoon, called by tell below). go-app sets
  // an attribute it draws when its value differs from the one it set
  // last, so its render finds the page as it would have drawn it.
  const keyed = { ArrowRight: 1, ArrowLeft: -1, Home: "first", End: "last" };
  // The program hears of the choice in a task after the next frame, not in
  // the click's: a call into it resumes its runtime, which runs every
  // goroutine that can run before it returns (8 ms of the click's task at
  // 4x CPU), and a frame callback of its own was as costly inside the very
  // frame that shows the view. Tabs chosen meanwhile are told as the last.
  let chosen = "";
  const tell = () => {
    // The panel first: the program draws the view it is told of as shown.
    if (panelTabs) {
      showPanel(panelTabs);
    }
    const view = chosen;
    chosen = "";
    if (view && field.tab) {
      field.tab(view);
    }
  };
  // showPanel shows the panel of the tab chosen last, and gives the
  // workspace its view's mode. panelTabs: the tabs whose panel waits for
  // the next frame (leaving the list, below), or null.
  let panelTabs = null;
  const showPanel = (tabs) => {
    panelTabs = null;
    const chosenTab = tabs.find((t) => t.getAttribute("aria-selected") === "true");
    if (!chosenTab) {
      return;
    }
    for (const t of tabs) {
      const panel = document.getElementById(t.getAttribute("aria-controls"));
      if (panel) {
        panel.hidden = t !== chosenTab;
        if (t === chosenTab && !panel.firstElementChild) {
          panel.setAttribute("aria-busy", "true"); // drawn after the next frame
        }
      }
    }
    document.getElementById("playground").dataset.mode = chosenTab.dataset.view;
  };
  for (const type of ["click", "keydown"]) {
    document.addEventListener(type, (e) => {
      const tab = e.target instanceof Element && e.target.closest("#playground .tabs [role=tab][data-view]");
      if (!field.tab || !tab || (type === "keydown" && !(e.key in keyed))) {
        return;
      }
      const tabs = [...tab.parentElement.querySelectorAll("[role=tab][data-view]")];
      const n = tabs.length;
      let i = tabs.indexOf(tab);
      if (type === "keydown") {
        const at = tabs.findIndex((t) => t.getAttribute("aria-selected") === "true");
        const k = keyed[e.key];
        i = k === "first" ? 0 : k === "last" ? n - 1 : (at + k + n) % n;
        e.preventDefault();
      }
      if (type === "click") {
        // A tab is no link: go-app's click listener on the window, which
        // walks from the target up to the body looking for one, in the
        // program's runtime, has nothing to do (6 ms of the click's task
        // at 4x CPU).
        e.stopPropagation();
      }
      if (tabs[i].getAttribute("aria-selected") === "true") {
        return;
      }
      tabs.forEach((t, j) => {
        t.setAttribute("aria-selected", String(j === i));
        t.setAttribute("tabindex", j === i ? "0" : "-1");
      });
      if (type === "keydown") {
        tabs[i].focus();
      }
      // Leaving the list shows the strip, the diagnostics and the
      // inspector again, which the list's mode hides: the browser lays
      // them out anew, 30-100 ms at 4x CPU (the more on a phone's narrow
      // window), in the click's own task (docs/PERFORMANCE.md). So the
      // tab is shown chosen in the next frame, and the panels are
      // switched after it, with the mode, in one step: no frame shows the
      // view in the list's layout. The list chosen, then another tab,
      // before that frame, is leaving the list too.
      const playground = document.getElementById("playground");
      if (playground.dataset.mode === "list" && tabs[i].dataset.view !== "list") {
        if (!panelTabs) {
          requestAnimationFrame(() => setTimeout(() => panelTabs && showPanel(panelTabs), 0));
        }
        panelTabs = tabs;
      } else {
        showPanel(tabs);
      }
      if (!chosen) {
        requestAnimationFrame(() => setTimeout(tell, 0));
      }
      chosen = tabs[i].dataset.view;
    });
  }

  // urlField.focusAfterKey(element) focuses element now, or, while a key
  // is down, once it is released. The page moves the focus in answer to a
  // key (Enter checks the quiz's selection, then the focus goes to Next),
  // and the Go program may answer within the key's own events: moved
  // before the key's keypress or keyup, the focus would take the key with
  // it, and Enter would press the button it moved to. Only the last
  // request waits.
  let down = 0;
  let pending = null;
  const release = () => {
    down = 0;
    if (pending) {
      const el = pending;
      pending = null;
      // After the keyup's own default action (Space's click).
      setTimeout(() => el.focus(), 0);
    }
  };
  // A field marked data-fixed (the quiz's URL) takes no edit, so that its
  // caret and selection move by keyboard as in any field (a read-only one
  // moves neither in Chromium) while its text stays the question's.
  document.addEventListener("beforeinput", (e) => {
    if (e.target instanceof HTMLElement && e.target.dataset.fixed === "true") {
      e.preventDefault();
    }
  }, true);
  document.addEventListener("keydown", () => { down++; }, true);
  document.addEventListener("keyup", release, true);
  window.addEventListener("blur", release);
  field.focusAfterKey = (el) => {
    if (down > 0) {
      pending = el;
    } else {
      pending = null;
      el.focus();
    }
  };
})();

// 3. When the parser starts. go-app v9 does not mount onto the page it
// prerendered: it builds the whole page anew (document.createElement, in
// document order, each element's children appended once they are built)
// and puts it in place of the prerendered one. The reader would see the
// reading they already have drawn again, a second later: the largest paint
// moves to after the start, and the field, a new element, loses the focus,
// the caret and what was typed meanwhile.
//
// urlField.adopt(), which the parser calls just before go-app mounts,
// lends go-app the prerendered nodes instead: while go-app builds the
// page, each element it creates is the prerendered element at the same
// place if that has the same tag (its attributes cleared, for go-app to
// set again), each text node the prerendered one if it has the same text;
// a prerendered node with no counterpart is removed, a new one inserted
// where it belongs. Nodes already in place stay where they are (moving a
// node would detach and draw it again, and blur the field). The first
// time go-app puts its page into <body> (replaceChild), it is the
// prerendered page itself, and the functions are restored.
(() => {
  "use strict";

  const field = window.urlField;
  const D = Document.prototype;
  const N = Node.prototype;
  const saved = {
    createElement: D.createElement,
    createElementNS: D.createElementNS,
    createTextNode: D.createTextNode,
    appendChild: N.appendChild,
    replaceChild: N.replaceChild,
  };
  const restore = () => {
    D.createElement = saved.createElement;
    D.createElementNS = saved.createElementNS;
    D.createTextNode = saved.createTextNode;
    N.appendChild = saved.appendChild;
    N.replaceChild = saved.replaceChild;
  };
  // blank: the whitespace between prerendered elements, which go-app
  // does not build.
  const blank = (n) => n.nodeType === Node.TEXT_NODE && n.data.trim() === "" || n.nodeType === Node.COMMENT_NODE;

  field.adopt = () => {
    // From here on go-app owns the page: the reader's nodes are lent to
    // it as they are, and no answer of the reader's is put in.
    field.adopting = true;
    if (field.readerFree) {
      field.readerFree();
    }
    const root = document.body && document.body.firstElementChild;
    if (!root || root.id !== "playground" || root.dataset.ready === "true") {
      return;
    }
    // open: what go-app created and has not yet appended, which are the
    // ancestors of what it creates next. lent: for each prerendered node
    // lent, its prerendered children not yet matched, those go-app has
    // placed, and the last it placed.
    const open = [];
    const lent = new Map();
    let rootLent = false;
    const lend = (node) => {
      lent.set(node, { left: Array.from(node.childNodes), placed: new Set(), last: null });
      return node;
    };
    // take returns the prerendered node for the one go-app creates next,
    // if matches(it), or null.
    const take = (matches) => {
      const parent = open[open.length - 1];
      if (!parent) {
        if (rootLent || !matches(root)) {
          return null;
        }
        rootLent = true;
        return root;
      }
      const s = lent.get(parent);
      if (!s) {
        return null;
      }
      while (s.left.length > 0 && blank(s.left[0])) {
        s.left.shift();
      }
      if (s.left.length > 0 && matches(s.left[0])) {
        return s.left.shift();
      }
      return null;
    };
    // close removes what a lent node held that go-app did not place.
    const close = (node) => {
      const s = lent.get(node);
      if (!s) {
        return;
      }
      lent.delete(node);
      if (node.id === "field-layer" || node.tagName === "TEXTAREA") {
        // Its spans are urlField.layer's, not go-app's: they stay until
        // the parser draws its own over them. A field's text is its
        // default value, the input the page was built with
        // (app/pages.go): taken out, a field no one typed in would be
        // empty.
        return;
      }
      for (const c of Array.from(node.childNodes)) {
        if (!s.placed.has(c)) {
          node.removeChild(c);
        }
      }
    };
    D.createElement = function (tag, ...rest) {
      const tagName = String(tag).toUpperCase();
      let el = this === document ? take((n) => n instanceof HTMLElement && n.tagName === tagName) : null;
      if (el) {
        for (const a of Array.from(el.attributes)) {
          el.removeAttribute(a.name);
        }
        lend(el);
      } else {
        el = saved.createElement.call(this, tag, ...rest);
      }
      open.push(el);
      return el;
    };
    D.createElementNS = function (...args) {
      const el = saved.createElementNS.apply(this, args);
      open.push(el);
      return el;
    };
    D.createTextNode = function (data) {
      let t = this === document ? take((n) => n.nodeType === Node.TEXT_NODE && n.data === String(data)) : null;
      if (!t) {
        t = saved.createTextNode.call(this, data);
      }
      open.push(t);
      return t;
    };
    N.appendChild = function (child) {
      const i = open.lastIndexOf(child);
      if (i >= 0) {
        open.splice(i, 1);
      }
      close(child);
      const s = lent.get(this);
      if (!s) {
        return saved.appendChild.call(this, child);
      }
      s.placed.add(child);
      const inPlace = child.parentNode === this && (s.last === null || s.last.compareDocumentPosition(child) & Node.DOCUMENT_POSITION_FOLLOWING);
      if (!inPlace) {
        this.insertBefore(child, s.last ? s.last.nextSibling : this.firstChild);
      }
      s.last = child;
      return child;
    };
    N.replaceChild = function (next, old) {
      if (this !== document.body) {
        return saved.replaceChild.call(this, next, old);
      }
      restore();
      close(next);
      if (next === old) {
        return old;
      }
      return saved.replaceChild.call(this, next, old);
    };
    field.adoptDone = restore;
  };
  field.adoptDone = () => {};
})();
