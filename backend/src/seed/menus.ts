/**
 * The product map: every page of the back office as a menu tree (spec §2 "Other pages" and
 * the system pages). Directories group pages; pages point at their federated component
 * ('<remote>/<folder>/index', ARCHITECTURE §3); hidden routes are detail/edit pages; buttons
 * carry the API rules of actions. The API rule of a page is its list endpoint.
 *
 * Everything is seeded enabled, business areas too: the shell shows an entry only once the
 * remote that owns its component exposes that page (host-shell/src/remotes/exposes.ts), so each
 * business page appears in the sidebar on the deploy that ships it, and a menu never leads to
 * "page not available". Disabling a menu on the menu page still hides it for everyone.
 *
 * Host-owned routes (/home, /personal, /signature, /login, /401, the public /website pages)
 * are NOT server menus: the host shell declares them itself.
 *
 * Seeding is by natural key `name`: a release's changes here reach existing databases on start,
 * field by field where an admin has not changed the row, and removed entries are deleted unless
 * edited (seed/upgrade.ts), so admins' edits survive restarts and upgrades.
 */
import { AppealApi, ApplicantApi, ClientApi, ContractDeptApi, ContractOrderApi, IncentiveApi, InvoiceApi, PayrollApi, PayrollDetailApi, PayrollItemApi, PositionApi, WalletApi, WalletTransactionApi, WithdrawalApi, WorkerApi, WorkingHoursApi } from '@shiftdesk/shared/api';
import { AllowanceApi, BanRecordApi, BlacklistApi, CreditEventApi, MedicalLeaveApi } from '@shiftdesk/shared/api';
import { CertificateTypeApi, WorkerCertificateApi, WorkerDeviceApi, WorkerDocumentApi } from '@shiftdesk/shared/api';
import { SmsLogApi } from '@shiftdesk/shared/api';

export type MenuType = 'D' | 'M' | 'B';

export interface MenuSeed {
  name: string;
  type: MenuType;
  title: string;
  titleZh: string;
  path?: string;
  component?: string;
  icon?: string;
  apiRule?: string;
  redirect?: string;
  isHide?: boolean;
  isKeepAlive?: boolean;
  status?: 0 | 1;
  children?: MenuSeed[];
}

