/**
 * Privacy notice of the Shiftdesk platform under Singapore's Personal Data Protection Act 2012
 * (PDPA). Registered into the `website` namespace (key `privacy`) by the privacy page only.
 * `{{brand}}` is filled in with the brand name.
 */
import type { LegalDoc } from '../../components/LegalDocument';

export const PRIVACY_UPDATED = '2026-11-22';
export const DPO_EMAIL = 'dpo@shiftdesk.example';

const en: LegalDoc = {
  title: 'Privacy notice',
  intro: [
    'This notice explains how {{brand}} ("we", "us") collects, uses, discloses and protects personal data of workers, job applicants, client contacts and visitors of our website and apps, in line with the Personal Data Protection Act 2012 of Singapore ("PDPA").',
    'By registering, booking a job, submitting a job order or otherwise giving us your personal data, you consent to its collection, use and disclosure for the purposes described below. Where the law allows us to process personal data without consent (for example to comply with a legal obligation), we rely on that instead.',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: 'Personal data we collect',
      paragraphs: ['Depending on how you use the platform, we collect:'],
      items: [
        'Identity and contact data: name, date of birth, gender, mobile number, email address, residential address and a photograph for your worker profile.',
        'NRIC, FIN or passport number and work pass details — only where the law requires or allows it, such as verifying that you may legally work in Singapore, making CPF contributions, and reporting to the Ministry of Manpower, CPF Board or IRAS. We do not collect or keep a copy of your NRIC for any other purpose.',
        'Bank details (bank name, account holder and account number) so that we can pay your wages, allowances and incentives, and PayNow details if you choose to use them.',
        'Work data: jobs applied for and booked, attendance, clock-in and clock-out times, timesheets, work records, ratings, credit score, certificates and documents you upload, medical-leave records you submit, and any ban or blacklist decisions with their reasons.',
        'Client contact data: names, job titles, business phone numbers and email addresses of the people who place and verify job orders.',
        'Technical data: device and browser information, IP address, sign-in records and notification subscriptions, collected when you use our website, back office or apps.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      items: [
        'Creating and managing your account and verifying your identity and eligibility to work.',
        'Matching workers to jobs, rostering, sending job and shift notifications, and handling replacements.',
        'Recording attendance and hours, calculating and paying wages, allowances and incentives, and issuing payslips.',
        'Invoicing clients for verified hours and managing contracts and orders.',
        'Meeting our legal obligations, including employment, CPF, tax and workplace safety requirements.',
        'Keeping the platform safe: preventing fraud and misuse, investigating incidents and resolving disputes or appeals.',
        'Improving our services using aggregated, de-identified statistics.',
      ],
      after: [
        'We will not use your personal data for marketing unless you have separately agreed to it, and we do not sell personal data.',
      ],
    },
    {
      id: 'disclosure',
      heading: 'Who we share it with',
      items: [
        'Clients you are booked with: your name, photograph, relevant certificates and your attendance and hours for their jobs — not your NRIC/FIN or bank details.',
        'Service providers who act on our behalf, such as hosting, SMS, payment and payroll providers, under contracts that require them to protect the data and use it only for our instructions.',
        'Government agencies and authorities (such as the Ministry of Manpower, CPF Board and IRAS), banks, auditors and professional advisers, where required or permitted by law.',
      ],
    },
    {
      id: 'transfers',
      heading: 'Transfers outside Singapore',
      paragraphs: [
        'If personal data is stored or processed outside Singapore, we make sure it receives a standard of protection comparable to the PDPA, for example through contractual safeguards with the recipient.',
      ],
    },
    {
      id: 'consent',
      heading: 'Consent and withdrawing it',
      paragraphs: [
        'You may withdraw your consent to our collection, use or disclosure of your personal data at any time by writing to our Data Protection Officer. We will tell you the likely consequences before acting on your request, and process it within a reasonable time.',
        'If you withdraw consent, we may no longer be able to offer you jobs, pay you through the platform or provide our services to your organisation. Withdrawing consent does not affect data we must keep or disclose under the law.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      paragraphs: [
        'We keep personal data only for as long as it is needed for the purposes above or required by law. For example, employment and payroll records are kept for the periods required by the Employment Act and tax and CPF rules, and accounting records for the period required for audits. When data is no longer needed, we delete it or anonymise it.',
      ],
    },
    {
      id: 'access-correction',
      heading: 'Access and correction',
      paragraphs: [
        'You may ask us for a copy of the personal data we hold about you and how it has been used or disclosed in the past year, and ask us to correct data that is wrong or incomplete. Many details can be updated directly in your profile.',
        'We respond to access and correction requests within 30 days. If we need longer, we will tell you when we expect to reply. We may charge a reasonable fee for an access request and will tell you the amount before we proceed.',
      ],
    },
    {
      id: 'protection',
      heading: 'How we protect it',
      paragraphs: [
        'We use reasonable security arrangements, including encryption in transit, access control by role and department, audit logs of who changed what, and regular review of access rights. Only staff who need the data for their work can see it.',
        'If a data breach is likely to cause significant harm to you, we will notify you and the Personal Data Protection Commission as the PDPA requires.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: [
        "Our website and back office use a sign-in cookie and your browser's storage to keep you signed in and to remember preferences such as language and theme. We do not use advertising cookies.",
      ],
    },
    {
      id: 'contact',
      heading: 'Contact our Data Protection Officer',
      paragraphs: [
        `Questions, requests and complaints about personal data can be sent to our Data Protection Officer at ${DPO_EMAIL}. If you are not satisfied with our answer, you may contact the Personal Data Protection Commission of Singapore.`,
        'We may update this notice from time to time. The date at the top shows the latest version; material changes will be announced on the platform.',
      ],
    },
  ],
};

