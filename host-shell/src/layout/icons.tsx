/**
 * Menu icon names (from the server's menu tree) → @ant-design/icons components. Only these are
 * bundled (in the layout chunk, never in the login page); an unknown name shows a neutral icon.
 */
import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import CalculatorOutlined from '@ant-design/icons/es/icons/CalculatorOutlined';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import ClusterOutlined from '@ant-design/icons/es/icons/ClusterOutlined';
import ControlOutlined from '@ant-design/icons/es/icons/ControlOutlined';
import DashboardOutlined from '@ant-design/icons/es/icons/DashboardOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import DiffOutlined from '@ant-design/icons/es/icons/DiffOutlined';
import ExceptionOutlined from '@ant-design/icons/es/icons/ExceptionOutlined';
import FieldTimeOutlined from '@ant-design/icons/es/icons/FieldTimeOutlined';
import FileDoneOutlined from '@ant-design/icons/es/icons/FileDoneOutlined';
import FileProtectOutlined from '@ant-design/icons/es/icons/FileProtectOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import FolderOutlined from '@ant-design/icons/es/icons/FolderOutlined';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/es/icons/IdcardOutlined';
import LineChartOutlined from '@ant-design/icons/es/icons/LineChartOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import PieChartOutlined from '@ant-design/icons/es/icons/PieChartOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import StopOutlined from '@ant-design/icons/es/icons/StopOutlined';
import TableOutlined from '@ant-design/icons/es/icons/TableOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import TransactionOutlined from '@ant-design/icons/es/icons/TransactionOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import UserSwitchOutlined from '@ant-design/icons/es/icons/UserSwitchOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import WifiOutlined from '@ant-design/icons/es/icons/WifiOutlined';
import type { ComponentType } from 'react';

export const MENU_ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalculatorOutlined,
  CalendarOutlined,
  ClusterOutlined,
  ControlOutlined,
  DashboardOutlined,
  EditOutlined,
  DiffOutlined,
  ExceptionOutlined,
  FieldTimeOutlined,
  FileDoneOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  FolderOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  LineChartOutlined,
  LinkOutlined,
  LoginOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  PieChartOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  ScheduleOutlined,
  SettingOutlined,
  ShopOutlined,
  SolutionOutlined,
  StopOutlined,
  TableOutlined,
  TeamOutlined,
  TransactionOutlined,
  UserOutlined,
  UserSwitchOutlined,
  WalletOutlined,
  WifiOutlined,
};

export function MenuIcon({ name, fallback = 'AppstoreOutlined' }: { name?: string; fallback?: string }) {
  const Icon = (name && MENU_ICONS[name]) || MENU_ICONS[fallback];
  return Icon ? <Icon /> : null;
}
