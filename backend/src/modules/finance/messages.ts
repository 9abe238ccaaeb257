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
  'ref.substituteOrder': ['A substitute day must come after the holiday it replaces', '补假日期必须在被替代的假日之后'],
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
  'client.uenInvalid': [
    'UEN is not in an ACRA format (nnnnnnnnX, yyyynnnnnX or TyyPQnnnnX)',
    'UEN 不符合 ACRA 格式（nnnnnnnnX、yyyynnnnnX 或 TyyPQnnnnX）',
  ],
  'client.nameRequired': ['Client name cannot be empty', '客户名称不能为空'],
  'client.gstRegNoRequired': [
    'A GST-registered client needs its GST registration number',
    '已注册消费税的客户须填写消费税注册号',
  ],
  'client.emailInvalid': ['Billing email is not a valid email address', '账单邮箱格式不正确'],
  'client.phoneInvalid': ['Phone: +65 and 8 digits', '电话格式：+65 加 8 位数字'],
  'client.inUse': [
    'Client "{name}" still has {count} contract department(s); delete them first',
    '客户“{name}”仍有 {count} 个合同部门，请先删除',
  ],
  'client.suspended': [
    'Client "{name}" is suspended: no new jobs can be published for it',
    '客户“{name}”已暂停：不能为其发布新工作',
  ],
  // ── Contract departments ──
  'contractDept.notFound': ['The contract department does not exist', '合同部门不存在'],
  'contractDept.nameTaken': ['The client already has a department named "{name}"', '该客户已有名为“{name}”的部门'],
  'contractDept.postalCodeInvalid': ['Postal code: 6 digits', '邮政编码须为 6 位数字'],
  'contractDept.inUse': [
    'Department "{name}" has {count} contract order(s); delete them first',
    '部门“{name}”有 {count} 个合同订单，请先删除',
  ],
  'contractDept.unknownClient': ['The client does not exist', '客户不存在'],
  'contractDept.unknownTemplate': ['Timesheet template #{id} does not exist', '工时表模板 #{id} 不存在'],
  'contractDept.inactiveTemplate': [
    'Timesheet template "{name}" is inactive: choose an active one',
    '工时表模板“{name}”已停用：请选择启用中的模板',
  ],
  // ── Positions ──
  'position.notFound': ['The position does not exist', '职位不存在'],
  'position.nameTaken': ['Position "{name}" already exists', '职位“{name}”已存在'],
  'position.inUse': [
    'Position "{name}" is rated in {count} contract order(s)',
    '职位“{name}”已用于 {count} 个合同订单的费率',
  ],
  // ── Contract orders ──
  'contractOrder.notFound': ['The contract order does not exist', '合同订单不存在'],
  'contractOrder.unknownDept': ['The contract department does not exist', '合同部门不存在'],
  'contractOrder.unknownPosition': ['A rated position does not exist', '费率中的职位不存在'],
  'contractOrder.duplicatePosition': ['Each position may have one rate only', '每个职位只能有一条费率'],
  'contractOrder.datesOrder': ['Valid to must be on or after valid from', '有效期止须不早于有效期起'],
  'contractOrder.notDraft': [
    'Contract order {number} is {state}: only a draft can be edited or deleted; revise it instead',
    '合同订单 {number} 为{state}：只有草稿可以编辑或删除，请改用修订',
  ],
  'contractOrder.clientSuspended': [
    'Client "{name}" is suspended: its contract orders cannot be activated',
    '客户“{name}”已暂停：其合同订单不能激活',
  ],
  'contractOrder.reviseNotActive': [
    'Only an active contract order can be revised; {number} is {state}',
    '只有生效中的合同订单可以修订；{number} 为{state}',
  ],
  'contractOrder.reviseDate': [
    'The new version must start after {from} and on or before {to}',
    '新版本须在 {from} 之后且不晚于 {to} 开始',
  ],
  'contractOrder.revisionPending': [
    'Contract order {number} already has a draft revision (#{id})',
    '合同订单 {number} 已有待生效的修订草稿（#{id}）',
  ],
  'contractOrder.noRateForJob': [
    'Contract order {number} has no rate for that position',
    '合同订单 {number} 没有该职位的费率',
  ],
  'contractOrder.notInForce': [
    'Contract order {number} is not in force on {date}',
    '合同订单 {number} 在 {date} 不生效',
  ],
  'contractOrder.billBelowPay': ['The bill rate must not be below the pay rate', '账单费率不得低于薪资费率'],
  // ── Invoices, credit and debit notes ──
  'invoice.notFound': ['The invoice does not exist', '发票不存在'],
  'invoice.generated': ['{count} draft invoice(s) generated', '已生成 {count} 张发票草稿'],
  'invoice.generateAllQueued': [
    'Generating the invoices of {month}: progress shows here',
    '正在生成 {month} 的发票：进度将在此显示',
  ],
  'invoice.issued': ['Invoice {number} issued', '发票 {number} 已开具'],
  'invoice.noteIssued': ['{number} issued', '{number} 已开具'],
  'invoice.timesheetMissing': ['Timesheet(s) #{ids} do not exist', '工时表 #{ids} 不存在'],
  'invoice.timesheetNotApproved': [
    'Timesheet {number} is {state}: only approved timesheets are invoiced',
    '工时表 {number} 为{state}：只有已批准的工时表可以开票',
  ],
  'invoice.nothingToInvoice': ['The chosen timesheets have no records left to invoice', '所选工时表没有待开票的记录'],
  'invoice.notDraft': [
    'The invoice is {state}: only a draft can be changed or issued',
    '发票为{state}：只有草稿可以修改或开具',
  ],
  'invoice.changed': ['The invoice was changed since it was shown: open it again', '发票在展示后已被修改：请重新打开'],
  'invoice.negativeTotal': ['The adjustments would make the subtotal negative', '调整后小计将为负数'],
  'invoice.noLines': ['The invoice has no lines', '发票没有明细'],
  'invoice.notPositive': ['The subtotal must be above zero to issue', '小计须大于零才能开具'],
  'invoice.supplierMissing': [
    'Set the supplier parameters before the first invoice is issued: {keys} (System → Parameters)',
    '开具首张发票前请先设置供应商参数：{keys}（系统管理 → 参数设置）',
  ],
  'invoice.voidSettled': [
    'Invoice {number} has payments or credits applied: it cannot be voided; issue a credit note instead',
    '发票 {number} 已有付款或抵扣：不能作废，请开具贷项通知单',
  ],
  'invoice.voidApplied': [
    'Credit note {number} is applied to an invoice: it cannot be voided',
    '贷项通知单 {number} 已抵扣发票：不能作废',
  ],
  'invoice.notReceivable': [
    '{number} is a credit note: payments and credits go to invoices and debit notes',
    '{number} 是贷项通知单：付款和抵扣只能用于发票和借项通知单',
  ],
  'invoice.notIssued': [
    'The invoice is {state}: only an issued invoice takes payments and credits',
    '发票为{state}：只有已开具的发票可以收款或抵扣',
  ],
  'invoice.overBalance': [
    'The amount is more than the {balance} still owed on {number}',
    '金额超过 {number} 的未付余额 {balance}',
  ],
  'invoice.amountPositive': ['The amount must be above zero', '金额须大于零'],
  'invoice.notCreditable': [
    '{number} is {state}: only an issued invoice or debit note can be credited',
    '{number} 为{state}：只有已开具的发票或借项通知单可以开贷项通知单',
  ],
  'invoice.notDebitable': [
    '{number} is {state}: only an issued invoice can take a debit note',
    '{number} 为{state}：只有已开具的发票可以开借项通知单',
  ],
  'invoice.lineNotOnInvoice': ['A chosen line is not on this invoice', '所选明细不属于此发票'],
  'invoice.alreadyCredited': [
    'The chosen lines of {number} are already credited in full',
    '{number} 的所选明细已全额贷记',
  ],
  'invoice.otherClient': ['Credit applies only to invoices of the same client', '抵扣只能用于同一客户的发票'],
  'invoice.notCreditNote': ['Only an issued credit note can be applied', '只有已开具的贷项通知单可以抵扣'],
  'invoice.overCredit': ['Only {left} of the credit note is left to apply', '贷项通知单仅剩 {left} 可抵扣'],
  'invoice.xmlNotIssued': [
    'The document is {state}: only an issued one has an InvoiceNow document',
    '单据为{state}：只有已开具的单据才有 InvoiceNow 文件',
  ],
  // ── Wallets and withdrawals ──
  'wallet.unknownWorker': ['The worker does not exist', '员工不存在'],
  'wallet.insufficient': [
    'Not enough money: the {balance} balance would go S${missing} below zero',
    '余额不足：{balance}余额将低于零 S${missing}',
  ],
  'wallet.keyReused': ['The idempotency key {key} was already used for something else', '幂等键 {key} 已用于其他操作'],
  'payroll.notFound': ['The payroll month does not exist', '薪资月不存在'],
  'payroll.detailNotFound': ['The payslip does not exist', '工资单不存在'],
  'payroll.futureMonth': ['{month} has not begun: there is nothing to pay yet', '{month} 尚未开始，暂无可发放的工资'],
  'payroll.calculating': ['Calculating the payroll of {month}', '正在计算 {month} 的工资'],
  'payroll.approved': ['The payroll of {month} is approved and locked', '{month} 的工资已审批并锁定'],
  'payroll.stale': [
    'Some items of {month} were paid by another month since it was calculated: calculate {month} again',
    '{month} 计算后，部分项目已由其他月份发放：请重新计算 {month}',
  ],
  'payroll.employerMissing': [
    'Set the employer name before printing payroll documents: {keys} (System → Parameters)',
    '打印薪资文件前请先设置雇主名称：{keys}（系统管理 → 参数设置）',
  ],
  'payroll.paid': ['The payroll of {month} is marked paid', '{month} 的工资已标记为已发放'],
  'payroll.bankLayout': [
    'The bank file layout names an unknown column "{key}" (System → Parameters, finance.payroll.bankFileColumns); the columns are: {keys}',
    '银行文件格式中有未知列 "{key}"（系统 → 参数，finance.payroll.bankFileColumns）；可用的列：{keys}',
  ],
  'withdrawal.notFound': ['The withdrawal does not exist', '提现记录不存在'],
  'withdrawal.notCancellable': [
    'Withdrawal #{id} is {state}: only a request nobody has decided yet can be cancelled',
    '提现 #{id} 为{state}：只有尚未处理的申请可以取消',
  ],
  'workerApp.withdrawalRequested': [
    'Withdrawal requested: the amount is held until it is paid',
    '已申请提现：款项在支付前被冻结',
  ],
  'workerApp.withdrawalCancelled': [
    'Withdrawal cancelled: the amount is available again',
    '已取消提现：款项已恢复可用',
  ],
  'workerApp.appealFiled': ['Appeal filed: staff will review it', '已提交申诉，工作人员将会审核'],
  'withdrawal.requested': ['Withdrawal requested: the amount is held', '已申请提现：金额已冻结'],
  'withdrawal.moved': ['{count} withdrawal(s) updated', '已更新 {count} 笔提现'],
  'withdrawal.noBank': ['The worker has no bank account on file', '该员工没有登记银行账户'],
  'withdrawal.noPayNow': ['The worker has no PayNow number on file', '该员工没有登记 PayNow 号码'],
  'withdrawal.belowMinimum': ['The smallest withdrawal is S${minimum}', '最低提现金额为 S${minimum}'],
  'withdrawal.overDailyLimit': [
    'Over the daily limit of S${limit}: S${left} is left today',
    '超过每日限额 S${limit}：今天还可提现 S${left}',
  ],
  'withdrawal.overAvailable': ['Only S${available} is available to withdraw', '可提现余额仅为 S${available}'],
  'withdrawal.nothingToPay': ['Choose approved withdrawals for the payout file', '请选择已批准的提现以生成付款文件'],
  // ── Incentives ──
  'incentive.notFound': ['The incentive scheme does not exist', '奖励方案不存在'],
  'incentive.recordNotFound': ['The incentive record does not exist', '奖励记录不存在'],
  'incentive.nameTaken': ['Incentive scheme "{name}" already exists', '奖励方案“{name}”已存在'],
  'incentive.notDraft': [
    'Scheme "{name}" is {status}: only a draft scheme can be edited (end it and add a new one instead)',
    '方案“{name}”状态为{status}：只能修改草稿方案（请结束该方案后新建）',
  ],
  'incentive.deleteNotDraft': [
    'Scheme "{name}" is {status}: only a draft scheme can be deleted',
    '方案“{name}”状态为{status}：只能删除草稿方案',
  ],
  'incentive.inUse': [
    'Scheme "{name}" has {count} incentive record(s) and cannot be deleted',
    '方案“{name}”已有 {count} 条奖励记录，不能删除',
  ],
  'incentive.minShiftsRequired': [
    'This type of scheme needs the minimum number of shifts',
    '该类型方案需要填写最少班次数',
  ],
  'incentive.streakDaysRequired': [
    'An attendance streak scheme needs the number of days in a row',
    '连续出勤方案需要填写连续天数',
  ],
  'incentive.periodOrder': ['The period must not end before it starts', '方案期间的结束日期不能早于开始日期'],
  'incentive.unknownClients': ['Unknown client(s): {ids}', '客户不存在：{ids}'],
  'incentive.sweepQueued': ['The incentive sweep has started', '奖励计算已开始'],
  'incentive.swept': ['The incentive sweep is done', '奖励计算已完成'],
  'incentive.moved': ['{count} incentive record(s) updated', '已更新 {count} 条奖励记录'],
  'incentive.schemeMoved': ['Scheme "{name}" is now {status}', '方案“{name}”当前状态：{status}'],
  // ── Transaction appeals ──
  'appeal.notFound': ['The appeal does not exist', '申诉不存在'],
  'appeal.notWorkersEntry': ['Wallet entry #{id} is not one of this worker’s entries', '钱包流水 #{id} 不属于该员工'],
  'appeal.notCredit': [
    'Wallet entry #{id} is a {type}: only an earning, allowance or incentive credit can be appealed',
    '钱包流水 #{id} 的类型为 {type}：只能对收入、津贴或奖励入账提出申诉',
  ],
  'appeal.windowClosed': [
    'Wallet entry #{id} could be appealed until {deadline} (Singapore time, {hours} hours after the credit)',
    '钱包流水 #{id} 的申诉期限已于 {deadline}（新加坡时间，入账后 {hours} 小时）截止',
  ],
  'appeal.alreadyOpen': [
    'Wallet entry #{transactionId} already has an open appeal (#{id})',
    '钱包流水 #{transactionId} 已有未结的申诉（#{id}）',
  ],
  'appeal.overClaim': ['At most the claimed S${claimed} can be granted', '批准金额不能超过申诉金额 S${claimed}'],
  'appeal.filed': ['Appeal filed', '申诉已提交'],
  'appeal.moved': ['{count} appeal(s) updated', '已更新 {count} 条申诉'],
  'appeal.accepted': ['Appeal accepted: S${amount} credited to the wallet', '申诉已接受：S${amount} 已计入钱包'],
} satisfies Record<string, [string, string]>;

// Makes these keys valid `MessageKey`s wherever core/base/i18n.ts is used.
declare module '../../core/base/i18n' {
  interface ModuleMessages extends Record<keyof typeof financeMessages, true> {}
}
