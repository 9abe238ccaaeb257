/**
 * The curated icon set of the menu form (icon picker and the icon column), imported one by one
 * — never the @ant-design/icons root. Loaded lazily (dynamic import) by ./MenuIcon.
 */

import AccountBookOutlined from '@ant-design/icons/es/icons/AccountBookOutlined';
import ApartmentOutlined from '@ant-design/icons/es/icons/ApartmentOutlined';
import ApiOutlined from '@ant-design/icons/es/icons/ApiOutlined';
import AppstoreOutlined from '@ant-design/icons/es/icons/AppstoreOutlined';
import AreaChartOutlined from '@ant-design/icons/es/icons/AreaChartOutlined';
import AuditOutlined from '@ant-design/icons/es/icons/AuditOutlined';
import BankOutlined from '@ant-design/icons/es/icons/BankOutlined';
import BarChartOutlined from '@ant-design/icons/es/icons/BarChartOutlined';
import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import BlockOutlined from '@ant-design/icons/es/icons/BlockOutlined';
import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import BuildOutlined from '@ant-design/icons/es/icons/BuildOutlined';
import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import CarOutlined from '@ant-design/icons/es/icons/CarOutlined';
import CheckCircleOutlined from '@ant-design/icons/es/icons/CheckCircleOutlined';
import ClockCircleOutlined from '@ant-design/icons/es/icons/ClockCircleOutlined';
import CloudOutlined from '@ant-design/icons/es/icons/CloudOutlined';
import CloudServerOutlined from '@ant-design/icons/es/icons/CloudServerOutlined';
import ClusterOutlined from '@ant-design/icons/es/icons/ClusterOutlined';
import CommentOutlined from '@ant-design/icons/es/icons/CommentOutlined';
import ContainerOutlined from '@ant-design/icons/es/icons/ContainerOutlined';
import ControlOutlined from '@ant-design/icons/es/icons/ControlOutlined';
import CreditCardOutlined from '@ant-design/icons/es/icons/CreditCardOutlined';
import CustomerServiceOutlined from '@ant-design/icons/es/icons/CustomerServiceOutlined';
import DashboardOutlined from '@ant-design/icons/es/icons/DashboardOutlined';
import DatabaseOutlined from '@ant-design/icons/es/icons/DatabaseOutlined';
import DeploymentUnitOutlined from '@ant-design/icons/es/icons/DeploymentUnitOutlined';
import DesktopOutlined from '@ant-design/icons/es/icons/DesktopOutlined';
import DollarOutlined from '@ant-design/icons/es/icons/DollarOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import EnvironmentOutlined from '@ant-design/icons/es/icons/EnvironmentOutlined';
import ExperimentOutlined from '@ant-design/icons/es/icons/ExperimentOutlined';
import FileOutlined from '@ant-design/icons/es/icons/FileOutlined';
import FileSearchOutlined from '@ant-design/icons/es/icons/FileSearchOutlined';
import FileTextOutlined from '@ant-design/icons/es/icons/FileTextOutlined';
import FlagOutlined from '@ant-design/icons/es/icons/FlagOutlined';
import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import FolderOutlined from '@ant-design/icons/es/icons/FolderOutlined';
import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import FundOutlined from '@ant-design/icons/es/icons/FundOutlined';
import GiftOutlined from '@ant-design/icons/es/icons/GiftOutlined';
import GlobalOutlined from '@ant-design/icons/es/icons/GlobalOutlined';
import HddOutlined from '@ant-design/icons/es/icons/HddOutlined';
import HeartOutlined from '@ant-design/icons/es/icons/HeartOutlined';
import HomeOutlined from '@ant-design/icons/es/icons/HomeOutlined';
import IdcardOutlined from '@ant-design/icons/es/icons/IdcardOutlined';
import InfoCircleOutlined from '@ant-design/icons/es/icons/InfoCircleOutlined';
import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import LaptopOutlined from '@ant-design/icons/es/icons/LaptopOutlined';
import LineChartOutlined from '@ant-design/icons/es/icons/LineChartOutlined';
import LinkOutlined from '@ant-design/icons/es/icons/LinkOutlined';
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import LoginOutlined from '@ant-design/icons/es/icons/LoginOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import MenuOutlined from '@ant-design/icons/es/icons/MenuOutlined';
import MessageOutlined from '@ant-design/icons/es/icons/MessageOutlined';
import MobileOutlined from '@ant-design/icons/es/icons/MobileOutlined';
import MoneyCollectOutlined from '@ant-design/icons/es/icons/MoneyCollectOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import OrderedListOutlined from '@ant-design/icons/es/icons/OrderedListOutlined';
import PhoneOutlined from '@ant-design/icons/es/icons/PhoneOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import PieChartOutlined from '@ant-design/icons/es/icons/PieChartOutlined';
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import ProfileOutlined from '@ant-design/icons/es/icons/ProfileOutlined';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import ReconciliationOutlined from '@ant-design/icons/es/icons/ReconciliationOutlined';
import RocketOutlined from '@ant-design/icons/es/icons/RocketOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/es/icons/SafetyCertificateOutlined';
import SafetyOutlined from '@ant-design/icons/es/icons/SafetyOutlined';
import ScheduleOutlined from '@ant-design/icons/es/icons/ScheduleOutlined';
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import ShopOutlined from '@ant-design/icons/es/icons/ShopOutlined';
import SolutionOutlined from '@ant-design/icons/es/icons/SolutionOutlined';
import SoundOutlined from '@ant-design/icons/es/icons/SoundOutlined';
import StarOutlined from '@ant-design/icons/es/icons/StarOutlined';
import StockOutlined from '@ant-design/icons/es/icons/StockOutlined';
import TableOutlined from '@ant-design/icons/es/icons/TableOutlined';
import TagOutlined from '@ant-design/icons/es/icons/TagOutlined';
import TagsOutlined from '@ant-design/icons/es/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import ThunderboltOutlined from '@ant-design/icons/es/icons/ThunderboltOutlined';
import ToolOutlined from '@ant-design/icons/es/icons/ToolOutlined';
import TransactionOutlined from '@ant-design/icons/es/icons/TransactionOutlined';
import TrophyOutlined from '@ant-design/icons/es/icons/TrophyOutlined';
import UnlockOutlined from '@ant-design/icons/es/icons/UnlockOutlined';
import UnorderedListOutlined from '@ant-design/icons/es/icons/UnorderedListOutlined';
import UsergroupAddOutlined from '@ant-design/icons/es/icons/UsergroupAddOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import UserSwitchOutlined from '@ant-design/icons/es/icons/UserSwitchOutlined';
import VideoCameraOutlined from '@ant-design/icons/es/icons/VideoCameraOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import WarningOutlined from '@ant-design/icons/es/icons/WarningOutlined';
import WifiOutlined from '@ant-design/icons/es/icons/WifiOutlined';
import type { ComponentType } from 'react';

