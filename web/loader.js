// Salotto's loader: checks the browser can run the game, downloads the
// compressed game with a real progress bar (brotli, which the browser
// decodes, or else gzip, unpacked here) and starts Go. Anything that goes
// wrong ends in a plain sentence for the player, never in a blank page.
//
// State for tests and curious players: window.salottoLoader =
//   { stage, received, total, wire, file, fallback, error, reason, lang }
// stage: "checking" | "downloading" | "starting" | "running" | "failed"
// received/total: bytes this page has read of the game, as they reach it
//   (decoded ones when the browser decoded them; total 0 while unknown)
// wire: the size of the download the status line speaks of
// file: the file being downloaded; fallback: why the brotli one was not used
// error: the message shown to the player; reason: a short code for it;
// lang: the language the page speaks (en, es or it).
// Performance marks salotto:checked, :downloaded, :instantiated and :ready
// time the start.
// The game itself publishes window.salotto (ready, scene, settled, ...).
"use strict";

// window.salottoNet: the sockets of online rooms, for the game's Go
// (online/client/jsdial), and what the page knows about its room server.
// The protocol, its backoff and its resends are Go's (online/client); a
// socket here only carries text frames and says it is alive, sending a
// ping every 15 s as docs/protocol.md asks (a page's WebSocket cannot send
// WebSocket pings).
//   open(url, onOpen, onMessage, onClose) -> id; onMessage(text);
//     onClose(code, reason), once, unless close(id) came first
//   send(id, text) -> true if the socket took it
//   close(id)
//   server  { state: "pending" | "found" | "none", rooms: "ws://host/ws" }:
//     whether the page's own origin serves rooms (salotto-server -web
//     answers salotto-server.json beside the page)
//   setRoom(code)   the address bar carries ?room=CODE (or none for "")
//   roomLink(code)  the page's address with ?room=CODE, to share
//   copy(text, done) puts text on the clipboard; done(ok)
(function () {
  const sockets = new Map();
  let next = 1;
  const PING_EVERY = 15000;
  const net = (window.salottoNet = {
    server: { state: "pending", rooms: "" },
    open(url, onOpen, onMessage, onClose) {
      const id = next++;
      const s = { onOpen, onMessage, onClose, timer: 0, ws: null };
      sockets.set(id, s);
      const gone = (code, reason) => {
        if (!sockets.has(id)) return;
        sockets.delete(id);
        clearInterval(s.timer);
        s.onClose(code, reason);
      };
      try {
        s.ws = new WebSocket(url);
      } catch (e) {
        setTimeout(() => gone(0, String(e && e.message ? e.message : e)), 0);
        return id;
      }
      s.ws.onopen = () => {
        if (!sockets.has(id)) return;
        s.timer = setInterval(() => {
          if (s.ws.readyState === 1) s.ws.send('{"t":"ping"}');
        }, PING_EVERY);
        s.onOpen();
      };
      s.ws.onmessage = (e) => {
        if (sockets.has(id) && typeof e.data === "string") s.onMessage(e.data);
      };
      s.ws.onclose = (e) => gone(e.code, e.reason);
      s.ws.onerror = () => {}; // onclose follows and says it
      return id;
    },
    send(id, text) {
      const s = sockets.get(id);
      if (!s || !s.ws || s.ws.readyState !== 1) return false;
      s.ws.send(text);
      return true;
    },
    close(id) {
      const s = sockets.get(id);
      if (!s) return;
      sockets.delete(id);
      clearInterval(s.timer);
      if (s.ws) s.ws.close(1000);
    },
    setRoom(code) {
      const q = new URLSearchParams(location.search);
      if (code) q.set("room", code);
      else q.delete("room");
      const search = q.toString();
      history.replaceState(history.state, "", location.pathname + (search ? "?" + search : "") + location.hash);
    },
    roomLink(code) {
      const q = new URLSearchParams();
      const server = new URLSearchParams(location.search).get("server");
      q.set("room", code);
      if (server) q.set("server", server);
      return location.origin + location.pathname + "?" + q.toString();
    },
    copy(text, done) {
      const fallback = () => {
        const area = document.createElement("textarea");
        area.value = text;
        area.style.position = "fixed";
        area.style.opacity = "0";
        document.body.appendChild(area);
        area.select();
        let ok = false;
        try {
          ok = document.execCommand("copy");
        } catch (e) {
          ok = false;
        }
        area.remove();
        const canvas = document.querySelector("body > canvas");
        if (canvas) canvas.focus();
        done(ok);
      };
      if (navigator.clipboard && typeof navigator.clipboard.writeText === "function") {
        navigator.clipboard.writeText(text).then(() => done(true), fallback);
      } else {
        fallback();
      }
    },
  });
  // The page asks its own origin whether it serves rooms too.
  if (location.protocol === "http:" || location.protocol === "https:") {
    fetch("salotto-server.json", { cache: "no-store" })
      .then((r) => (r.ok ? r.json() : null))
      .then((j) => {
        if (!j || j.salotto !== "rooms") throw new Error("no rooms here");
        const u = new URL(j.rooms || "/ws", location.href);
        u.protocol = u.protocol === "https:" ? "wss:" : "ws:";
        net.server = { state: "found", rooms: u.href };
      })
      .catch(() => {
        net.server = { state: "none", rooms: "" };
      });
  } else {
    net.server = { state: "none", rooms: "" };
  }
})();