const BUTTON_TITLES: Record<string, [string, string]> = {
  add: ['Add', '新增'],
  edit: ['Edit', '修改'],
  update: ['Edit', '修改'],
  delete: ['Delete', '删除'],
  get: ['View', '查看'],
  export: ['Export', '导出'],
  import: ['Import', '导入'],
  resetPwd: ['Reset password', '重置密码'],
  setStatus: ['Enable/disable', '启用/停用'],
  publish: ['Publish', '发布'],
  clear: ['Clear', '清空'],
  forceLogout: ['Force logout', '强制退出'],
  activate: ['Activate version', '切换版本'],
  terminate: ['Terminate', '终止'],
  revise: ['Revise', '修订'],
  suspend: ['Suspend', '暂停'],
  reactivate: ['Reactivate', '恢复'],
  verify: ['Verify', '审核'],
  approve: ['Approve', '批准'],
  reject: ['Reject', '驳回'],
  issue: ['Issue', '开具'],
  void: ['Void', '作废'],
  close: ['Close', '关闭'],
  cancel: ['Cancel', '取消'],
  copy: ['Copy', '复制'],
  assign: ['Assign', '分配'],
  roster: ['Roster', '排班表'],
  preview: ['Preview numbers', '预览工时'],
  excuse: ['Excuse', '豁免'],
  ban: ['Ban', '封禁'],
  lift: ['Lift', '解除'],
  reveal: ['Reveal NRIC', '查看证件号'],
  revealNric: ['Reveal NRIC', '查看证件号'],
  reinstate: ['Reinstate', '恢复'],
  deactivate: ['Deactivate', '停用'],
  blacklist: ['Blacklist', '拉黑'],
  avatar: ['Upload photo', '上传照片'],
  importTemplate: ['Import template', '导入模板'],
  screen: ['Screen', '开始审核'],
  send: ['Send', '发送'],
  generate: ['Generate', '生成'],
  generateAll: ['Generate all', '全部生成'],
  creditNote: ['Credit note', '贷项通知单'],
  debitNote: ['Debit note', '借项通知单'],
  applyCredit: ['Apply credit', '抵扣贷项'],
  pdf: ['PDF', 'PDF'],
  xml: ['InvoiceNow XML', 'InvoiceNow XML'],
  sequence: ['Number sequence report', '编号连续性报告'],
  ageing: ['Receivables ageing', '应收账龄'],
  pay: ['Mark paid', '标记已付'],
  getParams: ['Form options', '表单选项'],
  params: ['Form options', '表单选项'],
  receivers: ['Choose receivers', '选择接收人'],
  readers: ['Who read it', '阅读情况'],
  jobs: ['Job queue', '任务队列'],
  jobsRetry: ['Retry failed job', '重试失败任务'],
  jobsDemo: ['Run test job', '运行测试任务'],
  series: ['Score over time', '信用分走势'],
  upload: ['Upload file', '上传文件'],
  file: ['Download file', '下载文件'],
  rollout: ['Gradual rollout', '灰度发布'],
  promote: ['Promote to everyone', '全量发布'],
  rollback: ['Roll back', '回滚'],
  tokenList: ['Deploy tokens', '部署令牌'],
  tokenAdd: ['Create deploy token', '创建部署令牌'],
  tokenRevoke: ['Revoke deploy token', '吊销部署令牌'],
  list: ['List', '列表'],
  revoke: ['Revoke', '吊销'],
  apply: ['Apply for a worker', '代员工报名'],
  confirm: ['Confirm', '确认'],
  waitlist: ['Waitlist', '列入候补'],
  reconfirm: ['Re-confirm', '确认到岗'],
  attendanceCheck: ['Check attendance sheet', '核对考勤表'],
  attendanceApply: ['Apply attendance sheet', '导入考勤表'],
  adjust: ['Adjust after approval', '批准后调整'],
  grant: ['Credit to wallets', '发放到钱包'],
  process: ['Send to bank', '提交银行'],
  markPaid: ['Mark paid', '标记已付'],
  fail: ['Mark failed', '标记失败'],
  payoutFile: ['Payout file', '付款文件'],
  cpfSummary: ['CPF summary', '公积金汇总'],
  bankFile: ['Bank payment file', '银行付款文件'],
  payslips: ['All payslips (zip)', '全部工资单（zip）'],
  payslip: ['Payslip PDF', '工资单 PDF'],
  calculate: ['Calculate', '计算'],
};

/** Buttons of a page: one per action, rule api/v1/<module>/<entity>/<action>. */
function buttons(pageName: string, base: string, actions: string[]): MenuSeed[] {
  return actions.map((a) => {
    const [title, titleZh] = BUTTON_TITLES[a] ?? [a, a];
    return { name: `${pageName}:${a}`, type: 'B', title, titleZh, apiRule: `${base}/${a}` };
  });
}

interface PageOpts {
  icon?: string;
  hide?: boolean;
  /** API rule; defaults to `${base}/list` */
  rule?: string;
  actions?: string[];
  keepAlive?: boolean;
  children?: MenuSeed[];
}

/** A page ('M'): base is 'api/v1/<module>/<entity>'. */
function page(
  name: string,
  title: string,
  titleZh: string,
  path: string,
  component: string,
  base: string,
  o: PageOpts = {},
): MenuSeed {
  return {
    name,
    type: 'M',
    title,
    titleZh,
    path,
    component,
    icon: o.icon ?? '',
    apiRule: o.rule ?? `${base}/list`,
    isHide: o.hide ?? false,
    isKeepAlive: o.keepAlive ?? !o.hide,
    children: [...buttons(name, base, o.actions ?? []), ...(o.children ?? [])],
  };
}

/** A hidden detail/edit route. */
function hidden(name: string, title: string, titleZh: string, path: string, component: string, rule: string): MenuSeed {
  return { name, type: 'M', title, titleZh, path, component, apiRule: rule, isHide: true, isKeepAlive: false };
}

