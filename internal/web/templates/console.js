// The sandbox console's one script. Every page works without it: forms post
// and links load pages. With it, forms and links inside the console are
// fetched and the page's #app is swapped in place, and a page with a live
// part (a confirmation's page, the operators' Inbox) follows its live
// events, re-fetching its fragment on each change.
(function () {
  "use strict";
  var source = null;
  var sourceURL = "";
  var refreshing = false;
  var again = false;

  function inConsole(url) {
    return url.origin === location.origin && (url.pathname.indexOf("/sandbox") === 0 || url.pathname.indexOf("/console/") === 0) &&
      url.pathname !== "/sandbox/console.js" && !/\/events$/.test(url.pathname);
  }

  // keep remembers what the developer was doing in the region about to be
  // replaced: the focused element and any text typed but not yet sent.
  function keep(root) {
    var state = { focus: null, start: 0, end: 0, values: {} };
    var a = document.activeElement;
    if (a && a.id && root.contains(a)) {
      state.focus = a.id;
      try { state.start = a.selectionStart; state.end = a.selectionEnd; } catch (e) { }
    }
    root.querySelectorAll("input[id], textarea[id]").forEach(function (el) {
      if ((el.type === "text" || el.tagName === "TEXTAREA") && el.value !== el.defaultValue) {
        state.values[el.id] = el.value;
      }
    });
    return state;
  }

  // restore puts back what keep kept. Focus on something that has gone
  // (an Inbox item that left the queue) moves to the live part's fallback,
  // if it names one, rather than to the page's top.
  function restore(state, fallback) {
    Object.keys(state.values).forEach(function (id) {
      var el = document.getElementById(id);
      if (el) { el.value = state.values[id]; }
    });
    if (state.focus) {
      var el = document.getElementById(state.focus) || (fallback && document.getElementById(fallback));
      if (el) {
        el.focus({ preventScroll: true });
        try { el.setSelectionRange(state.start, state.end); } catch (e) { }
      }
    }
  }

  // items maps the id of each item of a live list ([data-item]) to its
  // name.
  function items(root) {
    var m = {};
    root.querySelectorAll("[data-item]").forEach(function (el) {
      m[el.getAttribute("data-item")] = el.getAttribute("data-name") || el.getAttribute("data-item");
    });
    return m;
  }

  // announce says in the page's polite status region (#live-news), if it
  // has one, which items came and went, without moving focus.
  function announce(before, after) {
    var news = document.getElementById("live-news");
    if (!news) { return; }
    var came = [], went = [];
    Object.keys(after).forEach(function (id) { if (!(id in before)) { came.push(after[id]); } });
    Object.keys(before).forEach(function (id) { if (!(id in after)) { went.push(before[id]); } });
    var parts = [];
    if (came.length) { parts.push("New in the inbox: " + came.join(", ") + "."); }
    if (went.length) { parts.push("Left the inbox: " + went.join(", ") + "."); }
    if (parts.length) { news.textContent = parts.join(" "); }
  }

  function swapApp(html, url, push) {
    // An action on the page being shown leaves the developer where they
    // were (the reply box they typed in, the scroll position); a new page
    // starts at its top.
    var samePage = url === location.href;
    var focused = document.activeElement && document.activeElement.id;
    var doc = new DOMParser().parseFromString(html, "text/html");
    var next = doc.getElementById("app");
    var app = document.getElementById("app");
    if (!next || !app) {
      location.href = url;
      return;
    }
    app.replaceWith(next);
    document.title = doc.title;
    if (push && url !== location.href) {
      history.pushState({}, "", url);
    }
    var problem = next.querySelector("[role=alert]");
    var main = document.getElementById("main");
    if (problem) {
      problem.setAttribute("tabindex", "-1");
      problem.focus();
    } else if (samePage && focused && document.getElementById(focused)) {
      document.getElementById(focused).focus({ preventScroll: true });
    } else if (main) {
      main.focus({ preventScroll: true });
      window.scrollTo(0, 0);
    }
    follow();
    tick();
  }

  function load(url, options, push) {
    options = options || {};
    options.credentials = "same-origin";
    options.headers = { "Accept": "text/html" };
    return fetch(url, options).then(function (res) {
      return res.text().then(function (html) { swapApp(html, res.url, push); });
    }).catch(function () {
      location.href = url;
    });
  }

  document.addEventListener("submit", function (ev) {
    var form = ev.target;
    var url = new URL(form.getAttribute("action") || location.href, location.href);
    if (!inConsole(url) || ev.defaultPrevented) {
      return;
    }
    ev.preventDefault();
    var data = new FormData(form);
    if (ev.submitter && ev.submitter.name) {
      data.append(ev.submitter.name, ev.submitter.value);
    }
    var body = new URLSearchParams(data);
    if ((form.getAttribute("method") || "get").toLowerCase() === "post") {
      form.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
      load(url.href, { method: "POST", body: body }, true);
    } else {
      url.search = body.toString();
      load(url.href, {}, true);
    }
  });

  document.addEventListener("click", function (ev) {
    var a = ev.target.closest && ev.target.closest("a[href]");
    if (!a || ev.button !== 0 || ev.metaKey || ev.ctrlKey || ev.shiftKey || ev.altKey || a.target) {
      return;
    }
    var url = new URL(a.href, location.href);
    if (!inConsole(url)) {
      return;
    }
    ev.preventDefault();
    load(url.href, {}, true);
  });

  window.addEventListener("popstate", function () { load(location.href, {}, false); });

  // refresh fetches the live fragment and swaps it in, keeping focus and
  // typed text.
  function refresh() {
    var live = document.getElementById("live");
    if (!live) { return; }
    if (refreshing) { again = true; return; }
    refreshing = true;
    fetch(live.getAttribute("data-fragment"), { credentials: "same-origin" }).then(function (res) {
      if (!res.ok) { throw new Error("HTTP " + res.status); }
      return res.text();
    }).then(function (html) {
      var cur = document.getElementById("live");
      if (!cur) { return; }
      var doc = new DOMParser().parseFromString(html, "text/html");
      var next = doc.getElementById("live");
      if (!next) { return; }
      var state = keep(cur);
      var before = items(cur);
      cur.replaceWith(next);
      restore(state, next.getAttribute("data-fallback"));
      announce(before, items(next));
      tick();
    }).catch(function () { }).then(function () {
      refreshing = false;
      if (again) { again = false; refresh(); }
    });
  }

  // follow opens the live events of the confirmation on screen, if any.
  function follow() {
    var live = document.getElementById("live");
    var url = live ? live.getAttribute("data-events") : "";
    if (url === sourceURL) { return; }
    if (source) { source.close(); source = null; }
    sourceURL = url;
    if (!url || !window.EventSource) { return; }
    source = new EventSource(url);
    source.addEventListener("change", function (ev) {
      var cur = document.getElementById("live");
      var version;
      try { version = JSON.parse(ev.data); } catch (e) { version = ""; }
      if (cur && cur.getAttribute("data-version") !== version) {
        refresh();
      }
    });
  }

  function words(ms) {
    var s = Math.round(ms / 1000);
    if (s <= 0) { return "due now"; }
    var pad = function (n) { return (n < 10 ? "0" : "") + n; };
    if (s >= 3600) { return "in " + Math.floor(s / 3600) + "h " + pad(Math.floor(s % 3600 / 60)) + "m"; }
    if (s >= 60) { return "in " + Math.floor(s / 60) + "m " + pad(s % 60) + "s"; }
    return "in " + s + "s";
  }

  function tick() {
    document.querySelectorAll(".countdown[data-due]").forEach(function (el) {
      var due = Date.parse(el.getAttribute("data-due"));
      if (!isNaN(due)) { el.textContent = words(due - Date.now()); }
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    follow();
    tick();
    setInterval(tick, 1000);
  });
})();
