// Applied by Module Federation only inside the "fallback" compilers it runs for a tree-shaken
// shared package (mfConfig.treeShakingSharedPlugins; see tooling/rspack.mjs). For a REMOTE that
// fallback is a full, untree-shaken copy of antd (or react-router-dom) which no page ever loads: a
// remote always runs inside the shell, which provides the one copy, and the remote's own output
// cleaning deletes the fallback files anyway. Compiling it cost each remote a whole antd build.
// Here the package is replaced by an empty module, so the fallback compile has nothing to do;
// the remote keeps its consume configuration (and its own tree-shaken copy as the local one).
const path = require('node:path');

const STUB = path.join(__dirname, 'empty-fallback.js');

class StubRemoteFallbackPlugin {
  apply(compiler) {
    const { NormalModuleReplacementPlugin } = compiler.rspack;
    // The bare request, and the resolved file (the share container asks for the resolved path).
    const shared = /^(antd|react-router-dom)$|[\\/]node_modules[\\/](antd|react-router-dom)[\\/]/;
    new NormalModuleReplacementPlugin(shared, STUB).apply(compiler);
  }
}

module.exports = StubRemoteFallbackPlugin;
