// Vite bundles the CSS that preview.tsx imports; this tells the type checker such imports exist.
declare module "*.css";
