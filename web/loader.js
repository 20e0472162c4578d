// Salotto's loader: checks the browser can run the game, downloads the
// compressed game with a real progress bar, unpacks it in the browser and
// starts Go. Anything that goes wrong ends in a plain sentence for the
// player, never in a blank page.
//
// State for tests and curious players: window.salottoLoader =
//   { stage, received, total, error, reason }
// stage: "checking" | "downloading" | "starting" | "running" | "failed"
// received/total: bytes of the compressed game (total 0 while unknown)
// error: the message shown to the player; reason: a short code for it.
// The game itself publishes window.salotto (ready, scene, settled, ...).
"use strict";

(function () {
  const GAME_FILE = "salotto.wasm.gz";
  const build = window.salottoBuild || {};   // from salotto-build.js, if present
  const state = (window.salottoLoader = { stage: "checking", received: 0, total: 0, error: null, reason: null });

  const loader = document.getElementById("loader");
  const bar = loader.querySelector(".bar");
  const fill = bar.firstElementChild;
  const status = document.getElementById("status");
  const problem = document.getElementById("problem");

  // The messages a player may see, in our own words. detail carries the
  // technical cause in small print, for a bug report.
  const PROBLEMS = {
    "no-webassembly": {
      title: "This browser can't run Salotto",
      message: "Salotto needs WebAssembly, which every current version of Firefox, Chrome, Edge and Safari has. Please open this page in one of those.",
    },
    "no-webgl": {
      title: "The table can't be drawn here",
      message: "Salotto draws its cards with WebGL 2, and this browser has it switched off or can't use it on this device. Turning on hardware acceleration in the browser's settings, or trying another browser, usually helps.",
    },
    "no-decompression": {
      title: "This browser is a little too old",
      message: "It can't unpack the game after downloading it. Updating the browser, or using a current Firefox, Chrome, Edge or Safari, will fix this.",
    },
    download: {
      title: "The game didn't arrive",
      message: "Downloading Salotto failed. Check your connection and try again.",
      retry: true,
    },
    start: {
      title: "The game couldn't start",
      message: "The download arrived but didn't start properly. Reloading the page usually fixes it; if not, a different browser may.",
      retry: true,
    },
    address: {
      title: "This link asks for something Salotto doesn't have",
      message: "The part of the address after the question mark names a screen or a setting the game doesn't know. Start from the title screen instead.",
      retry: true,
      clean: true,
      button: "Open the title screen",
    },
    crash: {
      title: "Something went wrong inside the game",
      message: "Sorry: Salotto stopped unexpectedly. Reloading the page starts it again.",
      retry: true,
    },
  };

  function fail(reason, detail) {
    if (state.stage === "failed") return;
    const p = PROBLEMS[reason];
    state.stage = "failed";
    state.reason = reason;
    state.error = p.message;
    problem.querySelector("h2").textContent = p.title;
    problem.querySelector(".message").textContent = p.message;
    problem.querySelector(".detail").textContent = detail ? String(detail) : "";
    const again = problem.querySelector("button");
    if (p.retry) {
      again.hidden = false;
      again.textContent = p.button || "Try again";
      // A bad address would fail again on reload: go to the page without it.
      again.onclick = p.clean ? () => location.assign(location.pathname) : () => location.reload();
    }
    loader.classList.remove("gone");
    loader.style.display = "";
    loader.classList.add("failed");
    if (p.retry) again.focus();
  }

  function megabytes(n) {
    return (n / 1048576).toFixed(1) + " MB";
  }

  function showProgress() {
    const { received, total } = state;
    if (total > 0) {
      const pct = Math.min(100, (100 * received) / total);
      fill.style.width = pct.toFixed(1) + "%";
      bar.setAttribute("aria-valuenow", Math.round(pct));
      status.textContent = "Shuffling the cards… " + megabytes(Math.min(received, total)) + " of " + megabytes(total);
    } else {
      status.textContent = "Shuffling the cards… " + megabytes(received);
    }
  }

  function hasWebGL2() {
    try {
      const c = document.createElement("canvas");
      const gl = c.getContext("webgl2");
      if (!gl) return false;
      const lose = gl.getExtension("WEBGL_lose_context");
      if (lose) lose.loseContext(); // give the context back for the game's own
      return true;
    } catch (e) {
      return false;
    }
  }

  // download fetches the game and returns a stream of its bytes, counting
  // them into the progress bar as they arrive.
  async function download() {
    let resp;
    try {
      resp = await fetch(GAME_FILE, { cache: "no-cache" });
    } catch (e) {
      throw { reason: "download", detail: e && e.message ? e.message : e };
    }
    if (!resp.ok) {
      throw { reason: "download", detail: GAME_FILE + ": HTTP " + resp.status + " " + resp.statusText };
    }
    // A server that gzip-encodes the file on the wire reports the encoded
    // length but hands us inflated bytes; only trust Content-Length when it
    // counts what we read. The size baked in at build time covers both.
    const encoded = (resp.headers.get("Content-Encoding") || "identity") !== "identity";
    const length = Number(resp.headers.get("Content-Length")) || 0;
    state.total = encoded ? build.rawSize || 0 : length || build.gzSize || 0;
    state.stage = "downloading";
    showProgress();

    const counter = new TransformStream({
      transform(chunk, controller) {
        state.received += chunk.byteLength;
        if (state.total && state.received > state.total) state.total = 0; // our guess was wrong
        showProgress();
        controller.enqueue(chunk);
      },
    });
    return resp.body.pipeThrough(counter);
  }

  // unpack returns the wasm bytes as a stream: gunzipped here unless the
  // server already did it (then the stream starts with "\0asm").
  async function unpack(stream) {
    const reader = stream.getReader();
    const first = await reader.read();
    const head = first.done ? new Uint8Array(0) : first.value;
    const rest = new ReadableStream({
      start(controller) {
        if (head.byteLength) controller.enqueue(head);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel(reason) {
        reader.cancel(reason);
      },
    });
    const gzipped = head.length >= 2 && head[0] === 0x1f && head[1] === 0x8b;
    return gzipped ? rest.pipeThrough(new DecompressionStream("gzip")) : rest;
  }

  async function start() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      return fail("no-webassembly");
    }
    if (!hasWebGL2()) return fail("no-webgl");
    if (typeof DecompressionStream !== "function" || typeof TransformStream !== "function") {
      return fail("no-decompression");
    }
    if (typeof Go !== "function") {
      return fail("download", "wasm_exec.js did not load");
    }

    let wasm;
    try {
      wasm = await unpack(await download());
    } catch (e) {
      return fail(e.reason || "download", e.detail || e);
    }

    const go = new Go();
    let instance;
    try {
      const bytes = await new Response(wasm).arrayBuffer();
      state.stage = "starting";
      fill.style.width = "100%";
      bar.classList.add("busy");
      status.textContent = "Setting out the table…";
      instance = (await WebAssembly.instantiate(bytes, go.importObject)).instance;
    } catch (e) {
      // A broken gzip stream surfaces here as a TypeError from the reader.
      return fail(state.received < state.total ? "download" : "start", e && e.message ? e.message : e);
    }

    const exit = go.exit;
    go.exit = (code) => {
      go.exitCode = code;
      exit.call(go, code);
    };
    state.stage = "running";
    watchGame();
    go.run(instance)
      .then(() => {
        const g = window.salotto || {};
        if (g.badAddress) fail("address", g.badAddress);
        else if (g.error) fail("crash", g.error);
        else if (go.exitCode) fail("crash", "exit code " + go.exitCode);
      })
      .catch((e) => fail("crash", e && e.message ? e.message : e));
  }

  // watchGame lifts the curtain once the game has drawn its first frame,
  // and reports a Go panic the game recorded in window.salotto.error.
  function watchGame() {
    const tick = () => {
      if (state.stage === "failed") return;
      const g = window.salotto;
      if (g && g.error) return fail("crash", g.error);
      if (g && g.ready) {
        loader.classList.add("gone");
        setTimeout(() => {
          if (state.stage !== "failed") loader.style.display = "none";
        }, 450);
        const canvas = document.querySelector("body > canvas");
        if (canvas) canvas.focus();
        return;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  start().catch((e) => fail("start", e && e.message ? e.message : e));
})();
