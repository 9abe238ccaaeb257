/** Texts of the workforce remote's /home widgets (spread into ../i18n.ts under `widgets`). */
export const homeEn = {
  failed: 'Could not load.',
  retry: 'Retry',
  todayShifts: {
    title: 'Today’s shifts',
    shifts: 'Shifts',
    assigned: 'Assigned / headcount',
    unfilled: 'Open places',
    unfilledJobs: '{{count}} jobs unfilled',
    unfilledJobs_one: '{{count}} job unfilled',
    progress: '{{assigned}} of {{headcount}} places assigned',
    cancelled: '{{count}} cancelled jobs are not counted.',
    cancelled_one: '{{count}} cancelled job is not counted.',
    open: 'Today’s jobs',
    openUnfilled: 'Unfilled jobs',
  },
  pendingVerification: {
    title: 'Waiting for verification',
    count: 'Work records',
    open: 'Open the list',
    verify: 'Verify',
  },
  timesheets: {
    title: 'Timesheets with clients',
    sent: 'Waiting for the client',
    disputed: 'Disputed: to correct',
    openSent: 'Waiting timesheets',
    openDisputed: 'Disputed timesheets',
  },
  certificates: {
    title: 'Certificates expiring',
    count: 'Verified, expiring within {{days}} days',
    open: 'Expiring certificates',
  },
};

export const homeZhCn: typeof homeEn = {
  failed: '加载失败。',
  retry: '重试',
  todayShifts: {
    title: '今日班次',
    shifts: '班次',
    assigned: '已分配 / 需求人数',
    unfilled: '空缺名额',
    unfilledJobs: '{{count}} 个工作未满员',
    unfilledJobs_one: '{{count}} 个工作未满员',
    progress: '已分配 {{assigned}} / {{headcount}} 个名额',
    cancelled: '已取消的 {{count}} 个工作不计入。',
    cancelled_one: '已取消的 {{count}} 个工作不计入。',
    open: '今日工作',
    openUnfilled: '未满员工作',
  },
  pendingVerification: {
    title: '待审核',
    count: '工作记录',
    open: '打开列表',
    verify: '审核',
  },
  timesheets: {
    title: '客户处理中的工时表',
    sent: '等待客户答复',
    disputed: '有争议：待更正',
    openSent: '等待中的工时表',
    openDisputed: '有争议的工时表',
  },
  certificates: {
    title: '即将到期的证书',
    count: '已审核、{{days}} 天内到期的证书',
    open: '即将到期的证书',
  },
};