function dir(
  name: string,
  title: string,
  titleZh: string,
  path: string,
  icon: string,
  status: 0 | 1,
  children: MenuSeed[],
): MenuSeed {
  return {
    name,
    type: 'D',
    title,
    titleZh,
    path,
    component: 'layout/routerView/parent',
    icon,
    redirect: children.find((c) => c.type === 'M' && !c.isHide)?.path ?? '',
    status,
    children,
  };
}

const CRUD = ['get', 'add', 'edit', 'delete'];

// ─── System (remote `system`) ────────────────────────────────────────────────────────────────
const system = dir('system', 'System', '系统管理', '/system', 'SettingOutlined', 1, [
  page('systemUser', 'Users', '用户管理', '/system/user', 'system/user/index', 'api/v1/system/user', {
    icon: 'UserOutlined',
    actions: [...CRUD, 'resetPwd', 'setStatus', 'params'],
  }),
  page('systemRole', 'Roles', '角色管理', '/system/role', 'system/role/index', 'api/v1/system/role', {
    icon: 'TeamOutlined',
    actions: [...CRUD, 'setStatus'],
  }),
  page('systemDept', 'Departments', '部门管理', '/system/dept', 'system/dept/index', 'api/v1/system/dept', {
    icon: 'ApartmentOutlined',
    actions: CRUD,
  }),
  page('systemPost', 'Posts', '岗位管理', '/system/post', 'system/post/index', 'api/v1/system/post', {
    icon: 'IdcardOutlined',
    actions: CRUD,
  }),
  page('systemMenu', 'Menus', '菜单管理', '/system/menu', 'system/menu/index', 'api/v1/system/menu', {
    icon: 'MenuOutlined',
    actions: ['get', 'getParams', 'add', 'update', 'delete'],
  }),
  page('systemDict', 'Dictionaries', '字典管理', '/system/dict', 'system/dict/index', 'api/v1/system/dict/type', {
    icon: 'BookOutlined',
    actions: CRUD,
  }),
  {
    ...hidden(
      'systemDictData',
      'Dictionary data',
      '字典数据',
      '/system/dict/data/list/:dictType',
      'system/dict/data/index',
      'api/v1/system/dict/data/list',
    ),
    children: buttons('systemDictData', 'api/v1/system/dict/data', CRUD),
  },
  page('systemConfig', 'Parameters', '参数设置', '/system/config', 'system/config/index', 'api/v1/system/config', {
    icon: 'ControlOutlined',
    actions: CRUD,
  }),
  page('systemNotice', 'Notices', '通知公告', '/system/notice', 'system/notice/index', 'api/v1/system/notice', {
    icon: 'NotificationOutlined',
    actions: [...CRUD, 'publish', 'receivers', 'readers'],
  }),
  page('systemOperLog', 'Operation log', '操作日志', '/system/operLog', 'system/operLog/index', 'api/v1/system/operLog', {
    icon: 'FileSearchOutlined',
    actions: ['get', 'delete', 'clear'],
  }),
  page('systemLoginLog', 'Login log', '登录日志', '/system/loginLog', 'system/loginLog/index', 'api/v1/system/loginLog', {
    icon: 'LoginOutlined',
    actions: ['delete', 'clear'],
  }),
  page('systemAudit', 'Audit trail', '审计记录', '/system/audit', 'system/audit/index', 'api/v1/system/audit', {
    icon: 'ProfileOutlined',
  }),
  page('systemOutbox', 'Outbox', '发件箱', '/system/outbox', 'system/outbox/index', 'api/v1/system/outbox', {
    icon: 'MessageOutlined',
    actions: ['get'],
  }),
  page('systemOnline', 'Online users', '在线用户', '/system/online', 'system/online/index', 'api/v1/system/online', {
    icon: 'WifiOutlined',
    actions: ['forceLogout'],
  }),
  page('systemMonitor', 'Server monitor', '服务监控', '/system/monitor', 'system/monitor/index', 'api/v1/system/monitor', {
    icon: 'DashboardOutlined',
    rule: 'api/v1/system/monitor/server',
    actions: ['jobs', 'jobsRetry', 'jobsDemo'],
  }),
  page('systemRemote', 'Micro-frontends', '微前端管理', '/system/remote', 'system/remote/index', 'api/v1/system/remote', {
    icon: 'AppstoreOutlined',
    actions: ['add', 'edit', 'delete', 'activate', 'rollout', 'promote', 'rollback', 'tokenList', 'tokenAdd', 'tokenRevoke'],
  }),
  // The notice centre: where notifications tagged personnel/business/finance lead (spec §2).
  hidden(
    'systemNoticeShow',
    'Notice centre',
    '通知中心',
    '/system/sysNotice/show',
    'system/sysNotice/show',
    'api/v1/system/notice/listShow',
  ),
]);

