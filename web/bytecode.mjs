// Build step, run by build.py (`node web/bytecode.mjs job.json`): bytecode for what the engine
// worker imports, compiled by the pinned Pyodide's own Python (its magic number, its format).
// Pyodide's standard-library zip ships sources only: without this, every module the boot
// imports is compiled in the browser, on every visit (docs/site.md, "Bytecode").
//
// The job names: pyodide (its npm folder), wheel (our engine), pyscript (PyScript's npm folder),
// worker (our worker's modules, {name: path}), out (a folder). This boots Pyodide, installs the
// wheel as the page does, writes PyScript's Python package and our worker modules where the
// page has them, imports what the worker imports (PyScript's JS modules stubbed), and writes:
//   out/python_stdlib.zip  Pyodide's zip, with a .pyc beside the .py of each module loaded from it
//   out/bytecode.zip       the .pyc of what the worker imports before it is ready (the engine's,
//                          the worker modules', PyScript's), as paths from "/" (the page unpacks
//                          it there: __pycache__ beside each source)
//   out/bytecode-later.zip the same for what a game imports later (the bots, the other games)
//   out/bytecode.json      what was compiled
// Every .pyc is an unchecked-hash one (PEP 552): valid whatever the source file's date, so the
// output depends on the inputs alone; new zip entries get a fixed date.
import { readFileSync, writeFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const { loadPyodide } = await import(pathToFileURL(join(job.pyodide, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: job.pyodide + "/" });
// the wheel unpacked into site-packages, as the page's config has it (build.py)
const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
pyodide.unpackArchive(new Uint8Array(readFileSync(job.wheel)), "whl", { extractDir: sitePackages });

// PyScript's Python package, exactly as its bundle writes it in the page (checked against it).
const pyscriptSources = (await import(pathToFileURL(join(job.pyscript, "src/stdlib/pyscript.js")).href)).default.pyscript;
const bundle = readdirSync(join(job.pyscript, "dist")).filter((name) => /^core-[\w-]+\.js$/.test(name))
  .map((name) => readFileSync(join(job.pyscript, "dist", name), "utf8")).join("\n");
const home = pyodide.FS.cwd();
pyodide.FS.mkdirTree(home + "/pyscript");
for (const [name, source] of Object.entries(pyscriptSources)) {
  if (typeof source !== "string" || !bundle.includes(JSON.stringify(source).slice(1, -1))) {
    throw new Error(`PyScript's pyscript/${name} is not the one its bundle runs`);
  }
  pyodide.FS.writeFile(`${home}/pyscript/${name}`, source);
}
for (const [name, path] of Object.entries(job.worker)) pyodide.FS.writeFile(`${home}/${name}`, readFileSync(path));
// What PyScript registers in a worker; enough for its package to import. sync_main_only: as
// in the page (build.py), there is no window to reach from the worker.
const stub = () => null;
pyodide.registerJsModule("polyscript", { config: { sync_main_only: true }, js_modules: {}, lazy_py_modules: stub, storage: stub,
  workers: {}, ffi: { to_js: stub, create_proxy: stub, is_none: stub }, xworker: { sync: {} } });

// What the worker imports as it starts; then the bots a game imports (web/game_session.py),
// and the games and modules registered later, which a game imports when it names them.
const workerModules = Object.keys(job.worker).map((name) => name.replace(/\.py$/, ""));
const files = "import sys; [getattr(m, '__file__', None) or '' for m in list(sys.modules.values())]";
pyodide.runPython(["import importlib", ...["pyscript", "json", ...workerModules]
  .map((name) => `importlib.import_module("${name}")`)].join("\n"));
const atStart = pyodide.runPython(files).toJs();
pyodide.runPython("import importlib; importlib.import_module('saboteur.bots'); importlib.import_module('saboteur.ruleset').register_all()");
// Their files, before this script's own tools are imported.
const loaded = pyodide.runPython(files).toJs();

pyodide.globals.set("LOADED", pyodide.toPy(loaded));
pyodide.globals.set("AT_START", pyodide.toPy(atStart));
const report = JSON.parse(await pyodide.runPythonAsync(`
import io, json, os, py_compile, sys, zipfile

STDLIB = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"
FIXED_DATE = (1980, 1, 1, 0, 0, 0)
UNCHECKED = py_compile.PycInvalidationMode.UNCHECKED_HASH
LOADED = sorted({path for path in LOADED if path.endswith(".py")})

def pyc(source_path, shown_as):
    """The unchecked-hash bytecode of a source file; tracebacks name it shown_as."""
    target = "/tmp/compiled.pyc"
    py_compile.compile(source_path, cfile=target, dfile=shown_as, doraise=True, invalidation_mode=UNCHECKED)
    with open(target, "rb") as file:
        return file.read()

def entry(name):
    info = zipfile.ZipInfo(name, FIXED_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info

stdlib = [path[len(STDLIB) + 1:] for path in LOADED if path.startswith(STDLIB + "/")]
wanted = set(stdlib)
out = io.BytesIO()
with zipfile.ZipFile(STDLIB) as source, zipfile.ZipFile(out, "w") as target:
    for info in source.infolist():
        data = source.read(info)
        target.writestr(info, data)
        if info.filename in wanted:
            with open("/tmp/source.py", "wb") as file:
                file.write(data)
            # zipimport takes name.pyc, beside name.py, before it
            target.writestr(entry(info.filename + "c"), pyc("/tmp/source.py", f"{STDLIB}/{info.filename}"))
with open("/tmp/python_stdlib.zip", "wb") as file:
    file.write(out.getvalue())

def cached_name(path):
    folder, name = os.path.split(path)
    return f"{folder}/__pycache__/{name[:-3]}.{sys.implementation.cache_tag}.pyc"

# the engine's modules, ours and PyScript's: the rest of what was loaded from a file, in two
# archives: what the worker imports before it is ready, and what a game imports later
sources = [path for path in LOADED if "/site-packages/" in path or path.startswith(os.getcwd() + "/")]
at_start = set(AT_START)
for name, part in (("bytecode.zip", [p for p in sources if p in at_start]),
                   ("bytecode-later.zip", [p for p in sources if p not in at_start])):
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as target:
        for path in part:
            target.writestr(entry(cached_name(path).lstrip("/")), pyc(path, path))
    with open(f"/tmp/{name}", "wb") as file:
        file.write(out.getvalue())
import site
json.dumps({"python": sys.version.split()[0], "cache_tag": sys.implementation.cache_tag,
            "site_packages": site.getsitepackages()[0],
            "stdlib": stdlib, "bytecode": [cached_name(path) for path in sources if path in at_start],
            "bytecode_later": [cached_name(path) for path in sources if path not in at_start]})
`));
writeFileSync(join(job.out, "python_stdlib.zip"), pyodide.FS.readFile("/tmp/python_stdlib.zip"));
for (const name of ["bytecode.zip", "bytecode-later.zip"]) writeFileSync(join(job.out, name), pyodide.FS.readFile("/tmp/" + name));
writeFileSync(join(job.out, "bytecode.json"), JSON.stringify(report, null, 1) + "\n");
