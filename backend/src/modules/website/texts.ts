/**
 * The public job pages' words in English and Simplified Chinese. The language is the page's
 * `?lang=` when given (so a shared link shows what the sender saw), else the browser's
 * Accept-Language. The apply script gets its words from the page, so they all live here.
 */
export const WEBSITE_LANGS = ['en', 'zh-CN'] as const;
export type WebsiteLang = (typeof WEBSITE_LANGS)[number];

const en = {
  siteName: 'Jobs',
  skip: 'Skip to content',
  navHome: 'Home',
  navJobs: 'Jobs',
  navAbout: 'About us',
  navPrivacy: 'Privacy',
  navTerms: 'Terms of service',
  otherLang: '中文',
  listTitle: 'Shift jobs in Singapore',
  listLead: 'Paid shifts with clear hourly pay. Pick a shift and apply in a minute.',
  listDescription: 'Open shift jobs in Singapore with the pay per hour, the area, the date and what you need to apply.',
  search: 'Search jobs',
  keyword: 'Keyword',
  keywordHint: 'Job title or position',
  dateFrom: 'From date',
  dateTo: 'To date',
  area: 'Area',
  anyArea: 'Any area',
  district: 'District {n}',
  position: 'Position',
  anyPosition: 'Any position',
  apply: 'Search',
  clear: 'Clear',
  found: '{n} open jobs',
  foundOne: '1 open job',
  empty: 'No open jobs match your search',
  emptyHint: 'Try fewer filters, or come back later: new shifts are added every day.',
  previous: 'Previous',
  next: 'Next',
  pageOf: 'Page {page} of {pages}',
  pagination: 'Pages',
  perHour: '/ hour',
  openings: 'Openings',
  openingsN: '{n} places left',
  openingsOne: '1 place left',
  date: 'Date',
  time: 'Time (Singapore)',
  break: 'Break',
  breakPaid: '{n} min, paid',
  breakUnpaid: '{n} min, unpaid',
  noBreak: 'None',
  pay: 'Pay rate',
  requirements: 'Requirements',
  minimumAge: 'Minimum age {n}',
  residencies: 'Open to: {list}',
  anyone: 'Open to everyone allowed to work in Singapore',
  certificates: 'Certificates: {list}',
  description: 'About the job',
  dressCode: 'Dress code',
  backToList: 'All jobs',
  applyTitle: 'Apply for this job',
  applyLead: 'We will call or message you to confirm. Your details are used only to screen your application.',
  name: 'Full name (as in NRIC / FIN)',
  phone: 'Mobile number',
  phoneHint: 'Singapore number, e.g. 9123 4567',
  nric: 'NRIC / FIN',
  nricHint: 'e.g. S1234567D',
  dateOfBirth: 'Date of birth',
  gender: 'Gender',
  male: 'Male',
  female: 'Female',
  nationality: 'Nationality',
  residency: 'Residency',
  prStartDate: 'PR since',
  passType: 'Pass type',
  passExpiry: 'Pass expires on',
  email: 'Email (optional)',
  consent: 'I agree that my personal data is used as described in the {link}.',
  privacyNotice: 'privacy notice',
  captcha: 'Code in the picture',
  captchaRefresh: 'New picture',
  captchaAlt: 'Verification code picture',
  submit: 'Send application',
  sending: 'Sending…',
  noScript: 'Please turn on JavaScript to send the form, or call us to apply.',
  required: 'Please fill this in.',
  failed: 'Could not send. Please check your connection and try again.',
  tooMany: 'Too many attempts. Please wait a minute and try again.',
  fixFields: 'Please correct the marked fields.',
  notFoundTitle: 'This job is no longer open',
  notFoundText: 'It may have been filled, cancelled or already started. Many other shifts are open.',
  licence: 'Employment agency licence no. {value}',
  registration: 'Registration no. {value}',
  licencePending: 'to be added',
  rights: '© {year} {brand}',
} as const;

export type TextKey = keyof typeof en;

