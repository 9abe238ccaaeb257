/** Texts of Workforce → Applicants (under `applicant`); person fields reuse `worker.fields`. */
export const applicantEn = {
  title: 'Applicants',
  tableTitle: 'Sign-ups',
  exportName: 'applicants',
  fields: {
    keyword: 'Name or phone',
    source: 'Source',
    duplicate: 'Duplicates only',
    reason: 'Reason',
    jobCode: 'Job of interest',
    worker: 'Worker',
    decidedAt: 'Decided at',
    createdAt: 'Signed up at',
  },
  source: { website: 'Website', staff: 'Staff', referral: 'Referral', walk_in: 'Walk-in' },
  duplicateOf: 'Duplicate of worker #{{id}}',
  duplicateHint: 'A worker already has this NRIC or phone: approving would be refused.',
  yes: 'Yes',
};

export const applicantZhCn: typeof applicantEn = {
  title: '报名审核',
  tableTitle: '报名列表',
  exportName: '报名',
  fields: {
    keyword: '姓名或电话',
    source: '来源',
    duplicate: '仅重复报名',
    reason: '原因',
    jobCode: '意向职位',
    worker: '员工',
    decidedAt: '处理时间',
    createdAt: '报名时间',
  },
  source: { website: '网站', staff: '工作人员', referral: '推荐', walk_in: '现场' },
  duplicateOf: '与员工 #{{id}} 重复',
  duplicateHint: '已有员工使用此 NRIC 或电话：批准将被拒绝。',
  yes: '是',
};
