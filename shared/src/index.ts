/**
 * @shiftdesk/shared — loaded once at run time as a Module Federation singleton, so its module
 * state (session atoms, jotai store, i18next instance, UI feedback holder) is shared by the host
 * and every remote. API schema TYPES live in '@shiftdesk/shared/api'.
 */
export {
  request,
  api,
  fetchAll,
  createRequest,
  ApiError,
  ERROR_TEXT,
  ADMIN_ROOT,
  API_BASE,
  REQUEST_TIMEOUT,
  FETCH_ALL_PAGE_SIZE,
  navigation,
  resetSessionAlert,
  sessionExpired,
} from './http/request';
export { setUiFeedback, getUiFeedback, type UiFeedback } from './http/feedback';
export {
  getToken,
  setToken,
  clearSession,
  saveSession,
  userInfoAtom,
  menuListAtom,
  permissionsAtom,
  sharedStore,
  TOKEN_COOKIE,
  SESSION_KEYS,
  type SessionData,
} from './session';
export {
  i18n,
  registerTranslations,
  useLang,
  setLang,
  getLang,
  normalizeLang,
  readThemeConfig,
  writeThemeConfig,
  LANGS,
  DEFAULT_LANG,
  FALLBACK_LANG,
  THEME_CONFIG_KEY,
  type Lang,
  type TranslationResources,
} from './i18n';
export {
  Auth,
  Auths,
  AuthAll,
  useAuth,
  hasPermission,
  hasAnyPermission,
  hasAllPermissions,
  WILDCARD_PERMISSION,
  type AuthApi,
} from './auth';
export {
  formatDateTime,
  formatSgDateTime,
  isoWeekLabel,
  formatMoney,
  toSg,
  dayjs,
  TIMEZONE,
  DEFAULT_DATE_FORMAT,
  SG_DATE_FORMAT,
  type DateInput,
} from './format';
export { Pagination, pagerCount, PAGINATION_DEFAULTS, NARROW_BREAKPOINT, type PaginationProps } from './components/Pagination';
export { useViewportWidth } from './components/useViewportWidth';
export { ScoreGauge, type ScoreGaugeProps } from './components/ScoreGauge';
export { FileAvatar, useFileObjectUrl } from './components/FileAvatar';
export * from './crud';
export * from './realtime';
