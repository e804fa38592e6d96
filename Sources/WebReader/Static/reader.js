(function () {
  "use strict";
  var key = document.body.dataset.writeKey;
  var form = document.getElementById("editor");
  var box = document.getElementById("search-box");
  if (box && !form) {
    var timer = null;
    var shown = box.value.trim();
    box.addEventListener("input", function () {
      clearTimeout(timer);
      timer = setTimeout(function () {
        var q = box.value.trim();
        if (q === shown) { return; }
        shown = q;
        var url = q ? "/-/search?q=" + encodeURIComponent(q) : "/";
        fetch(url, { credentials: "same-origin" }).then(function (response) {
          return response.text();
        }).then(function (html) {
          if (box.value.trim() !== q) { return; }
          var page = new DOMParser().parseFromString(html, "text/html");
          var content = page.getElementById("content");
          if (!content) { return; }
          document.getElementById("content").replaceWith(document.adoptNode(content));
          document.body.className = page.body.className;
          document.title = page.title;
          history.replaceState(null, "", url);
        });
      }, 200);
    });
  }
  if (form) {
    var text = document.getElementById("text");
    var status = document.getElementById("draft-status");
    var title = document.getElementById("entry-title");
    var dialog = document.getElementById("discard-dialog");
    var changed = false;
    var submitting = false;
    var draftTimer = null;
    var pending = Promise.resolve();
    // The caret: at the body's end in the form (a new entry's body is empty), where the page says in the
    // whole file (below the front matter).
    if (text.dataset.caret !== undefined) {
      var caret = text.dataset.caret === "end" ? text.value.length : Math.min(parseInt(text.dataset.caret, 10) || 0, text.value.length);
      text.focus();
      text.setSelectionRange(caret, caret);
      if (text.dataset.caret === "end") { text.scrollTop = text.scrollHeight; }
    }
    var started = form.dataset.started !== undefined ? form.dataset.started : form.elements.version.value;
    // What the page sends: every field of the form as it is now, with the version the text started from.
    var fields = function () {
      var data = new URLSearchParams(new FormData(form));
      data.set("version", started);
      return data;
    };
    // Keeps the text as the entry's draft; the promise says whether it was kept.
    var keepDraft = function () {
      clearTimeout(draftTimer);
      pending = fetch(form.dataset.draft, {
        method: "POST", body: fields(), credentials: "same-origin", headers: { "X-CSRF-Token": key }
      }).then(function (response) {
        status.textContent = response.ok ? form.dataset.draftSaved : form.dataset.draftFailed;
        status.dataset.state = response.ok ? "kept" : "failed";
        return response.ok;
      }).catch(function () {
        status.textContent = form.dataset.draftFailed;
        status.dataset.state = "failed";
        return false;
      });
      return pending;
    };
    // The title as the page's heading, as it is typed: the body's first line, without a heading's marks.
    var showTitle = function () {
      if (!title || !form.elements.body) { return; }
      var first = form.elements.body.value.split("\n").map(function (line) { return line.trim(); }).find(function (line) {
        return line.length > 0;
      }) || "";
      title.textContent = first.replace(/^#+\s*/, "") || form.dataset.untitled;
    };
    var edited = function () {
      changed = true;
      showTitle();
      clearTimeout(draftTimer);
      draftTimer = setTimeout(keepDraft, 1000);
    };
    // The one-line fields wrap but hold one line: Enter there saves, as in a text box.
    Array.prototype.forEach.call(form.querySelectorAll("textarea.line"), function (line) {
      line.addEventListener("keydown", function (event) {
        if (event.key === "Enter" && !event.isComposing && event.keyCode !== 229) {
          event.preventDefault();
          form.requestSubmit(document.getElementById("save"));
        }
      });
    });
    form.addEventListener("input", edited);
    form.addEventListener("change", edited);
    // Save waits for a draft on its way, so that the draft never lands after the save.
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      if (submitting) { return; }
      submitting = true;
      clearTimeout(draftTimer);
      document.getElementById("save").disabled = true;
      pending.then(function () { form.submit(); });
    });
    // Ctrl-S (⌘-S on a Mac) saves, as in an editor, whatever the keyboard's layout.
    document.addEventListener("keydown", function (event) {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && (event.code === "KeyS" || event.key.toLowerCase() === "s")) {
        event.preventDefault();
        if (!submitting && !(dialog && dialog.open)) { form.requestSubmit(document.getElementById("save")); }
      }
    });
    // Discard asks first, in a dialog; confirmed, it waits for a draft on its way and then throws the draft away.
    var discard = document.getElementById("discard");
    var leaveKeeping = function (link) {
      // Keeps the text as the draft, then follows `link`; a draft not kept stays on the page with why.
      return function (event) {
        if (!changed) { return; }
        event.preventDefault();
        submitting = true;
        keepDraft().then(function (kept) {
          if (kept) { window.location.href = link.href; } else { submitting = false; }
        });
      };
    };
    if (discard && !(dialog && dialog.showModal)) {
      // No dialog in this browser: Discard's own page asks, and what was typed waits there as the draft.
      discard.addEventListener("click", leaveKeeping(discard));
    }
    if (discard && dialog && dialog.showModal) {
      discard.addEventListener("click", function (event) {
        event.preventDefault();
        dialog.showModal();
      });
      document.getElementById("keep-writing").addEventListener("click", function (event) {
        event.preventDefault();
        dialog.close();
      });
      // Closed (Escape, Keep writing) before a confirmed discard went: nothing is discarded.
      var discarding = false;
      dialog.addEventListener("close", function () {
        discarding = false;
        submitting = false;
        text.focus();
      });
      document.getElementById("discard-form").addEventListener("submit", function (event) {
        event.preventDefault();
        if (discarding) { return; }
        discarding = true;
        submitting = true;
        clearTimeout(draftTimer);
        var confirmed = event.target;
        pending.then(function () { if (discarding) { confirmed.submit(); } });
      });
    }
    // The form and the whole file are two views of one text: going from one to the other keeps what was typed
    // as the entry's draft (the other view opens it) and commits nothing.
    ["raw-view", "form-view"].forEach(function (id) {
      var link = document.getElementById(id);
      if (link) { link.addEventListener("click", leaveKeeping(link)); }
    });
    // A text too long for the browser to send as the page goes (about 64 KB) is not left without asking.
    window.addEventListener("beforeunload", function (event) {
      if (changed && !submitting && fields().toString().length > 60000) { event.preventDefault(); }
    });
    // Leaving the page any other way saves what was typed (one commit).
    window.addEventListener("pagehide", function () {
      if (!changed || submitting) { return; }
      clearTimeout(draftTimer);
      navigator.sendBeacon(form.action, fields());
    });
    // A page brought back from the browser's cache holds an old version: load it anew.
    window.addEventListener("pageshow", function (event) {
      if (event.persisted) { window.location.reload(); }
    });
  }
})();
