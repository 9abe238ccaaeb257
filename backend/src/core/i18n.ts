/**
 * Server messages in English and Simplified Chinese. The language comes from the request's
 * Accept-Language: anything starting with 'zh' → zh-cn, otherwise English.
 */
export type Lang = 'en' | 'zh-cn';

const messages = {
  ok: ['success', '成功'],
  'auth.sessionExpired': ['Your session has expired. Please log in again.', '登录状态已过期，请重新登录。'],
  'auth.forbidden': ['You do not have permission to do this.', '没有操作权限。'],
  'auth.badCredentials': ['Incorrect username or password', '用户名或密码错误'],
  'auth.badCaptcha': ['Incorrect or expired verification code', '验证码错误或已过期'],
  'auth.captchaRequired': ['Please enter the verification code', '请输入验证码'],
  'auth.locked': [
    'This account is locked after too many failed logins. Try again in {minutes} minutes.',
    '登录失败次数过多，账号已锁定，请 {minutes} 分钟后再试。',
  ],
  'auth.disabled': ['This account is disabled. Please contact the administrator.', '账号已停用，请联系管理员。'],
  'auth.loginOk': ['Login successful', '登录成功'],
  'auth.logoutOk': ['Logged out', '已退出登录'],
  'error.validation': ['Invalid request: {fields}', '请求参数错误：{fields}'],
  'error.notFound': ['API Endpoint Not Found', '接口不存在'],
  'error.rateLimited': ['Too many requests. Please try again in {after}.', '请求过于频繁，请在 {after} 后重试。'],
  'error.tooLarge': ['The request is too large.', '请求内容过大。'],
  'error.internal': ['Internal server error. Please try again later.', '服务器内部错误，请稍后再试。'],
  'error.conflict': ['The request conflicts with the current state.', '请求与当前状态冲突。'],
  'error.badRequest': ['Bad request', '错误的请求'],
} satisfies Record<string, [string, string]>;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/** Picks the language from an Accept-Language header value. */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const v = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return v?.trim().toLowerCase().startsWith('zh') ? 'zh-cn' : 'en';
}

/** Translates a key and fills `{param}` placeholders. */
export function t(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = messages[key][lang === 'zh-cn' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? `{${p}}`));
}