// ─── Workforce (remote `workforce`) ──────────────────────────────────────────────────────────
const staffTab = (key: string, title: string, titleZh: string, api?: { base: string; rule: { list: string } }, actions: string[] = []) => {
  const name = `workforceStaff${key[0].toUpperCase()}${key.slice(1)}`;
  const tab = hidden(
    name,
    title,
    titleZh,
    `/workforce/worker/manage/:id/${key}`,
    `workforce/staff/${key}/index`,
    api?.rule.list ?? `api/v1/workforce/${key}/list`,
  );
  return api ? { ...tab, children: buttons(name, api.base, actions) } : tab;
};

const workforce = dir('workforce', 'Workforce', '人力管理', '/workforce', 'TeamOutlined', 1, [
  page('workforceWorker', 'Workers', '员工列表', '/workforce/worker', 'workforce/worker/index', WorkerApi.base, {
    icon: 'UserSwitchOutlined',
    rule: WorkerApi.rule.list,
    actions: WorkerApi.actions.filter((a) => a !== 'list'),
    // The worker app's device credentials (issued and revoked by staff; docs/worker-app-api.md).
    children: buttons('workforceWorkerDevice', WorkerDeviceApi.base, ['list', 'add', 'revoke']).map((b) => ({
      ...b,
      title: `Worker app devices: ${b.title}`,
      titleZh: `员工 App 设备：${b.titleZh}`,
    })),
  }),
  hidden('workforceWorkerAdd', 'Add worker', '新增员工', '/workforce/worker/add', 'workforce/worker/add/index', WorkerApi.rule.add),
  hidden('workforceWorkerEdit', 'Edit worker', '编辑员工', '/workforce/worker/edit/:id', 'workforce/worker/edit/index', WorkerApi.rule.edit),
  hidden('workforceWorkerManage', 'Manage worker', '员工管理', '/workforce/worker/manage/:id', 'workforce/worker/manage/index', WorkerApi.rule.get),
  staffTab('allowance', 'Allowance', '津贴', AllowanceApi, ['get', 'add', 'approve', 'reject']),
  staffTab('applicant', 'Application', '报名信息'),
  staffTab('assignedJobs', 'Assigned jobs', '已分配工作'),
  staffTab('banRecord', 'Ban records', '封禁记录', BanRecordApi, ['get', 'add', 'lift']),
  staffTab('creditScore', 'Credit score', '信用分', CreditEventApi, ['series']),
  {
    ...hidden('workforceStaffExtraDocument', 'Extra documents', '其他文件', '/workforce/worker/manage/:id/extraDocument', 'workforce/staff/extraDocument/index', WorkerDocumentApi.rule.list),
    children: buttons('workforceStaffExtraDocument', WorkerDocumentApi.base, [...CRUD, 'upload', 'file']),
  },
  staffTab('medicalLeave', 'Medical-leave records', '病假记录', MedicalLeaveApi, ['get', 'add', 'upload', 'approve', 'reject']),
  staffTab('wallet', 'Wallet', '钱包'),
  staffTab('payslip', 'Payslips', '工资单', PayrollDetailApi),
  staffTab('workRecord', 'Work records', '工作记录'),
  page('workforceApplicant', 'Applicants', '报名审核', '/workforce/applicant', 'workforce/applicant/index', ApplicantApi.base, {
    icon: 'SolutionOutlined',
    rule: ApplicantApi.rule.list,
    actions: ApplicantApi.actions.filter((a) => a !== 'list'),
  }),
  page('workforceBlacklist', 'Blacklist', '黑名单', '/workforce/blacklist', 'workforce/blacklist/index', BlacklistApi.base, {
    icon: 'StopOutlined',
    rule: BlacklistApi.rule.list,
    actions: ['add'],
  }),
  page('workforceCertificate', 'Certificates', '证书管理', '/workforce/certificate', 'workforce/certificate/index', WorkerCertificateApi.base, {
    icon: 'SafetyCertificateOutlined',
    rule: WorkerCertificateApi.rule.list,
    actions: [...CRUD, 'verify', 'reject', 'upload', 'file'],
    // The page's second tab: certificate types.
    children: buttons('workforceCertificateType', CertificateTypeApi.base, ['list', ...CRUD]).map((b) => ({
      ...b,
      title: `Certificate types: ${b.title}`,
      titleZh: `证书类型：${b.titleZh}`,
    })),
  }),
]);

