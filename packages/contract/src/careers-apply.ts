// Where a careers opening's candidates apply (issue 31), without zod: /careers is a public page a visitor
// may open first, so it reads this and not careers.ts (whose schemas bring zod with them).

export const APPLY_EMAIL = /^[^\s@<>()"',;:/?#]+@[^\s@<>()"',;:/?#]+\.[^\s@<>()"',;:/?#]+$/;

/** Whether an apply address is an e-mail address (the page makes a mailto link of it) rather than an https address. */
export const isEmailApply = (value: string) => APPLY_EMAIL.test(value);
