/* Listbuilder's phone page: the army, a game tracker and the close-combat odds, offline.
 *
 * The figures (break points, VP, morale, stat lines, sentences) were worked out at export by
 * listbuilder.game and arrive as JSON in #army-data. The tracker's state and score below
 * mirror listbuilder/game/state.py line by line (a test runs one scripted game through both),
 * and the odds mirror listbuilder/game/odds.py (exact fractions, BigInt). Every text from the
 * roster reaches the page through textContent, never as markup.
 */
(function () {
  "use strict";

  var DATA = JSON.parse(document.getElementById("army-data").textContent);
  var LIMITS = DATA.limits;
  var STORE = "listbuilder-phone:" + DATA.key;
  var LANG_STORE = "listbuilder-phone:lang";

  function own(object, key) {
    return Object.prototype.hasOwnProperty.call(object, key);
  }

  // --- the tracker's rules (listbuilder/game/state.py) ----------------------------------

  function freshTurn(objectives, opponentObjectives) {
    return {
      losses: {},
      destroyed: [],
      objectives: objectives || 0,
      opponent_objectives: opponentObjectives || 0,
      scored: 0,
      barrages: 0,
    };
  }

  function newState() {
    return { format: "netepic-game/1", turns: [freshTurn(0, 0)], bastions: [] };
  }

  function copy(state) {
    return JSON.parse(JSON.stringify(state));
  }

  function losses(state, path, upto) {
    var turns = upto === undefined || upto === null ? state.turns : state.turns.slice(0, upto);
    var total = 0;
    for (var i = 0; i < turns.length; i++) {
      if (own(turns[i].losses, path)) total += turns[i].losses[path];
    }
    return Math.max(total, 0);
  }

  function setLosses(state, card, total) {
    var ceiling = Math.max(card.boxes, card.break_point);
    total = Math.min(Math.max(total, 0), ceiling);
    var change = total - losses(state, card.path);
    if (!change) return state;
    var next = copy(state);
    var turn = next.turns[next.turns.length - 1];
    var value = (own(turn.losses, card.path) ? turn.losses[card.path] : 0) + change;
    if (value) turn.losses[card.path] = value;
    else delete turn.losses[card.path];
    return next;
  }

  function destructibleKey(card, index) {
    return card.path + "#" + index;
  }

  function bastionKey(index) {
    return "bastion#" + index;
  }

  function destroyedIn(state, key) {
    for (var i = 0; i < state.turns.length; i++) {
      if (state.turns[i].destroyed.indexOf(key) >= 0) return i + 1;
    }
    return null;
  }

  function toggleDestroyed(state, key) {
    var next = copy(state);
    for (var i = 0; i < next.turns.length; i++) {
      var at = next.turns[i].destroyed.indexOf(key);
      if (at >= 0) {
        next.turns[i].destroyed = next.turns[i].destroyed.filter(function (k) {
          return k !== key;
        });
        return next;
      }
    }
    next.turns[next.turns.length - 1].destroyed.push(key);
    return next;
  }

  var ENTRIES = ["objectives", "opponent_objectives", "scored", "barrages"];

  function setTurnEntry(state, field, value, turn) {
    if (ENTRIES.indexOf(field) < 0) throw new Error(field);
    var index = turn === undefined || turn === null ? state.turns.length - 1 : turn - 1;
    value = Math.min(Math.max(value, 0), LIMITS.max_vp);
    var next = copy(state);
    next.turns[index][field] = value;
    return next;
  }

  function nextTurn(state) {
    if (state.turns.length >= LIMITS.max_turns) return state;
    var last = state.turns[state.turns.length - 1];
    var next = copy(state);
    next.turns.push(freshTurn(last.objectives, last.opponent_objectives));
    return next;
  }

  function previousTurn(state) {
    if (state.turns.length <= 1) return state;
    var last = state.turns[state.turns.length - 1];
    var before = state.turns[state.turns.length - 2];
    var carried = freshTurn(before.objectives, before.opponent_objectives);
    if (!sameTurn(last, carried)) return state;
    var next = copy(state);
    next.turns.pop();
    return next;
  }

  function sameTurn(a, b) {
    var keysA = Object.keys(a.losses);
    if (keysA.length !== Object.keys(b.losses).length) return false;
    for (var i = 0; i < keysA.length; i++) {
      if (a.losses[keysA[i]] !== b.losses[keysA[i]]) return false;
    }
    if (a.destroyed.join("\n") !== b.destroyed.join("\n")) return false;
    for (var j = 0; j < ENTRIES.length; j++) {
      if (a[ENTRIES[j]] !== b[ENTRIES[j]]) return false;
    }
    return true;
  }

  function addBastion(state, name, points) {
    if (state.bastions.length >= LIMITS.max_bastions) return state;
    var next = copy(state);
    next.bastions.push({
      name: Array.from(String(name)).slice(0, 200).join(""),
      points: Math.min(Math.max(points, 0), LIMITS.max_vp),
    });
    return next;
  }

  function ceilDiv(a, b) {
    return Math.floor((a + b - 1) / b);
  }

  function cardState(state, card) {
    var broken = null;
    if (card.breaks_at !== null) {
      for (var n = 1; n <= state.turns.length; n++) {
        if (losses(state, card.path, n) >= card.breaks_at) {
          broken = n;
          break;
        }
      }
    }
    var destroyed = card.destructibles.map(function (_, i) {
      return destroyedIn(state, destructibleKey(card, i));
    });
    var conceded = broken !== null ? card.break_vp : 0;
    card.destructibles.forEach(function (d, i) {
      if (destroyed[i] !== null) conceded += d.vp;
    });
    return {
      path: card.path,
      losses: losses(state, card.path),
      broken_turn: broken,
      destroyed: destroyed,
      conceded: conceded,
    };
  }

  function score(army, state) {
    var cards = army.cards.map(function (card) {
      return cardState(state, card);
    });
    var bastions = state.bastions.map(function (b, i) {
      return {
        vp: ceilDiv(Math.max(b.points, 0), army.army.points_per_vp),
        turn: destroyedIn(state, bastionKey(i)),
      };
    });
    var turns = [];
    var scored = 0;
    state.turns.forEach(function (turn, i) {
      var number = i + 1;
      scored += turn.scored;
      var conceded = 0;
      for (var k = 0; k < number; k++) conceded += state.turns[k].barrages;
      cards.forEach(function (item, c) {
        var card = army.cards[c];
        if (item.broken_turn !== null && item.broken_turn <= number) conceded += card.break_vp;
        card.destructibles.forEach(function (d, j) {
          var when = item.destroyed[j];
          if (when !== null && when <= number) conceded += d.vp;
        });
      });
      bastions.forEach(function (b) {
        if (b.turn !== null && b.turn <= number) conceded += b.vp;
      });
      var objectiveVp = LIMITS.objective_vp * turn.objectives;
      var opponentVp = LIMITS.objective_vp * turn.opponent_objectives;
      turns.push({
        turn: number,
        objectives: turn.objectives,
        opponent_objectives: turn.opponent_objectives,
        conceded: conceded,
        scored: scored,
        total: objectiveVp + scored,
        opponent_total: opponentVp + conceded,
      });
    });
    var result = "playing";
    var decided = null;
    var toWin = army.army.vp_to_win;
    for (var t = 0; t < turns.length; t++) {
      var ours = turns[t].total >= toWin;
      var theirs = turns[t].opponent_total >= toWin;
      if (ours || theirs) {
        result = ours && theirs ? "draw" : ours ? "won" : "lost";
        decided = turns[t].turn;
        break;
      }
    }
    var over = turns.some(function (t) {
      return t.objectives + t.opponent_objectives > army.army.objectives;
    });
    return {
      cards: cards,
      bastions: bastions,
      turns: turns,
      outcome: result,
      decided_turn: decided,
      objectives_over: over,
    };
  }

  // --- close-combat odds (listbuilder/game/odds.py), exact with BigInt ----------------

  var countsCache = {};

  function sumCounts(dice) {
    if (countsCache[dice]) return countsCache[dice];
    var counts = [BigInt(1)];
    for (var d = 0; d < dice; d++) {
      var next = [];
      for (var i = 0; i < counts.length + 6; i++) next.push(BigInt(0));
      for (var total = 0; total < counts.length; total++) {
        if (counts[total] === BigInt(0)) continue;
        for (var face = 1; face <= 6; face++) next[total + face] += counts[total];
      }
      counts = next;
    }
    countsCache[dice] = counts;
    return counts;
  }

  function gcd(a, b) {
    if (a < BigInt(0)) a = -a;
    while (b !== BigInt(0)) {
      var r = a % b;
      a = b;
      b = r;
    }
    return a;
  }

  function frac(n, d) {
    var g = gcd(n, d);
    if (g === BigInt(0)) return { n: BigInt(0), d: BigInt(1) };
    return { n: n / g, d: d / g };
  }

  function add(a, b) {
    return frac(a.n * b.d + b.n * a.d, a.d * b.d);
  }

  function sub(a, b) {
    return frac(a.n * b.d - b.n * a.d, a.d * b.d);
  }

  function mul(a, b) {
    return frac(a.n * b.n, a.d * b.d);
  }

  var ONE = { n: BigInt(1), d: BigInt(1) };
  var ZERO = { n: BigInt(0), d: BigInt(1) };

  function combat(attackerCaf, defenderCaf, attackerDice, defenderDice) {
    var a = sumCounts(attackerDice);
    var d = sumCounts(defenderDice);
    var below = [BigInt(0)];
    for (var i = 0; i < d.length; i++) below.push(below[i] + d[i]);
    var whole = below[below.length - 1];
    var wins = BigInt(0);
    var losses_ = BigInt(0);
    var ties = BigInt(0);
    for (var s = 0; s < a.length; s++) {
      if (a[s] === BigInt(0)) continue;
      var tieSum = s + attackerCaf - defenderCaf;
      var lower = Math.min(Math.max(tieSum, 0), d.length);
      var tie = tieSum >= 0 && tieSum < d.length ? d[tieSum] : BigInt(0);
      wins += a[s] * below[lower];
      ties += a[s] * tie;
      losses_ += a[s] * (whole - below[lower] - tie);
    }
    var all = wins + losses_ + ties;
    return {
      attacker: frac(wins, all),
      defender: frac(losses_, all),
      draw: frac(ties, all),
      attacker_dice: attackerDice,
      defender_dice: defenderDice,
      attacker_caf: attackerCaf,
      defender_caf: defenderCaf,
    };
  }

  function totalCaf(side) {
    return (
      side.caf +
      DATA.cover[side.cover || "none"] +
      (side.falling_back ? -2 : 0) +
      (side.leader ? 1 : 0) +
      (side.modifier || 0)
    );
  }

  function several(attackers, defender, titan, firstExtra) {
    var combats = attackers.map(function (side, number) {
      var extra = titan ? 0 : (firstExtra || 0) + number;
      return combat(
        totalCaf(side),
        totalCaf(defender),
        side.immobilised ? 0 : 2 + extra,
        defender.immobilised ? 0 : 2
      );
    });
    var removed = ZERO;
    var still = ONE;
    var allLost = ONE;
    combats.forEach(function (odds) {
      removed = add(removed, mul(still, odds.attacker));
      still = mul(still, sub(ONE, odds.attacker));
      allLost = mul(allLost, odds.defender);
    });
    return {
      combats: combats,
      defender_removed: removed,
      attackers_removed: allLost,
      engaged: sub(still, allLost),
    };
  }

  function fracText(f) {
    return f.n.toString() + "/" + f.d.toString();
  }

  // --- words ----------------------------------------------------------------------------

  var lang = DATA.lang;
  try {
    var chosen = window.localStorage.getItem(LANG_STORE);
    if (chosen && own(DATA.words, chosen)) lang = chosen;
  } catch (e) {
    /* storage refused: the export's language */
  }

  function say(key, params) {
    var words = DATA.words[lang] || DATA.words.en;
    var text = own(words, key) ? words[key] : key;
    return text.replace(/\{([a-z_]+)\}/g, function (whole, name) {
      return params && own(params, name) ? String(params[name]) : whole;
    });
  }

  function pick(texts) {
    if (!texts) return "";
    return (own(texts, lang) && texts[lang]) || texts.en || "";
  }

  function percent(f) {
    var value = (Number((f.n * BigInt(10000)) / f.d) / 100).toFixed(1);
    return lang === "fr" ? value.replace(".", ",") + "\u00a0%" : value + "%";
  }

  function signed(n) {
    return n > 0 ? "+" + n : String(n).replace("-", "\u2212");
  }

  function cardStatus(card, item) {
    var text;
    if (card.breaks_at === null) {
      if (!card.boxes) return "";
      text = say("game.status.losses_titans", { losses: item.losses, models: card.boxes });
    } else {
      text = say("game.status.losses", {
        losses: item.losses,
        models: card.boxes,
        at: card.breaks_at,
      });
    }
    if (item.broken_turn === null) return text;
    var parts = [text + ".", say("game.status.broken", { turn: item.broken_turn, vp: card.break_vp })];
    if (card.morale === null) parts.push(say("game.status.no_morale"));
    else if (card.morale_tests > 1)
      parts.push(say("game.status.morale_each", { morale: card.morale + "+", count: card.morale_tests }));
    else parts.push(say("game.status.morale", { morale: card.morale + "+" }));
    return parts.join(" ");
  }

  function totalsText(found) {
    var now = found.turns[found.turns.length - 1];
    return say("game.totals", {
      turn: now.turn,
      ours: now.total,
      ours_obj: LIMITS.objective_vp * now.objectives,
      ours_cards: now.scored,
      theirs: now.opponent_total,
      theirs_obj: LIMITS.objective_vp * now.opponent_objectives,
      theirs_cards: now.conceded,
      vp: DATA.army.vp_to_win,
    });
  }

  function outcomeText(found) {
    var now = found.turns[found.turns.length - 1];
    var text = say("game.outcome." + found.outcome, {
      vp: DATA.army.vp_to_win,
      turn: found.decided_turn || now.turn,
    });
    if (found.objectives_over) text += " " + say("game.objectives_over", { count: DATA.army.objectives });
    return text;
  }

  // --- the DOM, built with textContent only ---------------------------------------------

  function el(tag, props) {
    var node = document.createElement(tag);
    if (props) {
      Object.keys(props).forEach(function (key) {
        if (key === "text") node.textContent = props[key];
        else if (key === "class") node.className = props[key];
        else if (key === "label") node.setAttribute("aria-label", props[key]);
        else if (key === "on") node.addEventListener("click", props[key]);
        else node[key] = props[key];
      });
    }
    for (var i = 2; i < arguments.length; i++) {
      var child = arguments[i];
      if (child === null || child === undefined) continue;
      node.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
    }
    return node;
  }

  function button(text, label, onClick, extraClass) {
    var node = el("button", { type: "button", text: text, class: "btn " + (extraClass || "") });
    if (label) node.setAttribute("aria-label", label);
    node.addEventListener("click", onClick);
    return node;
  }

  // --- the game being followed, kept on the phone -------------------------------------

  var game = { state: newState(), undo: [], redo: [] };
  var storageWorks = true;

  function validState(state) {
    if (!state || !Array.isArray(state.turns) || !state.turns.length) return false;
    if (state.turns.length > LIMITS.max_turns || !Array.isArray(state.bastions)) return false;
    return state.turns.every(function (t) {
      return (
        t &&
        typeof t.losses === "object" &&
        !Array.isArray(t.losses) &&
        Array.isArray(t.destroyed) &&
        ENTRIES.every(function (f) {
          return typeof t[f] === "number" && t[f] >= 0 && t[f] <= LIMITS.max_vp;
        })
      );
    });
  }

  function load() {
    try {
      var raw = window.localStorage.getItem(STORE);
      if (!raw) return;
      var kept = JSON.parse(raw);
      if (kept && validState(kept.state)) {
        game.state = kept.state;
        game.undo = (kept.undo || []).filter(validState).slice(-100);
        game.redo = (kept.redo || []).filter(validState).slice(-100);
      }
    } catch (e) {
      storageWorks = false;
    }
  }

  function save() {
    try {
      window.localStorage.setItem(STORE, JSON.stringify(game));
      storageWorks = true;
    } catch (e) {
      storageWorks = false;
    }
  }

  function apply(next) {
    if (JSON.stringify(next) === JSON.stringify(game.state)) return false;
    game.undo.push(game.state);
    game.undo = game.undo.slice(-100);
    game.redo = [];
    game.state = next;
    save();
    refresh();
    return true;
  }

  function undo() {
    if (!game.undo.length) return;
    game.redo.push(game.state);
    game.state = game.undo.pop();
    save();
    refresh();
  }

  function redo() {
    if (!game.redo.length) return;
    game.undo.push(game.state);
    game.state = game.redo.pop();
    save();
    refresh();
  }

  // --- pages ------------------------------------------------------------------------------

  var root = document.getElementById("app");
  var views = {};
  var current = "army";
  var refreshers = [];

  function refresh() {
    var found = score(DATA, game.state);
    refreshers.forEach(function (fn) {
      fn(found);
    });
  }

  function unitBlock(unit) {
    var block = el(
      "div",
      { class: "unit" },
      el("div", { class: "unit-name", text: pick(unit.name) }),
      el("div", { class: "muted", text: pick(unit.classes) }),
      el("div", {
        text: say("phone.unit_stats", { move: unit.move, save: pick(unit.save), caf: unit.caf_label }),
      })
    );
    var weapons = unit.weapons[lang] || unit.weapons.en || [];
    if (weapons.length) {
      var list = el("ul", { class: "weapons", label: say("phone.weapons") });
      weapons.forEach(function (w) {
        list.appendChild(el("li", { text: w }));
      });
      block.appendChild(list);
    }
    var abilities = unit.abilities[lang] || unit.abilities.en || [];
    if (abilities.length) {
      block.appendChild(el("div", { class: "abilities", text: say("phone.abilities_line", { list: abilities.join(", ") }) }));
    }
    return block;
  }

  function armyView() {
    var view = el("section", { class: "view", id: "view-army" });
    var army = DATA.army;
    var head = el("header", { class: "army-head" }, el("h1", { text: army.name || "\u2014" }));
    if (army.player) head.appendChild(el("div", { text: say("phone.player", { name: army.player }) }));
    if (army.event) head.appendChild(el("div", { text: say("phone.event", { name: army.event }) }));
    head.appendChild(
      el("div", {
        class: "muted",
        text: say("phone.summary", {
          points: army.points,
          size: army.game_size,
          vp: army.vp_to_win,
          objectives: army.objectives,
        }),
      })
    );
    if (army.errors) head.appendChild(el("div", { class: "warn", text: say("phone.illegal", { count: army.errors }) }));
    if (army.notes) head.appendChild(el("p", { class: "notes", text: army.notes }));
    view.appendChild(head);
    DATA.forces.forEach(function (force, f) {
      view.appendChild(el("h2", { text: pick(force.name) }));
      DATA.cards.forEach(function (card) {
        if (card.force !== f) return;
        var details = el("details", { class: card.attached !== null ? "card attached" : "card" });
        var summary = el(
          "summary",
          null,
          el("span", { class: "card-title", text: pick(card.heading) }),
          el("span", { class: "muted", text: " " + say("phone.card_points", { points: card.points }) })
        );
        details.appendChild(summary);
        if (card.attached !== null || card.company === null) {
          details.appendChild(el("div", { class: "muted", text: pick(card.name) }));
        }
        details.appendChild(el("div", { class: "figures", text: pick(card.figures) }));
        card.rows.forEach(function (row) {
          details.appendChild(el("div", { text: say("phone.row", { label: pick(row.label), models: row.models }) }));
        });
        card.destructibles.forEach(function (d) {
          details.appendChild(el("div", { text: say("phone.destructible", { name: pick(d.label), vp: d.vp }) }));
        });
        card.units.forEach(function (unit) {
          details.appendChild(unitBlock(unit));
        });
        if (card.notes) details.appendChild(el("p", { class: "notes", text: card.notes }));
        view.appendChild(details);
      });
    });
    var code = el("section", { class: "code" }, el("h2", { text: say("phone.code") }));
    if (army.code) {
      code.appendChild(el("code", { class: "share", text: army.code }));
      code.appendChild(el("p", { class: "muted", text: say("phone.code_hint") }));
    } else {
      code.appendChild(el("p", { text: say("phone.code_missing") }));
    }
    view.appendChild(code);
    return view;
  }

  function stepper(field) {
    var value = el("output", { class: "value" });
    var label = say("phone.entry." + field);
    var row = el(
      "div",
      { class: "stepper" },
      el("span", { class: "stepper-label", text: label }),
      button("\u2212", say("phone.less", { what: label }), function () {
        apply(setTurnEntry(game.state, field, game.state.turns[game.state.turns.length - 1][field] - 1));
      }),
      value,
      button("+", say("phone.more", { what: label }), function () {
        apply(setTurnEntry(game.state, field, game.state.turns[game.state.turns.length - 1][field] + 1));
      })
    );
    row.dataset.field = field;
    refreshers.push(function () {
      value.textContent = String(game.state.turns[game.state.turns.length - 1][field]);
    });
    return row;
  }

  function lossBoxes(card) {
    var boxes = el("div", { class: "boxes" });
    boxes.setAttribute("aria-hidden", "true");
    var cells = [];
    var index = 0;
    card.rows.forEach(function (row) {
      boxes.appendChild(el("div", { class: "box-label", text: pick(row.label) }));
      var line = el("div", { class: "box-row" });
      for (var m = 0; m < row.models; m++) {
        index += 1;
        var box = el("span", { class: "box" + (index === card.breaks_at ? " bp" : "") });
        cells.push(box);
        line.appendChild(box);
        if (cells.length >= 400) break;
      }
      boxes.appendChild(line);
    });
    return { node: boxes, cells: cells };
  }

  function gameCard(card, c) {
    var node = el("article", { class: "track" });
    node.dataset.path = card.path;
    var title = el("h3", { text: pick(card.heading) });
    var badge = el("span", { class: "badge", text: say("phone.broken_badge") });
    title.appendChild(badge);
    node.appendChild(title);
    node.appendChild(el("div", { class: "muted", text: pick(card.figures) }));
    var status = el("p", { class: "status" });
    status.setAttribute("aria-live", "polite");
    node.appendChild(status);
    var boxes = null;
    if (card.boxes) {
      boxes = lossBoxes(card);
      node.appendChild(boxes.node);
      var cardName = pick(card.heading);
      node.appendChild(
        el(
          "div",
          { class: "pair" },
          button("\u2212", say("phone.unlose", { card: cardName }), function () {
            apply(setLosses(game.state, card, losses(game.state, card.path) - 1));
          }, "minus"),
          button("+", say("phone.lose", { card: cardName }), function () {
            apply(setLosses(game.state, card, losses(game.state, card.path) + 1));
          }, "plus")
        )
      );
    }
    var toggles = card.destructibles.map(function (d, i) {
      var name = pick(d.label);
      var toggle = button("", "", function () {
        apply(toggleDestroyed(game.state, destructibleKey(card, i)));
      }, "toggle");
      node.appendChild(el("div", { class: "destructible" }, el("span", { text: say("phone.destructible", { name: name, vp: d.vp }) }), toggle));
      return { node: toggle, name: name };
    });
    refreshers.push(function (found) {
      var item = found.cards[c];
      status.textContent = cardStatus(card, item);
      node.classList.toggle("broken", item.broken_turn !== null);
      if (boxes) {
        boxes.cells.forEach(function (cell, i) {
          cell.classList.toggle("lost", i < item.losses);
        });
      }
      toggles.forEach(function (t, i) {
        var down = item.destroyed[i] !== null;
        t.node.textContent = down ? say("phone.destroyed") : say("phone.standing");
        t.node.setAttribute("aria-pressed", down ? "true" : "false");
        t.node.setAttribute("aria-label", say(down ? "phone.mark_standing" : "phone.mark_destroyed", { name: t.name }));
      });
    });
    return node;
  }

  function gameView() {
    var view = el("section", { class: "view", id: "view-game" });
    var totals = el("p", { class: "totals" });
    var short = el("div", { class: "short" });
    var outcome = el("div", { class: "outcome" });
    outcome.setAttribute("aria-live", "polite");
    var turn = el("h2", { class: "turn" });
    view.appendChild(el("div", { class: "scoreboard" }, short, outcome));
    view.appendChild(turn);
    view.appendChild(totals);
    ENTRIES.forEach(function (field) {
      view.appendChild(stepper(field));
    });
    var decided = el("p", { class: "warn", text: say("phone.decided") });
    var back = button(say("phone.previous_turn"), null, function () {
      apply(previousTurn(game.state));
    });
    var next = button(say("phone.next_turn"), null, function () {
      apply(nextTurn(game.state));
    }, "primary");
    next.id = "next-turn";
    view.appendChild(el("div", { class: "pair" }, back, next));
    view.appendChild(decided);
    var table = el("table", { class: "turns" });
    var headRow = el("tr");
    ["turn", "ours_obj", "ours", "theirs_obj", "theirs"].forEach(function (key) {
      headRow.appendChild(el("th", { text: say("phone.table." + key), scope: "col" }));
    });
    var body = el("tbody");
    table.appendChild(el("thead", null, headRow));
    table.appendChild(body);
    view.appendChild(table);
    view.appendChild(el("h2", { text: say("phone.cards") }));
    DATA.cards.forEach(function (card, c) {
      if (card.boxes || card.destructibles.length) view.appendChild(gameCard(card, c));
    });
    view.appendChild(el("h2", { text: say("phone.bastions") }));
    var bastions = el("div", { class: "bastions" });
    view.appendChild(bastions);
    var name = el("input", { type: "text", maxLength: 200, class: "field" });
    name.setAttribute("aria-label", say("phone.bastion_name"));
    name.placeholder = say("phone.bastion_name");
    var points = el("input", { type: "number", min: 0, max: LIMITS.max_vp, step: 25, class: "field", value: "0" });
    points.setAttribute("aria-label", say("phone.bastion_points"));
    points.setAttribute("inputmode", "numeric");
    view.appendChild(
      el(
        "div",
        { class: "bastion-form" },
        name,
        points,
        button(say("phone.add_bastion"), null, function () {
          var value = parseInt(points.value, 10);
          apply(addBastion(game.state, name.value, isNaN(value) ? 0 : value));
          name.value = "";
        })
      )
    );
    var storage = el("p", { class: "warn", text: say("phone.storage_off") });
    view.appendChild(storage);
    var armed = false;
    var fresh = button(say("phone.new_game"), null, function () {
      if (!armed) {
        armed = true;
        fresh.textContent = say("phone.new_game_confirm");
        return;
      }
      armed = false;
      fresh.textContent = say("phone.new_game");
      apply(newState());
    }, "danger");
    fresh.id = "new-game";
    view.appendChild(fresh);
    var bastionRows = [];
    refreshers.push(function (found) {
      var now = found.turns[found.turns.length - 1];
      totals.textContent = totalsText(found);
      short.textContent = say("phone.short_totals", {
        turn: now.turn,
        ours: now.total,
        theirs: now.opponent_total,
        vp: DATA.army.vp_to_win,
      });
      outcome.textContent = outcomeText(found);
      outcome.dataset.outcome = found.outcome;
      turn.textContent = say("phone.turn", { turn: now.turn });
      var over = found.outcome !== "playing";
      next.disabled = over || game.state.turns.length >= LIMITS.max_turns;
      decided.hidden = !over;
      back.disabled = previousTurn(game.state) === game.state;
      storage.hidden = storageWorks;
      while (body.firstChild) body.removeChild(body.firstChild);
      found.turns.forEach(function (t) {
        var row = el("tr");
        [t.turn, LIMITS.objective_vp * t.objectives, t.total, LIMITS.objective_vp * t.opponent_objectives, t.opponent_total].forEach(function (v) {
          row.appendChild(el("td", { text: String(v) }));
        });
        body.appendChild(row);
      });
      while (bastionRows.length < game.state.bastions.length) {
        (function (i) {
          var label = el("span");
          var toggle = button("", "", function () {
            apply(toggleDestroyed(game.state, bastionKey(i)));
          }, "toggle");
          bastions.appendChild(el("div", { class: "destructible" }, label, toggle));
          bastionRows.push({ label: label, toggle: toggle, node: label.parentNode });
        })(bastionRows.length);
      }
      bastionRows.forEach(function (row, i) {
        var b = game.state.bastions[i];
        row.node.hidden = !b;
        if (!b) return;
        var shown = b.name || say("phone.bastions") + " " + (i + 1);
        row.label.textContent = say("phone.bastion", { name: shown, vp: found.bastions[i].vp });
        var down = found.bastions[i].turn !== null;
        row.toggle.textContent = down ? say("phone.destroyed") : say("phone.standing");
        row.toggle.setAttribute("aria-pressed", down ? "true" : "false");
        row.toggle.setAttribute("aria-label", say(down ? "phone.mark_standing" : "phone.mark_destroyed", { name: shown }));
      });
    });
    return view;
  }

  function sidePanel(title, fighters) {
    var box = el("fieldset", { class: "side" }, el("legend", { text: title }));
    var pickList = el("select", { class: "field" });
    pickList.setAttribute("aria-label", title + ": " + say("phone.odds_pick"));
    pickList.appendChild(el("option", { value: "", text: say("odds.typed") }));
    fighters.forEach(function (f, i) {
      pickList.appendChild(el("option", { value: String(i), text: f.label }));
    });
    var caf = { value: 0 };
    var modifier = { value: 0 };
    var cafOut = el("output", { class: "value" });
    var modifierOut = el("output", { class: "value" });
    var modifierLabel = title + ": " + say("odds.modifier");
    var cafLabel = title + ": " + say("odds.caf");
    var cover = el("select", { class: "field" });
    cover.setAttribute("aria-label", title + ": " + say("odds.cover"));
    Object.keys(DATA.cover).forEach(function (key) {
      cover.appendChild(el("option", { value: key, text: say("odds.cover." + key) }));
    });
    function check(key) {
      var input = el("input", { type: "checkbox" });
      var label = el("label", { class: "check" }, input, el("span", { text: say(key) }));
      return { input: input, label: label };
    }
    var fallingBack = check("odds.falling_back");
    var leader = check("odds.leader");
    var immobilised = check("odds.immobilised");
    var side = {
      node: box,
      caf: caf,
      read: function () {
        return {
          caf: caf.value,
          cover: cover.value,
          falling_back: fallingBack.input.checked,
          leader: leader.input.checked,
          immobilised: immobilised.input.checked,
          modifier: modifier.value,
        };
      },
      show: function () {
        cafOut.textContent = signed(caf.value);
        modifierOut.textContent = signed(modifier.value);
      },
      changed: null,
      pickList: pickList,
    };
    function bump(by) {
      caf.value = Math.min(Math.max(caf.value + by, -LIMITS.max_caf), LIMITS.max_caf);
      pickList.value = "";
      side.changed();
    }
    pickList.addEventListener("change", function () {
      if (pickList.value !== "") caf.value = fighters[parseInt(pickList.value, 10)].caf;
      side.changed();
    });
    [cover, fallingBack.input, leader.input, immobilised.input].forEach(function (input) {
      input.addEventListener("change", function () {
        side.changed();
      });
    });
    box.appendChild(pickList);
    box.appendChild(
      el(
        "div",
        { class: "stepper" },
        el("span", { class: "stepper-label", text: say("odds.caf") }),
        button("\u2212", say("phone.less", { what: cafLabel }), function () {
          bump(-1);
        }),
        cafOut,
        button("+", say("phone.more", { what: cafLabel }), function () {
          bump(1);
        })
      )
    );
    box.appendChild(cover);
    box.appendChild(fallingBack.label);
    box.appendChild(leader.label);
    box.appendChild(immobilised.label);
    function bumpModifier(by) {
      modifier.value = Math.min(Math.max(modifier.value + by, -LIMITS.max_caf), LIMITS.max_caf);
      side.changed();
    }
    box.appendChild(
      el(
        "div",
        { class: "stepper modifier" },
        el("span", { class: "stepper-label", text: say("odds.modifier") }),
        button("\u2212", say("phone.less", { what: modifierLabel }), function () {
          bumpModifier(-1);
        }),
        modifierOut,
        button("+", say("phone.more", { what: modifierLabel }), function () {
          bumpModifier(1);
        })
      )
    );
    return side;
  }

  function oddsView() {
    var view = el("section", { class: "view", id: "view-odds" });
    var fighters = [];
    DATA.cards.forEach(function (card) {
      card.units.forEach(function (unit) {
        if (unit.caf !== null) {
          fighters.push({
            caf: unit.caf,
            label: say("odds.unit_choice", { card: pick(card.heading), unit: pick(unit.name), caf: signed(unit.caf) }),
          });
        }
      });
    });
    var attacker = sidePanel(say("odds.attacker"), fighters);
    var defender = sidePanel(say("odds.defender"), fighters);
    var count = { value: 1 };
    var countOut = el("output", { class: "value" });
    var titan = el("input", { type: "checkbox" });
    var summary = el("div", { class: "odds-summary" });
    summary.setAttribute("aria-live", "polite");
    var result = el("div", { class: "odds-result" });
    result.setAttribute("aria-live", "polite");
    result.id = "odds-result";
    function update() {
      attacker.show();
      defender.show();
      countOut.textContent = String(count.value);
      var sides = [];
      for (var i = 0; i < count.value; i++) sides.push(attacker.read());
      var melee = several(sides, defender.read(), titan.checked, 0);
      while (result.firstChild) result.removeChild(result.firstChild);
      function line(key, f) {
        var node = el("div", { class: "odds-line", text: say("odds.line", { what: say(key), pct: percent(f), exact: fracText(f) }) });
        node.dataset.exact = fracText(f);
        return node;
      }
      var several_ = melee.combats.length > 1;
      melee.combats.forEach(function (odds, n) {
        var name = several_ ? say("odds.attacker_n", { n: n + 1 }) : say("odds.attacker");
        result.appendChild(el("h3", { text: say("odds.side", { side: name, caf: signed(odds.attacker_caf), dice: odds.attacker_dice ? say("odds.dice", { count: odds.attacker_dice }) : say("odds.no_dice") }) }));
        result.appendChild(line("odds.attacker_wins", odds.attacker));
        result.appendChild(line("odds.defender_wins", odds.defender));
        result.appendChild(line("odds.draw", odds.draw));
      });
      if (several_) {
        result.appendChild(el("h3", { text: say(titan.checked ? "odds.several_titan" : "odds.several", { count: melee.combats.length }) }));
        result.appendChild(line("odds.removed", melee.defender_removed));
        result.appendChild(line("odds.all_lost", melee.attackers_removed));
        result.appendChild(line("odds.engaged", melee.engaged));
      }
      result.appendChild(el("p", { class: "muted", text: say("odds.draw_rule") }));
      var first = melee.combats[0];
      summary.textContent = several_
        ? say("phone.odds_summary_several", {
            a: percent(melee.defender_removed),
            d: percent(melee.attackers_removed),
            x: percent(melee.engaged),
          })
        : say("phone.odds_summary", { a: percent(first.attacker), d: percent(first.defender), x: percent(first.draw) });
    }
    view.appendChild(el("div", { class: "scoreboard" }, el("h2", { text: say("odds.title") }), summary));
    attacker.changed = update;
    defender.changed = update;
    titan.addEventListener("change", update);
    view.appendChild(attacker.node);
    view.appendChild(defender.node);
    var countLabel = say("odds.count");
    view.appendChild(
      el(
        "div",
        { class: "stepper" },
        el("span", { class: "stepper-label", text: countLabel }),
        button("\u2212", say("phone.less", { what: countLabel }), function () {
          count.value = Math.max(count.value - 1, 1);
          update();
        }),
        countOut,
        button("+", say("phone.more", { what: countLabel }), function () {
          count.value = Math.min(count.value + 1, LIMITS.max_attackers);
          update();
        })
      )
    );
    view.appendChild(el("label", { class: "check" }, titan, el("span", { text: say("odds.titan") })));
    view.appendChild(el("h3", { text: say("phone.odds_results") }));
    view.appendChild(result);
    update();
    return view;
  }

  function show(name) {
    current = name;
    Object.keys(views).forEach(function (key) {
      views[key].hidden = key !== name;
    });
    Array.prototype.forEach.call(document.querySelectorAll("nav.tabs button"), function (b) {
      b.setAttribute("aria-pressed", b.dataset.view === name ? "true" : "false");
    });
    window.scrollTo(0, 0);
  }

  function build() {
    while (root.firstChild) root.removeChild(root.firstChild);
    refreshers = [];
    document.documentElement.lang = lang;
    document.title = DATA.army.name || "Listbuilder";
    var top = el("div", { class: "topbar" });
    var switcher = button(say("phone.lang_switch"), say("phone.lang_switch_label"), function () {
      lang = lang === "fr" ? "en" : "fr";
      try {
        window.localStorage.setItem(LANG_STORE, lang);
      } catch (e) {
        /* the choice lasts for this opening */
      }
      build();
    });
    switcher.id = "lang";
    top.appendChild(switcher);
    root.appendChild(top);
    views = { army: armyView(), game: gameView(), odds: oddsView() };
    Object.keys(views).forEach(function (key) {
      root.appendChild(views[key]);
    });
    var nav = el("nav", { class: "tabs" });
    nav.setAttribute("aria-label", "Listbuilder");
    ["army", "game", "odds"].forEach(function (key) {
      var b = button(say("phone.tab." + key), null, function () {
        show(key);
      });
      b.dataset.view = key;
      b.id = "tab-" + key;
      nav.appendChild(b);
    });
    nav.appendChild(
      button(say("phone.undo"), null, undo, "undo")
    );
    nav.lastChild.id = "undo";
    nav.appendChild(button(say("phone.redo"), null, redo, "redo"));
    nav.lastChild.id = "redo";
    root.appendChild(nav);
    refreshers.push(function () {
      document.getElementById("undo").disabled = !game.undo.length;
      document.getElementById("redo").disabled = !game.redo.length;
    });
    show(current);
    refresh();
  }

  load();
  build();

  window.listbuilderPhone = Object.freeze({
    rules: Object.freeze({
      newState: newState,
      setLosses: setLosses,
      toggleDestroyed: toggleDestroyed,
      setTurnEntry: setTurnEntry,
      nextTurn: nextTurn,
      previousTurn: previousTurn,
      addBastion: addBastion,
      score: score,
      destructibleKey: destructibleKey,
      bastionKey: bastionKey,
    }),
    odds: Object.freeze({
      combat: function (a, d, ad, dd) {
        var o = combat(a, d, ad, dd);
        return { attacker: fracText(o.attacker), defender: fracText(o.defender), draw: fracText(o.draw) };
      },
      several: function (attackers, defender, titan, firstExtra) {
        var m = several(attackers, defender, titan, firstExtra);
        return {
          combats: m.combats.map(function (o) {
            return {
              attacker: fracText(o.attacker),
              defender: fracText(o.defender),
              draw: fracText(o.draw),
              attacker_dice: o.attacker_dice,
            };
          }),
          defender_removed: fracText(m.defender_removed),
          attackers_removed: fracText(m.attackers_removed),
          engaged: fracText(m.engaged),
        };
      },
    }),
    data: DATA,
    game: function () {
      return JSON.parse(JSON.stringify(game));
    },
  });
})();
