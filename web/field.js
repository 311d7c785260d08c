// The URL field's events in JavaScript, in two parts.
//
// 1. Before the parser (app.wasm) runs. The page as built shows the default
// example and its full reading; on a slow link app.wasm takes seconds more.
// Until it mounts, this script
//
//   - puts the example into the field (go-app cannot prerender a
//     textarea's text), or a shared link's input (#u= and the base64url of its bytes, as
//     app/fragment.go reads it) into the field at once, and
//   - keeps what is typed: it writes the field's text into the address the
//     same way, where the parser reads it when it starts.
//
// Either way <html> gains the class input-ahead: the reading below is the
// example's, not the field's, until the parser has read the field. Once the
// parser has mounted (#playground[data-ready="true"]), go-app owns the
// field and this part does nothing more.
//
// 2. While the parser runs: which of the field's key and caret events wake
// it. Each call from JavaScript into Go resumes the Go program, which costs
// the key's frame about 0.1 ms on a quiet machine and more on a busy one,
// and a typed key fires four events the page listens to: keydown (for
// undo), input, selectionchange and keyup (for the caret). Only input
// always has work to do, and app/playground.go listens for it itself. For
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
(() => {
  "use strict";

  // decode returns the input a fragment holds, or null (see decodeFragment
  // in app/fragment.go: the same links are read).
  const decode = (fragment) => {
    fragment = fragment.replace(/^#/, "");
    if (fragment.includes("%")) {
      try {
        fragment = decodeURIComponent(fragment);
      } catch (e) {
        // not percent-encoded after all: read it as it is
      }
    }
    for (const param of fragment.split("&")) {
      if (param.slice(0, 2).toLowerCase() !== "u=") {
        continue;
      }
      let enc = param.slice(2).replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
      if (enc.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(enc)) {
        return null;
      }
      enc += "===".slice(0, (4 - (enc.length % 4)) % 4);
      try {
        const bin = atob(enc);
        const bytes = Uint8Array.from(bin, (c) => c.charCodeAt(0));
        return new TextDecoder().decode(bytes);
      } catch (e) {
        return null;
      }
    }
    return null;
  };

  // encode is encodeFragment in app/fragment.go: "u=" and the base64url,
  // unpadded, of the text's UTF-8 bytes.
  const encode = (text) => {
    const bytes = new TextEncoder().encode(text);
    let bin = "";
    for (let i = 0; i < bytes.length; i += 0x8000) {
      bin += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000));
    }
    return "u=" + btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  };

  // The playground's root, or the embed page's (/embed), which has the
  // same field.
  const parserReady = () =>
    document.querySelector('#playground[data-ready="true"], #embed[data-ready="true"]') !== null;

  const start = () => {
    const field = document.getElementById("url-input");
    if (!field || parserReady()) {
      return;
    }
    // A shared link's input, else the example the page was built with
    // (data-fragment, in the address's form), unless something is typed.
    const linked = decode(location.hash);
    if (linked !== null) {
      field.value = linked;
      document.documentElement.classList.add("input-ahead");
    } else if (field.value === "" && field.dataset.fragment) {
      field.value = decode(field.dataset.fragment) ?? "";
    }
    field.addEventListener("input", () => {
      if (parserReady()) {
        return;
      }
      history.replaceState(history.state, "", "#" + encode(field.value));
      document.documentElement.classList.add("input-ahead");
    });
  };

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", start);
  } else {
    start();
  }
})();

(() => {
  "use strict";

  const field = (window.urlField = { start: -1, end: -1, undo: null, caret: null });
  document.addEventListener("keydown", (e) => {
    if (field.undo && e.target.id === "url-input" && (e.ctrlKey || e.metaKey) && !e.altKey && /^[zy]$/i.test(e.key)) {
      field.undo(e);
    }
  });
  const caret = () => {
    const f = document.activeElement;
    if (field.caret && f && f.id === "url-input" && (f.selectionStart !== field.start || f.selectionEnd !== field.end)) {
      field.caret();
    }
  };
  for (const type of ["selectionchange", "keyup", "click", "select"]) {
    document.addEventListener(type, caret, true);
  }
})();