(function () {
  const BROTLI_FILE = "salotto.wasm.br"; // decoded by the browser (Content-Encoding: br)
  const GZIP_FILE = "salotto.wasm.gz"; // the fallback, unpacked here unless the server did
  const build = window.salottoBuild || {};   // from salotto-build.js, if present
  const state = (window.salottoLoader = {
    stage: "checking", received: 0, total: 0, wire: 0, file: null, fallback: null, error: null, reason: null,
  });

  const loader = document.getElementById("loader");
  const bar = loader.querySelector(".bar");
  const fill = bar.firstElementChild;
  const status = document.getElementById("status");
  const problem = document.getElementById("problem");

  // The words a player may see, in our own words, in the game's three
  // languages. The page picks one before the game arrives, as the game
  // itself will: ?lang= if it names one, else the first of the browser's
  // languages (navigator.languages) the game has, else English. A problem's
  // detail carries the technical cause in small print, for a bug report.
  const WORDS = {
    en: {
      tagline: "Dolce Vita · HMS Dolores · The Duchess's Necklace",
      ready: "Getting the table ready…", shuffling: "Shuffling the cards…", of: "of",
      setting: "Setting out the table…", download: "Download", again: "Try again",
      "no-webassembly": ["This browser can't run Salotto", "Salotto needs WebAssembly, which every current version of Firefox, Chrome, Edge and Safari has. Please open this page in one of those."],
      "no-webgl": ["The table can't be drawn here", "Salotto draws its cards with WebGL 2, and this browser has it switched off or can't use it on this device. Turning on hardware acceleration in the browser's settings, or trying another browser, usually helps."],
      "no-decompression": ["This browser is a little too old", "It can't unpack the game after downloading it. Updating the browser, or using a current Firefox, Chrome, Edge or Safari, will fix this."],
      download_failed: ["The game didn't arrive", "Downloading Salotto failed. Check your connection and try again."],
      start: ["The game couldn't start", "The download arrived but didn't start properly. Reloading the page usually fixes it; if not, a different browser may."],
      address: ["This link asks for something Salotto doesn't have", "The part of the address after the question mark names a screen or a setting the game doesn't know. Start from the title screen instead.", "Open the title screen"],
      crash: ["Something went wrong inside the game", "Sorry: Salotto stopped unexpectedly. Reloading the page starts it again."],
    },
    es: {
      tagline: "Dolce Vita · HMS Dolores · El collar de la Duquesa",
      ready: "Preparando la mesa…", shuffling: "Barajando las cartas…", of: "de",
      setting: "Poniendo la mesa…", download: "Descarga", again: "Volver a intentarlo",
      "no-webassembly": ["Este navegador no puede abrir Salotto", "Salotto necesita WebAssembly, que tienen todas las versiones actuales de Firefox, Chrome, Edge y Safari. Abre esta página en uno de ellos."],
      "no-webgl": ["Aquí no se puede dibujar la mesa", "Salotto dibuja sus cartas con WebGL 2, y este navegador lo tiene desactivado o no puede usarlo en este dispositivo. Suele bastar con activar la aceleración por hardware en los ajustes del navegador o probar con otro."],
      "no-decompression": ["Este navegador se ha quedado un poco viejo", "No sabe descomprimir el juego después de descargarlo. Se arregla actualizando el navegador o usando un Firefox, Chrome, Edge o Safari actual."],
      download_failed: ["El juego no ha llegado", "No se pudo descargar Salotto. Revisa la conexión y vuelve a intentarlo."],
      start: ["El juego no ha podido arrancar", "La descarga llegó pero no arrancó bien. Recargar la página suele arreglarlo; si no, prueba con otro navegador."],
      address: ["Este enlace pide algo que Salotto no tiene", "Lo que va detrás del signo de interrogación en la dirección nombra una pantalla o un ajuste que el juego no conoce. Empieza mejor por la pantalla de inicio.", "Abrir la pantalla de inicio"],
      crash: ["Algo ha fallado dentro del juego", "Lo sentimos: Salotto se ha detenido sin avisar. Recarga la página para empezar de nuevo."],
    },
    it: {
      tagline: "Dolce Vita · HMS Dolores · La collana della Duchessa",
      ready: "Apparecchiamo il tavolo…", shuffling: "Mescoliamo le carte…", of: "di",
      setting: "Disponiamo il tavolo…", download: "Download", again: "Riprova",
      "no-webassembly": ["Questo browser non può aprire Salotto", "Salotto ha bisogno di WebAssembly, che hanno tutte le versioni recenti di Firefox, Chrome, Edge e Safari. Apri questa pagina con uno di questi."],
      "no-webgl": ["Qui il tavolo non si può disegnare", "Salotto disegna le carte con WebGL 2, e questo browser lo ha disattivato o non può usarlo su questo dispositivo. Di solito basta attivare l'accelerazione hardware nelle impostazioni del browser, o provarne un altro."],
      "no-decompression": ["Questo browser è un po' troppo vecchio", "Non riesce a decomprimere il gioco dopo averlo scaricato. Si risolve aggiornando il browser, o usando un Firefox, Chrome, Edge o Safari recente."],
      download_failed: ["Il gioco non è arrivato", "Non è stato possibile scaricare Salotto. Controlla la connessione e riprova."],
      start: ["Il gioco non è partito", "Il download è arrivato ma non è partito come doveva. Di solito basta ricaricare la pagina; se no, prova un altro browser."],
      address: ["Questo link chiede qualcosa che Salotto non ha", "La parte dell'indirizzo dopo il punto di domanda nomina una schermata o un'impostazione che il gioco non conosce. Meglio partire dalla schermata iniziale.", "Apri la schermata iniziale"],
      crash: ["Qualcosa si è rotto dentro il gioco", "Ci dispiace: Salotto si è fermato all'improvviso. Ricarica la pagina per ricominciare."],
    },
  };

  // pickLanguage is the page's language: ?lang= when the game has it, else
  // the first of the browser's languages it has ("es-AR" is es), else en.
  function pickLanguage() {
    const asked = new URLSearchParams(location.search).get("lang");
    const prefs = [].concat(asked ? [asked] : [], navigator.languages || [], navigator.language || []);
    for (const p of prefs) {
      const code = String(p).toLowerCase().split(/[-_]/)[0];
      if (WORDS[code]) return code;
    }
    return "en";
  }
  const lang = (state.lang = pickLanguage());
  const words = WORDS[lang];
  document.documentElement.lang = lang;
  loader.querySelector(".tagline").textContent = words.tagline;
  bar.setAttribute("aria-label", words.download);
  status.textContent = words.ready;

  // The problems a player may meet: their title and message in the page's
  // language, and whether a button offers another try.
  const problemIn = (key, extra) => Object.assign({ title: words[key][0], message: words[key][1], button: words[key][2] }, extra);
  const PROBLEMS = {
    "no-webassembly": problemIn("no-webassembly"),
    "no-webgl": problemIn("no-webgl"),
    "no-decompression": problemIn("no-decompression"),
    download: problemIn("download_failed", { retry: true }),
    start: problemIn("start", { retry: true }),
    address: problemIn("address", { retry: true, clean: true }),
    crash: problemIn("crash", { retry: true }),
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
      again.textContent = p.button || words.again;
      // A bad address would fail again on reload: go to the page without it.
      again.onclick = p.clean ? () => location.assign(location.pathname) : () => location.reload();
    }
    loader.classList.remove("gone");
    loader.style.display = "";
    loader.classList.add("failed");
    if (p.retry) again.focus();
  }

  // mark times a step of the start for scripts/web-measure.sh, as a
  // performance mark: salotto:checked, :downloaded, :instantiated, :ready.
  function mark(step) {
    if (performance && typeof performance.mark === "function") performance.mark("salotto:" + step);
  }

  function megabytes(n) {
    return (n / 1048576).toFixed(1) + " MB";
  }

  function showProgress() {
    const { received, total, wire } = state;
    if (total > 0) {
      const part = Math.min(1, received / total);
      const pct = 100 * part;
      fill.style.width = pct.toFixed(1) + "%";
      bar.setAttribute("aria-valuenow", Math.round(pct));
      status.textContent = words.shuffling + " " + megabytes(part * wire) + " " + words.of + " " + megabytes(wire);
    } else {
      status.textContent = words.shuffling + " " + megabytes(received);
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

  // fetchHead fetches file and reads until its first four bytes are in,
  // without counting them yet: which file to count is decided by them.
  async function fetchHead(file) {
    let resp;
    try {
      resp = await fetch(file, { cache: "no-cache" });
    } catch (e) {
      throw { reason: "download", detail: file + ": " + (e && e.message ? e.message : e) };
    }
    if (!resp.ok || !resp.body) {
      throw { reason: "download", detail: file + ": HTTP " + resp.status + " " + resp.statusText };
    }
    const reader = resp.body.getReader();
    const chunks = [];
    let have = 0;
    try {
      while (have < 4) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        have += value.byteLength;
      }
    } catch (e) {
      throw { reason: "download", detail: file + ": " + (e && e.message ? e.message : e) };
    }
    const magic = new Uint8Array(4);
    let at = 0;
    for (const c of chunks) {
      const part = c.subarray(0, 4 - at);
      magic.set(part, at);
      at += part.byteLength;
      if (at === 4) break;
    }
    return { file, resp, reader, chunks, magic: at === 4 ? magic : magic.subarray(0, at) };
  }

  const isWasm = (m) => m.length === 4 && m[0] === 0x00 && m[1] === 0x61 && m[2] === 0x73 && m[3] === 0x6d;
  const isGzip = (m) => m.length >= 2 && m[0] === 0x1f && m[1] === 0x8b;

  // counted returns the rest of a fetched file as a stream, the head first,
  // counting every byte into the progress bar. When the browser decoded the
  // body (Content-Encoding), the bytes read are decoded ones: they are
  // counted against the game's raw size, while the text speaks of the size
  // that crosses the wire (wire), in proportion.
  function counted(got, wire) {
    const encoded = (got.resp.headers.get("Content-Encoding") || "identity") !== "identity";
    const length = Number(got.resp.headers.get("Content-Length")) || 0;
    state.file = got.file;
    state.total = encoded ? build.rawSize || 0 : length || wire || 0;
    state.wire = encoded && wire ? wire : state.total; // without the size, decoded bytes of the raw size
    state.received = 0;
    state.stage = "downloading";
    const count = (chunk) => {
      state.received += chunk.byteLength;
      if (state.total && state.received > state.total) state.total = state.wire = 0; // our guess was wrong
      showProgress();
      return chunk;
    };
    showProgress();
    const head = got.chunks;
    return new ReadableStream({
      start(controller) {
        for (const c of head) controller.enqueue(count(c));
      },
      async pull(controller) {
        const { done, value } = await got.reader.read();
        if (!done) return controller.enqueue(count(value));
        controller.close();
        downloaded();
      },
      cancel(reason) {
        return got.reader.cancel(reason);
      },
    });
  }

  // downloaded turns the bar to its last stage once every byte is in,
  // while the game compiles and starts.
  function downloaded() {
    mark("downloaded");
    state.stage = "starting";
    fill.style.width = "100%";
    bar.classList.add("busy");
    status.textContent = words.setting;
  }

  // download returns the game's WebAssembly as a stream of bytes. The brotli
  // file comes first: a server that sends it with Content-Encoding: br (as
  // itch.io does) has the browser decode it, and it arrives as WebAssembly.
  // Anything else (no .br, a server that sent it raw or re-encoded it) falls
  // back to the gzip file, which this page unpacks itself unless the server
  // already inflated it.
  async function download() {
    try {
      const br = await fetchHead(BROTLI_FILE);
      if (isWasm(br.magic)) return counted(br, build.brSize);
      state.fallback = BROTLI_FILE + " arrived undecoded (" + (br.resp.headers.get("Content-Encoding") || "no Content-Encoding") + ")";
      br.reader.cancel().catch(() => {});
    } catch (e) {
      state.fallback = e.detail || String(e);
    }
    const gz = await fetchHead(GZIP_FILE);
    if (isWasm(gz.magic)) return counted(gz, build.gzSize);
    if (!isGzip(gz.magic)) {
      throw { reason: "start", detail: GZIP_FILE + " is neither gzip nor WebAssembly" };
    }
    if (typeof DecompressionStream !== "function") {
      gz.reader.cancel().catch(() => {});
      throw { reason: "no-decompression", detail: "no DecompressionStream, and " + state.fallback };
    }
    return counted(gz, build.gzSize).pipeThrough(new DecompressionStream("gzip"));
  }

  async function start() {
    if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") {
      return fail("no-webassembly");
    }
    if (!hasWebGL2()) return fail("no-webgl");
    if (typeof ReadableStream !== "function" || typeof Response !== "function") {
      return fail("no-decompression");
    }
    if (typeof Go !== "function") {
      return fail("download", "wasm_exec.js did not load");
    }
    mark("checked");

    let wasm;
    try {
      wasm = await download();
    } catch (e) {
      return fail(e.reason || "download", e.detail || e);
    }

    const go = new Go();
    let instance;
    try {
      // Compiling as the bytes arrive overlaps the download with the
      // compiler's work; the stream must say it is WebAssembly for that.
      const source = new Response(wasm, { headers: { "Content-Type": "application/wasm" } });
      if (typeof WebAssembly.instantiateStreaming === "function") {
        instance = (await WebAssembly.instantiateStreaming(source, go.importObject)).instance;
      } else {
        const bytes = await source.arrayBuffer();
        instance = (await WebAssembly.instantiate(bytes, go.importObject)).instance;
      }
      mark("instantiated");
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
        mark("ready");
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
