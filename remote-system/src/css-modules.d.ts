// CSS Modules: Rspack's `css/module` type gives named exports, read as `import * as styles`.
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
