/** CSS Modules: Rspack's `css/module` type exposes the class names as named exports. */
declare module '*.module.css' {
  const classes: { readonly [className: string]: string };
  export = classes;
}
