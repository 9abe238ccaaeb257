/** The header bar (PART A mounts it in every layout). */
export { NavBar, type NavBarProps, avatarUrl, LOGOUT_URL } from './NavBar';
export { refreshNotices, noticeTarget } from './NoticeBell';
