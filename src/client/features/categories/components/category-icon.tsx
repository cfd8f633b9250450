import {
  Baby,
  Bike,
  Camera,
  Dumbbell,
  Gamepad2,
  Hammer,
  Laptop,
  type LucideIcon,
  Music,
  Package,
  PartyPopper,
  Shirt,
  Sofa,
  Tent,
} from 'lucide-react';

/** The icons named by the categories table; imported one by one so the bundle keeps only these. */
const ICONS: Record<string, LucideIcon> = {
  tent: Tent,
  hammer: Hammer,
  laptop: Laptop,
  camera: Camera,
  'party-popper': PartyPopper,
  dumbbell: Dumbbell,
  bike: Bike,
  sofa: Sofa,
  baby: Baby,
  shirt: Shirt,
  music: Music,
  'gamepad-2': Gamepad2,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? Package;
  return <Icon className={className} aria-hidden="true" />;
}
