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
    certificatesLater: 'Available once certificate types exist.',
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
    certificatesLater: '证书类型功能上线后可选择。',
  },
};
