// A curated set of lucide icons with Kanya's defaults (1em, stroke 2, aria-hidden unless labelled).
// Each is a separate pure constant, so a bundler keeps only the icons an app imports. Any other lucide
// icon (from the `lucide` package): `createIcon(Bell)` or `<Icon icon={Bell} />` (see the Icons story).
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  ArrowUpDown,
  Bell,
  CalendarDays,
  ChevronsUpDown,
  CircleQuestionMark,
  Columns3,
  Copy,
  CreditCard,
  Download,
  Ellipsis,
  EllipsisVertical,
  Expand,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Folder,
  FolderOpen,
  GripVertical,
  Hospital,
  House,
  Image,
  Inbox,
  KeyRound,
  Languages,
  Link,
  ListFilter,
  Lock,
  LockOpen,
  LogOut,
  Mail,
  Menu,
  Minus,
  Moon,
  Palette,
  PanelLeftClose,
  PanelLeftOpen,
  Paperclip,
  Pencil,
  Phone,
  Plus,
  Printer,
  RefreshCw,
  RotateCcw,
  Save,
  Search,
  Settings,
  ShieldCheck,
  Shrink,
  SquarePen,
  Star,
  Stethoscope,
  Sun,
  Trash,
  TriangleAlert,
  Unlink,
  Upload,
  Users,
  ZoomIn,
  ZoomOut,
} from "lucide";
import { createIcon } from "../icon-base/create-icon";

// The icons the components themselves draw, defined once in the private icon-base.
export * from "../icon-base/glyphs";

// Actions
export const SearchIcon = /* @__PURE__ */ createIcon(Search);
export const PlusIcon = /* @__PURE__ */ createIcon(Plus);
export const MinusIcon = /* @__PURE__ */ createIcon(Minus);
export const PencilIcon = /* @__PURE__ */ createIcon(Pencil);
export const SquarePenIcon = /* @__PURE__ */ createIcon(SquarePen);
export const CopyIcon = /* @__PURE__ */ createIcon(Copy);
export const SaveIcon = /* @__PURE__ */ createIcon(Save);
export const PrinterIcon = /* @__PURE__ */ createIcon(Printer);
export const UploadIcon = /* @__PURE__ */ createIcon(Upload);
export const DownloadIcon = /* @__PURE__ */ createIcon(Download);
export const TrashIcon = /* @__PURE__ */ createIcon(Trash);
export const RefreshCwIcon = /* @__PURE__ */ createIcon(RefreshCw);
export const RotateCcwIcon = /* @__PURE__ */ createIcon(RotateCcw);
export const ExternalLinkIcon = /* @__PURE__ */ createIcon(ExternalLink);
export const LinkIcon = /* @__PURE__ */ createIcon(Link);
export const UnlinkIcon = /* @__PURE__ */ createIcon(Unlink);
export const PaperclipIcon = /* @__PURE__ */ createIcon(Paperclip);
export const ListFilterIcon = /* @__PURE__ */ createIcon(ListFilter);
export const ZoomInIcon = /* @__PURE__ */ createIcon(ZoomIn);
export const ZoomOutIcon = /* @__PURE__ */ createIcon(ZoomOut);
export const ExpandIcon = /* @__PURE__ */ createIcon(Expand);
export const ShrinkIcon = /* @__PURE__ */ createIcon(Shrink);
export const SettingsIcon = /* @__PURE__ */ createIcon(Settings);
export const LogOutIcon = /* @__PURE__ */ createIcon(LogOut);

// Navigation and disclosure
export const ChevronsUpDownIcon = /* @__PURE__ */ createIcon(ChevronsUpDown);
export const ArrowUpIcon = /* @__PURE__ */ createIcon(ArrowUp);
export const ArrowDownIcon = /* @__PURE__ */ createIcon(ArrowDown);
export const ArrowLeftIcon = /* @__PURE__ */ createIcon(ArrowLeft);
export const ArrowRightIcon = /* @__PURE__ */ createIcon(ArrowRight);
export const ArrowUpDownIcon = /* @__PURE__ */ createIcon(ArrowUpDown);
export const EllipsisIcon = /* @__PURE__ */ createIcon(Ellipsis);
export const EllipsisVerticalIcon = /* @__PURE__ */ createIcon(EllipsisVertical);
export const MenuIcon = /* @__PURE__ */ createIcon(Menu);
export const HouseIcon = /* @__PURE__ */ createIcon(House);
export const PanelLeftCloseIcon = /* @__PURE__ */ createIcon(PanelLeftClose);
export const PanelLeftOpenIcon = /* @__PURE__ */ createIcon(PanelLeftOpen);
export const GripVerticalIcon = /* @__PURE__ */ createIcon(GripVertical);

// Status and feedback
export const CircleHelpIcon = /* @__PURE__ */ createIcon(CircleQuestionMark);
export const TriangleAlertIcon = /* @__PURE__ */ createIcon(TriangleAlert);
export const InboxIcon = /* @__PURE__ */ createIcon(Inbox);
export const BellIcon = /* @__PURE__ */ createIcon(Bell);
export const StarIcon = /* @__PURE__ */ createIcon(Star);
export const ShieldCheckIcon = /* @__PURE__ */ createIcon(ShieldCheck);

// Objects
export const CalendarDaysIcon = /* @__PURE__ */ createIcon(CalendarDays);
export const EyeIcon = /* @__PURE__ */ createIcon(Eye);
export const EyeOffIcon = /* @__PURE__ */ createIcon(EyeOff);
export const LockIcon = /* @__PURE__ */ createIcon(Lock);
export const LockOpenIcon = /* @__PURE__ */ createIcon(LockOpen);
export const KeyRoundIcon = /* @__PURE__ */ createIcon(KeyRound);
export const UsersIcon = /* @__PURE__ */ createIcon(Users);
export const MailIcon = /* @__PURE__ */ createIcon(Mail);
export const PhoneIcon = /* @__PURE__ */ createIcon(Phone);
export const ImageIcon = /* @__PURE__ */ createIcon(Image);
export const FileTextIcon = /* @__PURE__ */ createIcon(FileText);
export const FolderIcon = /* @__PURE__ */ createIcon(Folder);
export const FolderOpenIcon = /* @__PURE__ */ createIcon(FolderOpen);
export const Columns3Icon = /* @__PURE__ */ createIcon(Columns3);
export const LanguagesIcon = /* @__PURE__ */ createIcon(Languages);
export const PaletteIcon = /* @__PURE__ */ createIcon(Palette);
export const SunIcon = /* @__PURE__ */ createIcon(Sun);
export const MoonIcon = /* @__PURE__ */ createIcon(Moon);
export const CreditCardIcon = /* @__PURE__ */ createIcon(CreditCard);
export const StethoscopeIcon = /* @__PURE__ */ createIcon(Stethoscope);
export const HospitalIcon = /* @__PURE__ */ createIcon(Hospital);
