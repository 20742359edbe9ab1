import { DropdownMenuRadioGroup, DropdownMenuRadioItem } from '../../components/ui/dropdown-menu';
import { setTheme, type Theme, useTheme } from '../../lib/theme';
import { themeOptions } from './theme-toggle';

/** The theme choices as radio items, for any dropdown menu (the profile menu uses it too). */
export function ThemeRadioItems() {
  const theme = useTheme();
  return (
    <DropdownMenuRadioGroup value={theme} onValueChange={(v) => setTheme(v as Theme)}>
      {themeOptions().map(({ value, label, icon: Icon }) => (
        <DropdownMenuRadioItem key={value} value={value}>
          <Icon aria-hidden="true" />
          {label}
        </DropdownMenuRadioItem>
      ))}
    </DropdownMenuRadioGroup>
  );
}
