/**
 * Translations of the `website` remote (namespace `website`), registered when any exposed
 * module of this remote loads. The long legal texts are registered by their own pages
 * (privacy, terms) so other pages do not download them.
 */
import { registerTranslations } from '@shiftdesk/shared';
import { bannerEn, bannerZhCn } from './i18n/banner';

export const NS = 'website';

const en = {
  nav: {
    label: 'Main',
    home: 'Home',
    jobs: 'Jobs',
    aboutUs: 'About us',
    menu: 'Menu',
  },
  footer: {
    label: 'Footer',
    aboutUs: 'About us',
    privacy: 'Privacy',
    terms: 'Terms of service',
    rights: '© {{year}} {{brand}}. All rights reserved.',
    location: 'Singapore',
  },
  home: {
    eyebrow: 'Flexible work, done properly',
    title: '{{brand}} connects Singapore businesses with reliable shift workers',
    lead: 'Find part-time and temporary shifts that fit your life, or staff your next event, outlet or warehouse peak with people who turn up ready to work.',
    cta: 'Browse jobs',
    ctaSecondary: 'About us',
    workers: {
      title: 'For workers',
      points: [
        'Browse open shifts in food & beverage, events, retail, logistics and more.',
        'Book the shifts that suit your schedule and see every detail up front: place, hours and pay rate.',
        'Clock in, have your hours verified and get paid to your bank account, with every payslip on record.',
        'Build your work history and credit score to unlock more jobs.',
      ],
    },
    clients: {
      title: 'For clients',
      points: [
        'Post job orders for a single shift or a whole season, for one outlet or many departments.',
        'Get workers who are screened, briefed and eligible to work in Singapore.',
        'Verify attendance and timesheets online; invoices follow the hours you approved.',
        'One account team for scheduling, replacements and reporting.',
      ],
    },
    how: {
      title: 'How it works',
      steps: [
        { title: 'Post or find a job', text: 'Clients describe the work; workers see it in the jobs list.' },
        { title: 'Book and confirm', text: 'Workers book shifts; our team confirms the roster with the client.' },
        { title: 'Work and verify', text: 'Hours are recorded on site and verified by the client.' },
        { title: 'Pay and invoice', text: 'Workers are paid for verified hours; clients are invoiced for the same.' },
      ],
    },
  },
  jobs: {
    title: 'Jobs',
    lead: 'Open shifts and temporary roles across Singapore.',
    empty: 'No open jobs right now',
    emptyHint: 'New shifts are posted regularly. Please check back soon.',
    backHome: 'Back to home',
  },
  about: {
    title: 'About us',
    lead: '{{brand}} is a Singapore staffing and job-order platform. We match businesses that need people for a shift, a season or a project with workers who want flexible, fairly paid work.',
    sections: [
      {
        heading: 'What we do',
        paragraphs: [
          'Our clients are restaurants, caterers, event organisers, retailers, warehouses and offices. They send us job orders; we fill them with workers from our pool, manage the roster, track attendance and hours, and invoice for the work that was actually done.',
          'Our workers are students, parents, retirees and anyone who wants to choose when they work. They book shifts that fit their week, and they are paid for every verified hour.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'We follow Singapore employment and data protection law, including the Employment Act, the CPF Act and the Personal Data Protection Act 2012. We check that every worker is eligible to work in Singapore before their first shift.',
          'Pay rates, hours and conditions are shown before a worker books. Timesheets are verified by the client and visible to the worker, so both sides see the same record.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'For job orders and partnerships, write to hello@shiftdesk.example. For questions about your personal data, contact our Data Protection Officer at dpo@shiftdesk.example.',
        ],
      },
    ],
  },
  legal: {
    updated: 'Last updated: {{date}}',
    contents: 'Contents',
  },
  banner: bannerEn,
  banners: { label: 'Announcements' },
};

