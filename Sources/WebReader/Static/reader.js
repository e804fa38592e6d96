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
    var changed = false;
    var submitting = false;
    var draftTimer = null;
    if (text.dataset.caret !== undefined) {
      var caret = Math.min(parseInt(text.dataset.caret, 10) || 0, text.value.length);
      text.focus();
      text.setSelectionRange(caret, caret);
    }
    var started = form.dataset.started !== undefined ? form.dataset.started : form.elements.version.value;
    var fields = function () {
      var data = new URLSearchParams();
      data.set("csrf", form.elements.csrf.value);
      data.set("version", started);
      data.set("text", text.value);
      return data;
    };
    var keepDraft = function () {
      fetch(form.dataset.draft, {
        method: "POST", body: fields(), credentials: "same-origin", headers: { "X-CSRF-Token": key }
      }).then(function (response) {
        status.textContent = response.ok ? form.dataset.draftSaved : form.dataset.draftFailed;
        status.dataset.state = response.ok ? "kept" : "failed";
      }).catch(function () {
        status.textContent = form.dataset.draftFailed;
        status.dataset.state = "failed";
      });
    };
    text.addEventListener("input", function () {
      changed = true;
      clearTimeout(draftTimer);
      draftTimer = setTimeout(keepDraft, 1000);
    });
    form.addEventListener("submit", function () {
      submitting = true;
      clearTimeout(draftTimer);
      document.getElementById("save").disabled = true;
    });
    // Cancel keeps the text as the entry's draft (Edit offers it again) and commits nothing.
    document.getElementById("cancel").addEventListener("click", function () {
      if (changed && !submitting) { navigator.sendBeacon(form.dataset.draft, fields()); }
      submitting = true;
    });
    // A text too long for the browser to send as the page goes (about 64 KB) is not left without asking.
    window.addEventListener("beforeunload", function (event) {
      if (changed && !submitting && fields().toString().length > 60000) { event.preventDefault(); }
    });
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
