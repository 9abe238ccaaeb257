/**
 * Server messages in English and Simplified Chinese. The language comes from the request's
 * Accept-Language: anything starting with 'zh' → zh-cn, otherwise English.
 *
 * Only the texts of core live here (login, errors, the CRUD kit, uploads, state machines). Each
 * module keeps its own in its messages.ts and registers them with `registerMessages` when its
 * index loads: core never imports a module, so the catalogue is filled from the modules' side.
 */
export type Lang = 'en' | 'zh-cn';

/** Text in both languages: a message, or a parameter such as a state's name in a 409 message. */
export type LocalText = readonly [en: string, zhCn: string];
export type MessageParams = Record<string, string | number | LocalText>;
/** A module's messages: key → [English, Simplified Chinese]. */
export type MessageBundle = Readonly<Record<string, LocalText>>;

const coreMessages = {
  ok: ['success', '成功'],
  // ── Login and sessions ──
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
  // ── Errors of any route: validation, hostile input, limits ──
  'error.validation': ['Invalid request: {fields}', '请求参数错误：{fields}'],
  'error.notFound': ['API Endpoint Not Found', '接口不存在'],
  'error.rateLimited': ['Too many requests. Please try again in {after}.', '请求过于频繁，请在 {after} 后重试。'],
  'error.tooLarge': ['The request is too large.', '请求内容过大。'],
  'error.internal': ['Internal server error. Please try again later.', '服务器内部错误，请稍后再试。'],
  'error.conflict': ['The request conflicts with the current state.', '请求与当前状态冲突。'],
  'error.duplicate': ['A record with the same unique value already exists.', '已存在具有相同唯一值的记录。'],
  'error.badRequest': ['Bad request', '错误的请求'],
  'error.nulByte': ['Invalid request: {fields} must not contain a NUL character (\\0)', '请求参数错误：{fields} 不能包含空字符（\\0）'],
  'error.nulByteField': ['must not contain a NUL character (\\0)', '不能包含空字符（\\0）'],
  'error.loneSurrogate': [
    'Invalid request: {fields} must be valid Unicode text (a lone UTF-16 surrogate is not a character)',
    '请求参数错误：{fields} 必须是有效的 Unicode 文本（孤立的 UTF-16 代理项不是字符）',
  ],
  'error.loneSurrogateField': ['must be valid Unicode text (holds a lone UTF-16 surrogate)', '必须是有效的 Unicode 文本（含孤立的 UTF-16 代理项）'],
  'error.unavailable': ['The service is briefly unavailable. Please try again in a few seconds.', '服务暂时不可用，请几秒后重试。'],
  // ── Answers of the CRUD kit (core/routes/crud-routes.ts) and list sorting (core/lists/list-query.ts) ──
  'common.deleted': ['Deleted', '删除成功'],
  'common.saved': ['Saved', '保存成功'],
  'list.badOrderBy': ['Cannot sort by "{column}"; sortable: {columns}', '不能按“{column}”排序，可排序字段：{columns}'],
  // ── Uploads (core/files/upload.ts) ──
  'upload.malformed': ['The upload is not a valid multipart/form-data request', '上传内容不是有效的 multipart/form-data 请求'],
  'upload.wrongField': ['Send the file in the form field "{field}"', '请通过表单字段“{field}”上传文件'],
  'upload.tooManyParts': ['Send exactly one file in the form field "{field}"', '请只通过表单字段“{field}”上传一个文件'],
  'upload.badImage': ['The file is not a readable image', '文件不是可读取的图片'],
  'upload.noFile': ['Please choose a file to upload', '请选择要上传的文件'],
  'upload.badType': ['This kind of file is not accepted here', '不支持此类型的文件'],
  // ── State machines (core/data/transition.ts) ──
  'transition.refused': [
    'Cannot {action} {entity} #{id}: it is {state}, and only {from} can become {to}.',
    '无法{action}{entity} #{id}：当前状态为“{state}”，只有“{from}”可以变为“{to}”。',
  ],
  'transition.notFound': ['{entity} #{id} does not exist', '{entity} #{id} 不存在'],
  'transition.someNotFound': ['{entity} #{ids} do not exist', '{entity} #{ids} 不存在'],
  'transition.reasonRequired': ['A reason is required to {action} {entity} #{id}', '{action}{entity} #{id} 需要填写原因'],
  'transition.done': ['Done: {entity} #{id} is now {to}', '操作成功：{entity} #{id} 已变为“{to}”'],
  // ── Deploy tokens at the guard (core/auth/deploy-auth.ts) ──
  'deploy.tokenInvalid': ['The deploy token is not valid (unknown, expired or revoked)', '部署令牌无效（不存在、已过期或已吊销）'],
  'deploy.routeForbidden': ['A deploy token can only publish and activate remotes', '部署令牌只能发布和启用微前端'],
  'deploy.outOfScope': ['This deploy token may not deploy "{name}"', '该部署令牌不能部署“{name}”'],
} satisfies Record<string, [string, string]>;

/**
 * The keys of the modules' bundles. Each messages.ts adds its own by declaration merging
 * (`declare module '../../core/base/i18n'`), so a mistyped key fails the typecheck although core
 * cannot see the modules.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules through declaration merging
export interface ModuleMessages {}

export type MessageKey = keyof typeof coreMessages | keyof ModuleMessages;

const catalogue = new Map<string, LocalText>(Object.entries(coreMessages));
const registered = new Set<MessageBundle>();

/**
 * Adds a module's messages. Called when the module's index is imported, before any route or
 * test can need them; a second call with the same bundle is a no-op. Two bundles claiming one
 * key is a programming error, refused at startup rather than answered with the wrong text.
 */
export function registerMessages(bundle: MessageBundle): void {
  if (registered.has(bundle)) return;
  const clash = Object.keys(bundle).find((key) => catalogue.has(key));
  if (clash !== undefined) throw new Error(`i18n: message key "${clash}" is already registered`);
  for (const [key, texts] of Object.entries(bundle)) catalogue.set(key, texts);
  registered.add(bundle);
}

/** Every registered message (core and modules), for tests that check the catalogue. */
export function registeredMessages(): ReadonlyMap<string, LocalText> {
  return catalogue;
}

export function isMessageKey(key: string): key is MessageKey {
  return catalogue.has(key);
}

/** Picks the language from an Accept-Language header value. */
export function langOf(acceptLanguage: string | string[] | undefined): Lang {
  const v = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return v?.trim().toLowerCase().startsWith('zh') ? 'zh-cn' : 'en';
}

/**
 * Translates a key and fills `{param}` placeholders. A key whose module has not registered its
 * bundle (code run outside the app, e.g. a script calling a service) comes back as the key
 * itself: a message must never be what turns an answer into a 500.
 */
export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const texts = catalogue.get(key);
  if (!texts) return key;
  return texts[lang === 'zh-cn' ? 1 : 0].replace(/\{(\w+)\}/g, (_, p: string) => {
    const v = params[p];
    if (v === undefined) return `{${p}}`;
    return typeof v === 'object' ? v[lang === 'zh-cn' ? 1 : 0] : String(v);
  });
}