const zhCn: LegalDoc = {
  title: '隐私声明',
  intro: [
    '本声明说明 {{brand}}（“我们”）如何依据新加坡《2012年个人数据保护法》（“PDPA”）收集、使用、披露和保护工作人员、求职者、客户联系人以及我们网站和应用访问者的个人数据。',
    '当您注册、预订工作、提交用工订单或以其他方式向我们提供个人数据时，即表示您同意我们为下述目的收集、使用和披露这些数据。在法律允许无需同意即可处理个人数据的情况下（例如为履行法定义务），我们将依据相应的法律规定进行处理。',
  ],
  sections: [
    {
      id: 'data-we-collect',
      heading: '我们收集的个人数据',
      paragraphs: ['根据您使用平台的方式，我们可能收集：'],
      items: [
        '身份和联系数据：姓名、出生日期、性别、手机号码、电子邮箱、住址以及用于工作人员档案的照片。',
        '身份证（NRIC）、外国人身份号码（FIN）或护照号码以及工作准证信息——仅在法律要求或允许的情况下收集，例如核实您在新加坡的合法工作资格、缴纳公积金（CPF），以及向人力部、公积金局或国内税务局申报。我们不会为其他任何目的收集或保存您的身份证复印件。',
        '银行信息（银行名称、账户持有人和账号），用于支付工资、津贴和奖励；如您选择使用 PayNow，也包括相关信息。',
        '工作数据：申请和预订的工作、出勤、上下班打卡时间、工时表、工作记录、评价、信用分、您上传的证书和文件、您提交的病假记录，以及任何禁用或黑名单决定及其原因。',
        '客户联系人数据：提交和核实用工订单人员的姓名、职位、公司电话和电子邮箱。',
        '技术数据：您使用我们的网站、后台或应用时产生的设备和浏览器信息、IP 地址、登录记录和通知订阅信息。',
      ],
    },
    {
      id: 'purposes',
      heading: '我们为何使用这些数据',
      items: [
        '创建和管理您的账户，核实您的身份和工作资格。',
        '为工作人员匹配工作、排班、发送工作和班次通知，以及安排替补。',
        '记录出勤和工时，计算并支付工资、津贴和奖励，出具工资单。',
        '按核实工时向客户开具发票，管理合同和订单。',
        '履行法定义务，包括雇佣、公积金、税务和工作场所安全方面的要求。',
        '保障平台安全：防止欺诈和滥用，调查事件，处理争议或申诉。',
        '使用汇总的去标识化统计数据改进我们的服务。',
      ],
      after: ['除非您另行同意，我们不会将您的个人数据用于营销，也不会出售个人数据。'],
    },
    {
      id: 'disclosure',
      heading: '我们与谁共享数据',
      items: [
        '您所预订工作的客户：您的姓名、照片、相关证书以及您在其工作中的出勤和工时——不包括您的身份证/FIN 号码或银行信息。',
        '代表我们提供服务的服务商，例如主机托管、短信、支付和薪资服务商；合同要求他们保护数据，并仅按我们的指示使用。',
        '在法律要求或允许的情况下，政府机构和主管部门（例如人力部、公积金局和国内税务局）、银行、审计师和专业顾问。',
      ],
    },
    {
      id: 'transfers',
      heading: '向新加坡境外传输',
      paragraphs: [
        '如果个人数据在新加坡境外存储或处理，我们会确保其获得与 PDPA 相当的保护，例如与接收方签订合同保障条款。',
      ],
    },
    {
      id: 'consent',
      heading: '同意及撤回同意',
      paragraphs: [
        '您可以随时写信给我们的数据保护官，撤回您对我们收集、使用或披露您个人数据的同意。在处理您的请求之前，我们会告知您可能产生的后果，并在合理时间内完成处理。',
        '如您撤回同意，我们可能无法再为您提供工作、通过平台向您支付报酬，或为您的机构提供服务。撤回同意不影响我们依法必须保留或披露的数据。',
      ],
    },
    {
      id: 'retention',
      heading: '数据保留期限',
      paragraphs: [
        '我们只在实现上述目的所需或法律要求的期限内保留个人数据。例如，雇佣和薪资记录按《雇佣法》及税务和公积金规定的期限保存，会计记录按审计要求的期限保存。数据不再需要时，我们会将其删除或匿名化。',
      ],
    },
    {
      id: 'access-correction',
      heading: '查阅和更正',
      paragraphs: [
        '您可以要求我们提供我们所持有的您的个人数据副本，以及过去一年内这些数据的使用或披露情况，也可以要求我们更正错误或不完整的数据。许多信息您可以直接在个人档案中更新。',
        '我们会在 30 天内回复查阅和更正请求；如需更长时间，我们会告知预计回复时间。对于查阅请求，我们可能收取合理费用，并会在处理前告知您金额。',
      ],
    },
    {
      id: 'protection',
      heading: '我们如何保护数据',
      paragraphs: [
        '我们采取合理的安全措施，包括传输加密、按角色和部门控制访问、记录变更操作的审计日志，以及定期审查访问权限。只有工作中需要这些数据的员工才能查看。',
        '如果数据泄露可能对您造成重大损害，我们将按照 PDPA 的要求通知您和个人数据保护委员会。',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookie 和本地存储',
      paragraphs: [
        '我们的网站和后台使用登录 Cookie 和浏览器存储来保持您的登录状态，并记住语言和主题等偏好设置。我们不使用广告 Cookie。',
      ],
    },
    {
      id: 'contact',
      heading: '联系我们的数据保护官',
      paragraphs: [
        `有关个人数据的问题、请求和投诉，请发送至我们的数据保护官：${DPO_EMAIL}。如您对我们的答复不满意，可以联系新加坡个人数据保护委员会。`,
        '我们可能不时更新本声明。页首日期为最新版本日期；重大变更将在平台上公布。',
      ],
    },
  ],
};

export const privacy = { en, 'zh-cn': zhCn };
