// Roles on /careers. Applications go by e-mail to the careers address (server configuration).
// Issue 31: these four are example openings installed with the site, not vacancies: /careers marks
// them as examples and offers no apply link for them, until the operator replaces them with real ones.

interface Role {
  id: string;
  title: string;
  team: string;
  location: string;
  type: string;
  summary: string;
  youWill: string[];
  youHave: string[];
  /** An example installed with the site: marked so, and not open for applications. */
  example: boolean;
}

export const ROLES: Role[] = [
  {
    id: 'senior-full-stack-engineer',
    title: 'Senior Full-Stack Engineer (TypeScript)',
    team: 'Engineering',
    location: 'Remote · UTC−5 to UTC+3',
    type: 'Full-time',
    summary: 'Build the features members use every day, from portfolios and messages to the business directory and the App Store.',
    youWill: [
      'Ship end-to-end features in React, Fastify and PostgreSQL, with the tests that keep them working.',
      'Own performance, accessibility and security in the areas you build.',
      'Work closely with trust and safety, because most features here have a safety side.',
    ],
    example: true,
    youHave: [
      'Five or more years building production web applications, with strong TypeScript.',
      'Experience with relational databases and designing APIs other people rely on.',
      'Good judgement about privacy, and comfort working on a platform for the adult industry.',
    ],
  },
  {
    id: 'trust-and-safety-specialist',
    title: 'Trust & Safety Specialist',
    team: 'Trust & Safety',
    location: 'Remote · Europe',
    type: 'Full-time, rota including weekends',
    summary: 'Review reported content, uploads and business listings within our 48-hour commitment, and help members who need it.',
    youWill: [
      'Moderate content and listings against our Terms and community standards, consistently and fairly.',
      'Handle safety reports, including urgent ones, and escalate to law enforcement when required.',
      'Improve our policies and tools from what you see every day.',
    ],
    example: true,
    youHave: [
      'Experience in content moderation, trust and safety, or a related field.',
      'Calm judgement, clear writing and respect for the people in the content you review.',
      'Comfort reviewing adult content. Wellbeing support and exposure limits are part of the job.',
    ],
  },
  {
    id: 'compliance-operations-lead',
    title: 'Compliance Operations Lead',
    team: 'Legal & Compliance',
    location: 'Remote · United States',
    type: 'Full-time',
    summary: 'Run our record-keeping, verification and copyright processes, and be the person regulators and partners can call.',
    youWill: [
      'Own 18 U.S.C. § 2257 processes, DMCA notices and counter-notices, and age-verification operations with the vAulth compliance hub.',
      'Work with outside counsel on our policies and their updates.',
      'Build clear guides that help members meet their own obligations.',
    ],
    example: true,
    youHave: [
      'Three or more years in compliance, legal operations or paralegal work, ideally in adult or regulated media.',
      'Working knowledge of 2257, the DMCA and privacy law (GDPR, CCPA).',
      'A methodical approach and excellent record-keeping habits.',
    ],
  },
  {
    id: 'partnerships-manager-studios',
    title: 'Partnerships Manager, Studios & Agencies',
    team: 'Partnerships',
    location: 'Remote · Los Angeles, Miami, Budapest or Prague preferred',
    type: 'Full-time, some travel',
    summary: 'Bring studios, agencies and industry businesses onto the platform, and make sure they succeed there.',
    youWill: [
      'Build relationships with studios, agencies and service businesses, and onboard them.',
      'Represent us at industry events and awards we sponsor.',
      'Feed what partners need back into the product.',
    ],
    example: true,
    youHave: [
      'A network in the adult entertainment industry and a reputation for straight dealing.',
      'Experience in partnerships, business development or account management.',
      'Willingness to travel to industry events several times a year.',
    ],
  },
];
