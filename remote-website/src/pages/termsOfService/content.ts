/**
 * Terms of service of the Shiftdesk platform (workers and clients; Singapore law).
 * Registered into the `website` namespace (key `terms`) by the terms page only.
 */
import type { LegalDoc } from '../../components/LegalDocument';

export const TERMS_UPDATED = '2026-11-22';
export const LEGAL_EMAIL = 'legal@shiftdesk.example';

const en: LegalDoc = {
  title: 'Terms of service',
  intro: [
    'These terms govern your use of the {{brand}} website, apps and back office (the "platform"), whether you use it to find work ("worker") or to obtain workers for your business ("client"). By creating an account or using the platform you agree to these terms. If you use the platform for an organisation, you confirm that you may bind it to these terms.',
    'A job order, a client contract or an engagement confirmation may contain additional terms for a particular job. If they conflict with these terms, the more specific document applies to that job.',
  ],
  sections: [
    {
      id: 'accounts',
      heading: 'Accounts and eligibility',
      items: [
        'You must give accurate, complete and current information and keep it up to date.',
        'Workers must be legally allowed to work in Singapore and meet the minimum age for the job. We verify eligibility before your first shift and may ask for documents to do so.',
        'Keep your password and sign-in codes to yourself. You are responsible for activity under your account; tell us at once if you suspect misuse.',
        'One person, one worker account. Accounts may not be shared, sold or transferred.',
      ],
    },
    {
      id: 'workers',
      heading: 'Using the platform as a worker',
      items: [
        'Each job shows its location, date, hours, pay rate and requirements before you book. By booking, you commit to attend the full shift on time and in the required attire.',
        'If you cannot attend, cancel in the app as early as possible. Late cancellations and no-shows affect your credit score and may lead to restrictions on future bookings.',
        'Clock in and out as instructed. Your hours are verified by the client; you can see your work records and raise an appeal through the platform if you disagree with them.',
        "Follow the client's reasonable instructions and workplace safety rules, and treat colleagues and customers with respect.",
        'Pay for verified hours is made to the bank account in your profile according to the pay schedule shown in the platform, after any deductions required by law (such as CPF contributions where applicable).',
      ],
    },
    {
      id: 'clients',
      heading: 'Using the platform as a client',
      items: [
        'Describe each job order accurately, including the work, location, hours, pay-relevant conditions and any special requirements or certifications.',
        'Provide a safe workplace, the briefing and equipment the job needs, and comply with the Workplace Safety and Health Act and other applicable laws.',
        'Verify attendance and timesheets promptly. Hours not disputed within the period in your contract are treated as approved.',
        'Pay invoices in Singapore dollars within the payment terms of your contract. Late payment may lead to suspension of new job orders.',
        'Do not ask workers to perform work outside the job order, and do not engage workers introduced through the platform directly except as allowed by your contract.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['When using the platform you must not:'],
      items: [
        'break any law, or post false, misleading, discriminatory or offensive content;',
        'access data or accounts you are not authorised to access, or try to get around security or permission controls;',
        'copy, scrape or harvest data from the platform, or use it to contact workers or clients for other purposes;',
        "interfere with the platform's operation, including by introducing malware or placing an unreasonable load on it.",
      ],
    },
    {
      id: 'privacy',
      heading: 'Personal data',
      paragraphs: [
        "We handle personal data as described in our privacy notice and in line with the Personal Data Protection Act 2012. Clients who receive workers' personal data through the platform must use it only for the job concerned and protect it as the PDPA requires.",
      ],
    },
    {
      id: 'ip',
      heading: 'Intellectual property',
      paragraphs: [
        'The platform, its software and its content belong to us or our licensors. You receive a limited, non-exclusive, non-transferable right to use the platform for its intended purpose while your account is active. Content you upload remains yours; you allow us to use it to operate the platform.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspension and termination',
      paragraphs: [
        'You may close your account at any time, subject to completing jobs you have booked and settling amounts due. We may suspend or close an account, or restrict bookings or job orders, if these terms are breached, if required by law, or to protect workers, clients or the platform. Where reasonable, we will tell you why and give you a chance to respond.',
      ],
    },
    {
      id: 'liability',
      heading: 'Disclaimers and liability',
      paragraphs: [
        'We work to keep the platform available and accurate but do not guarantee that it will be uninterrupted or error-free, or that a particular job or worker will be available.',
        'To the extent permitted by law, we are not liable for indirect or consequential loss, loss of profit or loss of data, and our total liability arising from the platform in any twelve-month period is limited to the fees paid to us for the services concerned in that period. Nothing in these terms limits liability that cannot be limited under Singapore law, including for death or personal injury caused by negligence or for fraud.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. We will announce material changes on the platform before they take effect. If you continue to use the platform after that, the updated terms apply.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These terms are governed by the laws of the Republic of Singapore. Please contact us first so that we can try to resolve any dispute amicably. Disputes that cannot be resolved that way are subject to the exclusive jurisdiction of the courts of Singapore.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact',
      paragraphs: [`Questions about these terms can be sent to ${LEGAL_EMAIL}.`],
    },
  ],
};

const zhCn: LegalDoc = {
  title: '服务条款',
  intro: [
    '本条款适用于您对 {{brand}} 网站、应用和后台系统（“平台”）的使用，无论您是通过平台寻找工作（“工作人员”）还是为您的企业获取人员（“客户”）。创建账户或使用平台即表示您同意本条款。如您代表某一机构使用平台，即确认您有权代表该机构接受本条款。',
    '用工订单、客户合同或工作确认书可能包含针对某项工作的补充条款。如与本条款不一致，就该项工作而言，以更具体的文件为准。',
  ],
  sections: [
    {
      id: 'accounts',
      heading: '账户和资格',
      items: [
        '您必须提供准确、完整和最新的信息，并及时更新。',
        '工作人员必须具备在新加坡合法工作的资格，并达到该工作的最低年龄要求。我们会在您首次上岗前核实资格，并可能为此要求您提供相关文件。',
        '请妥善保管您的密码和登录验证码。您须对账户下的活动负责；如怀疑账户被滥用，请立即通知我们。',
        '每人只能拥有一个工作人员账户。账户不得共享、出售或转让。',
      ],
    },
    {
      id: 'workers',
      heading: '工作人员使用平台',
      items: [
        '每项工作在预订前都会列明地点、日期、工时、时薪和要求。预订即表示您承诺按时出勤、完成整个班次，并按要求着装。',
        '如无法出勤，请尽早在应用中取消。临时取消和缺勤会影响您的信用分，并可能导致今后的预订受到限制。',
        '请按指示打卡上下班。您的工时由客户核实；您可以查看自己的工作记录，如有异议可通过平台提出申诉。',
        '遵守客户的合理指示和工作场所安全规定，尊重同事和顾客。',
        '经核实工时的报酬，将在扣除法律规定的款项（如适用的公积金缴款）后，按平台显示的发薪周期汇入您档案中的银行账户。',
      ],
    },
    {
      id: 'clients',
      heading: '客户使用平台',
      items: [
        '准确描述每一份用工订单，包括工作内容、地点、工时、与薪酬相关的条件以及任何特殊要求或资质证书。',
        '提供安全的工作场所以及工作所需的岗前说明和设备，并遵守《工作场所安全与卫生法》及其他适用法律。',
        '及时核实出勤和工时表。在合同约定期限内未提出异议的工时视为已确认。',
        '按合同约定的付款期限以新加坡元支付发票。逾期付款可能导致新的用工订单被暂停。',
        '不得要求工作人员从事用工订单以外的工作；除合同允许外，不得直接雇用通过平台介绍的工作人员。',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '可接受的使用',
      paragraphs: ['使用平台时，您不得：'],
      items: [
        '违反任何法律，或发布虚假、误导、歧视性或冒犯性的内容；',
        '访问您无权访问的数据或账户，或试图绕过安全或权限控制；',
        '从平台复制、抓取或收集数据，或利用平台为其他目的联系工作人员或客户；',
        '干扰平台的运行，包括植入恶意软件或对平台造成不合理的负载。',
      ],
    },
    {
      id: 'privacy',
      heading: '个人数据',
      paragraphs: [
        '我们按照隐私声明并依据《2012年个人数据保护法》处理个人数据。通过平台获得工作人员个人数据的客户，只能将其用于相关工作，并须按照 PDPA 的要求加以保护。',
      ],
    },
    {
      id: 'ip',
      heading: '知识产权',
      paragraphs: [
        '平台及其软件和内容归我们或我们的许可方所有。在您的账户有效期间，您获得为预期目的使用平台的有限、非独占、不可转让的权利。您上传的内容仍归您所有；您允许我们为运营平台而使用这些内容。',
      ],
    },
    {
      id: 'suspension',
      heading: '暂停和终止',
      paragraphs: [
        '您可以随时注销账户，但须完成已预订的工作并结清应付款项。如违反本条款、法律要求，或为保护工作人员、客户或平台，我们可以暂停或关闭账户，或限制预订或用工订单。在合理情况下，我们会告知原因并给予您回应的机会。',
      ],
    },
    {
      id: 'liability',
      heading: '免责声明和责任',
      paragraphs: [
        '我们努力保持平台可用和准确，但不保证平台不会中断或没有错误，也不保证某项工作或某位工作人员一定可用。',
        '在法律允许的范围内，我们不对间接或后果性损失、利润损失或数据丢失承担责任；在任何十二个月期间内，我们因平台产生的全部责任以该期间内就相关服务向我们支付的费用为限。本条款不限制根据新加坡法律不得限制的责任，包括因过失造成的死亡或人身伤害以及欺诈责任。',
      ],
    },
    {
      id: 'changes',
      heading: '条款变更',
      paragraphs: ['我们可能更新本条款。重大变更将在生效前在平台上公布。此后您继续使用平台，即适用更新后的条款。'],
    },
    {
      id: 'law',
      heading: '适用法律和争议解决',
      paragraphs: [
        '本条款受新加坡共和国法律管辖。如有争议，请先与我们联系，以便友好协商解决。无法通过协商解决的争议，由新加坡法院专属管辖。',
      ],
    },
    {
      id: 'contact',
      heading: '联系我们',
      paragraphs: [`有关本条款的问题，请发送至 ${LEGAL_EMAIL}。`],
    },
  ],
};

export const terms = { en, 'zh-cn': zhCn };
