/**
 * The antd-free part of @shiftdesk/shared for the login page, which is its own light island
 * (host-shell/src/login): the HTTP client (fetch-based: no axios on the login page), the session
 * helpers and i18n.
 *
 * Only the login island imports this entry. It is bundled into that island instead of being
 * the federation singleton, which is safe because the island never shares a page with the shell
 * or a remote: a successful login loads the shell with a full navigation.
 */
export { ApiError, ERROR_TEXT } from './http/errors';
export { api } from './http/fetch';
export { setUiFeedback, type UiFeedback } from './http/feedback';
export { clearSession, getToken, saveSession } from './session';
export { i18n, registerTranslations, setLang, useLang, getLang, type Lang, readThemeConfig } from './i18n';
