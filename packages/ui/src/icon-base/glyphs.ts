// The icons the components draw themselves (close buttons, chevrons, status marks), defined once here so
// every component and the public catalog (`@kanya/ui/icons`, which re-exports these) share them.
import {
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  ChevronUp,
  CircleAlert,
  CircleCheck,
  CircleX,
  Clock,
  FileQuestionMark,
  Funnel,
  Info,
  LoaderCircle,
  Maximize2,
  Minimize2,
  ServerCrash,
  ShieldX,
  User,
  X,
} from "lucide";
import { createIcon } from "./create-icon";

export const XIcon = /* @__PURE__ */ createIcon(X);
export const CheckIcon = /* @__PURE__ */ createIcon(Check);
export const ChevronDownIcon = /* @__PURE__ */ createIcon(ChevronDown);
export const ChevronUpIcon = /* @__PURE__ */ createIcon(ChevronUp);
export const ChevronLeftIcon = /* @__PURE__ */ createIcon(ChevronLeft);
export const ChevronRightIcon = /* @__PURE__ */ createIcon(ChevronRight);
export const ChevronsLeftIcon = /* @__PURE__ */ createIcon(ChevronsLeft);
export const ChevronsRightIcon = /* @__PURE__ */ createIcon(ChevronsRight);
export const InfoIcon = /* @__PURE__ */ createIcon(Info);
export const CircleCheckIcon = /* @__PURE__ */ createIcon(CircleCheck);
export const CircleAlertIcon = /* @__PURE__ */ createIcon(CircleAlert);
export const CircleXIcon = /* @__PURE__ */ createIcon(CircleX);
export const LoaderCircleIcon = /* @__PURE__ */ createIcon(LoaderCircle);
export const CalendarIcon = /* @__PURE__ */ createIcon(Calendar);
export const ClockIcon = /* @__PURE__ */ createIcon(Clock);
export const Maximize2Icon = /* @__PURE__ */ createIcon(Maximize2);
export const Minimize2Icon = /* @__PURE__ */ createIcon(Minimize2);
export const UserIcon = /* @__PURE__ */ createIcon(User);
export const FileQuestionMarkIcon = /* @__PURE__ */ createIcon(FileQuestionMark);
export const ServerCrashIcon = /* @__PURE__ */ createIcon(ServerCrash);
/** A column's filter menu (DataTable headers). */
export const FunnelIcon = /* @__PURE__ */ createIcon(Funnel);
export const ShieldXIcon = /* @__PURE__ */ createIcon(ShieldX);
