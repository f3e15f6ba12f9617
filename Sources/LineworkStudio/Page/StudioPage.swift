import LineworkArt
import LineworkContours
import LineworkTone
import LineworkVector

/// The studio's one page: controls on the left; the photo, the drawing and the saliency
/// heatmap side by side (or two presets A and B under a sliding divider); the drawing's
/// statistics and the exports below. Everything is inline: the page loads nothing from the
/// network, and talks only to its own server (`StudioServer`'s routes).
///
/// A control the user has not moved is left out of the preset, so it keeps draw's default (its
/// slider shows that default, greyed). The page keeps the last drawing on screen while the next
/// is computed, and ignores replies older than the one shown. It records, for the browser test,
/// the time from each control change to its drawing on screen in `window.studio.latencies`
/// (milliseconds).
enum StudioPage {
    /// The page, with `token` for its requests.
    static func html(token: String) -> String {
        template
            .replacingOccurrences(of: "@TOKEN@", with: token)
            .replacingOccurrences(of: "@DEFAULTS@", with: defaultsJSON)
    }

    /// Draw's defaults for the sliders (what a control shows before it is moved).
    static var defaultsJSON: String {
        let contour = ContourOptions()
        let draw = DrawOptions()
        let hatch = HatchOptions(style: .hatch)
        var pivot = 0.5
        if case .fixed(let value) = contour.contrastPivot { pivot = value }
        let values: [(String, String)] = [
            ("pivot", "\(pivot)"),
            ("adjustment", "\(contour.contrastAdjustment)"),
            ("levels", "\(draw.levelCount)"),
            ("blur", "\(contour.blurSigma)"),
            ("max-dimension", "\(contour.maximumImageDimension)"),
            ("hatch-spacing", "\(hatch.spacing)"),
            ("pens", "\(draw.pens)"),
            ("simplify", "\(VectorArt.Options().simplifyEpsilon)"),
            ("alphamax", "\(draw.art.vector.curves?.alphaMax ?? 1.0)"),
            ("stroke-width", "\(ArtOptions().strokeWidth)"),
        ]
        return "{" + values.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    private static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Linework studio</title>
<style>
  :root { --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --accent: #0a66c2; --panel: #f5f5f7; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: var(--ink); background: #fff; }
  header { display: flex; gap: 12px; align-items: center; padding: 8px 16px; border-bottom: 1px solid var(--line); }
  header h1 { font-size: 16px; margin: 0 12px 0 0; }
  header .status { margin-left: auto; color: var(--muted); font-variant-numeric: tabular-nums; }
  main { display: grid; grid-template-columns: 270px 1fr; height: calc(100vh - 45px); }
  aside { overflow-y: auto; padding: 10px 14px; border-right: 1px solid var(--line); background: var(--panel); }
  aside h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); margin: 14px 0 6px; }
  .control { display: grid; grid-template-columns: 92px 1fr 44px; gap: 6px; align-items: center; margin: 5px 0; }
  .control label { color: var(--ink); }
  .control input[type=range], .control select { min-width: 0; width: 100%; margin: 0; }
  .control output { text-align: right; font-variant-numeric: tabular-nums; }
  .control.unset output { color: var(--muted); }
  .control.unset input[type=range] { opacity: .55; }
  .switches { display: flex; flex-wrap: wrap; gap: 4px 14px; margin: 6px 0; }
  select { width: 100%; }
  section.views { display: flex; flex-direction: column; min-width: 0; }
  .panels { flex: 1; display: grid; grid-template-columns: repeat(3, 1fr); gap: 10px; padding: 10px; min-height: 0; }
  .panel { display: flex; flex-direction: column; min-height: 0; border: 1px solid var(--line); border-radius: 6px; overflow: hidden; }
  .panel h3 { margin: 0; padding: 4px 8px; font-size: 12px; color: var(--muted); border-bottom: 1px solid var(--line); }
  .panel .picture { flex: 1; display: flex; align-items: center; justify-content: center; min-height: 0; background: #fff; }
  .panel .picture img, .panel .picture svg { max-width: 100%; max-height: 100%; width: auto; height: auto; }
  #drawing svg { width: 100%; height: 100%; }
  .panels.compare { grid-template-columns: 1fr; }
  .panels.compare .panel:not(#compare-panel) { display: none; }
  #compare-panel { display: none; }
  .panels.compare #compare-panel { display: flex; }
  #compare { position: relative; width: 100%; height: 100%; }
  #compare > div { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; }
  #compare svg { width: 100%; height: 100%; }
  #compare-b { clip-path: inset(0 0 0 50%); background: #fff; border-left: 1px solid var(--accent); }
  footer { display: flex; flex-wrap: wrap; gap: 8px 18px; align-items: center; padding: 8px 12px; border-top: 1px solid var(--line); }
  footer .stats { display: flex; gap: 16px; font-variant-numeric: tabular-nums; }
  footer .stats b { font-weight: 600; }
  footer .exports { margin-left: auto; display: flex; gap: 6px; }
  button { font: inherit; padding: 3px 9px; border: 1px solid var(--line); border-radius: 5px; background: #fff; cursor: pointer; }
  button:hover { border-color: var(--accent); }
  #drop { position: fixed; inset: 0; background: rgba(10, 102, 194, .12); border: 3px dashed var(--accent);
          display: none; align-items: center; justify-content: center; font-size: 22px; color: var(--accent); }
  body.dragging #drop { display: flex; }
  .error { color: #b00020; }
</style>
</head>
<body>
<header>
  <h1>Linework studio</h1>
  <label>Photo <select id="photo"></select></label>
  <label><button type="button" onclick="document.getElementById('file').click()">Open…</button>
    <input id="file" type="file" accept="image/png,image/jpeg" hidden></label>
  <span>or drop a photo anywhere</span>
  <span class="status" id="status">connecting…</span>
</header>
<main>
<aside id="controls">
  <h2>Lines</h2>
  <div class="control"><label for="c-lines">source</label>
    <select id="c-lines" data-key="lines" data-always>
      <option>edges</option><option>contours</option><option>levels</option><option>sweep</option>
      <option>centerline</option><option>none</option></select><span></span></div>
  <div class="control"><label for="c-pivot">pivot</label><input id="c-pivot" data-key="pivot" type="range" min="0" max="1" step="0.01"><output></output></div>
  <div class="switches"><label><input type="checkbox" id="c-auto-pivot"> automatic pivot</label></div>
  <div class="control"><label for="c-adjustment">adjustment</label><input id="c-adjustment" data-key="adjustment" type="range" min="0" max="3" step="0.05"><output></output></div>
  <div class="control"><label for="c-levels">levels</label><input id="c-levels" data-key="levels" type="range" min="2" max="16" step="1"><output></output></div>
  <div class="control"><label for="c-blur">blur</label><input id="c-blur" data-key="blur" type="range" min="0" max="6" step="0.1"><output></output></div>
  <div class="control"><label for="c-max-dimension">working size</label><input id="c-max-dimension" data-key="max-dimension" type="range" min="128" max="2048" step="64"><output></output></div>
  <h2>Weight and tone</h2>
  <div class="control"><label for="c-weight">weight</label>
    <select id="c-weight" data-key="weight"><option>none</option><option>saliency</option><option>edge</option><option>stroke</option></select><span></span></div>
  <div class="control"><label for="c-tone">tone</label>
    <select id="c-tone" data-key="tone"><option>none</option><option>hatch</option><option>crosshatch</option><option>stipple</option><option>tsp</option><option>flow</option></select><span></span></div>
  <div class="control"><label for="c-hatch-spacing">hatch spacing</label><input id="c-hatch-spacing" data-key="hatch-spacing" type="range" min="2" max="30" step="0.5"><output></output></div>
  <div class="control"><label for="c-pens">pens</label><input id="c-pens" data-key="pens" type="range" min="1" max="8" step="1"><output></output></div>
  <div class="switches"><label><input type="checkbox" data-key="color"> colour pens</label></div>
  <h2>Curves</h2>
  <div class="control"><label for="c-simplify">simplify</label><input id="c-simplify" data-key="simplify" type="range" min="0" max="5" step="0.1"><output></output></div>
  <div class="control"><label for="c-alphamax">corners</label><input id="c-alphamax" data-key="alphamax" type="range" min="0" max="1.34" step="0.01"><output></output></div>
  <div class="switches">
    <label><input type="checkbox" data-key="curves" data-default="true" checked> curves</label>
    <label><input type="checkbox" data-key="smooth" data-default="true" checked> smoothing</label></div>
  <div class="control"><label for="c-stroke-width">stroke width</label><input id="c-stroke-width" data-key="stroke-width" type="range" min="0.2" max="8" step="0.1"><output></output></div>
  <h2>Page</h2>
  <div class="control"><label for="c-page">paper</label>
    <select id="c-page" data-key="page"><option value="">photo size</option><option>a4</option><option>a3</option><option>letter</option></select><span></span></div>
  <div class="switches"><label><input type="checkbox" data-key="landscape"> landscape</label></div>
  <div class="control"><label for="c-background">background</label>
    <select id="c-background" data-key="background"><option value="">none (SVG)</option><option>white</option><option>paper</option><option>photo</option></select><span></span></div>
  <h2>Compare</h2>
  <div class="switches">
    <button type="button" id="keep-a">Keep as A</button><button type="button" id="keep-b">Keep as B</button>
    <button type="button" id="toggle-compare">A/B view</button><button type="button" id="reset">Reset</button></div>
  <div class="control"><label for="divider">A ◂ ▸ B</label><input id="divider" type="range" min="0" max="100" value="50"><span></span></div>
</aside>
<section class="views">
  <div class="panels" id="panels">
    <div class="panel"><h3>Photo</h3><div class="picture"><img id="photo-img" alt="the photo"></div></div>
    <div class="panel"><h3>Drawing</h3><div class="picture" id="drawing"></div></div>
    <div class="panel"><h3>Saliency (attention)</h3><div class="picture"><img id="saliency-img" alt="saliency heatmap"></div></div>
    <div class="panel" id="compare-panel"><h3 id="compare-title">A (left) and B (right)</h3>
      <div class="picture"><div id="compare"><div id="compare-a"></div><div id="compare-b"></div></div></div></div>
  </div>
  <footer>
    <div class="stats" id="stats"></div>
    <div class="exports">
      <button type="button" data-export="svg">SVG</button><button type="button" data-export="png">PNG</button>
      <button type="button" data-export="pdf">PDF</button><button type="button" data-export="gcode">G-code</button>
      <button type="button" data-export="hpgl">HPGL</button><button type="button" id="save-preset">Save preset</button>
    </div>
  </footer>
</section>
</main>
<div id="drop">Drop a PNG or JPEG to open it</div>
<script>
"use strict";
const token = "@TOKEN@";
const defaults = @DEFAULTS@;
const studio = { latencies: [], lastReply: null, photo: null, sent: 0, shown: 0, pendingSince: new Map(), presets: {} };
window.studio = studio;
const $ = (id) => document.getElementById(id);
const api = (path) => path + (path.includes("?") ? "&" : "?") + "token=" + token;
const set = new Set();   // the keys the user has changed: the rest keep draw's defaults

function setStatus(text, isError) {
  const status = $("status");
  status.textContent = text;
  status.className = "status" + (isError ? " error" : "");
}

// Controls: sliders show draw's default until moved; selects and switches send only when changed.
for (const input of document.querySelectorAll("[data-key]")) {
  const key = input.dataset.key;
  if (input.type === "range") {
    input.value = defaults[key];
    input.closest(".control").classList.add("unset");
  }
  showValue(input);
  input.addEventListener("input", () => {
    set.add(key);
    if (key === "pivot") $("c-auto-pivot").checked = false;
    const control = input.closest(".control");
    if (control) control.classList.remove("unset");
    showValue(input);
    request();
  });
}
$("c-auto-pivot").addEventListener("input", () => { set.add("pivot"); request(); });

function showValue(input) {
  const output = input.closest(".control") && input.closest(".control").querySelector("output");
  if (output) output.textContent = input.value;
}

/// The preset: the keys the user set, with `lines` always.
function preset() {
  const result = {};
  for (const input of document.querySelectorAll("[data-key]")) {
    const key = input.dataset.key;
    if (!set.has(key) && !("always" in input.dataset)) continue;
    if (input.type === "checkbox") result[key] = input.checked;
    else if (input.type === "range") result[key] = Number(input.value);
    else if (input.value !== "") result[key] = input.value;
  }
  if (set.has("pivot") && $("c-auto-pivot").checked) result.pivot = "auto";
  return result;
}

// The live connection: every change is sent at once; the server draws only the newest.
let socket = null;
function connect() {
  socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + api("/api/live"));
  socket.onopen = () => { setStatus("ready"); request(); };
  socket.onclose = () => { setStatus("disconnected: reload the page", true); };
  socket.onmessage = (event) => show(JSON.parse(event.data));
}

function request() {
  if (studio.photo === null || !socket || socket.readyState !== WebSocket.OPEN) return;
  const id = ++studio.sent;
  studio.pendingSince.set(id, performance.now());
  socket.send(JSON.stringify({ id: id, photo: studio.photo, preset: preset() }));
  setStatus("drawing…");
}

function show(reply) {
  if (reply.id !== null && reply.id < studio.shown) return;   // an older drawing than the one on screen
  if (reply.error) { setStatus(reply.error, true); return; }
  studio.shown = reply.id;
  $("drawing").innerHTML = reply.svg;
  studio.lastReply = reply;
  const started = studio.pendingSince.get(reply.id);
  for (const id of [...studio.pendingSince.keys()]) if (id <= reply.id) studio.pendingSince.delete(id);
  requestAnimationFrame(() => {
    const latency = performance.now() - started;
    studio.latencies.push({ id: reply.id, ms: latency, draw: reply.seconds.draw * 1000, render: reply.seconds.render * 1000 });
    setStatus(`drawn in ${Math.round(reply.seconds.draw * 1000)} ms · on screen after ${Math.round(latency)} ms`);
  });
  const s = reply.stats;
  $("stats").innerHTML = `<span><b>${s.paths}</b> paths</span><span>ink <b>${Math.round(s.inkLength)}</b> px</span>`
    + `<span>pen-up <b>${Math.round(s.penUpTravel)}</b> px</span><span>plot <b>${formatTime(s.plotSeconds)}</b></span>`;
}

function formatTime(seconds) {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${Math.round(seconds % 60)} s` : `${Math.round(seconds)} s`;
}

// Photos: the command line's, and uploads (the file picker or a drop).
async function loadPhotos(select) {
  const response = await fetch(api("/api/photos"));
  const photos = await response.json();
  const menu = $("photo");
  menu.innerHTML = "";
  for (const photo of photos) {
    const option = document.createElement("option");
    option.value = photo.id;
    option.textContent = `${photo.name} (${photo.width}×${photo.height})`;
    menu.appendChild(option);
  }
  if (photos.length > 0) choose(select !== undefined ? select : photos[0].id);
}

function choose(id) {
  studio.photo = Number(id);
  $("photo").value = String(id);
  $("photo-img").src = api(`/api/photos/${id}/photo.jpg`);
  $("saliency-img").src = api(`/api/photos/${id}/saliency.png`);
  studio.shown = 0;
  request();
}

async function upload(file) {
  setStatus(`opening ${file.name}…`);
  const response = await fetch(api("/api/photos?name=" + encodeURIComponent(file.name)), { method: "POST", body: file });
  if (!response.ok) { setStatus(`${file.name}: ` + (await response.text()).trim(), true); return; }
  const [photo] = await response.json();
  await loadPhotos(photo.id);
}

$("photo").addEventListener("change", (event) => choose(event.target.value));
$("file").addEventListener("change", (event) => { if (event.target.files[0]) upload(event.target.files[0]); });
document.addEventListener("dragover", (event) => { event.preventDefault(); document.body.classList.add("dragging"); });
document.addEventListener("dragleave", (event) => { if (event.target === $("drop")) document.body.classList.remove("dragging"); });
document.addEventListener("drop", (event) => {
  event.preventDefault();
  document.body.classList.remove("dragging");
  if (event.dataTransfer.files[0]) upload(event.dataTransfer.files[0]);
});

// Exports: the same files as linework draw --preset writes.
async function post(path, body) {
  const response = await fetch(api(path), { method: "POST", body: JSON.stringify(body), headers: { "Content-Type": "application/json" } });
  if (!response.ok) throw new Error((await response.text()).trim());
  return response;
}

async function download(response) {
  const name = (response.headers.get("Content-Disposition") || "").match(/filename="([^"]+)"/);
  const link = document.createElement("a");
  link.href = URL.createObjectURL(await response.blob());
  link.download = name ? name[1] : "linework";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

for (const button of document.querySelectorAll("[data-export]")) {
  button.addEventListener("click", async () => {
    try {
      setStatus(`exporting ${button.dataset.export}…`);
      await download(await post(`/api/photos/${studio.photo}/export/${button.dataset.export}`, preset()));
      setStatus(`exported ${button.dataset.export}`);
    } catch (error) { setStatus(error.message, true); }
  });
}
$("save-preset").addEventListener("click", async () => {
  try { await download(await post("/api/preset", preset())); setStatus("saved the preset"); }
  catch (error) { setStatus(error.message, true); }
});

// A/B: two kept drawings under a sliding divider.
function keep(slot) {
  if (!studio.lastReply) return;
  studio.presets[slot] = preset();
  $("compare-" + slot.toLowerCase()).innerHTML = studio.lastReply.svg;
  $("compare-title").textContent = `A (left): ${describe(studio.presets.A)} · B (right): ${describe(studio.presets.B)}`;
}
function describe(p) { return p ? Object.entries(p).map(([k, v]) => `${k} ${v}`).join(", ") : "not kept yet"; }
$("keep-a").addEventListener("click", () => keep("A"));
$("keep-b").addEventListener("click", () => keep("B"));
$("toggle-compare").addEventListener("click", () => $("panels").classList.toggle("compare"));
$("divider").addEventListener("input", (event) => { $("compare-b").style.clipPath = `inset(0 0 0 ${event.target.value}%)`; });
$("reset").addEventListener("click", () => {
  set.clear();
  for (const input of document.querySelectorAll("[data-key]")) {
    if (input.type === "range") { input.value = defaults[input.dataset.key]; input.closest(".control").classList.add("unset"); }
    else if (input.type === "checkbox") input.checked = input.dataset.default === "true";
    else if (!("always" in input.dataset)) input.selectedIndex = 0;
    showValue(input);
  }
  request();
});

connect();
loadPhotos();
</script>
</body>
</html>
"""#
}
