export type PlaceholderAccess = 'public' | 'member' | 'complete' | 'staff' | 'admin' | 'admin-moderation';
export interface Placeholder {
  path: string;
  title: string;
  description: string;
  access: PlaceholderAccess;
  layout?: 'app' | 'bare';
}
export declare const PLACEHOLDERS: readonly Placeholder[];
