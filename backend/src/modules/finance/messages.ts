/**
 * Server messages of the finance module (reference rates, clients, contract departments,
 * positions, contract orders), in English and Simplified Chinese. Registered by ./index.ts.
 */
export const financeMessages = {
  // ── Reference rates: public holidays, GST, CPF, SDL ──
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
  // ── Clients ──
  'client.notFound': ['The client does not exist', '客户不存在'],
  'client.nameTaken': ['Client "{name}" already exists', '客户“{name}”已存在'],
  'client.uenTaken': ['UEN {uen} is already used by another client', 'UEN {uen} 已被其他客户使用'],
  'client.uenInvalid': ['UEN is not in an ACRA format (nnnnnnnnX, yyyynnnnnX or TyyPQnnnnX)', 'UEN 不符合 ACRA 格式（nnnnnnnnX、yyyynnnnnX 或 TyyPQnnnnX）'],
  'client.nameRequired': ['Client name cannot be empty', '客户名称不能为空'],
  'client.gstRegNoRequired': ['A GST-registered client needs its GST registration number', '已注册消费税的客户须填写消费税注册号'],
  'client.emailInvalid': ['Billing email is not a valid email address', '账单邮箱格式不正确'],
  'client.phoneInvalid': ['Phone: +65 and 8 digits', '电话格式：+65 加 8 位数字'],
  'client.inUse': ['Client "{name}" still has {count} contract department(s); delete them first', '客户“{name}”仍有 {count} 个合同部门，请先删除'],
  'client.suspended': ['Client "{name}" is suspended: no new jobs can be published for it', '客户“{name}”已暂停：不能为其发布新工作'],
  // ── Contract departments ──
  'contractDept.notFound': ['The contract department does not exist', '合同部门不存在'],
  'contractDept.nameTaken': ['The client already has a department named "{name}"', '该客户已有名为“{name}”的部门'],
  'contractDept.postalCodeInvalid': ['Postal code: 6 digits', '邮政编码须为 6 位数字'],
  'contractDept.inUse': ['Department "{name}" has {count} contract order(s); delete them first', '部门“{name}”有 {count} 个合同订单，请先删除'],
  'contractDept.unknownClient': ['The client does not exist', '客户不存在'],
  'contractDept.unknownTemplate': ['Timesheet template #{id} does not exist', '工时表模板 #{id} 不存在'],
  'contractDept.inactiveTemplate': ['Timesheet template "{name}" is inactive: choose an active one', '工时表模板“{name}”已停用：请选择启用中的模板'],
  // ── Positions ──
  'position.notFound': ['The position does not exist', '职位不存在'],
  'position.nameTaken': ['Position "{name}" already exists', '职位“{name}”已存在'],
  'position.inUse': ['Position "{name}" is rated in {count} contract order(s)', '职位“{name}”已用于 {count} 个合同订单的费率'],
  // ── Contract orders ──
  'contractOrder.notFound': ['The contract order does not exist', '合同订单不存在'],
  'contractOrder.unknownDept': ['The contract department does not exist', '合同部门不存在'],
  'contractOrder.unknownPosition': ['A rated position does not exist', '费率中的职位不存在'],
  'contractOrder.duplicatePosition': ['Each position may have one rate only', '每个职位只能有一条费率'],
  'contractOrder.datesOrder': ['Valid to must be on or after valid from', '有效期止须不早于有效期起'],
  'contractOrder.notDraft': ['Contract order {number} is {state}: only a draft can be edited or deleted; revise it instead', '合同订单 {number} 为{state}：只有草稿可以编辑或删除，请改用修订'],
  'contractOrder.clientSuspended': ['Client "{name}" is suspended: its contract orders cannot be activated', '客户“{name}”已暂停：其合同订单不能激活'],
  'contractOrder.reviseNotActive': ['Only an active contract order can be revised; {number} is {state}', '只有生效中的合同订单可以修订；{number} 为{state}'],
  'contractOrder.reviseDate': ['The new version must start after {from} and on or before {to}', '新版本须在 {from} 之后且不晚于 {to} 开始'],
  'contractOrder.revisionPending': ['Contract order {number} already has a draft revision (#{id})', '合同订单 {number} 已有待生效的修订草稿（#{id}）'],
  'contractOrder.noRateForJob': ['Contract order {number} has no rate for that position', '合同订单 {number} 没有该职位的费率'],
  'contractOrder.notInForce': ['Contract order {number} is not in force on {date}', '合同订单 {number} 在 {date} 不生效'],
  'contractOrder.billBelowPay': ['The bill rate must not be below the pay rate', '账单费率不得低于薪资费率'],
} satisfies Record<string, [string, string]>;

// Makes these keys valid `MessageKey`s wherever core/base/i18n.ts is used.
declare module '../../core/base/i18n' {
  interface ModuleMessages extends Record<keyof typeof financeMessages, true> {}
}