// ─── Jobs (remote `workforce`) ───────────────────────────────────────────────────────────────
const jobs = dir('jobs', 'Jobs', '工作管理', '/jobs', 'ScheduleOutlined', 1, [
  page('jobsJob', 'Jobs', '工作列表', '/jobs/job', 'workforce/job/index', 'api/v1/workforce/job', {
    icon: 'ProfileOutlined',
    actions: [...CRUD, 'publish', 'copy', 'assign', 'roster', 'cancel', 'close'],
  }),
  hidden('jobsJobAdd', 'Add job', '新增工作', '/jobs/job/add', 'workforce/job/add/index', 'api/v1/workforce/job/add'),
  hidden('jobsJobCopy', 'Copy jobs', '复制工作', '/jobs/job/copy', 'workforce/job/copy/index', 'api/v1/workforce/job/copy'),
  hidden('jobsJobEmployees', 'Edit employees', '编辑员工', '/jobs/job/employees/:id', 'workforce/job/employees/index', 'api/v1/workforce/job/assign'),
  hidden('jobsJobManage', 'Manage job', '工作管理', '/jobs/job/manage/:id', 'workforce/job/manage/index', 'api/v1/workforce/job/get'),
  hidden('jobsJobInfoTab', 'Job info', '工作信息', '/jobs/job/manage/:id/info', 'workforce/job/tabs/info/index', 'api/v1/workforce/job/get'),
  hidden('jobsJobWorkRecordTab', 'Job work records', '工作记录', '/jobs/job/manage/:id/workRecords', 'workforce/job/tabs/workRecords/index', 'api/v1/workforce/workRecord/list'),
  page('jobsBooking', 'Job bookings', '工作预约', '/jobs/booking', 'workforce/booking/index', 'api/v1/workforce/booking', {
    icon: 'CalendarOutlined',
    actions: ['get', 'apply', 'confirm', 'reject', 'waitlist', 'cancel', 'reconfirm', 'export'],
  }),
  page('jobsWorkRecord', 'Work records', '工作记录', '/jobs/workRecord', 'workforce/workRecord/index', 'api/v1/workforce/workRecord', {
    icon: 'FieldTimeOutlined',
    actions: ['get', 'edit', 'verify', 'reject', 'cancel', 'excuse', 'export', 'attendanceCheck', 'attendanceApply', 'grant'],
  }),
  hidden('jobsWorkRecordGrant', 'Grant list', '发放列表', '/jobs/workRecord/grant', 'workforce/workRecord/grant/index', 'api/v1/workforce/workRecord/grantList'),
  // Assign puts workers on the job (:id) through the job's own rule.
  hidden('jobsWorkRecordAssign', 'Assign', '分配', '/jobs/workRecord/assign/:id', 'workforce/workRecord/assign/index', 'api/v1/workforce/job/assign'),
  hidden('jobsWorkRecordDetail', 'Work record detail', '工作记录详情', '/jobs/workRecord/detail/:id', 'workforce/workRecord/detail/index', 'api/v1/workforce/workRecord/get'),
  hidden('jobsWorkRecordEdit', 'Edit work record', '编辑工作记录', '/jobs/workRecord/edit/:id', 'workforce/workRecord/edit/index', 'api/v1/workforce/workRecord/edit'),
  // Pre-booking is job/assign on a draft job: the job's own rule.
  hidden('jobsWorkRecordPreBooking', 'Pre-booking', '预排班', '/jobs/workRecord/preBooking', 'workforce/workRecord/preBooking/index', 'api/v1/workforce/job/assign'),
  hidden('jobsWorkRecordVerify', 'Verify work records', '审核工作记录', '/jobs/workRecord/verify', 'workforce/workRecord/verify/index', 'api/v1/workforce/workRecord/verify'),
  hidden('jobsWorkRecordTimesheet', 'Work record timesheets', '工时表列表', '/jobs/workRecord/timesheet', 'workforce/workRecord/timesheet/index', 'api/v1/workforce/timesheet/list'),
  page('jobsTimesheet', 'Timesheets', '工时表', '/jobs/timesheet', 'workforce/timesheet/index', 'api/v1/workforce/timesheet', {
    icon: 'TableOutlined',
    actions: ['get', 'generate', 'generateAll', 'send', 'approve', 'dispute', 'export', 'adjust'],
  }),
  hidden('jobsTimesheetDetail', 'Timesheet detail', '工时表详情', '/jobs/timesheet/detail/:id', 'workforce/timesheet/detail/index', 'api/v1/workforce/timesheet/get'),
  page('jobsTimesheetTemplate', 'Timesheet templates', '工时表模板', '/jobs/timesheetTemplate', 'workforce/timesheetTemplate/index', 'api/v1/workforce/timesheetTemplate', {
    icon: 'FileTextOutlined',
    actions: CRUD,
  }),
  page('jobsSmsTemplate', 'SMS templates', '短信模板', '/jobs/smsTemplate', 'workforce/smsTemplate/index', 'api/v1/workforce/smsTemplate', {
    icon: 'MessageOutlined',
    actions: [...CRUD, 'send'],
  }),
  page('jobsSmsLog', 'SMS log', '短信记录', '/jobs/smsLog', 'workforce/smsLog/index', SmsLogApi.base, {
    icon: 'FileSearchOutlined',
    rule: SmsLogApi.rule.list,
    actions: ['export'],
  }),
]);

