/**
 * The host's own copies of the shared kit and antd, loaded before any remote module runs.
 *
 * The shell's top level imports antd by component (`antd/es/button`) and the kit's antd-free
 * entry (`@shiftdesk/shared/core`), so /home does not load the whole shared antd and CRUD kit
 * (ARCHITECTURE §7). Those modules are the very ones inside the host's shared copies (one module
 * graph), so contexts (theme, App, session atoms) stay one, provided the pages of remotes use the
 * HOST's copies. With the share strategy "loaded-first" they do once the host's copies are
 * loaded, whatever version a remote brings: hence this load before every remote request. The
 * dynamic imports are also what makes the host provide the kit's root at all (a shared package
 * the host never imports is not put in the share scope).
 */
let loading: Promise<unknown> | undefined;

export function loadHostShares(): Promise<unknown> {
  loading ??= Promise.all([import('@shiftdesk/shared'), import('antd')]);
  return loading;
}