const zhCN: Record<TextKey, string> = {
  siteName: '工作机会',
  skip: '跳到正文',
  navHome: '首页',
  navJobs: '工作机会',
  navAbout: '关于我们',
  navPrivacy: '隐私声明',
  navTerms: '服务条款',
  otherLang: 'English',
  listTitle: '新加坡班次工作',
  listLead: '时薪清楚的有薪班次。选好班次，一分钟即可申请。',
  listDescription: '新加坡正在招人的班次工作：时薪、地区、日期以及申请条件一目了然。',
  search: '搜索工作',
  keyword: '关键词',
  keywordHint: '工作名称或岗位',
  dateFrom: '开始日期',
  dateTo: '结束日期',
  area: '地区',
  anyArea: '所有地区',
  district: '第 {n} 邮区',
  position: '岗位',
  anyPosition: '所有岗位',
  apply: '搜索',
  clear: '清除',
  found: '共 {n} 个空缺',
  foundOne: '共 1 个空缺',
  empty: '没有符合条件的空缺',
  emptyHint: '请减少筛选条件，或稍后再来：每天都有新的班次。',
  previous: '上一页',
  next: '下一页',
  pageOf: '第 {page} 页，共 {pages} 页',
  pagination: '分页',
  perHour: '/ 小时',
  openings: '空缺',
  openingsN: '尚余 {n} 个名额',
  openingsOne: '尚余 1 个名额',
  date: '日期',
  time: '时间（新加坡）',
  break: '休息',
  breakPaid: '{n} 分钟，带薪',
  breakUnpaid: '{n} 分钟，无薪',
  noBreak: '无',
  pay: '时薪',
  requirements: '要求',
  minimumAge: '年满 {n} 岁',
  residencies: '适合：{list}',
  anyone: '凡可在新加坡合法工作者均可申请',
  certificates: '证书：{list}',
  description: '工作内容',
  dressCode: '着装要求',
  backToList: '全部工作',
  applyTitle: '申请这份工作',
  applyLead: '我们会致电或发短信与您确认。您的资料仅用于审核申请。',
  name: '姓名（与 NRIC / FIN 一致）',
  phone: '手机号码',
  phoneHint: '新加坡号码，例如 9123 4567',
  nric: 'NRIC / FIN',
  nricHint: '例如 S1234567D',
  dateOfBirth: '出生日期',
  gender: '性别',
  male: '男',
  female: '女',
  nationality: '国籍',
  residency: '居留身份',
  prStartDate: '成为永久居民的日期',
  passType: '准证类型',
  passExpiry: '准证到期日',
  email: '电子邮箱（选填）',
  consent: '我同意按照{link}使用我的个人资料。',
  privacyNotice: '隐私声明',
  captcha: '图中的验证码',
  captchaRefresh: '换一张',
  captchaAlt: '验证码图片',
  submit: '提交申请',
  sending: '提交中…',
  noScript: '请开启 JavaScript 以提交表单，或致电我们申请。',
  required: '请填写此项。',
  failed: '提交失败，请检查网络后重试。',
  tooMany: '尝试次数过多，请一分钟后再试。',
  fixFields: '请更正标出的栏位。',
  notFoundTitle: '这份工作已不再招人',
  notFoundText: '它可能已招满、已取消或已开始。还有很多其他班次正在招人。',
  licence: '职业介绍所执照号码 {value}',
  registration: '注册号码 {value}',
  licencePending: '待补充',
  rights: '© {year} {brand}',
};

const BUNDLES: Record<WebsiteLang, Record<TextKey, string>> = { en, 'zh-CN': zhCN };

export const RESIDENCY_TEXT: Record<WebsiteLang, Record<string, string>> = {
  en: { citizen: 'Singapore citizens', pr: 'Permanent residents', foreigner: 'Work pass holders' },
  'zh-CN': { citizen: '新加坡公民', pr: '永久居民', foreigner: '工作准证持有人' },
};

export const PASS_TYPE_TEXT: Record<WebsiteLang, Record<string, string>> = {
  en: {
    ep: 'Employment Pass',
    spass: 'S Pass',
    wp: 'Work Permit',
    dp: "Dependant's Pass",
    ltvp: 'Long-Term Visit Pass',
    student: "Student's Pass",
    other: 'Other',
  },
  'zh-CN': {
    ep: '就业准证 (EP)',
    spass: 'S 准证',
    wp: '工作准证 (WP)',
    dp: '家属准证',
    ltvp: '长期探访准证',
    student: '学生准证',
    other: '其他',
  },
};

export const RESIDENCY_OPTION: Record<WebsiteLang, Record<string, string>> = {
  en: { citizen: 'Singapore citizen', pr: 'Permanent resident', foreigner: 'Foreigner with a pass' },
  'zh-CN': { citizen: '新加坡公民', pr: '永久居民', foreigner: '持准证的外国人' },
};

/** `t(lang)('found', { n: 3 })`: the text with its {placeholders} filled (values are not escaped here). */
export function texts(lang: WebsiteLang) {
  const bundle = BUNDLES[lang];
  return (key: TextKey, params: Record<string, string | number> = {}) =>
    bundle[key].replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
export type Texts = ReturnType<typeof texts>;

/** The page's language: `?lang=` wins, then the first Accept-Language that names one we have. */
export function pickLang(query: unknown, acceptLanguage: string | undefined): { lang: WebsiteLang; explicit: boolean } {
  if (query === 'zh-CN' || query === 'zh-cn') return { lang: 'zh-CN', explicit: true };
  if (query === 'en') return { lang: 'en', explicit: true };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('zh')) return { lang: 'zh-CN', explicit: false };
    if (tag.startsWith('en')) return { lang: 'en', explicit: false };
  }
  return { lang: 'en', explicit: false };
}
