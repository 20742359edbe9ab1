// What other features may use from casting (issue 13): nothing yet; its pages register through routes.tsx.
export {};
