// The phone page: one seat's view from the table, drawn generically; taps become actions.
// Every word shown comes from the server (already translated). Text goes in with
// textContent only, never as HTML.
"use strict";
(function () {
  const token = location.pathname.split("/").pop();
  const $ = (id) => document.getElementById(id);
  let ws = null, view = null, selected = [], sending = false, retry = 0, wasTurn = false, stopped = false;
  let words = { connecting: "…", reconnecting: "…" }, taken = "";
  const NO_ANSWER_MS = 4000;  // a move's answer (a new view or a refusal) comes in well under a second

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }

  function toast(message, kind) {
    const t = $("toast");
    t.textContent = message;
    t.className = kind || "";
    t.hidden = false;
    clearTimeout(toast.timer);
    toast.timer = setTimeout(() => { t.hidden = true; }, 3500);
  }

  function connect() {
    if (stopped) return;
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    clearTimeout(connect.timer);
    const sock = new WebSocket(scheme + location.host + "/ws/" + token);
    ws = sock;
    sock.onopen = () => { retry = 0; sock.send(JSON.stringify({ type: "hello" })); };
    sock.onmessage = (e) => {
      if (sock !== ws) return;
      let msg;
      try { msg = JSON.parse(e.data); } catch (err) { return; }
      if (msg.type === "view") { show(msg); }
      else if (msg.type === "error" && msg.code === "taken") { taken = msg.message; }
      else if (msg.type === "error") { answered(); toast(msg.message); if (view) render(); }
    };
    sock.onclose = (e) => {
      if (sock !== ws) return;  // an older socket of this page
      ws = null;
      answered();
      // opened on another device, the game ended, or the table took the seat over
      if (e.code === 4000 || e.code === 1001 || e.code === 4001) {
        stopped = true;
        $("status").textContent = view && view.text ? view.text.ended : "";
        if (e.code === 4000) $("status").textContent = words.elsewhere || "";
        if (e.code === 4001) $("status").textContent = taken;
        $("turn").hidden = true;
        $("hand").textContent = "";
        $("actions").textContent = "";
        return;
      }
      $("status").textContent = words.reconnecting;
      retry = Math.min(retry + 1, 5);
      connect.timer = setTimeout(connect, (e.code === 1008 ? 5000 : 700 * retry));
    };
  }

  function show(msg) {
    const turnNow = msg.your_turn && !msg.over;
    if (turnNow && !wasTurn && navigator.vibrate) navigator.vibrate([120, 60, 120]);
    wasTurn = turnNow;
    if (!view || view.v !== msg.v) selected = [];
    view = msg;
    words = msg.text || words;
    answered();
    render();
  }

  // Does the multiset of selected card keys equal the action's cards?
  function sameCards(keys, cards) {
    if (keys.length !== cards.length) return false;
    const a = keys.slice().sort(), b = cards.slice().sort();
    return a.every((k, i) => k === b[i]);
  }

  function selectedKeys() { return selected.map((i) => view.hand[i].key); }

  // Actions that use every selected card (and possibly more).
  function usingSelection() {
    const keys = selectedKeys();
    return view.actions.filter((a) => {
      const rest = a.cards.slice();
      return keys.every((k) => { const j = rest.indexOf(k); if (j < 0) return false; rest.splice(j, 1); return true; });
    });
  }

  function send(a) {
    if (!ws || ws.readyState !== 1 || sending) return;
    sending = true;
    ws.send(JSON.stringify({ type: "act", v: view.v, action: a.action }));
    // a move the table never answers (dropped in a flood, lost on the way) must not lock the buttons
    send.timer = setTimeout(() => {
      if (!sending) return;
      sending = false;
      toast(words.no_answer || "");
      if (view) render();
    }, NO_ANSWER_MS);
    render();
  }

  function answered() { sending = false; clearTimeout(send.timer); }

  function tapCard(i) {
    if (!view || !view.your_turn) return;
    const at = selected.indexOf(i);
    if (at >= 0) {
      const exact = view.actions.filter((a) => a.cards.length && sameCards(selectedKeys(), a.cards));
      if (exact.length === 1 && selected.length === 1) { send(exact[0]); return; }  // a second tap plays it
      selected.splice(at, 1);
    } else {
      selected.push(i);
      if (!usingSelection().length) selected = [i];  // a card of another move starts a new selection
    }
    render();
  }

  function render() {
    const v = view;
    document.title = v.name + " · " + v.game_name;
    document.body.dataset.v = v.v;  // which view is on the page (tests wait for it)
    $("who").textContent = v.name;
    $("gamename").textContent = v.game_name;
    const turn = $("turn");
    turn.hidden = !(v.your_turn && !v.over);
    turn.textContent = v.text.your_turn;
    $("status").textContent = v.status;

    const table = $("table");
    table.textContent = "";
    for (const section of v.table) {
      const pile = el("div", "pile");
      pile.appendChild(el("div", "section-title", section.title));
      const row = el("div", "cards");
      for (const c of section.cards) {
        if (!c.img) continue;
        const img = el("img");
        img.src = c.img; img.alt = c.label; img.title = c.label;
        if (c.tag) {  // who played it, under the card
          const fig = el("figure");
          fig.appendChild(img);
          fig.appendChild(el("figcaption", "", c.tag));
          row.appendChild(fig);
        } else {
          row.appendChild(img);
        }
      }
      pile.appendChild(row);
      table.appendChild(pile);
    }

    $("handtitle").textContent = v.hand_title;
    const used = new Set();
    for (const a of v.actions) for (const k of a.cards) used.add(k);
    const hand = $("hand");
    hand.textContent = "";
    hand.classList.toggle("tagged", v.hand.some((c) => c.tag));
    v.hand.forEach((c, i) => {
      const b = el("button", "card");
      b.type = "button";
      b.setAttribute("aria-label", c.label);
      b.dataset.key = c.key;
      if (c.img) { const img = el("img"); img.src = c.img; img.alt = c.label; b.appendChild(img); }
      else { b.classList.add("empty"); b.textContent = c.label; }
      if (c.tag) b.appendChild(el("span", "tag", c.tag));
      if (v.your_turn && used.has(c.key)) b.classList.add("legal");
      else if (v.your_turn && used.size) b.classList.add("dim");  // bidding: the hand is to look at
      if (selected.includes(i)) b.classList.add("selected");
      b.addEventListener("click", () => tapCard(i));
      hand.appendChild(b);
    });

    const box = $("actions");
    box.textContent = "";
    const note = $("note");
    note.textContent = "";
    if (v.your_turn && !v.over) {
      const plain = v.actions.filter((a) => !a.cards.length);
      const keys = selectedKeys();
      const exact = keys.length ? v.actions.filter((a) => a.cards.length && sameCards(keys, a.cards)) : [];
      for (const a of exact) addButton(box, a, "primary");
      for (const a of plain) addButton(box, a, "");
      if (keys.length) {
        const clear = el("button", "small", v.text.clear);
        clear.type = "button";
        clear.addEventListener("click", () => { selected = []; render(); });
        box.appendChild(clear);
        if (!exact.length) note.textContent = v.text.no_move;
      } else if (used.size) {
        note.textContent = v.text.select;
      }
    }

    const facts = $("facts");
    facts.textContent = "";
    for (const [k, val] of v.info) { facts.appendChild(el("div", "k", k)); facts.appendChild(el("div", "v", val)); }

    $("scoretitle").textContent = v.text.scores;
    const scores = $("scores");
    scores.textContent = "";
    if (v.scores) {
      const t = el("table"), head = el("tr");
      head.appendChild(el("th", "", ""));
      for (const c of v.scores.columns) head.appendChild(el("th", "", c));
      t.appendChild(head);
      for (const r of v.scores.rows) {
        const tr = el("tr");
        tr.appendChild(el("td", "", r.label));
        for (const p of r.points) tr.appendChild(el("td", "", p));
        t.appendChild(tr);
      }
      const total = el("tr", "total");
      total.appendChild(el("td", "", v.text.total));
      for (const p of v.scores.totals) total.appendChild(el("td", "", p));
      t.appendChild(total);
      scores.appendChild(t);
    }
    if (v.over || v.round_over) $("scorebox").open = true;
  }

  function addButton(box, a, cls) {
    const b = el("button", cls, a.label);
    b.type = "button";
    b.disabled = sending;
    b.addEventListener("click", () => send(a));
    box.appendChild(b);
  }

  $("status").textContent = words.connecting;
  document.addEventListener("visibilitychange", () => {  // back from sleep: make sure we are connected
    if (document.visibilityState === "visible" && !ws && !stopped) connect();
  });
  connect();
})();
