import { screen, within } from '@testing-library/react';
import { renderPage } from '../../test/render';
import AboutUs from './aboutUs';
import WebsiteHome from './home';
import WebsiteJobs from './jobs';
import PrivacyPage from './privacy';
import TermsOfServicePage from './termsOfService';

// The SPA's jobs route hands over to the server-rendered board; jsdom cannot navigate.
jest.mock('./jobs/leave', () => ({ leaveFor: jest.fn() }));
const { leaveFor } = jest.requireMock('./jobs/leave') as { leaveFor: jest.Mock };
// The home's banner strip asks the server; it has its own test (home/BannerStrip.test.tsx).
jest.mock('./home/BannerStrip', () => ({ BannerStrip: () => null }));

const jobsHref = (lang: 'en' | 'zh-cn') => (lang === 'en' ? '/admin/website/jobs' : '/admin/website/jobs?lang=zh-CN');

function expectLayoutLinks(lang: 'en' | 'zh-cn') {
  const labels =
    lang === 'en'
      ? {
          main: 'Main',
          footer: 'Footer',
          home: 'Home',
          jobs: 'Jobs',
          about: 'About us',
          privacy: 'Privacy',
          terms: 'Terms of service',
        }
      : {
          main: '主导航',
          footer: '页脚',
          home: '首页',
          jobs: '工作机会',
          about: '关于我们',
          privacy: '隐私声明',
          terms: '服务条款',
        };
  const header = screen.getByRole('navigation', { name: labels.main });
  expect(within(header).getByRole('link', { name: labels.home })).toHaveAttribute('href', '/admin/website');
  // The job board is served by the backend: a full-page link, in the page's language.
  expect(within(header).getByRole('link', { name: labels.jobs })).toHaveAttribute('href', jobsHref(lang));
  expect(within(header).getByRole('link', { name: labels.about })).toHaveAttribute('href', '/admin/website/aboutUs');
  const footer = screen.getByRole('navigation', { name: labels.footer });
  expect(within(footer).getByRole('link', { name: labels.about })).toHaveAttribute('href', '/admin/website/aboutUs');
  expect(within(footer).getByRole('link', { name: labels.privacy })).toHaveAttribute('href', '/admin/website/privacy');
  expect(within(footer).getByRole('link', { name: labels.terms })).toHaveAttribute(
    'href',
    '/admin/website/terms_of_service',
  );
  expect(screen.getByRole('link', { name: 'Shiftdesk' })).toHaveAttribute('href', '/admin/website');
  // every {{placeholder}} was filled in
  expect(document.body).not.toHaveTextContent('{{');
}

describe('website landing', () => {
  it('shows the brand, both audiences and a call to action (English)', () => {
    renderPage(<WebsiteHome />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shiftdesk connects Singapore businesses with reliable shift workers',
    );
    expect(screen.getByRole('heading', { name: 'For workers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For clients' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/admin/website/jobs');
    expectLayoutLinks('en');
    // the main nav marks the current page
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('renders in Simplified Chinese', () => {
    renderPage(<WebsiteHome />, { lang: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shiftdesk 为新加坡企业对接可靠的班次工作人员');
    expect(screen.getByRole('heading', { name: '致求职者' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '浏览工作机会' })).toHaveAttribute(
      'href',
      '/admin/website/jobs?lang=zh-CN',
    );
    expectLayoutLinks('zh-cn');
  });
});

describe('website jobs', () => {
  beforeEach(() => leaveFor.mockClear());

  it.each([
    ['en', 'Jobs', 'Browse jobs'],
    ['zh-cn', '工作机会', '浏览工作机会'],
  ] as const)('hands the browser over to the server-rendered board (%s)', (lang, title, link) => {
    renderPage(<WebsiteJobs />, { route: '/website/jobs', lang });
    expect(leaveFor).toHaveBeenCalledWith(jobsHref(lang));
    // Until the browser leaves, a title and a link to the same page.
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: link })).toHaveAttribute('href', jobsHref(lang));
    expectLayoutLinks(lang);
  });
});

describe('about us', () => {
  it.each([
    ['en', 'About us', 'What we do', 'Shiftdesk is a Singapore staffing and job-order platform'],
    ['zh-cn', '关于我们', '我们做什么', 'Shiftdesk 是一个新加坡人力派遣与用工订单平台'],
  ] as const)('renders its sections (%s)', (lang, title, section, lead) => {
    renderPage(<AboutUs />, { route: '/website/aboutUs', lang });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^${lead}`))).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('{{');
    expectLayoutLinks(lang);
  });
});

describe('privacy notice', () => {
  it('covers the PDPA topics in English', () => {
    renderPage(<PrivacyPage />, { route: '/website/privacy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    for (const h of [
      'Personal data we collect',
      'Why we use it',
      'Consent and withdrawing it',
      'How long we keep it',
      'Access and correction',
      'Contact our Data Protection Officer',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(h) })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: h })).toBeInTheDocument(); // table of contents
    }
    expect(screen.getByText(/NRIC, FIN or passport number/)).toBeInTheDocument();
    expect(screen.getByText(/Bank details/)).toBeInTheDocument();
    expect(screen.getAllByText(/dpo@shiftdesk\.example/).length).toBeGreaterThan(0);
    expect(screen.getByText(/Personal Data Protection Act 2012/)).toHaveTextContent('Shiftdesk');
    expectLayoutLinks('en');
  });

  it('renders in Simplified Chinese', () => {
    renderPage(<PrivacyPage />, { route: '/website/privacy', lang: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1, name: '隐私声明' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /同意及撤回同意/ })).toBeInTheDocument();
    expect(screen.getByText(/数据保护官：dpo@shiftdesk\.example/)).toBeInTheDocument();
    expectLayoutLinks('zh-cn');
  });
});

describe('terms of service', () => {
  it('covers workers, clients and Singapore law in English', () => {
    renderPage(<TermsOfServicePage />, { route: '/website/terms_of_service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Using the platform as a worker/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Using the platform as a client/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Governing law and disputes/ })).toBeInTheDocument();
    expect(screen.getByText(/governed by the laws of the Republic of Singapore/)).toBeInTheDocument();
    expectLayoutLinks('en');
  });

  it('renders in Simplified Chinese', () => {
    renderPage(<TermsOfServicePage />, { route: '/website/terms_of_service', lang: 'zh-cn' });
    expect(screen.getByRole('heading', { level: 1, name: '服务条款' })).toBeInTheDocument();
    expect(screen.getByText(/受新加坡共和国法律管辖/)).toBeInTheDocument();
    expectLayoutLinks('zh-cn');
  });
});
