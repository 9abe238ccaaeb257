/** Texts of Finance → Contract departments (spread into ../i18n.ts under `contractDept`). */
export const contractDeptEn = {
  title: 'Contract departments',
  tableTitle: 'Contract departments',
  exportName: 'contract-departments',
  fields: {
    client: 'Client',
    name: 'Department name',
    siteAddress: 'Site address',
    postalCode: 'Postal code',
    approverName: 'Approver name',
    approverEmail: 'Approver email',
    timesheetTemplate: 'Timesheet template',
    costCentre: 'Cost centre',
    status: 'Status',
    createdAt: 'Created at',
  },
  statusName: { active: 'Active', inactive: 'Inactive' },
  form: {
    addTitle: 'Add contract department',
    editTitle: 'Edit contract department',
    postalCodeInvalid: 'A Singapore postal code has 6 digits',
    approverHint: 'The approver receives this department’s timesheets.',
  },
};

export const contractDeptZhCn: typeof contractDeptEn = {
  title: '合同部门',
  tableTitle: '合同部门',
  exportName: '合同部门',
  fields: {
    client: '客户',
    name: '部门名称',
    siteAddress: '工作地址',
    postalCode: '邮政编码',
    approverName: '审批人',
    approverEmail: '审批人邮箱',
    timesheetTemplate: '工时表模板',
    costCentre: '成本中心',
    status: '状态',
    createdAt: '创建时间',
  },
  statusName: { active: '正常', inactive: '停用' },
  form: {
    addTitle: '新增合同部门',
    editTitle: '编辑合同部门',
    postalCodeInvalid: '新加坡邮政编码为 6 位数字',
    approverHint: '审批人接收该部门的工时表。',
  },
};