export const ICONS: Record<string, ComponentType> = {
  HomeOutlined,
  SettingOutlined,
  UserOutlined,
  TeamOutlined,
  ApartmentOutlined,
  IdcardOutlined,
  MenuOutlined,
  BookOutlined,
  ControlOutlined,
  NotificationOutlined,
  FileSearchOutlined,
  LoginOutlined,
  WifiOutlined,
  DashboardOutlined,
  CloudServerOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  LineChartOutlined,
  PieChartOutlined,
  AreaChartOutlined,
  CalendarOutlined,
  ClockCircleOutlined,
  ScheduleOutlined,
  FileTextOutlined,
  FileOutlined,
  FolderOutlined,
  FolderOpenOutlined,
  ProfileOutlined,
  SolutionOutlined,
  ContainerOutlined,
  DatabaseOutlined,
  HddOutlined,
  CloudOutlined,
  ApiOutlined,
  LinkOutlined,
  GlobalOutlined,
  EnvironmentOutlined,
  ShopOutlined,
  BankOutlined,
  WalletOutlined,
  DollarOutlined,
  CreditCardOutlined,
  AccountBookOutlined,
  MoneyCollectOutlined,
  TransactionOutlined,
  GiftOutlined,
  TrophyOutlined,
  StarOutlined,
  HeartOutlined,
  BellOutlined,
  MailOutlined,
  MessageOutlined,
  CommentOutlined,
  PhoneOutlined,
  MobileOutlined,
  LaptopOutlined,
  DesktopOutlined,
  ToolOutlined,
  BuildOutlined,
  SafetyOutlined,
  SafetyCertificateOutlined,
  LockOutlined,
  UnlockOutlined,
  KeyOutlined,
  AuditOutlined,
  ReconciliationOutlined,
  FormOutlined,
  EditOutlined,
  TableOutlined,
  UnorderedListOutlined,
  OrderedListOutlined,
  TagOutlined,
  TagsOutlined,
  FlagOutlined,
  CarOutlined,
  RocketOutlined,
  ThunderboltOutlined,
  ExperimentOutlined,
  PictureOutlined,
  CameraOutlined,
  VideoCameraOutlined,
  SoundOutlined,
  CustomerServiceOutlined,
  QuestionCircleOutlined,
  InfoCircleOutlined,
  WarningOutlined,
  CheckCircleOutlined,
  UsergroupAddOutlined,
  UserSwitchOutlined,
  BlockOutlined,
  ClusterOutlined,
  DeploymentUnitOutlined,
  FundOutlined,
  StockOutlined,
  PrinterOutlined,
};

export const ICON_NAMES = Object.keys(ICONS);
