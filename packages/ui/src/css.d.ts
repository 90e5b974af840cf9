// Plain stylesheets imported for their side effect (the bundler extracts them); they export nothing.
declare module '*.css';