// Finance → Reference rates: one page (tabs) over five reference tables, enabled although the
// rest of Finance waits for its pages; one button per API rule, titled by table.
const REFERENCE_TABLES: [string, string, string][] = [
  ['publicHoliday', 'Public holidays', '公共假日'],
  ['gstRate', 'GST', '消费税'],
  ['cpfRate', 'CPF rates', '公积金费率'],
  ['cpfCeiling', 'CPF ceilings', '公积金上限'],
  ['sdlRate', 'SDL', '技能发展税'],
];
const REFERENCE_ACTIONS: [string, string, string][] = [
  ['list', 'List', '列表'],
  ['get', 'View', '查看'],
  ['add', 'Add', '新增'],
  ['edit', 'Edit', '修改'],
  ['delete', 'Delete', '删除'],
];
const financeReferenceRate: MenuSeed = {
  ...page('financeReferenceRate', 'Reference rates', '参考费率', '/finance/referenceRate', 'finance/referenceRate/index', 'api/v1/finance/publicHoliday', {
    icon: 'BookOutlined',
    children: [
      ...REFERENCE_TABLES.flatMap(([entity, title, titleZh]) =>
        // The page itself carries publicHoliday/list (the first tab).
        REFERENCE_ACTIONS.filter(([action]) => entity !== 'publicHoliday' || action !== 'list').map(([action, at, atZh]): MenuSeed => ({
          name: `financeReferenceRate:${entity}:${action}`,
          type: 'B',
          title: `${title}: ${at}`,
          titleZh: `${titleZh}：${atZh}`,
          apiRule: `api/v1/finance/${entity}/${action}`,
        })),
      ),
      { name: 'financeReferenceRate:inForce', type: 'B', title: 'Rate in force', titleZh: '生效费率', apiRule: 'api/v1/finance/reference/inForce' },
    ],
  }),
  status: 1,
};

