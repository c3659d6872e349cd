import {
  AlertTriangle,
  Boxes,
  Building2,
  CalendarCheck,
  CheckCircle2,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Inbox,
  type LucideIcon,
  Package,
  PieChart,
  Plus,
  ShieldCheck,
  User,
  Users,
  Wrench,
  XCircle,
  Zap,
} from 'lucide-react';
import type { IconName } from '../lib/dashboard-links';

const ICONS: Record<IconName, LucideIcon> = {
  tasks: ClipboardList,
  done: CheckCircle2,
  pending: Clock,
  overdue: AlertTriangle,
  assets: Boxes,
  active: Zap,
  maintenance: Wrench,
  out: XCircle,
  users: Users,
  sites: Building2,
  team: Users,
  checklist: ClipboardCheck,
  materials: Package,
  attendance: CalendarCheck,
  pm: ShieldCheck,
  reports: PieChart,
  profile: User,
  staff: Users,
  requests: Inbox,
  add: Plus,
};

export function DashboardIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = ICONS[name];
  return <Icon className={className ?? 'size-5'} aria-hidden />;
}
