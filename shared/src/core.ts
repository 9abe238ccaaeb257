/**
 * The antd-free part of the @shiftdesk/shared singleton: HTTP client, session atoms, i18n,
 * permissions, formatting and realtime. The shell's top level imports this entry (not the
 * package root, whose CRUD kit would load all of the shared antd on every page); the root
 * re-exports it, and the host provides the one copy of both, so the modules are the same ones.
 */

export {
  Auth,
  AuthAll,
  type AuthApi,
  Auths,
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  useAuth,
  WILDCARD_PERMISSION,
} from './auth';
export { trace } from './debug/trace';
export { useViewportWidth } from './components/useViewportWidth';
export { keyStaysInMenu, pickFromMenu } from './components/menuPick';
export {
  type DateInput,
  DEFAULT_DATE_FORMAT,
  dayjs,
  formatDateTime,
  formatMinutes,
  formatMoney,
  formatSgDateTime,
  isoWeekLabel,
  SG_DATE_FORMAT,
  TIMEZONE,
  toSg,
} from './format';
export { getUiFeedback, setUiFeedback, type UiFeedback } from './http/feedback';
export {
  ADMIN_ROOT,
  API_BASE,
  ApiError,
  api,
  createRequest,
  ERROR_TEXT,
  FETCH_ALL_PAGE_SIZE,
  fetchAll,
  navigation,
  REQUEST_TIMEOUT,
  request,
  resetSessionAlert,
  sessionExpired,
} from './http/request';
export {
  DEFAULT_LANG,
  FALLBACK_LANG,
  getLang,
  i18n,
  LANGS,
  type Lang,
  normalizeLang,
  readThemeConfig,
  registerTranslations,
  setLang,
  THEME_CONFIG_KEY,
  type TranslationResources,
  useLang,
  writeThemeConfig,
} from './i18n';
export * from './realtime';
export {
  clearSession,
  getToken,
  menuListAtom,
  permissionsAtom,
  SESSION_KEYS,
  type SessionData,
  saveSession,
  setToken,
  sharedStore,
  TOKEN_COOKIE,
  userInfoAtom,
} from './session';
export { type SummaryStore, summaryStore, useSection } from './home/summaryStore';