const zhCn: typeof en = {
  nav: {
    label: '主导航',
    home: '首页',
    jobs: '工作机会',
    aboutUs: '关于我们',
    menu: '菜单',
  },
  footer: {
    label: '页脚',
    aboutUs: '关于我们',
    privacy: '隐私声明',
    terms: '服务条款',
    rights: '© {{year}} {{brand}}。保留所有权利。',
    location: '新加坡',
  },
  home: {
    eyebrow: '灵活用工，规范可靠',
    title: '{{brand}} 为新加坡企业对接可靠的班次工作人员',
    lead: '找到适合您生活节奏的兼职和临时班次；或为您的活动、门店或仓库高峰期配备准时到岗、随时可以上手的人员。',
    cta: '浏览工作机会',
    ctaSecondary: '关于我们',
    workers: {
      title: '致求职者',
      points: [
        '浏览餐饮、活动、零售、物流等行业的空缺班次。',
        '预订适合您时间安排的班次，地点、工时和时薪一目了然。',
        '到岗打卡，工时经核实后工资直接汇入您的银行账户，每一份工资单都有记录。',
        '积累工作记录和信用分，解锁更多工作机会。',
      ],
    },
    clients: {
      title: '致企业客户',
      points: [
        '发布单个班次或整个旺季的用工订单，支持单个门店或多个部门。',
        '获得经过筛选、提前培训并具备新加坡合法工作资格的人员。',
        '在线核实出勤和工时；发票依据您确认的工时开具。',
        '专属客户团队负责排班、替补和报表。',
      ],
    },
    how: {
      title: '运作方式',
      steps: [
        { title: '发布或寻找工作', text: '客户描述用工需求，求职者在工作列表中查看。' },
        { title: '预订并确认', text: '求职者预订班次，我们的团队与客户确认排班。' },
        { title: '上岗并核实', text: '现场记录工时，并由客户核实。' },
        { title: '发薪与开票', text: '按核实工时向求职者发薪，并按相同工时向客户开票。' },
      ],
    },
  },
  jobs: {
    title: '工作机会',
    lead: '新加坡各地的空缺班次和临时岗位。',
    empty: '目前暂无空缺职位',
    emptyHint: '我们会定期发布新的班次，请稍后再来查看。',
    backHome: '返回首页',
  },
  about: {
    title: '关于我们',
    lead: '{{brand}} 是一个新加坡人力派遣与用工订单平台。我们为需要短期班次、季节性或项目用工的企业，匹配希望获得灵活且报酬公平工作的人员。',
    sections: [
      {
        heading: '我们做什么',
        paragraphs: [
          '我们的客户包括餐厅、餐饮承办商、活动主办方、零售商、仓库和办公室。客户向我们提交用工订单；我们从人才库中安排人员，管理排班，跟踪出勤和工时，并按实际完成的工作开具发票。',
          '我们的工作人员包括学生、家长、退休人士以及所有希望自主安排工作时间的人。他们预订适合自己的班次，每一个经核实的工时都会获得报酬。',
        ],
      },
      {
        heading: '我们的工作原则',
        paragraphs: [
          '我们遵守新加坡的雇佣和数据保护法律，包括《雇佣法》、《公积金法》和《2012年个人数据保护法》。每位工作人员在首次上岗前，我们都会核实其在新加坡的合法工作资格。',
          '时薪、工时和工作条件在预订前清楚列明。工时表由客户核实，工作人员同样可以查看，双方看到的是同一份记录。',
        ],
      },
      {
        heading: '联系我们',
        paragraphs: [
          '用工订单和合作事宜，请发送邮件至 hello@shiftdesk.example。有关个人数据的问题，请联系我们的数据保护官：dpo@shiftdesk.example。',
        ],
      },
    ],
  },
  legal: {
    updated: '最后更新：{{date}}',
    contents: '目录',
  },
  banner: bannerZhCn,
  banners: { label: '公告' },
};

registerTranslations(NS, { en, 'zh-cn': zhCn });

export type WebsiteStrings = typeof en;
