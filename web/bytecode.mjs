// Build step, run by build.py (`node web/bytecode.mjs job.json`): bytecode for what the engine
// worker imports, compiled by the pinned Pyodide's own Python (its magic number, its format).
// Pyodide's standard-library zip ships sources only: without this, every module the boot
// imports is compiled in the browser, on every visit (docs/site.md, "Bytecode").
//
// The job names: pyodide (its npm folder), wheel (our engine), pyscript (PyScript's npm folder),
// worker (our worker's modules, {name: path}), out (a folder). This boots Pyodide, writes the
// engine's archive where the page has it and puts it on sys.path as the worker does, writes
// PyScript's Python package where the page has it, imports what the worker imports (PyScript's
// JS modules stubbed), then what a game imports, and writes:
//   out/python_stdlib.zip  Pyodide's zip, with a .pyc beside the .py of each module loaded from it
//   out/engine.zip         the worker's Python, read by zipimport where it lies (nothing to
//                          unpack): the wheel's package (its .dist-info left out) and our
//                          worker modules, with a .pyc beside the .py of each module imported
//   out/pyscript/          the .pyc of PyScript's package, a file each (the page's config
//                          writes them into its __pycache__ before PyScript imports it)
//   out/bytecode.json      what was compiled
// Every .pyc is an unchecked-hash one (PEP 552): valid whatever the source file's date, so the
// output depends on the inputs alone; new zip entries get a fixed date.
import { mkdirSync, readFileSync, writeFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { loadPyodide } = await import(pathToFileURL(join(job.pyodide, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: job.pyodide + "/" });
const home = pyodide.FS.cwd();

// The engine's archive, sources only until the imports below show what to compile, where the
// page's config writes it (build.py).
const engineZip = `${home}/engine.zip`;
pyodide.FS.writeFile("/tmp/page.whl", readFileSync(job.wheel));
for (const [name, path] of Object.entries(job.worker)) pyodide.FS.writeFile(`/tmp/${name}`, readFileSync(path));
pyodide.globals.set("ENGINE_ZIP", engineZip);
pyodide.globals.set("WORKER_MODULES", pyodide.toPy(Object.keys(job.worker)));
pyodide.runPython(`
import zipfile

FIXED_DATE = (1980, 1, 1, 0, 0, 0)

def entry(name):
    info = zipfile.ZipInfo(name, FIXED_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info

def engine_sources(target):
    """The wheel's entries as they are but its .dist-info (nothing reads it), then our worker modules."""
    with zipfile.ZipFile("/tmp/page.whl") as wheel:
        for info in wheel.infolist():
            if ".dist-info/" not in info.filename:
                target.writestr(info, wheel.read(info), compress_type=zipfile.ZIP_DEFLATED)
    for name in WORKER_MODULES:
        with open(f"/tmp/{name}", "rb") as file:
            target.writestr(entry(name), file.read())

with zipfile.ZipFile(ENGINE_ZIP, "w") as target:
    engine_sources(target)
`);

// PyScript's Python package, exactly as its bundle writes it in the page (checked against it).
const pyscriptSources = (await import(pathToFileURL(join(job.pyscript, "src/stdlib/pyscript.js")).href)).default.pyscript;
const bundle = readdirSync(join(job.pyscript, "dist")).filter((name) => /^core-[\w-]+\.js$/.test(name))
  .map((name) => readFileSync(join(job.pyscript, "dist", name), "utf8")).join("\n");
pyodide.FS.mkdirTree(home + "/pyscript");
for (const [name, source] of Object.entries(pyscriptSources)) {
  if (typeof source !== "string" || !bundle.includes(JSON.stringify(source).slice(1, -1))) {
    throw new Error(`PyScript's pyscript/${name} is not the one its bundle runs`);
  }
  pyodide.FS.writeFile(`${home}/pyscript/${name}`, source);
}
// What PyScript registers in a worker; enough for its package to import. sync_main_only: as
// in the page (build.py), there is no window to reach from the worker.
const stub = () => null;
pyodide.registerJsModule("polyscript", { config: { sync_main_only: true }, js_modules: {}, lazy_py_modules: stub, storage: stub,
  workers: {}, ffi: { to_js: stub, create_proxy: stub, is_none: stub }, xworker: { sync: {} } });

// What the worker imports as it starts: PyScript imports its package, then web/worker.py puts
// the engine's archive on sys.path and imports the rest; then the bots a game imports
// (web/game_session.py), the games and modules registered later, which a game imports when it
// names them, and what reading a ruleset's data from the archive imports.
const workerModules = Object.keys(job.worker).map((name) => name.replace(/\.py$/, ""));
const files = "import sys; [getattr(m, '__file__', None) or '' for m in list(sys.modules.values())]";
pyodide.runPython(["import importlib, sys", "importlib.import_module('pyscript')", `sys.path.insert(0, "${engineZip}")`,
  ...["json", ...workerModules].map((name) => `importlib.import_module("${name}")`)].join("\n"));
const atStart = pyodide.runPython(files).toJs();
pyodide.runPython(["import importlib", "importlib.import_module('saboteur.bots')", "ruleset = importlib.import_module('saboteur.ruleset')",
  "ruleset.register_all()", "ruleset.load_ruleset('base')", "del ruleset"].join("\n"));
// Their files, before this script's own tools are imported.
const loaded = pyodide.runPython(files).toJs();

pyodide.globals.set("LOADED", pyodide.toPy(loaded));
pyodide.globals.set("AT_START", pyodide.toPy(atStart));
const report = JSON.parse(await pyodide.runPythonAsync(`
import io, json, os, py_compile, sys, zipfile

STDLIB = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
UNCHECKED = py_compile.PycInvalidationMode.UNCHECKED_HASH
LOADED = sorted({path for path in LOADED if path.endswith(".py")})

def pyc(source, shown_as):
    """The unchecked-hash bytecode of a module's source text; tracebacks name it shown_as."""
    with open("/tmp/source.py", "wb") as file:
        file.write(source)
    target = "/tmp/compiled.pyc"
    py_compile.compile("/tmp/source.py", cfile=target, dfile=shown_as, doraise=True, invalidation_mode=UNCHECKED)
    with open(target, "rb") as file:
        return file.read()

def with_bytecode(archive, wanted, add_sources=None):
    """An archive's bytes: archive's entries as they are (or add_sources' ones), each .py in
    wanted followed by its .pyc, where zipimport looks first."""
    out = io.BytesIO()
    with zipfile.ZipFile(archive) as source, zipfile.ZipFile(out, "w") as target:
        for info in source.infolist():
            data = source.read(info)
            target.writestr(info, data)
            if info.filename in wanted:
                target.writestr(entry(info.filename + "c"), pyc(data, f"{archive}/{info.filename}"))
    return out.getvalue()

def names_in(archive):
    return [path[len(archive) + 1:] for path in LOADED if path.startswith(archive + "/")]

stdlib = names_in(STDLIB)
with open("/tmp/python_stdlib.zip", "wb") as file:
    file.write(with_bytecode(STDLIB, set(stdlib)))
engine = names_in(ENGINE_ZIP)
engine_bytes = with_bytecode(ENGINE_ZIP, set(engine))
with open("/tmp/engine.zip", "wb") as file:
    file.write(engine_bytes)

# PyScript's package, loaded from its files: each .pyc in its __pycache__
def cached_name(path):
    folder, name = os.path.split(path)
    return f"{folder}/__pycache__/{name[:-3]}.{sys.implementation.cache_tag}.pyc"

pyscript = [path for path in LOADED if path.startswith(os.getcwd() + "/pyscript/")]
os.makedirs("/tmp/pyscript", exist_ok=True)
for path in pyscript:
    with open(path, "rb") as file:
        data = pyc(file.read(), path)
    with open("/tmp/pyscript/" + os.path.basename(cached_name(path)), "wb") as file:
        file.write(data)
json.dumps({"python": sys.version.split()[0], "cache_tag": sys.implementation.cache_tag,
            "engine_zip": ENGINE_ZIP, "stdlib": stdlib, "engine": engine,
            "engine_at_start": sorted(path[len(ENGINE_ZIP) + 1:] for path in AT_START if path.startswith(ENGINE_ZIP + "/")),
            "pyscript": [cached_name(path) for path in pyscript]})
`));
writeFileSync(join(job.out, "python_stdlib.zip"), pyodide.FS.readFile("/tmp/python_stdlib.zip"));
writeFileSync(join(job.out, "engine.zip"), pyodide.FS.readFile("/tmp/engine.zip"));
mkdirSync(join(job.out, "pyscript"), { recursive: true });
for (const path of report.pyscript) {
  const name = path.split("/").pop();
  writeFileSync(join(job.out, "pyscript", name), pyodide.FS.readFile("/tmp/pyscript/" + name));
}
writeFileSync(join(job.out, "bytecode.json"), JSON.stringify(report, null, 1) + "\n");