// ─── Finance (remote `finance`) ──────────────────────────────────────────────────────────────
const finance = dir('finance', 'Finance', '财务管理', '/finance', 'AccountBookOutlined', 1, [
  page('financeClient', 'Clients', '客户管理', '/finance/client', 'finance/client/index', ClientApi.base, {
    icon: 'ShopOutlined',
    rule: ClientApi.rule.list,
    actions: [...CRUD, 'suspend', 'reactivate'],
  }),
  hidden('financeClientDetail', 'Client details', '客户详情', '/finance/client/detail/:id', 'finance/client/detail/index', ClientApi.rule.get),
  page('financeContractDept', 'Contract departments', '合同部门', '/finance/contractDept', 'finance/contractDept/index', ContractDeptApi.base, {
    icon: 'ClusterOutlined',
    rule: ContractDeptApi.rule.list,
    actions: CRUD,
  }),
  page('financePosition', 'Positions', '职位管理', '/finance/position', 'finance/position/index', PositionApi.base, {
    icon: 'IdcardOutlined',
    rule: PositionApi.rule.list,
    actions: CRUD,
  }),
  page('financeContractOrder', 'Contract orders', '合同订单', '/finance/contractOrder', 'finance/contractOrder/index', ContractOrderApi.base, {
    icon: 'FileProtectOutlined',
    rule: ContractOrderApi.rule.list,
    actions: [...CRUD, 'terminate', 'revise'],
    // "activate" is titled for remote versions in BUTTON_TITLES; an order's own words here.
    children: [{ name: 'financeContractOrder:activate', type: 'B', title: 'Activate', titleZh: '激活', apiRule: ContractOrderApi.rule.activate }],
  }),
  hidden('financeContractOrderDetail', 'Contract order details', '合同订单详情', '/finance/contractOrder/detail/:id', 'finance/contractOrder/detail/index', ContractOrderApi.rule.get),
  page('financeInvoice', 'Invoices', '发票管理', '/finance/invoice', 'finance/invoice/index', InvoiceApi.base, {
    icon: 'FileDoneOutlined',
    rule: InvoiceApi.rule.list,
    actions: ['get', 'generate', 'generateAll', 'edit', 'issue', 'void', 'creditNote', 'debitNote', 'applyCredit', 'pdf', 'xml', 'sequence', 'ageing', 'export'],
    // "pay" reads "Mark paid" for withdrawals; an invoice records a (partial) payment.
    children: [{ name: 'financeInvoice:pay', type: 'B', title: 'Record payment', titleZh: '登记收款', apiRule: InvoiceApi.rule.pay }],
  }),
  hidden('financeInvoiceDetail', 'Invoice details', '发票明细', '/finance/invoice/detail/:id', 'finance/invoice/detail/index', InvoiceApi.rule.get),
  page('financePayroll', 'Payroll months', '工资月份', '/finance/payroll', 'finance/payroll/index', PayrollApi.base, {
    icon: 'CalculatorOutlined',
    rule: PayrollApi.rule.list,
    actions: ['get', 'calculate', 'approve', 'payslip', 'payslips', 'bankFile', 'cpfSummary', 'export'],
    // "pay" reads "Mark paid" for withdrawals; a month's pay is the same words, its own rule.
    children: [
      { name: 'financePayroll:pay', type: 'B', title: 'Mark paid', titleZh: '标记已发放', apiRule: PayrollApi.rule.pay },
      { name: 'financePayrollDetail:list', type: 'B', title: 'Payslips', titleZh: '工资单', apiRule: PayrollDetailApi.rule.list },
      { name: 'financePayrollDetail:get', type: 'B', title: 'View payslip', titleZh: '查看工资单', apiRule: PayrollDetailApi.rule.get },
      { name: 'financePayrollDetail:export', type: 'B', title: 'Export payslips', titleZh: '导出工资单', apiRule: PayrollDetailApi.rule.export },
      { name: 'financePayrollWorkingHours:list', type: 'B', title: 'Working hours', titleZh: '工时明细', apiRule: WorkingHoursApi.rule.list },
      { name: 'financePayrollWorkingHours:export', type: 'B', title: 'Export working hours', titleZh: '导出工时', apiRule: WorkingHoursApi.rule.export },
    ],
  }),
  hidden('financePayrollWorkingHours', 'Working hours', '工时明细', '/finance/payroll/workingHours/:month', 'finance/payroll/workingHours/index', WorkingHoursApi.rule.list),
  hidden('financePayrollDetail', 'Payroll details', '工资明细', '/finance/payroll/detail/:id', 'finance/payroll/detail/index', PayrollDetailApi.rule.list),
  page('financePayrollItem', 'Deductions and back pay', '扣款与补发', '/finance/payroll/item', 'finance/payroll/item/index', PayrollItemApi.base, {
    icon: 'DiffOutlined',
    rule: PayrollItemApi.rule.list,
    actions: ['get', 'add', 'cancel', 'export'],
  }),
  page('financeIncentive', 'Incentives', '奖励管理', '/finance/incentive', 'finance/incentive/index', IncentiveApi.base, {
    icon: 'GiftOutlined',
    rule: IncentiveApi.rule.list,
    actions: [...CRUD, 'activate', 'end', 'sweep', 'records', 'verify', 'reject', 'credit', 'export'],
  }),
  hidden('financeIncentiveDetail', 'Incentive detail', '奖励详情', '/finance/incentive/detail/:id', 'finance/incentive/detail/index', IncentiveApi.rule.get),
  hidden('financeIncentiveVerify', 'Verify incentives', '审核奖励', '/finance/incentive/verify/:id', 'finance/incentive/verify/index', IncentiveApi.rule.verify),
  page('financeWallet', 'Wallets', '钱包管理', '/finance/wallet', 'finance/wallet/index', WalletApi.base, {
    icon: 'WalletOutlined',
    rule: WalletApi.rule.list,
    actions: ['get', 'export'],
  }),
  page('financeWalletTransaction', 'Wallet transactions', '钱包流水', '/finance/walletTransaction', 'finance/walletTransaction/index', WalletTransactionApi.base, {
    icon: 'TransactionOutlined',
    rule: WalletTransactionApi.rule.list,
    actions: ['export'],
  }),
  page('financeAppeal', 'Transaction appeals', '交易申诉', '/finance/appeal', 'finance/appeal/index', AppealApi.base, {
    icon: 'ExceptionOutlined',
    rule: AppealApi.rule.list,
    actions: ['get', 'add', 'review', 'accept', 'reject', 'close', 'export'],
  }),
  page('financeWithdrawal', 'Withdrawals', '提现管理', '/finance/withdrawal', 'finance/withdrawal/index', WithdrawalApi.base, {
    icon: 'BankOutlined',
    rule: WithdrawalApi.rule.list,
    actions: ['get', 'add', 'approve', 'reject', 'process', 'markPaid', 'fail', 'payoutFile', 'export'],
  }),
  financeReferenceRate,
]);

