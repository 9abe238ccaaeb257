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
  // ── issue 3 part B: menus, dictionaries, parameters, notices, logs, online, personal ──
  'common.deleted': ['Deleted', '删除成功'],
  'common.saved': ['Saved', '保存成功'],
  'menu.pidRequired': ['Parent menu cannot be empty', '上级菜单不能为空'],
  'menu.apiRuleRequired': ['API rule cannot be empty', '接口规则不能为空'],
  'menu.pathRequired': ['Route address cannot be empty', '路由地址不能为空'],
  'menu.titleRequired': ['Menu name cannot be empty', '菜单名称不能为空'],
  'menu.typeRequired': ['Menu type cannot be empty', '菜单类型不能为空'],
  'menu.nameRequired': ['Route name cannot be empty', '路由名称不能为空'],
  'menu.componentRequired': ['Component path cannot be empty', '组件路径不能为空'],
  'menu.linkRequired': ['Link address cannot be empty', '链接地址不能为空'],
  'menu.parentNotFound': ['The parent menu does not exist', '上级菜单不存在'],
  'menu.parentIsButton': ['A button cannot have children', '按钮下不能添加子菜单'],
  'menu.parentCycle': ['A menu cannot be moved under itself or its children', '不能将菜单移动到自身或其子菜单下'],
  'menu.nameTaken': ['The route name "{name}" is already used', '路由名称“{name}”已存在'],
  'menu.hasChildren': ['Menu "{title}" has sub-menus or buttons; delete them first', '菜单“{title}”下有子菜单或按钮，请先删除'],
  'menu.roleNotFound': ['Unknown role id(s): {ids}', '角色不存在：{ids}'],
  'dict.nameRequired': ['Dictionary name cannot be empty', '字典名称不能为空'],
  'dict.typeRequired': ['Dictionary type cannot be empty', '字典类型不能为空'],
  'dict.typeTaken': ['Dictionary type "{type}" already exists', '字典类型“{type}”已存在'],
  'dict.typeNotFound': ['Dictionary type "{type}" does not exist', '字典类型“{type}”不存在'],
  'dict.typeInUse': [
    'Dictionary type "{type}" still has {count} data entries; delete them first',
    '字典类型“{type}”下还有 {count} 条数据，请先删除',
  ],
  'dict.labelRequired': ['Data label cannot be empty', '数据标签不能为空'],
  'dict.valueRequired': ['Key value cannot be empty', '数据键值不能为空'],
  'dict.sortRequired': ['Order cannot be empty', '显示排序不能为空'],
  'dict.valueTaken': ['Key value "{value}" already exists in "{type}"', '字典“{type}”中已存在键值“{value}”'],
  'config.nameRequired': ['Parameter name cannot be empty', '参数名称不能为空'],
  'config.keyRequired': ['Parameter key cannot be empty', '参数键名不能为空'],
  'config.valueRequired': ['Parameter value cannot be empty', '参数键值不能为空'],
  'config.keyTaken': ['Parameter key "{key}" already exists', '参数键名“{key}”已存在'],
  'config.builtinDelete': ['Built-in parameter "{key}" cannot be deleted', '内置参数“{key}”不能删除'],
  'config.builtinKey': ['The key of built-in parameter "{key}" cannot be changed', '内置参数“{key}”的键名不能修改'],
  'notice.idRequired': ['Notice id cannot be empty', '公告ID不能为空'],
  'notice.titleRequired': ['Notice title cannot be empty', '公告标题不能为空'],
  'notice.typeRequired': ['Notice type cannot be empty', '公告类型不能为空'],
  'notice.contentRequired': ['Notice content cannot be empty', '公告内容不能为空'],
  'notice.statusRequired': ['Notice status cannot be empty', '公告状态不能为空'],
  'notice.receiversRequired': ['A private message needs at least one receiver', '私信的接收人不能为空'],
  'notice.receiverNotFound': ['Unknown receiver id(s): {ids}', '接收人不存在：{ids}'],
  'notice.disabled': ['A disabled notice cannot be published', '已停用的公告不能发布'],
  'notice.published': ['Published', '发布成功'],
  'notice.notFound': ['The notice does not exist', '公告不存在'],
  'online.forced': ['{count} session(s) logged out', '已强制退出 {count} 个会话'],
  'online.forcedSelf': [
    '{count} session(s) logged out, including your own: you will be asked to log in again',
    '已强制退出 {count} 个会话，其中包括您自己的会话，您需要重新登录',
  ],
  'personal.wrongOldPassword': ['The old password is incorrect', '旧密码不正确'],
  'personal.passwordRequired': ['Password cannot be empty', '密码不能为空'],
  'personal.samePassword': ['The new password must differ from the old one', '新密码不能与旧密码相同'],
  'personal.notImage': ['Only PNG, JPEG, WebP or GIF images are accepted', '只能上传 PNG、JPEG、WebP 或 GIF 图片'],
  'personal.noFile': ['Please choose an image file (form field "file")', '请选择图片文件（表单字段 file）'],
  'personal.signatureInvalid': ['The signature must be a PNG image of at most 500 KB', '签名必须是不超过 500 KB 的 PNG 图片'],
  'push.unknownSubscription': ['No such push subscription', '推送订阅不存在'],
  // ── issue 3 part A: users, roles, departments, posts ──
  'user.nameRequired': ['Account name cannot be empty', '用户名不能为空'],
  'user.nameInvalid': [
    'Account name: 2–64 letters, digits or _ . @ -',
    '用户名须为 2–64 位字母、数字或 _ . @ -',
  ],
  'user.nicknameRequired': ['Nickname cannot be empty', '用户昵称不能为空'],
  'user.deptRequired': ['Department cannot be empty', '所属部门不能为空'],
  'user.passwordRequired': ['Password cannot be empty', '密码不能为空'],
  'user.passwordWeak': [
    'The password must be at least 8 characters and contain letters and digits',
    '密码至少 8 位，且须同时包含字母和数字',
  ],
  'user.userTypeRequired': ['User type cannot be empty', '用户类型不能为空'],
  'user.mobileRequired': ['Mobile number cannot be empty', '手机号码不能为空'],
  'user.mobileInvalid': ['Please enter a valid Singapore mobile number', '请输入正确的新加坡手机号码'],
  'user.emailInvalid': ['Please enter a valid email address', '请输入正确的邮箱地址'],
  'user.nameTaken': ['Account name "{name}" already exists', '用户名“{name}”已存在'],
  'user.outOfScope': ['This user is outside your data scope', '该用户不在您的数据权限范围内'],
  'user.deptOutOfScope': ['This department is outside your data scope', '该部门不在您的数据权限范围内'],
  'user.deleteSelf': ['You cannot delete your own account', '不能删除当前登录的账号'],
  'user.disableSelf': ['You cannot disable your own account', '不能停用当前登录的账号'],
  'user.builtinAdmin': ['The built-in administrator "admin" cannot be deleted or disabled', '内置管理员 admin 不能删除或停用'],
  'user.builtinAdminName': ['The account name of the built-in administrator cannot be changed', '内置管理员的用户名不能修改'],
  'user.builtinAdminRole': ['The built-in administrator must keep the administrator role', '内置管理员必须保留管理员角色'],
  'user.adminOnly': ['Only administrators may manage administrator accounts or grant the administrator role', '只有管理员可以管理管理员账号或授予管理员角色'],
  'user.unknownRoles': ['Unknown role id(s): {ids}', '角色不存在：{ids}'],
  'user.unknownPosts': ['Unknown post id(s): {ids}', '岗位不存在：{ids}'],
  'user.unknownDept': ['The department does not exist', '部门不存在'],
  'user.notFound': ['The user does not exist', '用户不存在'],
  'user.pwdReset': ['Password reset', '密码已重置'],
  'role.nameRequired': ['Role name cannot be empty', '角色名称不能为空'],
  'role.keyTaken': ['Role key "{key}" already exists', '角色标识“{key}”已存在'],
  'role.keyReserved': ['Role key "admin" is reserved', '角色标识 admin 为系统保留'],
  'role.notFound': ['The role does not exist', '角色不存在'],
  'role.inUse': ['Role "{name}" is held by {count} user(s); remove it from them first', '角色“{name}”已分配给 {count} 个用户，请先取消分配'],
  'role.builtinAdmin': ['The built-in administrator role cannot be deleted, disabled or time-limited', '内置管理员角色不能删除、停用或限制生效时间'],
  'role.parentInvalid': ['The parent role cannot be the role itself or one of its descendants', '上级角色不能是自身或其下级角色'],
  'role.parentNotFound': ['The parent role does not exist', '上级角色不存在'],
  'role.dateRange': ['The start date must not be after the end date', '开始日期不能晚于结束日期'],
  'role.weekDaysRequired': ['Pick at least one weekday for a weekly effective time', '每周生效时间至少选择一天'],
  'role.timeRequired': ['A weekly effective time needs a start and an end time', '每周生效时间需要开始和结束时间'],
  'role.timeEqual': ['The start and end time must differ', '开始时间与结束时间不能相同'],
  'role.unknownMenus': ['Unknown menu id(s): {ids}', '菜单不存在：{ids}'],
  'role.unknownDepts': ['Unknown department id(s): {ids}', '部门不存在：{ids}'],
  'dept.nameRequired': ['Department name cannot be empty', '部门名称不能为空'],
  'dept.notFound': ['The department does not exist', '部门不存在'],
  'dept.parentNotFound': ['The parent department does not exist', '上级部门不存在'],
  'dept.parentCycle': ['A department cannot be moved under itself or its sub-departments', '不能将部门移动到自身或其下级部门下'],
  'dept.hasChildren': ['Department "{name}" has {count} sub-department(s); delete them first', '部门“{name}”下有 {count} 个子部门，请先删除'],
  'dept.hasUsers': ['Department "{name}" still has {count} user(s); move them first', '部门“{name}”下还有 {count} 个用户，请先调整'],
  'dept.emailInvalid': ['Please enter a valid email address', '请输入正确的邮箱地址'],
  'dept.phoneInvalid': ['Please enter a valid phone number', '请输入正确的电话号码'],
  'post.nameRequired': ['Post name cannot be empty', '岗位名称不能为空'],
  'post.codeRequired': ['Post code cannot be empty', '岗位编码不能为空'],
  'post.codeInvalid': ['Post code: letters, digits or _ . -', '岗位编码只能包含字母、数字或 _ . -'],
  'post.sortRequired': ['Post order cannot be empty', '岗位排序不能为空'],
  'post.codeTaken': ['Post code "{code}" already exists', '岗位编码“{code}”已存在'],
  'post.notFound': ['The post does not exist', '岗位不存在'],
  'post.inUse': ['Post "{name}" is held by {count} user(s); remove it from them first', '岗位“{name}”已分配给 {count} 个用户，请先取消分配'],
  // ── state machines and the audit trail (core/transition.ts, system/audit) ──
  'transition.refused': [
    'Cannot {action} {entity} #{id}: it is {state}, and only {from} can become {to}.',
    '无法{action}{entity} #{id}：当前状态为“{state}”，只有“{from}”可以变为“{to}”。',
  ],
  'transition.notFound': ['{entity} #{id} does not exist', '{entity} #{id} 不存在'],
  'transition.someNotFound': ['{entity} #{ids} do not exist', '{entity} #{ids} 不存在'],
  'transition.reasonRequired': ['A reason is required to {action} {entity} #{id}', '{action}{entity} #{id} 需要填写原因'],
  'transition.done': ['Done: {entity} #{id} is now {to}', '操作成功：{entity} #{id} 已变为“{to}”'],
  'audit.unknownEntity': ['Unknown record type "{entity}"', '未知的记录类型“{entity}”'],
  // ── job queue and file storage ──
  'jobs.disabled': ['The job queue is not running on this server.', '本服务器未运行任务队列。'],
  'jobs.queued': ['Job queued', '任务已加入队列'],
  'jobs.deadNotFound': ['That failed job is no longer in the dead-letter list', '该失败任务已不在死信列表中'],
  'jobs.retried': ['Job sent back to its queue', '任务已重新加入队列'],
  'upload.noFile': ['Please choose a file to upload', '请选择要上传的文件'],
  'upload.badType': ['This kind of file is not accepted here', '不支持此类型的文件'],
  'upload.malformed': ['The upload is malformed', '上传的数据格式错误'],
  // ── Finance → Reference rates ──
  'ref.kind.publicHoliday': ['public holiday', '公共假日'],
  'ref.kind.gstRate': ['GST rate', '消费税税率'],
  'ref.kind.cpfRate': ['CPF rate', '公积金费率'],
  'ref.kind.cpfCeiling': ['CPF ceiling', '公积金工资上限'],
  'ref.kind.sdlRate': ['SDL rate', '技能发展税费率'],
  'ref.class.citizen': ['citizen / PR from year 3', '公民 / 第三年起永久居民'],
  'ref.class.pr1': ['PR year 1', '永久居民第一年'],
  'ref.class.pr2': ['PR year 2', '永久居民第二年'],
  'ref.ageUpTo': ['age ≤ {age}', '{age} 岁及以下'],
  'ref.ageLast': ['the last age band', '最高年龄段'],
  'ref.openEnded': ['open-ended', '长期有效'],
  'ref.notFound': ['The reference row does not exist', '参考数据不存在'],
  'ref.locked': [
    'This {kind} row was used by a locked document ({at}) and can no longer be edited or deleted',
    '该{kind}记录已被已锁定的单据使用（{at}），不能再修改或删除',
  ],
  'ref.overlap': [
    'The period overlaps {row}; periods of the same kind must not overlap',
    '该期间与{row}重叠，同类记录的期间不能重叠',
  ],
  'ref.predecessorUsed': [
    '{row} was used by a locked document up to {date}; a new period can only start after that day',
    '{row}已被已锁定的单据使用至 {date}，新期间只能从其后一天开始',
  ],
  'ref.holidayTaken': ['{date} is already a public holiday ({name})', '{date} 已是公共假日（{name}）'],
  'ref.periodOrder': ['The start date must not be after the end date', '生效开始日期不能晚于结束日期'],
  'ref.minMax': ['The minimum must not exceed the maximum', '最低金额不能大于最高金额'],
  'ref.ceilingOrder': [
    'The annual ceiling must not be below the monthly Ordinary Wage ceiling',
    '年度上限不能低于每月普通工资上限',
  ],
  'ref.substituteOrder': [
    'A substitute day must come after the holiday it replaces',
    '补假日期必须在被替代的假日之后',
  ],
  'ref.sourceRequired': ['Source cannot be empty', '来源不能为空'],
  'ref.nameRequired': ['Holiday name cannot be empty', '假日名称不能为空'],
  'ref.dateRequired': ['Date cannot be empty', '日期不能为空'],
  'ref.fromRequired': ['Effective from cannot be empty', '生效开始日期不能为空'],
  'ref.rateInvalid': ['The rate is out of the allowed range', '费率超出允许范围'],
  'ref.amountInvalid': ['The amount is out of the allowed range', '金额超出允许范围'],
  'ref.noneInForce.gstRate': ['No GST rate is in force on {date}', '{date} 没有生效的消费税税率'],
  'ref.noneInForce.cpfRate': [
    'No CPF rate is in force on {date} for {rateClass}, age {age}',
    '{date} 没有适用于 {rateClass}、{age} 岁的公积金费率',
  ],
  'ref.noneInForce.cpfCeiling': ['No CPF ceiling is in force on {date}', '{date} 没有生效的公积金工资上限'],
  'ref.noneInForce.sdlRate': ['No SDL rate is in force on {date}', '{date} 没有生效的技能发展税费率'],
  'ref.cpfLookup': ['A CPF rate lookup needs the rate class and the age', '查询公积金费率需要费率类别和年龄'],
  // ── CRUD kit: every entity answers 404 with its own name (core/crud.ts getOr404) ──
  'config.notFound': ['The parameter does not exist', '参数不存在'],
  'dict.notFound': ['The dictionary type does not exist', '字典类型不存在'],
  'dictData.notFound': ['The dictionary entry does not exist', '字典数据不存在'],
  'menu.notFound': ['The menu does not exist', '菜单不存在'],
  'operLog.notFound': ['The operation-log entry does not exist', '操作日志不存在'],
  'remote.notFound': ['The micro-frontend does not exist', '微前端不存在'],
  'remote.versionNotFound': ['That version of the micro-frontend does not exist', '微前端的该版本不存在'],
  'list.badOrderBy': ['Cannot sort by "{column}"; sortable: {columns}', '不能按“{column}”排序，可排序字段：{columns}'],
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

/** A parameter that is itself text in both languages (e.g. a state's name in a 409 message). */
export type LocalText = readonly [en: string, zhCn: string];
export type MessageParams = Record<string, string | number | LocalText>;

/** Translates a key and fills `{param}` placeholders. */
export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const text = messages[key][lang === 'zh-cn' ? 1 : 0];
  return text.replace(/\{(\w+)\}/g, (_, p: string) => {
    const v = params[p];
    if (v === undefined) return `{${p}}`;
    return typeof v === 'object' ? v[lang === 'zh-cn' ? 1 : 0] : String(v);
  });
}
