// The engine worker's interpreter module (the worker config's `interpreter`, build.py): Pyodide's
// own loadPyodide, with its wasm compiled from the moment the worker imports this module.
//
// Pyodide compiles its 9.6 MB wasm only once its 1.25 MB loader script (pyodide.asm.mjs) has
// been imported and run, one after the other on the worker's thread. Here the compile starts
// first (streamed from the browser's cache, which boot.js filled, on the browser's compiler
// threads) and the loader script is imported beside it; Pyodide is then handed both (docs/site.md,
// "How the page starts"). The build writes the path to Pyodide's versioned folder below.
import { loadPyodide as loadPyodideItself, version } from "{{PYODIDE}}/pyodide.mjs";

const folder = new URL("{{PYODIDE}}/", import.meta.url);
const compiled = WebAssembly.compileStreaming(fetch(new URL("pyodide.asm.wasm", folder), {credentials: "same-origin"}));
compiled.catch(() => { /* Pyodide then compiles it itself, and says what went wrong */ });
const createPyodideModule = import(new URL("pyodide.asm.mjs", folder).href).then((module) => module.default);

export { version };

export async function loadPyodide(options = {}) {
  // Pyodide instantiates its wasm by WebAssembly.instantiateStreaming, once, with the imports
  // only its loader makes: that one call is answered with the module compiled above.
  const instantiateStreaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = async (response, imports) => {
    WebAssembly.instantiateStreaming = instantiateStreaming;
    let module;
    try {
      module = await compiled;
    } catch (error) {
      return instantiateStreaming.call(WebAssembly, response, imports);
    }
    // Pyodide's own request for the wasm (from the browser's cache): its bytes are not needed
    Promise.resolve(response).then((answer) => answer.body && answer.body.cancel()).catch(() => {});
    return {module, instance: await WebAssembly.instantiate(module, imports)};
  };
  return loadPyodideItself({...options, indexURL: folder.href, createPyodideModule: await createPyodideModule});
}