// ─── Analysis (remote `workforce`) ───────────────────────────────────────────────────────────
const analysis = dir('analysis', 'Analysis', '数据分析', '/analysis', 'BarChartOutlined', 1, [
  page('analysisEmployee', 'Employee analysis', '员工分析', '/analysis/employee', 'workforce/analysis/employee/index', 'api/v1/workforce/analysis', {
    icon: 'PieChartOutlined',
    rule: 'api/v1/workforce/analysis/employee',
  }),
  page('analysisJobOrder', 'Job-order analysis', '订单分析', '/analysis/jobOrder', 'workforce/analysis/jobOrder/index', 'api/v1/workforce/analysis', {
    icon: 'LineChartOutlined',
    rule: 'api/v1/workforce/analysis/jobOrder',
  }),
]);

// ─── Website admin (remote `website`; the public /website pages are host routes) ────────────
const website = dir('websiteAdmin', 'Website', '网站管理', '/siteAdmin', 'GlobalOutlined', 1, [
  page('websiteBanner', 'Banners', '横幅管理', '/siteAdmin/banner', 'website/banner/index', 'api/v1/website/banner', {
    icon: 'PictureOutlined',
    actions: CRUD,
  }),
  hidden('websiteBannerEdit', 'Edit banner', '编辑横幅', '/siteAdmin/banner/edit/:id', 'website/banner/edit/index', 'api/v1/website/banner/edit'),
]);

/** Top-level directories in display order. */
export const MENU_TREE: MenuSeed[] = [system, workforce, jobs, finance, analysis, website];

/** Menus the seeded `common` role is granted (by name) when the role is first created. */
export const COMMON_ROLE_MENUS = ['system', 'systemUser', 'systemNoticeShow'];
