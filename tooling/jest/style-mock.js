// CSS Modules in tests: `import * as styles from './x.module.css'` gives styles.foo === 'foo'.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : key) });
