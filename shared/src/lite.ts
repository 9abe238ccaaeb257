/**
 * The antd-free part of @shiftdesk/shared for the login page, which is its own light island
 * (host-shell/src/login): the HTTP client, the session helpers and i18n.
 *
 * Only the login island imports this entry. It is bundled into that island instead of being
 * the federation singleton, which is safe because the island never shares a page with the shell
 * or a remote: a successful login loads the shell with a full navigation.
 */
export { api, request, ApiError, ERROR_TEXT } from './http/request';
export { setUiFeedback, type UiFeedback } from './http/feedback';
export { clearSession, getToken, saveSession } from './session';
export { i18n, registerTranslations, setLang, useLang, getLang, type Lang, readThemeConfig } from './i18n';
