/**
 * Server messages of the workforce module (workers, applicants, conduct records, certificates,
 * documents), in English and Simplified Chinese. Registered by ./index.ts.
 */
export const workforceMessages = {
  // ── Workers and their import ──
  'worker.notFound': ['The worker does not exist', '员工不存在'],
  'worker.nricInvalid': ['NRIC/FIN is not valid (check letter does not match)', 'NRIC/FIN 无效（校验字母不符）'],
  'worker.nricResidency': ['NRIC starts with S/T for citizens and PRs, FIN with F/G/M for foreigners', '公民和永久居民的 NRIC 以 S/T 开头，外国人的 FIN 以 F/G/M 开头'],
  'worker.phoneInvalid': ['Phone: a Singapore number, +65 and 8 digits starting 3, 6, 8 or 9', '电话须为新加坡号码：+65 加以 3、6、8 或 9 开头的 8 位数字'],
  'worker.emergencyPhoneInvalid': ['Emergency contact phone: +65 and 8 digits', '紧急联系人电话须为 +65 加 8 位数字'],
  'worker.tooYoung': ['A worker must be at least 13 years old', '员工须年满 13 岁'],
  'worker.dobFuture': ['Date of birth cannot be in the future', '出生日期不能晚于今天'],
  'worker.prStartRequired': ['A permanent resident needs the PR start date', '永久居民须填写成为永久居民的日期'],
  'worker.prStartBeforeBirth': ['PR start date cannot be before the date of birth', '永久居民起始日期不能早于出生日期'],
  'worker.passTypeRequired': ['A foreigner needs the pass type', '外国人须填写准证类型'],
  'worker.passExpiryRequired': ['A foreigner needs the pass expiry date', '外国人须填写准证到期日'],
  'worker.bankNameRequired': ['A bank account needs the bank name', '填写银行账号时须填写银行名称'],
  'worker.payNowInvalid': ['PayNow: a Singapore mobile number, NRIC/FIN or UEN', 'PayNow 须为新加坡手机号、NRIC/FIN 或 UEN'],
  'worker.nameRequired': ['Name cannot be empty', '姓名不能为空'],
  'worker.nricTaken': ['NRIC already belongs to worker #{id} {name}', '该 NRIC 已属于员工 #{id} {name}'],
  'worker.phoneTaken': ['Phone {phone} already belongs to worker #{id} {name}', '电话 {phone} 已属于员工 #{id} {name}'],
  'worker.notDeletable': ['Worker #{id} {name} is {state}: only a worker pending verification can be deleted', '员工 #{id} {name} 为{state}：只能删除待核实的员工'],
  'worker.inUse': ['Worker "{name}" still has {count} linked record(s)', '员工“{name}”仍有 {count} 条关联记录'],
  'worker.suspendUntilPast': ['Suspended until must be today or later', '停用截止日期不能早于今天'],
  'worker.noFile': ['Choose a photo to upload', '请选择要上传的照片'],
  'worker.notImage': ['The photo must be a PNG, JPEG, WebP or GIF image', '照片须为 PNG、JPEG、WebP 或 GIF 图片'],
  'worker.importNotXlsx': ['The file is not an XLSX workbook', '文件不是 XLSX 工作簿'],
  'worker.importEmpty': ['The sheet has no worker rows', '表格中没有员工数据行'],
  'worker.importTooMany': ['At most {max} rows per import', '每次最多导入 {max} 行'],
  'worker.importRefused': ['{count} row(s) have errors; nothing was imported', '{count} 行有错误，未导入任何数据'],
  'worker.importRequired': ['{column} is required', '{column} 为必填项'],
  'worker.importBadValue': ['{column} must be one of: {values}', '{column} 须为以下之一：{values}'],
  'worker.importBadDate': ['{column} must be a date YYYY-MM-DD', '{column} 须为日期 YYYY-MM-DD'],
  'worker.importBadText': ['{column} is too long or not valid', '{column} 过长或无效'],
  'worker.importDupInFile': ['{column} repeats row {other} of this file', '{column} 与本文件第 {other} 行重复'],
  'worker.imported': ['{count} worker(s) imported', '已导入 {count} 名员工'],
  'worker.importQueued': ['The import is running; progress is shown as it goes', '导入正在进行，将显示进度'],
  // ── Applicants ──
  'applicant.notFound': ['The applicant does not exist', '申请人不存在'],
  'applicant.notEditable': ['Applicant #{id} is {state}: only a submitted or screening sign-up can be edited', '申请人 #{id} 为{state}：只能编辑已提交或审核中的申请'],
  'applicant.notDeletable': ['Applicant #{id} is {state}: only a rejected or withdrawn sign-up can be deleted', '申请人 #{id} 为{state}：只能删除已拒绝或已撤回的申请'],
  // ── Conduct records: bans, blacklist, credit, medical leave, allowances ──
  'conduct.unknownWorker': ['Worker #{id} does not exist', '员工 #{id} 不存在'],
  'conduct.workerNotFound': ['Worker #{id} does not exist', '员工 #{id} 不存在'],
  'conduct.rangeOrder': ['The range must end on or after its start', '结束时间须不早于开始时间'],
  'banRecord.notFound': ['The ban record does not exist', '封禁记录不存在'],
  'banRecord.startsLater': ['A ban starts today or on an earlier day', '封禁须从今天或更早的日期开始'],
  'banRecord.datesOrder': ['The last day must be on or after the first day', '结束日期须不早于开始日期'],
  'banRecord.clientRequired': ['Choose the client this ban applies to', '请选择封禁适用的客户'],
  'banRecord.unknownClient': ['The client does not exist', '客户不存在'],
  'banRecord.deptRequired': ['Choose the contract department this ban applies to', '请选择封禁适用的合同部门'],
  'banRecord.unknownDept': ['The contract department does not exist', '合同部门不存在'],
  'banRecord.blacklistPermanent': ['Ban #{id} is a blacklisting: it is permanent and cannot be lifted', '封禁 #{id} 为黑名单封禁：永久有效，不能解除'],
  'blacklist.already': ['{name} is already blacklisted', '{name} 已在黑名单中'],
  'blacklist.added': ['Added to the blacklist', '已加入黑名单'],
  'medicalLeave.notFound': ['The medical-leave record does not exist', '病假记录不存在'],
  'medicalLeave.datesOrder': ['The MC must end on or after its first day', '病假结束日期须不早于开始日期'],
  'medicalLeave.tooLong': ['One MC record covers at most {max} days', '一条病假记录最多 {max} 天'],
  'medicalLeave.badFile': ['The MC scan must be a PDF, PNG or JPEG file', '病假单须为 PDF、PNG 或 JPEG 文件'],
  'allowance.notFound': ['The allowance does not exist', '津贴不存在'],
  'allowance.dayRequired': ['Give the day or the work record the allowance is for', '请填写津贴对应的日期或工作记录'],
  'medicalLeave.unknownWorkRecords': ['Unknown work record id(s) for this worker: {ids}', '该员工没有这些工作记录：{ids}'],
  // ── Certificate types ──
  'certificateType.notFound': ['The certificate type does not exist', '证书类型不存在'],
  'certificateType.nameTaken': ['Certificate type "{name}" already exists', '证书类型“{name}”已存在'],
  'certificateType.inUse': ['Certificate type "{name}" is held by {count} worker certificate(s)', '证书类型“{name}”已有 {count} 张员工证书'],
  'certificateType.requiredByPosition': ['Position "{position}" requires this certificate type', '职位“{position}”要求此证书类型'],
  'certificateType.unknown': ['Certificate types {ids} do not exist', '证书类型 {ids} 不存在'],
  // ── Worker certificates ──
  'workerCertificate.notFound': ['The worker certificate does not exist', '员工证书不存在'],
  'workerCertificate.unknownType': ['The certificate type does not exist or is inactive', '证书类型不存在或已停用'],
  'workerCertificate.expiryRequired': ['"{type}" certificates expire: enter the expiry date', '“{type}”证书有有效期，请填写到期日'],
  'workerCertificate.expiryNotAllowed': ['"{type}" certificates do not expire: leave the expiry date empty', '“{type}”证书无有效期，请勿填写到期日'],
  'workerCertificate.notPending': ['Certificate #{id} is {state}: only a pending certificate can be edited', '证书 #{id} 为{state}：只有待审核的证书可以编辑'],
  'workerCertificate.notDeletable': ['Certificate #{id} is {state}: only pending or rejected certificates can be deleted', '证书 #{id} 为{state}：只有待审核或已驳回的证书可以删除'],
  // ── Extra documents ──
  'workerDocument.notFound': ['The document does not exist', '文件不存在'],
  // ── Files of certificates and documents (paper-files.ts) ──
  'paper.unknownWorker': ['The worker does not exist', '员工不存在'],
  'paper.datesOrder': ['The expiry date must be on or after the issue date', '到期日须不早于签发日'],
  'paper.badType': ['Upload a PDF or an image (PNG, JPEG, WebP)', '请上传 PDF 或图片（PNG、JPEG、WebP）'],
  'paper.fileMissing': ['The file was not uploaded or no longer exists: upload it again', '文件未上传或已不存在，请重新上传'],
} satisfies Record<string, [string, string]>;

// Makes these keys valid `MessageKey`s wherever core/base/i18n.ts is used.
declare module '../../core/base/i18n' {
  interface ModuleMessages extends Record<keyof typeof workforceMessages, true> {}
}
