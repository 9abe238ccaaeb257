/** Texts of Finance → Positions (spread into ../i18n.ts under `position`). */
export const positionEn = {
  title: 'Positions',
  tableTitle: 'Positions',
  exportName: 'positions',
  fields: {
    name: 'Position name',
    description: 'Description',
    certificateTypes: 'Required certificate types',
    status: 'Status',
    createdAt: 'Created at',
  },
  form: {
    addTitle: 'Add position',
    editTitle: 'Edit position',
    noCertificateTypes: 'No certificate types yet: add them under Workforce → Certificates.',
    cannotListCertificateTypes: 'You may not see the certificate types; ask an administrator.',
  },
};

export const positionZhCn: typeof positionEn = {
  title: '岗位',
  tableTitle: '岗位列表',
  exportName: '岗位',
  fields: {
    name: '岗位名称',
    description: '描述',
    certificateTypes: '所需证书类型',
    status: '状态',
    createdAt: '创建时间',
  },
  form: {
    addTitle: '新增岗位',
    editTitle: '编辑岗位',
    noCertificateTypes: '还没有证书类型：请在“人力 → 证书”中添加。',
    cannotListCertificateTypes: '您无权查看证书类型，请联系管理员。',
  },
};
