// Loaded on the first hash or check, not at start (ARCHITECTURE "Start-up"): the native addon's loader
// probes the platform's packages, which no start needs.
let argon2: Promise<typeof import('@node-rs/argon2')> | undefined;
const loadArgon2 = () => {
  argon2 ??= import('@node-rs/argon2');
  return argon2;
};

// argon2id (the library's default algorithm) with OWASP's minimum: m = 19 MiB, t = 2, p = 1.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = async (password: string) => (await loadArgon2()).hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const { verify } = await loadArgon2();
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A hash to verify against when the account does not exist, so timing does not reveal accounts. */
let dummy: Promise<string> | null = null;
export const dummyHash = () => {
  dummy ??= hashPassword('not-a-real-password-for-timing');
  return dummy;
};

let common: Set<string> | null = null;

/** True when the password is in the common-password list (~18k entries of 8+ characters). */
export async function isCommonPassword(password: string): Promise<boolean> {
  if (!common) {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const list = (dictionary as Record<string, string[]>)['passwords-common'] ?? [];
    common = new Set(list.filter((p) => p.length >= 8).map((p) => p.toLowerCase()));
  }
  return common.has(password.toLowerCase());
}
